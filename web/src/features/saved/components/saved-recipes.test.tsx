import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeDetail } from '@shared/recipe';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { savedStore } from '../stores/saved-store';
import { recipeDetail } from '@/test/recipe-detail';

const summary = (id: number, title: string) => ({ id, title, image: `/images/recipes/${id}.webp`, allergens: [] });
const entry = (recipeId: number, day: number, readyInMinutes: number, note = '') => ({
  recipeId,
  savedAt: `2024-05-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  note,
  readyInMinutes,
});

/** Three saved recipes (saved in this order), one collection holding two of them. */
function savedApi() {
  let saved = [1, 2, 3];
  let collections = [{ id: 7, name: 'Weeknight', recipeIds: [1, 3] }];
  const titles: Record<number, string> = { 1: 'Lentil soup', 2: 'Apple pie', 3: 'Zucchini bake' };
  return stubApi({
    'GET /api/saved/recipes': () => ({ body: { results: saved.map((recipeId) => ({ recipeId })) } }),
    'POST /api/search/bulk': (call) => ({
      body: (call.body as { ids: string }).ids.split(',').map((id) => summary(Number(id), titles[Number(id)]!)),
    }),
    'GET /api/saved/entries': () => ({
      body: {
        results: [entry(1, 1, 45, 'Double the cumin'), entry(2, 2, 90), entry(3, 3, 15)].filter((e) =>
          saved.includes(e.recipeId),
        ),
      },
    }),
    'GET /api/saved/collections': () => ({ body: { results: collections } }),
    'POST /api/saved/collections': (call) => {
      const created = { id: 8, name: (call.body as { name: string }).name, recipeIds: [] };
      collections = [...collections, created];
      return { body: created };
    },
    'PUT /api/saved/collections/8/recipes/2': { body: { status: 1 } },
    'DELETE /api/saved/recipes/3': () => {
      saved = saved.filter((id) => id !== 3);
      return { body: { status: 1 } };
    },
  });
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.tile__title')?.textContent);

describe('saved recipes screen', () => {
  it('sorts newest saved first by default, then by title or ready-in time, and filters by collection', async () => {
    savedApi();
    const { user } = renderApp('/recipe-manager', { token: 'tok' });
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    await waitFor(() => expect(titlesIn(list)).toEqual(['Zucchini bake', 'Apple pie', 'Lentil soup']));
    // The private note shows on its tile.
    expect(within(list).getByText('Double the cumin')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title');
    expect(titlesIn(list)).toEqual(['Apple pie', 'Lentil soup', 'Zucchini bake']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Ready-in time');
    expect(titlesIn(list)).toEqual(['Zucchini bake', 'Lentil soup', 'Apple pie']);

    await user.selectOptions(screen.getByLabelText('Show'), 'Weeknight');
    expect(titlesIn(screen.getByRole('list', { name: 'Saved recipes' }))).toEqual(['Zucchini bake', 'Lentil soup']);
  });

  it('creates a collection and puts a recipe in it from its tile', async () => {
    const api = savedApi();
    const { user } = renderApp('/recipe-manager', { token: 'tok' });
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    await user.type(screen.getByLabelText('New collection'), 'Christmas');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The list is there from the start: wait for the new collection in it (the name is checked
    // first, by a schema that loads on first use), so that the call ends within this test.
    const collections = await screen.findByRole('list', { name: 'Your collections' });
    expect(await within(collections).findByText('Christmas')).toBeInTheDocument();
    expect(screen.getByText('Created the collection “Christmas”.')).toBeInTheDocument();

    const pie = within(list)
      .getByRole('link', { name: /Apple pie/ })
      .closest('li')!;
    await user.click(within(pie).getByRole('button', { name: 'Collections' }));
    await user.click(within(pie).getByRole('checkbox', { name: 'Christmas' }));
    await waitFor(() => expect(within(pie).getByRole('button', { name: 'Collections (1)' })).toBeInTheDocument());
    expect(api.sequence()).toContain('PUT /api/saved/collections/8/recipes/2');
    expect(within(collections).getAllByText('1 recipe')).toHaveLength(1);
  });

  it('refuses an empty or duplicate collection name with a message, sending nothing', async () => {
    const api = savedApi();
    const { user } = renderApp('/recipe-manager', { token: 'tok' });
    await screen.findByRole('list', { name: 'Your collections' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A collection needs a name.');
    await user.type(screen.getByLabelText('New collection'), 'WEEKNIGHT');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a collection named “WEEKNIGHT”.');
    expect(api.sequence()).not.toContain('POST /api/saved/collections');
  });

  it('removes a recipe from its tile and says so, with Undo', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = savedApi();
    const { user } = renderApp('/recipe-manager', { token: 'tok' });
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    await user.click(within(list).getByRole('button', { name: 'Remove Zucchini bake from saved recipes' }));
    await waitFor(() => expect(titlesIn(list)).toEqual(['Apple pie', 'Lentil soup']));
    expect(screen.getByText('Removed “Zucchini bake” from your saved recipes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(api.sequence()).toContain('DELETE /api/saved/recipes/3');
  });
});

const detail = (overrides: Partial<RecipeDetail> = {}): RecipeDetail =>
  recipeDetail({
    id: 1001,
    title: 'Shakshuka',
    image: '/images/recipes/1001.webp',
    readyInMinutes: 35,
    extendedIngredients: [{ original: '6 eggs', name: 'eggs', amount: 6, unit: '' }],
    instructions: 'Cook.',
    ...overrides,
  });

describe('the note on the recipe page', () => {
  it('shows the saved recipe’s note and saves a change', async () => {
    let note = 'Less chilli for the kids.';
    const api = stubApi({
      'POST /api/search/info': { body: detail() },
      'GET /api/account/details': {
        body: {
          emailResults: [{ email: 'a@b.co' }],
          savedRecipesResults: [{ recipeId: 1001 }],
          savedAllergiesResults: [],
          savedDietResults: [],
        },
      },
      'GET /api/saved/notes/1001': () => ({ body: { recipeId: 1001, note } }),
      'PUT /api/saved/notes/1001': (call) => {
        note = (call.body as { note: string }).note;
        return { body: { recipeId: 1001, note } };
      },
    });
    // As the account details at start-up would have it.
    savedStore.getState().setSaved([1001]);
    const { user } = renderApp('/recipe/1001', { token: 'tok' });
    const section = await screen.findByRole('region', { name: 'Your note' });
    expect(await within(section).findByText('Less chilli for the kids.', { selector: 'p' })).toBeInTheDocument();
    const field = within(section).getByRole('textbox', { name: /Change your note/ });
    await user.clear(field);
    await user.type(field, 'No chilli at all.');
    await user.click(within(section).getByRole('button', { name: 'Save note' }));
    expect(await within(section).findByText('Note saved.')).toBeInTheDocument();
    expect(within(section).getByText('No chilli at all.', { selector: 'p' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ note: 'No chilli at all.' });
  });

  it('is not there for a recipe the user has not saved, nor when logged out', async () => {
    const api = stubApi({
      'POST /api/search/info': { body: detail() },
      'GET /api/account/details': {
        body: {
          emailResults: [{ email: 'a@b.co' }],
          savedRecipesResults: [],
          savedAllergiesResults: [],
          savedDietResults: [],
        },
      },
    });
    renderApp('/recipe/1001', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Shakshuka' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collections' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your note' })).toBeNull();
    expect(api.sequence()).not.toContain('GET /api/saved/notes/1001');
  });
});
