/**
 * The saved-allergies calls with the fifteen allergen ids: the first six answer exactly as
 * before, the nine others save, list, delete and filter searches the same way, and an id outside
 * the fifteen is refused in the one error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORE_ALLERGY_IDS, SPEC_ALLERGY_IDS } from '../../../shared/ids';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes } from '../../test/recipes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    seed: (db) =>
      seedRecipes(db, [
        { id: 31, title: 'Feta Frittata', ingredients: ['eggs', 'double cream', 'feta'], allergens: ['dairy', 'egg'] },
        { id: 32, title: 'Garlic Mussels', ingredients: ['mussels', 'garlic'], allergens: ['mollusc'] },
        { id: 35, title: 'Garlic Prawns', ingredients: ['king prawns', 'garlic'], allergens: ['shellfish'] },
        { id: 33, title: 'Tahini Greens', ingredients: ['kale', 'tahini'], allergens: ['sesame'] },
        { id: 34, title: 'Plain Rice', ingredients: ['rice', 'water'] },
      ]),
  });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { token } : {} });
const ids = (body: { results: { id: number }[] }) => body.results.map((recipe) => recipe.id).sort();

describe('saved allergies: the six as before', () => {
  it('saves, lists in the order saved, and removes each of the six with the same answers', async () => {
    const { token } = await registerAndLogin(t.app);
    for (const allergyId of SPEC_ALLERGY_IDS) {
      const saved = await call('POST', '/api/saved/allergies', token, { allergyId });
      expect({ status: saved.statusCode, body: saved.json() }).toEqual({ status: 200, body: { status: 1 } });
    }
    expect((await call('GET', '/api/saved/allergies', token)).json()).toEqual({
      results: SPEC_ALLERGY_IDS.map((allergyId) => ({ allergyId })),
    });
    for (const allergyId of SPEC_ALLERGY_IDS)
      expect((await call('DELETE', `/api/saved/allergies/${allergyId}`, token)).json()).toEqual({ status: 1 });
    expect((await call('GET', '/api/saved/allergies', token)).json()).toEqual({ results: [] });
  });

  it('refuses an id outside the fifteen in the one error shape, the six named first', async () => {
    const { token } = await registerAndLogin(t.app);
    for (const allergyId of ['coconut', 'nuts', 'Dairy', 'milk', '']) {
      const refused = await call('POST', '/api/saved/allergies', token, { allergyId });
      expect(refused.statusCode).toBe(400);
      const body = refused.json<{ code: number; status: number; reason: string }>();
      expect(body).toMatchObject({ code: 400, status: 0 });
      expect(body.reason).toMatch(/^allergyId must be one of: gluten, peanut, shellfish, soy, sulfite, wheat, dairy/);
    }
    expect((await call('DELETE', '/api/saved/allergies/coconut', token)).statusCode).toBe(400);
    expect((await call('GET', '/api/saved/allergies', token)).json()).toEqual({ results: [] });
  });
});

describe('saved allergies: the nine others', () => {
  it('save, list beside the six, show in the account details and remove', async () => {
    const { token } = await registerAndLogin(t.app);
    await call('POST', '/api/saved/allergies', token, { allergyId: 'peanut' });
    for (const allergyId of MORE_ALLERGY_IDS)
      expect((await call('POST', '/api/saved/allergies', token, { allergyId })).json()).toEqual({ status: 1 });
    await call('POST', '/api/saved/allergies', token, { allergyId: 'egg' });
    const expected = ['peanut', ...MORE_ALLERGY_IDS].map((allergyId) => ({ allergyId }));
    expect((await call('GET', '/api/saved/allergies', token)).json()).toEqual({ results: expected });
    const details = (await call('GET', '/api/account/details', token)).json<{ savedAllergiesResults: unknown }>();
    expect(details.savedAllergiesResults).toEqual(expected);
    expect((await call('DELETE', '/api/saved/allergies/tree-nut', token)).json()).toEqual({ status: 1 });
    expect((await call('DELETE', '/api/saved/allergies/tree-nut', token)).statusCode).toBe(404);
    const left = (await call('GET', '/api/saved/allergies', token)).json<{ results: { allergyId: string }[] }>();
    expect(left.results.map((row) => row.allergyId)).not.toContain('tree-nut');
  });

  it('filter searches and random recipes like the six', async () => {
    const post = (url: string, payload: object) => call('POST', url, undefined, payload);
    const all = ids((await post('/api/search/allergens', { searchInput: '', allergy: 'gluten' })).json());
    expect(all).toEqual([31, 32, 33, 34, 35]);
    const noMilkOrEgg = await post('/api/search/allergens', { searchInput: '', allergy: 'dairy,egg' });
    expect(ids(noMilkOrEgg.json())).toEqual([32, 33, 34, 35]);
    // Molluscs and the crustaceans (`shellfish`) are two allergens, each leaving out its own.
    expect(ids((await post('/api/search/allergens', { searchInput: '', allergy: 'mollusc' })).json())).toEqual([
      31, 33, 34, 35,
    ]);
    expect(ids((await post('/api/search/allergens', { searchInput: '', allergy: 'shellfish' })).json())).toEqual([
      31, 32, 33, 34,
    ]);
    expect(
      ids((await post('/api/search/allergens', { searchInput: '', allergy: 'shellfish,mollusc' })).json()),
    ).toEqual([31, 33, 34]);
    const mixed = await post('/api/search/diet&allergens', { searchInput: '', diet: 'vegetarian', allergy: 'sesame' });
    expect(mixed.statusCode).toBe(200);
    for (let draw = 0; draw < 5; draw++) {
      const random = await post('/api/search/random', { allergy: 'dairy,egg,sesame,mollusc,shellfish' });
      const drawn = random.json<{ recipes: { id: number }[] }>().recipes.map((recipe) => recipe.id);
      expect(drawn).toEqual([34]);
    }
  });
});
