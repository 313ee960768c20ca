import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryChip } from '@shared/api';
import { searchStore } from '../stores/search-store';
import { QueryChips } from './query-chips';

describe('QueryChips', () => {
  it('shows a nutrition word as a chip that says its rule and takes it back', () => {
    const chip: QueryChip = {
      kind: 'nutrition',
      value: 'healthy',
      label: 'Healthy',
      words: 'healthy',
      without: 'chicken',
      rule: 'At most 600 kcal, at most 35 % of energy from fat a serving',
    };
    const replaceText = vi.fn(() => Promise.resolve());
    searchStore.setState({ status: 'succeeded', chips: [chip], replaceText });
    const filters = { diet: '', allergy: '' };
    render(<QueryChips filters={filters} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Healthy');
    expect(item).toHaveAttribute('title', chip.rule);
    expect(item).toHaveClass('chip--read');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Healthy' }));
    expect(replaceText).toHaveBeenCalledWith('chicken', filters);
  });
});
