import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { NO_PANEL_FILTERS } from '../lib/panel';
import { FilterPanel } from './filter-panel';

const item = (id: string, name: string, alwaysHave = false) => ({
  id,
  name,
  amount: null,
  bestBefore: null,
  alwaysHave,
  addedAt: '2026-12-01T00:00:00.000Z',
  expiresInDays: null,
});

describe("the fridge search's field", () => {
  it("starts from the pantry's items, staples last, and stays the cook's to edit", async () => {
    localStorage.setItem('token', 'tok');
    // The server's order: nearest date first, then undated, then staples.
    stubApi({
      'GET /api/pantry': { body: { items: [item('1', 'salt', true), item('2', 'spinach'), item('3', 'eggs')] } },
    });
    render(<FilterPanel value={NO_PANEL_FILTERS} onChange={() => undefined} />);
    await screen.findByDisplayValue('spinach, eggs, salt');
    expect(screen.getByRole('textbox', { name: "What's in your fridge?" })).toHaveValue('spinach, eggs, salt');
    expect(screen.getByText('From your pantry: edit, then use them.')).toBeInTheDocument();
  });

  it('stays empty for a visitor', () => {
    localStorage.removeItem('token');
    const api = stubApi({});
    render(<FilterPanel value={NO_PANEL_FILTERS} onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: "What's in your fridge?" })).toHaveValue('');
    expect(api.calls).toEqual([]);
  });
});
