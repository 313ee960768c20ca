import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShoppingLine } from '@shared/shopping-list/types';
import { stubApi, type RecordedCall } from '@/test/api-stub';
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

/** The server's /read: every line is a dairy food keyed by its last word. */
const read = (call: RecordedCall) => ({
  body: {
    lines: (call.body as { lines: { text: string }[] }).lines.map(({ text }) => ({
      text,
      food: { key: text.split(' ').at(-1)!, aisle: 'dairy', density: null },
    })),
  },
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
    // The recipes a line came from wait behind its "More" button.
    expect(within(dairy).queryByText('from Pancakes, Omelette')).not.toBeInTheDocument();
    await user.click(within(dairy).getByRole('button', { name: 'More about 5 eggs' }));
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

  it('keeps each line to one row: details open one at a time, by pointer or keyboard, with Edit and Remove', async () => {
    stubApi({ 'POST /api/shopping-list/read': read });
    await shoppingListStore
      .getState()
      .addLines([{ text: '2 l milk', sources: [{ recipeId: 4, title: 'Rice Pudding' }] }, { text: '500 g flour' }]);
    const { user } = renderWithRouter(<ShoppingList />);
    const milk = await screen.findByRole('checkbox', { name: '2 l milk' });
    expect(milk).toHaveAttribute('type', 'checkbox');
    expect(milk).toHaveClass('shopping-check');
    expect(screen.queryByRole('button', { name: 'Edit 2 l milk' })).not.toBeInTheDocument();
    expect(screen.queryByText('from Rice Pudding')).not.toBeInTheDocument();

    const moreMilk = screen.getByRole('button', { name: 'More about 2 l milk' });
    const moreFlour = screen.getByRole('button', { name: 'More about 500 g flour' });
    expect(moreMilk).toHaveAttribute('aria-expanded', 'false');
    await user.click(moreMilk);
    expect(moreMilk).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(moreMilk.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('from Rice Pudding')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Edit 2 l milk' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Remove 2 l milk' })).toBeInTheDocument();

    // Only one open at a time; the keyboard opens one and Escape closes it, back on its button.
    moreFlour.focus();
    await user.keyboard('{Enter}');
    expect(moreFlour).toHaveAttribute('aria-expanded', 'true');
    expect(moreMilk).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('from Rice Pudding')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit 500 g flour' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(moreFlour).toHaveAttribute('aria-expanded', 'false');
    expect(moreFlour).toHaveFocus();

    // Editing from the details still works.
    await user.click(moreFlour);
    await user.click(screen.getByRole('button', { name: 'Edit 500 g flour' }));
    await user.clear(screen.getByLabelText('Edit 500 g flour'));
    await user.type(screen.getByLabelText('Edit 500 g flour'), '1 kg flour');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('checkbox', { name: '1 kg flour' })).toBeInTheDocument();

    // Removing says so and offers Undo, which puts the line back as it was, recipe and tick.
    await user.click(milk);
    await user.click(screen.getByRole('button', { name: 'More about 2 l milk' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 l milk' }));
    expect(screen.queryByRole('checkbox', { name: '2 l milk' })).not.toBeInTheDocument();
    expect(screen.getByText('Removed 2 l milk.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('checkbox', { name: '2 l milk' })).toBeChecked();
    expect(shoppingListStore.getState().local.find((l) => l.text === '2 l milk')?.sources).toEqual([
      { recipeId: 4, title: 'Rice Pudding' },
    ]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
