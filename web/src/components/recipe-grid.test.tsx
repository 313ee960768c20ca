import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecipeGrid } from './recipe-grid';

describe('RecipeGrid', () => {
  it('loads the first four pictures at once and the rest lazily, and hides recipes without a picture', () => {
    const recipes = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      title: `Dish ${i + 1}`,
      image: `/images/recipes/${i + 1}.webp`,
    }));
    render(
      <MemoryRouter>
        <RecipeGrid recipes={[...recipes, { id: 99, title: 'No picture', image: '' }]} label="Results" />
      </MemoryRouter>,
    );
    const images = screen.getByRole('list', { name: 'Results' }).querySelectorAll('img');
    expect(images).toHaveLength(6);
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('fetchpriority', 'auto');
    expect(screen.queryByText('No picture')).toBeNull();
  });
});
