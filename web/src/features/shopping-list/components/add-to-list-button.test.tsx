import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShoppingLine } from '@shared/shopping-list/types';
import { stubApi, type RecordedCall } from '@/test/api-stub';
import { renderWithRouter } from '@/test/render';
import { shoppingListStore } from '../stores/shopping-list-store';
import { AddToListButton } from './add-to-list-button';

const karahi = { recipeId: 7, title: 'Chicken Karahi' };
const stored = (id: string, text: string, sources = [karahi]): ShoppingLine => ({
  id,
  text,
  checked: false,
  sources,
  food: { key: text, aisle: 'other', density: null },
});
const read = (call: RecordedCall) => ({
  body: {
    lines: (call.body as { lines: { text: string }[] }).lines.map(({ text }) => ({
      text,
      food: { key: text, aisle: 'other', density: null },
    })),
  },
});
const button = (
  <AddToListButton recipeId={7} title="Chicken Karahi" lines={['1 kg chicken', '4 tomatoes']} servings={4} />
);

describe('Add to shopping list on a recipe page', () => {
  it('says nothing of the list while it holds none of the recipe’s lines', async () => {
    shoppingListStore.setState({ local: [stored('a', '2 l milk', [])] });
    renderWithRouter(button);
    expect(await screen.findByRole('button', { name: 'Add to shopping list' })).toBeEnabled();
    expect(screen.queryByText(/On your shopping list/)).not.toBeInTheDocument();
  });

  it('tells a visitor the lines are already on this browser’s list, and adds again only when asked', async () => {
    stubApi({ 'POST /api/shopping-list/read': read });
    shoppingListStore.setState({
      local: [stored('a', '1 kg chicken'), stored('b', '4 tomatoes'), stored('c', '2 l milk', [])],
    });
    const { user } = renderWithRouter(button);
    expect(await screen.findByText('On your shopping list: 2 lines from this recipe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View list' })).toHaveAttribute('href', '/shopping-list');
    expect(screen.queryByRole('button', { name: 'Add to shopping list' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add again' }));
    const status = (await screen.findByText(/^Added 2 lines for 4 servings\./)).closest('[role="status"]');
    expect(status).toHaveTextContent('On your shopping list: 4 lines from this recipe.');
    expect(shoppingListStore.getState().local).toHaveLength(5);
  });

  it('asks the server for a logged-in user’s list', async () => {
    localStorage.setItem('token', 'tok');
    const api = stubApi({
      'GET /api/shopping-list': { body: { lines: [stored('1', '1 kg chicken'), stored('2', '4 tomatoes')] } },
    });
    renderWithRouter(button);
    expect(await screen.findByText('On your shopping list: 2 lines from this recipe.')).toBeInTheDocument();
    expect(api.sequence()).toContain('GET /api/shopping-list');
    expect(screen.getByRole('button', { name: 'Add again' })).toBeEnabled();
  });
});
