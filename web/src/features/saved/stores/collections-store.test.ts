import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, recipe, stubApi } from '@/test/api-stub';
import { clearToken } from '@/lib/token';
import { collectionsStore, createCollectionsStore } from './collections-store';
import { savedStore } from './saved-store';

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const entry = (recipeId: number, note = '') => ({
  recipeId,
  savedAt: `2024-01-0${recipeId}T00:00:00.000Z`,
  note,
  readyInMinutes: 20,
});

describe('collections store', () => {
  it('loads the entries and the collections', async () => {
    stubApi({
      'GET /api/saved/entries': { body: { results: [entry(1, 'Less salt'), entry(2)] } },
      'GET /api/saved/collections': { body: { results: [{ id: 7, name: 'Weeknight', recipeIds: [2] }] } },
    });
    const store = createCollectionsStore();
    store.setState({ filter: 99 });
    await store.getState().load();
    expect(store.getState()).toMatchObject({
      status: 'succeeded',
      collections: [{ id: 7, name: 'Weeknight', recipeIds: [2] }],
      // The filter named a collection that is gone.
      filter: null,
    });
    expect(store.getState().entries[1]?.note).toBe('Less salt');
  });

  it('checks a name before sending it: empty, too long or taken whatever the case', async () => {
    const api = stubApi({});
    const store = createCollectionsStore();
    store.setState({ collections: [{ id: 7, name: 'Weeknight', recipeIds: [] }] });
    expect(await store.getState().createCollection('   ')).toBe(false);
    expect(store.getState().error).toBe('A collection needs a name.');
    expect(await store.getState().createCollection('x'.repeat(101))).toBe(false);
    expect(store.getState().error).toBe('A collection name can be at most 100 characters.');
    expect(await store.getState().createCollection(' weeknight ')).toBe(false);
    expect(store.getState().error).toBe('You already have a collection named “weeknight”.');
    expect(api.calls).toHaveLength(0);
  });

  it('creates, renames and deletes through the API, and shows a refusal’s reason', async () => {
    const api = stubApi({
      'POST /api/saved/collections': (call) => ({
        body: { id: 8, name: (call.body as { name: string }).name, recipeIds: [] },
      }),
      'PATCH /api/saved/collections/8': apiError(409, 'You already have a collection named “Soup”.'),
      'DELETE /api/saved/collections/8': { body: { status: 1 } },
    });
    const store = createCollectionsStore();
    expect(await store.getState().createCollection('  Christmas ')).toBe(true);
    expect(api.calls[0]?.body).toEqual({ name: 'Christmas' });
    expect(api.calls[0]?.headers.get('token')).toBe('tok');
    expect(store.getState().collections).toEqual([{ id: 8, name: 'Christmas', recipeIds: [] }]);
    expect(store.getState().message).toBe('Created the collection “Christmas”.');

    expect(await store.getState().renameCollection(8, 'Soup')).toBe(false);
    expect(store.getState().error).toBe('You already have a collection named “Soup”.');
    expect(store.getState().collections[0]?.name).toBe('Christmas');

    store.setState({ filter: 8 });
    expect(await store.getState().deleteCollection(8)).toBe(true);
    expect(store.getState()).toMatchObject({ collections: [], filter: null, error: '' });
  });

  it('putting an unsaved recipe in a collection saves it: the saved list follows', async () => {
    const api = stubApi({
      'PUT /api/saved/collections/7/recipes/5': { body: { status: 1 } },
      'GET /api/saved/recipes': { body: { results: [{ recipeId: 5 }] } },
      'POST /api/search/bulk': { body: [recipe(5)] },
      'DELETE /api/saved/collections/7/recipes/5': { body: { status: 1 } },
    });
    const store = createCollectionsStore();
    store.setState({ collections: [{ id: 7, name: 'Weeknight', recipeIds: [] }] });
    expect(await store.getState().setMember(7, 5, true)).toBe(true);
    expect(api.sequence()).toEqual([
      'PUT /api/saved/collections/7/recipes/5',
      'GET /api/saved/recipes',
      'POST /api/search/bulk',
    ]);
    expect(savedStore.getState().saved).toEqual([5]);
    expect(store.getState().collections[0]?.recipeIds).toEqual([5]);
    expect(await store.getState().setMember(7, 5, false)).toBe(true);
    expect(store.getState().collections[0]?.recipeIds).toEqual([]);
  });

  it('shows a membership at once and puts it back when the server refuses', async () => {
    stubApi({ 'PUT /api/saved/collections/7/recipes/5': apiError(404, 'There is no recipe with id 5.') });
    const store = createCollectionsStore();
    store.setState({ collections: [{ id: 7, name: 'Weeknight', recipeIds: [1] }] });
    const change = store.getState().setMember(7, 5, true);
    expect(store.getState().collections[0]?.recipeIds).toEqual([1, 5]);
    expect(await change).toBe(false);
    expect(store.getState().collections[0]?.recipeIds).toEqual([1]);
    expect(store.getState().error).toBe('There is no recipe with id 5.');
  });

  it('refuses a note over 5,000 characters without a call, and saves one within', async () => {
    const api = stubApi({ 'PUT /api/saved/notes/3': (call) => ({ body: { recipeId: 3, ...(call.body as object) } }) });
    const store = createCollectionsStore();
    expect(await store.getState().saveNote(3, 'n'.repeat(5001))).toBe(false);
    expect(store.getState().error).toBe('A note can be at most 5,000 characters.');
    expect(api.calls).toHaveLength(0);
    expect(await store.getState().saveNote(3, 'Use ripe tomatoes.')).toBe(true);
    expect(store.getState().notes[3]).toBe('Use ripe tomatoes.');
    expect(store.getState().message).toBe('Note saved.');
  });

  it('removes a saved recipe and undoes it with its note and collections', async () => {
    let saved = [{ recipeId: 1 }, { recipeId: 2 }];
    const api = stubApi({
      'DELETE /api/saved/recipes/2': () => {
        saved = [{ recipeId: 1 }];
        return { body: { status: 1 } };
      },
      'GET /api/saved/recipes': () => ({ body: { results: saved } }),
      'POST /api/search/bulk': (call) => ({
        body: (call.body as { ids: string }).ids.split(',').map((id) => recipe(Number(id))),
      }),
      'POST /api/saved/recipes': () => {
        saved = [{ recipeId: 1 }, { recipeId: 2 }];
        return { body: { status: 1 } };
      },
      'PUT /api/saved/notes/2': { body: { recipeId: 2, note: 'Kids love it' } },
      'PUT /api/saved/collections/7/recipes/2': { body: { status: 1 } },
      'GET /api/saved/entries': { body: { results: [entry(1), entry(2, 'Kids love it')] } },
      'GET /api/saved/collections': { body: { results: [{ id: 7, name: 'Weeknight', recipeIds: [2] }] } },
    });
    savedStore.setState({
      saved: [1, 2],
      savedRecipes: [
        { ...recipe(1), allergens: [] },
        { ...recipe(2), allergens: [] },
      ],
    });
    const store = collectionsStore;
    store.setState({
      entries: { 1: entry(1), 2: entry(2, 'Kids love it') },
      collections: [{ id: 7, name: 'Weeknight', recipeIds: [2] }],
    });

    expect(await store.getState().removeSaved(2, 'Recipe 2')).toBe(true);
    expect(store.getState().message).toBe('Removed “Recipe 2” from your saved recipes.');
    expect(store.getState().collections[0]?.recipeIds).toEqual([]);
    expect(savedStore.getState().saved).toEqual([1]);
    expect(savedStore.getState().savedRecipes.map((r) => r.id)).toEqual([1]);

    api.calls.length = 0;
    expect(await store.getState().undoRemove()).toBe(true);
    expect(api.sequence().slice(0, 3)).toEqual([
      'POST /api/saved/recipes',
      'PUT /api/saved/notes/2',
      'PUT /api/saved/collections/7/recipes/2',
    ]);
    expect(api.calls[1]?.body).toEqual({ note: 'Kids love it' });
    expect(savedStore.getState().saved).toEqual([1, 2]);
    expect(store.getState()).toMatchObject({
      removed: null,
      message: '“Recipe 2” is back in your saved recipes.',
      collections: [{ id: 7, recipeIds: [2] }],
    });
  });

  it('forgets everything when the token goes', () => {
    collectionsStore.setState({ collections: [{ id: 1, name: 'Mine', recipeIds: [] }], notes: { 1: 'private' } });
    clearToken();
    expect(collectionsStore.getState()).toMatchObject({ collections: [], notes: {} });
  });
});
