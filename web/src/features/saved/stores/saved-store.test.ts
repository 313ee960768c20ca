import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, recipe, stubApi } from '@/test/api-stub';
import { shownToasts, toastError, toastifyMock } from '@/test/toast-mock';
import { createSavedStore } from './saved-store';

vi.mock('react-toastify', () => toastifyMock);

beforeEach(() => {
  toastError.mockClear();
  localStorage.setItem('token', 'tok');
});

describe('saved store', () => {
  it('toggle on an unsaved recipe: add, refetch the list, then bulk info', async () => {
    const api = stubApi({
      'POST /api/saved/recipes': { body: { status: 1 } },
      'GET /api/saved/recipes': { body: { results: [{ recipeId: 5 }, { recipeId: 9 }] } },
      'POST /api/search/bulk': { body: [recipe(5), recipe(9)] },
    });
    const store = createSavedStore();
    store.getState().setSaved([9]);
    await store.getState().toggleSaved(5);
    expect(api.sequence()).toEqual(['POST /api/saved/recipes', 'GET /api/saved/recipes', 'POST /api/search/bulk']);
    expect(api.calls[0]?.body).toEqual({ recipeId: 5 });
    expect(api.calls[2]?.body).toEqual({ ids: '5,9' });
    expect(api.calls.every((call) => call.path === '/api/search/bulk' || call.headers.get('token') === 'tok')).toBe(
      true,
    );
    expect(store.getState().saved).toEqual([5, 9]);
    expect(store.getState().savedRecipes.map((r) => r.id)).toEqual([5, 9]);
  });

  it('toggle on a saved recipe: remove, then refetch', async () => {
    const api = stubApi({
      'DELETE /api/saved/recipes/5': { body: { status: 1 } },
      'GET /api/saved/recipes': { body: { results: [] } },
    });
    const store = createSavedStore();
    store.getState().setSaved([5]);
    await store.getState().toggleSaved(5);
    expect(api.sequence()).toEqual(['DELETE /api/saved/recipes/5', 'GET /api/saved/recipes']);
    expect(store.getState().saved).toEqual([]);
    expect(store.getState().savedRecipes).toEqual([]);
  });

  it('without a token: a toast and no request', async () => {
    localStorage.clear();
    const api = stubApi({});
    await createSavedStore().getState().toggleSaved(5);
    expect(api.calls).toHaveLength(0);
    expect(await shownToasts()).toEqual(['You have to be logged in to save recipes!']);
  });

  it('failures are only logged, and a 401 clears the stale token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    stubApi({ 'POST /api/saved/recipes': apiError(401, 'Invalid token'), 'GET /api/saved/recipes': apiError(401) });
    await createSavedStore().getState().toggleSaved(5);
    expect(await shownToasts()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('loads the saved recipes for the manager', async () => {
    stubApi({
      'GET /api/saved/recipes': { body: { results: [{ recipeId: 3 }] } },
      'POST /api/search/bulk': { body: [recipe(3)] },
    });
    const store = createSavedStore();
    await store.getState().loadSavedRecipes();
    expect(store.getState()).toMatchObject({ saved: [3], status: 'succeeded' });
    expect(store.getState().savedRecipes).toEqual([recipe(3)]);
  });

  it('asks for summaries in batches of at most 100 ids', async () => {
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    const api = stubApi({
      'GET /api/saved/recipes': { body: { results: ids.map((recipeId) => ({ recipeId })) } },
      'POST /api/search/bulk': (call) => ({
        body: (call.body as { ids: string }).ids.split(',').map((id) => recipe(Number(id))),
      }),
    });
    const store = createSavedStore();
    await store.getState().loadSavedRecipes();
    const batches = api.calls.filter((call) => call.path === '/api/search/bulk');
    expect(batches.map((call) => (call.body as { ids: string }).ids.split(',').length)).toEqual([100, 50]);
    expect(store.getState().savedRecipes).toHaveLength(150);
  });

  it('reset clears saved and savedRecipes', () => {
    const store = createSavedStore();
    store.setState({ saved: [1], savedRecipes: [{ ...recipe(1), allergens: [] }] });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ saved: [], savedRecipes: [] });
  });
});
