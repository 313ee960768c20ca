import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/test/api-stub';
import { shownToasts, toastError, toastifyMock } from '@/test/toast-mock';
import { createRecipeDetailStore } from './recipe-detail-store';

vi.mock('react-toastify', () => toastifyMock);

beforeEach(() => toastError.mockClear());

const detail = (id: number) => ({ id, title: `Recipe ${id}`, servings: 2, readyInMinutes: 10 });

describe('recipe detail store', () => {
  it('asks once for a recipe being fetched, and not again once stored', async () => {
    const api = stubApi({ 'POST /api/search/info': { body: detail(1) } });
    const store = createRecipeDetailStore();
    await Promise.all([store.getState().fetchDetail(1), store.getState().fetchDetail(1)]);
    await store.getState().fetchDetail(1);
    expect(api.calls).toHaveLength(1);
    expect(store.getState()).toMatchObject({ currentId: 1, status: 'succeeded' });
    expect(store.getState().recipesDetails[1]?.title).toBe('Recipe 1');
  });

  it('a failed fetch is asked again by the next fetch (a page opened later)', async () => {
    const api = stubApi({ 'POST /api/search/info': apiError(500) });
    const store = createRecipeDetailStore();
    await store.getState().fetchDetail(1);
    await store.getState().fetchDetail(1);
    expect(api.calls).toHaveLength(2);
  });

  it('the first fetch takes over a preloaded request, even a failed one; later fetches ask again', async () => {
    const api = stubApi({ 'POST /api/search/info': apiError(500) });
    const store = createRecipeDetailStore();
    await store.getState().preloadDetail(1);
    expect(store.getState()).toMatchObject({ currentId: 1, status: 'failed' });

    await store.getState().fetchDetail(1);
    expect(api.calls).toHaveLength(1);
    expect(store.getState().status).toBe('failed');
    expect(await shownToasts()).toEqual(['An error occured, please try again.']);

    await store.getState().fetchDetail(1);
    expect(api.calls).toHaveLength(2);
  });

  it('a preloaded request is only taken over for its own recipe', async () => {
    const api = stubApi({ 'POST /api/search/info': (call) => ({ body: detail((call.body as { id: number }).id) }) });
    const store = createRecipeDetailStore();
    const preload = store.getState().preloadDetail(1);
    await store.getState().fetchDetail(2);
    await preload;
    expect(api.calls.map((call) => call.body)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(store.getState()).toMatchObject({ currentId: 2, status: 'succeeded' });
  });

  it('reset drops a preloaded request: the page asks again', async () => {
    const api = stubApi({ 'POST /api/search/info': { body: detail(1) } });
    const store = createRecipeDetailStore();
    const preload = store.getState().preloadDetail(1);
    store.getState().reset();
    await preload;
    expect(store.getState()).toMatchObject({ currentId: null, status: 'idle', recipesDetails: {} });
    await store.getState().fetchDetail(1);
    expect(api.calls).toHaveLength(2);
    expect(store.getState().status).toBe('succeeded');
  });
});
