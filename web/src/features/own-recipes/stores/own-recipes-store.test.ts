import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/test/api-stub';
import { editable, ownRecipe } from '../test-recipes';
import { createOwnRecipesStore } from './own-recipes-store';

const loggedIn = () => localStorage.setItem('token', 'tok');
const listItem = (id: number, shared = false) => ({
  id,
  title: `Recipe ${id}`,
  image: '',
  shared,
  sourceName: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('own recipes', () => {
  it('lists the user’s recipes with the token, and nothing without one', async () => {
    const api = stubApi({ 'GET /api/recipes/mine': { body: { results: [listItem(2), listItem(1, true)] } } });
    const store = createOwnRecipesStore();
    await store.getState().loadList();
    expect(api.calls).toHaveLength(0);
    loggedIn();
    await store.getState().loadList();
    expect(api.calls[0]!.headers.get('token')).toBe('tok');
    expect(store.getState().list.map((item) => item.id)).toEqual([2, 1]);
  });

  it('reads a recipe to edit, and says when it is not the user’s', async () => {
    loggedIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      'GET /api/recipes/5': { body: ownRecipe(5) },
      'GET /api/recipes/6': apiError(404, 'No such recipe.'),
    });
    const store = createOwnRecipesStore();
    await store.getState().loadRecipe(5);
    expect(store.getState()).toMatchObject({ editStatus: 'succeeded', editing: { id: 5 } });
    await store.getState().loadRecipe(6);
    expect(store.getState()).toMatchObject({ editStatus: 'failed', notFound: true, editing: null });
  });

  it('puts the changed recipe and keeps the list in step', async () => {
    loggedIn();
    const api = stubApi({
      'GET /api/recipes/mine': { body: { results: [listItem(5)] } },
      'PUT /api/recipes/5': (call) => ({ body: ownRecipe(5, call.body as { recipe: never; shared: boolean }) }),
    });
    const store = createOwnRecipesStore();
    await store.getState().loadList();
    const saved = await store.getState().update(5, { recipe: editable({ title: 'Better cake' }), shared: true });
    expect(saved?.shared).toBe(true);
    expect(api.calls[1]).toMatchObject({
      method: 'PUT',
      body: { recipe: { title: 'Better cake' }, shared: true },
    });
    expect(store.getState().list[0]).toMatchObject({ title: 'Better cake', shared: true });
  });

  it('deletes, treating one already gone as done, and keeps the reason of a refusal', async () => {
    loggedIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      'GET /api/recipes/mine': { body: { results: [listItem(5), listItem(6), listItem(7)] } },
      'DELETE /api/recipes/5': { body: { status: 1 } },
      'DELETE /api/recipes/6': apiError(404, 'No such recipe.'),
      'DELETE /api/recipes/7': apiError(500, 'Internal error'),
    });
    const store = createOwnRecipesStore();
    await store.getState().loadList();
    expect(await store.getState().remove(5)).toBe(true);
    expect(await store.getState().remove(6)).toBe(true);
    expect(await store.getState().remove(7)).toBe(false);
    expect(store.getState()).toMatchObject({ deleteError: 'Internal error', deleting: null });
    expect(store.getState().list.map((item) => item.id)).toEqual([7]);
  });
});
