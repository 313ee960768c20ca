import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, recipe, stubApi } from '@/test/api-stub';
import { shownToasts, toastError, toastifyMock } from '@/test/toast-mock';
import { createRandomStore } from './random-store';

vi.mock('react-toastify', () => toastifyMock);

beforeEach(() => toastError.mockClear());

describe('random store', () => {
  it('starts idle with an empty error', () => {
    expect(createRandomStore().getState()).toMatchObject({ randomRecipes: [], status: 'idle', error: '' });
  });

  it('stores the random recipes', async () => {
    const api = stubApi({ 'POST /api/search/random': { body: { recipes: [recipe(1), recipe(2)] } } });
    const store = createRandomStore();
    await store.getState().fetchRandom();
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/search/random' });
    expect(api.calls[0]?.headers.get('token')).toBeNull();
    expect(store.getState().randomRecipes.map((r) => r.id)).toEqual([1, 2]);
    expect(store.getState().status).toBe('succeeded');
  });

  it.each([
    [402, 'The API is down, please try again later'],
    [500, 'An error occured, please try again.'],
  ])('failure %i → "%s"', async (code, message) => {
    stubApi({ 'POST /api/search/random': apiError(code) });
    const store = createRandomStore();
    await store.getState().fetchRandom();
    expect(store.getState().status).toBe('failed');
    expect(store.getState().error).not.toBe('');
    expect(await shownToasts()).toEqual([message]);
  });

  it('a network failure is reported too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await createRandomStore().getState().fetchRandom();
    expect(await shownToasts()).toEqual(['An error occured, please try again.']);
  });
});
