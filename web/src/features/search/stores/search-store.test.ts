import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shared/validation';
import { apiError, recipe, stubApi } from '@/test/api-stub';
import { shownToasts, toastError, toastifyMock } from '@/test/toast-mock';
import { searchCall } from '../api/search-api';
import { createSearchStore } from './search-store';

vi.mock('react-toastify', () => toastifyMock);

const page = (ids: number[]) => ({
  body: { results: ids.map((id) => recipe(id)), totalResults: ids.length, offset: 0, number: 10 },
});

beforeEach(() => toastError.mockClear());

describe('searchCall: the call depends on which of diet and allergy are set', () => {
  it.each([
    [{ diet: '', allergy: '' }, '/search/general', { searchInput: 'soup' }],
    [{ diet: 'vegan', allergy: '' }, '/search/diet', { searchInput: 'soup', diet: 'vegan' }],
    [{ diet: '', allergy: 'peanut,soy' }, '/search/allergens', { searchInput: 'soup', allergy: 'peanut,soy' }],
    [
      { diet: 'vegan,paleo', allergy: 'soy' },
      '/search/diet&allergens',
      { searchInput: 'soup', diet: 'vegan,paleo', allergy: 'soy' },
    ],
  ])('%o → %s', (filters, path, body) => {
    expect(searchCall('soup', filters)).toEqual({ path, body });
  });
});

describe('search store', () => {
  it('a valid text is stored and searched; results replace the list', async () => {
    const api = stubApi({
      'POST /api/search/diet&allergens': page([1, 2]),
      'POST /api/search/general': page([3]),
    });
    const store = createSearchStore();
    await store.getState().submitSearch('curry', { diet: 'vegan', allergy: 'peanut' });
    expect(api.calls[0]).toMatchObject({
      path: '/api/search/diet&allergens',
      body: { searchInput: 'curry', diet: 'vegan', allergy: 'peanut' },
    });
    expect(store.getState()).toMatchObject({ searchInput: 'curry', status: 'succeeded', inputError: '' });
    expect(store.getState().recipes.map((r) => r.id)).toEqual([1, 2]);

    await store.getState().submitSearch('dal', { diet: '', allergy: '' });
    expect(store.getState().recipes.map((r) => r.id)).toEqual([3]);
  });

  it('an invalid text is not stored, sends nothing and shows the shared message', async () => {
    const api = stubApi({});
    const store = createSearchStore();
    await store.getState().submitSearch('x'.repeat(33), { diet: '', allergy: '' });
    expect(api.calls).toHaveLength(0);
    expect(store.getState().searchInput).toBe('');
    expect(store.getState().inputError).toBe(MESSAGES.searchTooLong);
  });

  it('an empty text is allowed', async () => {
    const api = stubApi({ 'POST /api/search/general': page([]) });
    await createSearchStore().getState().submitSearch('', { diet: '', allergy: '' });
    // The first page also asks for the filter panel's counts.
    expect(api.calls[0]?.body).toEqual({
      searchInput: '',
      offset: 0,
      number: 24,
      facets: true,
      addRecipeInformation: true,
    });
  });

  it('loads more results onto the list', async () => {
    const api = stubApi({
      'POST /api/search/diet': (call) => {
        const { offset } = call.body as { offset: number };
        return {
          body: { results: offset === 0 ? [recipe(1), recipe(2)] : [recipe(3)], totalResults: 3, offset, number: 2 },
        };
      },
    });
    const store = createSearchStore();
    await store.getState().search('stew', { diet: 'paleo', allergy: '' });
    await store.getState().loadMore();
    expect(api.calls[1]?.body).toEqual({
      searchInput: 'stew',
      diet: 'paleo',
      offset: 2,
      number: 24,
      addRecipeInformation: true,
    });
    expect(store.getState().recipes.map((r) => r.id)).toEqual([1, 2, 3]);
    await store.getState().loadMore();
    expect(api.calls).toHaveLength(2);
  });

  it('keeps the chips read from the text and whether the results match only partly', async () => {
    const chip = { kind: 'diet', value: 'vegan', label: 'Vegan', words: 'vegan', without: 'curry' } as const;
    const api = stubApi({
      'POST /api/search/general': (call) => {
        const { searchInput } = call.body as { searchInput: string };
        return searchInput === 'vegan curry'
          ? {
              body: {
                results: [{ ...recipe(1), missing: ['curry'] }],
                totalResults: 1,
                offset: 0,
                number: 24,
                partial: true,
                understood: { text: 'curry', chips: [chip] },
              },
            }
          : page([2, 3]);
      },
    });
    const store = createSearchStore();
    await store.getState().search('vegan curry', { diet: '', allergy: '' });
    expect(store.getState()).toMatchObject({ partial: true, chips: [chip], textRevision: 0 });

    // Taking a chip back searches the text without its words and tells the search bar.
    await store.getState().replaceText(chip.without, { diet: '', allergy: '' });
    expect(api.calls.at(-1)?.body).toMatchObject({ searchInput: 'curry' });
    expect(store.getState()).toMatchObject({ searchInput: 'curry', partial: false, chips: [], textRevision: 1 });
  });

  it('402 says the API is down', async () => {
    stubApi({ 'POST /api/search/general': apiError(402, 'Quota exhausted') });
    const store = createSearchStore();
    await store.getState().search('soup', { diet: '', allergy: '' });
    expect(store.getState().status).toBe('failed');
    expect(await shownToasts()).toEqual(['The API is down, please try again later']);
  });

  it('other failures say an error occured', async () => {
    stubApi({ 'POST /api/search/diet': apiError(500) });
    await createSearchStore().getState().search('soup', { diet: 'vegan', allergy: '' });
    expect(await shownToasts()).toEqual(['An error occured, please try again.']);
  });

  it('the same query is not sent twice', async () => {
    const api = stubApi({ 'POST /api/search/general': page([1]) });
    const store = createSearchStore();
    await store.getState().search('soup', { diet: '', allergy: '' });
    await store.getState().search('soup', { diet: '', allergy: '' });
    expect(api.calls).toHaveLength(1);
  });

  it('a search replaced by an invalid text before it answers leaves no spinner behind', async () => {
    let answer: () => void = () => undefined;
    stubApi({
      'POST /api/search/general': () =>
        new Promise((resolve) => {
          answer = () => resolve(page([1]));
        }),
    });
    const store = createSearchStore();
    const pending = store.getState().submitSearch('curry', { diet: '', allergy: '' });
    await vi.waitFor(() => expect(store.getState().status).toBe('loading'));
    await store.getState().submitSearch('x'.repeat(33), { diet: '', allergy: '' });
    answer();
    await pending;
    expect(store.getState().inputError).toBe(MESSAGES.searchTooLong);
    expect(store.getState().status).toBe('idle');
  });

  it('a search replaced quickly by another ends with the newer one shown', async () => {
    const answers: (() => void)[] = [];
    stubApi({
      'POST /api/search/general': (call) =>
        new Promise((resolve) => {
          const text = (call.body as { searchInput: string }).searchInput;
          answers.push(() => resolve(page(text === 'curry' ? [1] : [2, 3])));
        }),
    });
    const store = createSearchStore();
    const first = store.getState().submitSearch('curry', { diet: '', allergy: '' });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const second = store.getState().submitSearch('dal', { diet: '', allergy: '' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    for (const reply of answers) reply();
    await Promise.all([first, second]);
    expect(store.getState().status).toBe('succeeded');
    expect(store.getState().recipes.map((r) => r.id)).toEqual([2, 3]);
  });
});
