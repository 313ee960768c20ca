import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/test/api-stub';
import { shownToasts, toastError, toastifyMock } from '@/test/toast-mock';
import { createPreferencesStore } from './preferences-store';

vi.mock('react-toastify', () => toastifyMock);

beforeEach(() => {
  toastError.mockClear();
  localStorage.setItem('token', 'tok');
});

describe('preferences store', () => {
  it('holds the saved lists from the account details as comma-joined ids', () => {
    const store = createPreferencesStore();
    store.getState().setFromDetails({
      savedDietResults: [
        { id: 3, dietId: 'vegan' },
        { id: 4, dietId: 'paleo' },
      ],
      savedAllergiesResults: [{ allergyId: 'peanut' }, { allergyId: 'soy' }],
    });
    expect(store.getState()).toMatchObject({ savedDiet: 'vegan,paleo', savedAllergies: 'peanut,soy' });
  });

  it('diet toggle adds, then the refetched list replaces the stored one', async () => {
    const api = stubApi({
      'POST /api/saved/diet': { body: { status: 1 } },
      'GET /api/saved/diet': {
        body: {
          results: [
            { id: 11, dietId: 'vegan' },
            { id: 12, dietId: 'whole30' },
          ],
        },
      },
    });
    const store = createPreferencesStore();
    await store.getState().toggleDiet('whole30');
    expect(api.sequence()).toEqual(['POST /api/saved/diet', 'GET /api/saved/diet']);
    expect(api.calls[0]?.body).toEqual({ dietId: 'whole30' });
    expect(api.calls[0]?.headers.get('token')).toBe('tok');
    expect(store.getState().savedDiet).toBe('vegan,whole30');
  });

  it('diet toggle removes by the saved row id', async () => {
    const api = stubApi({
      'DELETE /api/saved/diet/12': { body: { status: 1 } },
      'GET /api/saved/diet': { body: { results: [] } },
    });
    const store = createPreferencesStore();
    store.getState().setFromDetails({ savedDietResults: [{ id: 12, dietId: 'vegan' }], savedAllergiesResults: [] });
    await store.getState().toggleDiet('vegan');
    expect(api.sequence()).toEqual(['DELETE /api/saved/diet/12', 'GET /api/saved/diet']);
    expect(store.getState().savedDiet).toBe('');
  });

  it('allergy toggle adds or removes by allergy id, then refetches', async () => {
    const lists = [[{ allergyId: 'soy' }, { allergyId: 'gluten' }], [{ allergyId: 'gluten' }]];
    const api = stubApi({
      'POST /api/saved/allergies': { body: { status: 1 } },
      'DELETE /api/saved/allergies/soy': { body: { status: 1 } },
      'GET /api/saved/allergies': () => ({ body: { results: lists.shift() } }),
    });
    const store = createPreferencesStore();
    store.setState({ savedAllergies: 'soy' });
    await store.getState().toggleAllergy('gluten');
    expect(store.getState().savedAllergies).toBe('soy,gluten');
    await store.getState().toggleAllergy('soy');
    expect(api.sequence()).toEqual([
      'POST /api/saved/allergies',
      'GET /api/saved/allergies',
      'DELETE /api/saved/allergies/soy',
      'GET /api/saved/allergies',
    ]);
    expect(api.calls[0]?.body).toEqual({ allergyId: 'gluten' });
    expect(store.getState().savedAllergies).toBe('gluten');
  });

  it('failures are only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'POST /api/saved/allergies': apiError(500), 'GET /api/saved/allergies': apiError(500) });
    const store = createPreferencesStore();
    store.setState({ savedAllergies: 'soy' });
    await store.getState().toggleAllergy('wheat');
    expect(store.getState().savedAllergies).toBe('soy');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(await shownToasts()).toEqual([]);
  });

  it('reset clears diet and allergies', () => {
    const store = createPreferencesStore();
    store.setState({ savedDiet: 'vegan', savedAllergies: 'soy', dietRows: [{ id: 1, dietId: 'vegan' }] });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ savedDiet: '', savedAllergies: '', dietRows: [] });
  });
});
