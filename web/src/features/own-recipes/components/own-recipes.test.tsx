import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOwnRecipeRequest } from '@shared/own-recipes';
import { apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { cakeDetail, editable, ownRecipe } from '../test-recipes';

const location = () => screen.getByTestId('location').textContent;

const detail = cakeDetail;

const listItem = (id: number, title: string, shared: boolean, sourceName = '') => ({
  id,
  title,
  image: shared ? `/images/own/${id}-abc.webp` : '',
  shared,
  sourceName,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('your recipes in the recipe manager', () => {
  it('lists them with their sharing and Edit links, beside the saved recipes as before', async () => {
    stubApi({
      'GET /api/recipes/mine': {
        body: {
          results: [listItem(1_000_002, 'Scones', true, 'example.org'), listItem(1_000_001, 'Family curry', false)],
        },
      },
      'GET /api/saved/recipes': { body: { results: [] } },
    });
    renderApp('/recipe-manager', { token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'View saved recipes' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your recipes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual(['Scones', 'Family curry']);
    expect(within(items[0]!).getByRole('link', { name: 'Scones' })).toHaveAttribute('href', '/recipe/1000002');
    expect(within(items[0]!).getByText('Shared')).toBeInTheDocument();
    expect(within(items[0]!).getByText('from example.org')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Private')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Edit Family curry' })).toHaveAttribute(
      'href',
      '/recipe/1000001/edit',
    );
    expect(screen.getByRole('link', { name: 'Add a recipe' })).toHaveAttribute('href', '/add-recipe');
    expect(await screen.findByText("You haven't saved any recipes yet!")).toBeInTheDocument();
  });

  it('invites to add one when there are none, and shows only the login prompt when logged out', async () => {
    stubApi({
      'GET /api/recipes/mine': { body: { results: [] } },
      'GET /api/saved/recipes': { body: { results: [] } },
    });
    const { unmount } = renderApp('/recipe-manager', { token: 'tok' });
    expect(await screen.findByText(/Add recipes by link, by pasting, or from files\./)).toBeInTheDocument();
    unmount();
    localStorage.clear();

    renderApp('/recipe-manager');
    expect(await screen.findByText('You must login to use this feature.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your recipes' })).not.toBeInTheDocument();
  });
});

describe('an own recipe’s page', () => {
  it('asks for the recipe with the token, and says it is the user’s, private, with Edit', async () => {
    const api = stubApi({ 'POST /api/search/info': { body: detail({ own: { shared: false } }) } });
    renderApp('/recipe/1000001', { token: 'tok' });
    const bar = await screen.findByRole('group', { name: 'Your recipe' });
    expect(api.calls[0]!.headers.get('token')).toBe('tok');
    expect(bar).toHaveTextContent('Your recipe · Private');
    expect(within(bar).getByRole('link', { name: 'Edit Lemon drizzle cake' })).toHaveAttribute(
      'href',
      '/recipe/1000001/edit',
    );
    // Where it came from, linked, as for every recipe.
    expect(screen.getByRole('link', { name: 'example.org' })).toHaveAttribute('href', 'https://example.org/cake');
  });

  it('shows no such bar on a recipe that is not the user’s', async () => {
    stubApi({ 'POST /api/search/info': { body: detail({ id: 7, title: 'Catalog stew' }) } });
    renderApp('/recipe/7', { token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog stew' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your recipe' })).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation, then opens the recipe manager', async () => {
    const api = stubApi({
      'POST /api/search/info': { body: detail({ own: { shared: true } }) },
      'DELETE /api/recipes/1000001': { body: { status: 1 } },
      'GET /api/recipes/mine': { body: { results: [] } },
      'GET /api/saved/recipes': { body: { results: [] } },
    });
    const { user } = renderApp('/recipe/1000001', { token: 'tok' });
    const bar = await screen.findByRole('group', { name: 'Your recipe' });
    expect(bar).toHaveTextContent('Your recipe · Shared');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Lemon drizzle cake” for good?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sequence()).not.toContain('DELETE /api/recipes/1000001');

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(location()).toBe('/recipe-manager'));
    expect(api.sequence()).toContain('DELETE /api/recipes/1000001');
    // The deleted recipe is not asked for again on the way out.
    expect(api.sequence().filter((call) => call === 'POST /api/search/info')).toHaveLength(1);
  });
});

describe('editing an own recipe', () => {
  it('reads the stored recipe, puts the changes, and opens the recipe again', async () => {
    let put: SaveOwnRecipeRequest | undefined;
    const api = stubApi({
      'GET /api/recipes/1000001': {
        body: ownRecipe(1_000_001, { recipe: editable({ image: '/images/own/1-a.webp' }) }),
      },
      'PUT /api/recipes/1000001': (call) => {
        put = call.body as SaveOwnRecipeRequest;
        return { body: ownRecipe(1_000_001, put) };
      },
      'POST /api/search/info': { body: detail({ title: 'Lemon cake', own: { shared: true } }) },
    });
    const { user } = renderApp('/recipe/1000001/edit', { token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit recipe' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Lemon drizzle cake');
    // Our own picture is shown as stored.
    expect(screen.getByRole('img', { name: "The recipe's picture" })).toHaveAttribute('src', '/images/own/1-a.webp');
    expect(screen.getByLabelText('Steps')).toHaveValue('Heat the oven to 180 °C.\n\nBeat the butter and sugar.');
    await user.clear(title);
    await user.type(title, 'Lemon cake');
    await user.type(screen.getByLabelText('Steps'), '\n\nServe.');
    await user.click(screen.getByLabelText('Share with everyone'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location()).toBe('/recipe/1000001'));
    expect(put).toEqual({
      recipe: editable({
        title: 'Lemon cake',
        image: '/images/own/1-a.webp',
        steps: ['Heat the oven to 180 °C.', 'Beat the butter and sugar.', 'Serve.'],
      }),
      shared: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon cake' })).toBeInTheDocument();
    expect(api.sequence()).toContain('PUT /api/recipes/1000001');
  });

  it('says so when the recipe is not the user’s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'GET /api/recipes/7': apiError(404, 'No such recipe.') });
    renderApp('/recipe/7/edit', { token: 'tok' });
    expect(await screen.findByText("This recipe isn't one of yours, or it has been deleted.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your recipes' })).toHaveAttribute('href', '/recipe-manager');
  });

  it('asks to log in first', async () => {
    renderApp('/recipe/7/edit');
    expect(await screen.findByText('You must login to use this feature.')).toBeInTheDocument();
  });
});
