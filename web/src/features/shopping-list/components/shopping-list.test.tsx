import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShoppingLine } from '@shared/shopping-list/types';
import { stubApi } from '@/test/api-stub';
import { renderWithRouter } from '@/test/render';
import { shoppingListStore } from '../stores/shopping-list-store';
import { ShoppingList } from './shopping-list';

const line = (
  id: string,
  text: string,
  key: string,
  aisle: ShoppingLine['food']['aisle'],
  title?: string,
): ShoppingLine => ({
  id,
  text,
  checked: false,
  sources: title ? [{ recipeId: title === 'Pancakes' ? 1 : 2, title }] : [],
  food: { key, aisle, density: null },
});

describe('the shopping list page', () => {
  it('shows merged lines by aisle with their recipes; ticking and removing a recipe go to the server', async () => {
    localStorage.setItem('token', 'tok');
    const lines = [
      line('1', '2 eggs', 'egg', 'dairy', 'Pancakes'),
      line('2', '3 eggs', 'egg', 'dairy', 'Omelette'),
      line('3', '1 kg potatoes', 'potato', 'produce', 'Omelette'),
    ];
    const api = stubApi({
      'GET /api/shopping-list': () => ({ body: { lines } }),
      'PATCH /api/shopping-list/lines/1': { body: { line: { ...lines[0], checked: true } } },
      'PATCH /api/shopping-list/lines/2': { body: { line: { ...lines[1], checked: true } } },
      'DELETE /api/shopping-list/recipes/2': { body: { removed: 2, changed: 0 } },
    });
    const { user } = renderWithRouter(<ShoppingList />);
    const dairy = await screen.findByRole('region', { name: 'Dairy and eggs' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Produce',
      'Dairy and eggs',
      'Recipes on this list',
    ]);
    expect(within(dairy).getByText('5 eggs')).toBeInTheDocument();
    expect(within(dairy).getByText('from Pancakes, Omelette')).toBeInTheDocument();

    await user.click(within(dairy).getByRole('checkbox', { name: '5 eggs' }));
    expect(
      api
        .sequence()
        .filter((call) => call.startsWith('PATCH'))
        .toSorted(),
    ).toEqual(['PATCH /api/shopping-list/lines/1', 'PATCH /api/shopping-list/lines/2']);
    expect(within(dairy).getByRole('checkbox', { name: '5 eggs' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear checked' })).toBeEnabled();

    lines.splice(1, 2);
    await user.click(screen.getByRole('button', { name: 'Remove Omelette’s lines' }));
    expect(api.sequence()).toContain('DELETE /api/shopping-list/recipes/2');
    expect(await screen.findByText('2 eggs')).toBeInTheDocument();
    expect(screen.queryByText('1 kg potatoes')).not.toBeInTheDocument();
    expect(shoppingListStore.getState().lines.map((l) => l.text)).toEqual(['2 eggs']);
  });

  it('adds an item of one’s own and says so when the list is empty', async () => {
    stubApi({
      'POST /api/shopping-list/read': {
        body: { lines: [{ text: '2 l milk', food: { key: 'milk', aisle: 'dairy', density: 1.03 } }] },
      },
    });
    const { user } = renderWithRouter(<ShoppingList />);
    expect(await screen.findByText(/Your shopping list is empty/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add an item'), '2 l milk');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dairy = await screen.findByRole('region', { name: 'Dairy and eggs' });
    expect(within(dairy).getByText('2 l milk')).toBeInTheDocument();
    expect(screen.getByLabelText('Add an item')).toHaveValue('');
  });
});
