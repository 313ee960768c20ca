import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIET_IDS } from '../../../shared/ids';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes } from '../../test/recipes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    seed: (db) =>
      seedRecipes(db, [
        { id: 21, title: 'Lentil Soup' },
        { id: 22, title: 'Green Salad' },
      ]),
  });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { token } : {} });

describe('saved recipes', () => {
  it('adds, lists and removes, and saving twice keeps one row', async () => {
    const { token } = await registerAndLogin(t.app);
    expect((await call('POST', '/api/saved/recipes', token, { recipeId: 21 })).json()).toEqual({ status: 1 });
    await call('POST', '/api/saved/recipes', token, { recipeId: 21 });
    await call('POST', '/api/saved/recipes', token, { recipeId: '22' });
    expect((await call('GET', '/api/saved/recipes', token)).json()).toEqual({
      results: [{ recipeId: 21 }, { recipeId: 22 }],
    });
    expect((await call('DELETE', '/api/saved/recipes/21', token)).json()).toEqual({ status: 1 });
    expect((await call('GET', '/api/saved/recipes', token)).json()).toEqual({ results: [{ recipeId: 22 }] });
    const details = (await call('GET', '/api/account/details', token)).json<{ savedRecipesResults: unknown }>();
    expect(details.savedRecipesResults).toEqual([{ recipeId: 22 }]);
  });

  it('keeps one row when twenty saves arrive at once', async () => {
    const { token } = await registerAndLogin(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/saved/recipes', token, { recipeId: 22 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect((await call('GET', '/api/saved/recipes', token)).json()).toEqual({ results: [{ recipeId: 22 }] });
  });

  it('refuses an unknown recipe id with 404 and a malformed one with 400', async () => {
    const { token } = await registerAndLogin(t.app);
    const unknown = await call('POST', '/api/saved/recipes', token, { recipeId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, status: 0, reason: 'There is no recipe with id 999.' });
    for (const recipeId of ['0x10', '1e3', ' 1', '01', -1, 1.5, 'abc', null]) {
      const res = await call('POST', '/api/saved/recipes', token, { recipeId });
      expect(res.statusCode, JSON.stringify(recipeId)).toBe(400);
      expect(res.json<{ reason: string }>().reason).toMatch(/recipeId/);
    }
    for (const id of ['0x10', '1e3', '%201', '01', '-1', '1.5', 'abc']) {
      expect((await call('DELETE', `/api/saved/recipes/${id}`, token)).statusCode, id).toBe(400);
    }
  });
});

describe('saved diets', () => {
  it('accepts exactly the nine diet ids and deletes by row id', async () => {
    const { token } = await registerAndLogin(t.app);
    for (const dietId of DIET_IDS) {
      expect((await call('POST', '/api/saved/diet', token, { dietId })).statusCode, dietId).toBe(200);
    }
    await call('POST', '/api/saved/diet', token, { dietId: 'vegan' });
    const listed = (await call('GET', '/api/saved/diet', token)).json<{ results: { id: number; dietId: string }[] }>();
    expect(listed.results.map((r) => r.dietId)).toEqual([...DIET_IDS]);
    const vegan = listed.results.find((r) => r.dietId === 'vegan')!;
    expect((await call('DELETE', `/api/saved/diet/${vegan.id}`, token)).json()).toEqual({ status: 1 });
    const after = (await call('GET', '/api/saved/diet', token)).json<{ results: { dietId: string }[] }>();
    expect(after.results.map((r) => r.dietId)).not.toContain('vegan');
    expect(after.results).toHaveLength(8);
  });

  it.each(['Vegan', 'lacto-vegetarian', 'keto', '', 'vegan,paleo'])('refuses diet id %j', async (dietId) => {
    const { token } = await registerAndLogin(t.app);
    const res = await call('POST', '/api/saved/diet', token, { dietId });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ reason: string }>().reason).toMatch(
      /^dietId must be one of: ketogenic, vegetarian, lacto-Vegetarian/,
    );
  });
});

describe('saved allergies', () => {
  it('adds, lists and removes by allergy id', async () => {
    const { token } = await registerAndLogin(t.app);
    await call('POST', '/api/saved/allergies', token, { allergyId: 'peanut' });
    await call('POST', '/api/saved/allergies', token, { allergyId: 'sulfite' });
    await call('POST', '/api/saved/allergies', token, { allergyId: 'peanut' });
    expect((await call('GET', '/api/saved/allergies', token)).json()).toEqual({
      results: [{ allergyId: 'peanut' }, { allergyId: 'sulfite' }],
    });
    expect((await call('DELETE', '/api/saved/allergies/peanut', token)).json()).toEqual({ status: 1 });
    expect((await call('GET', '/api/saved/allergies', token)).json()).toEqual({ results: [{ allergyId: 'sulfite' }] });
    expect((await call('DELETE', '/api/saved/allergies/peanut', token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/saved/allergies/nuts', token)).statusCode).toBe(400);
    expect((await call('POST', '/api/saved/allergies', token, { allergyId: 'coconut' })).statusCode).toBe(400);
  });
});

describe('isolation between users', () => {
  it('nobody reads, changes or deletes another user’s rows', async () => {
    const alice = await registerAndLogin(t.app);
    const bob = await registerAndLogin(t.app);
    await call('POST', '/api/saved/recipes', alice.token, { recipeId: 21 });
    await call('POST', '/api/saved/diet', alice.token, { dietId: 'paleo' });
    await call('POST', '/api/saved/allergies', alice.token, { allergyId: 'soy' });
    const aliceDiet = (await call('GET', '/api/saved/diet', alice.token)).json<{ results: { id: number }[] }>()
      .results[0]!;

    expect((await call('GET', '/api/saved/recipes', bob.token)).json()).toEqual({ results: [] });
    expect((await call('GET', '/api/saved/diet', bob.token)).json()).toEqual({ results: [] });
    expect((await call('GET', '/api/saved/allergies', bob.token)).json()).toEqual({ results: [] });
    expect((await call('DELETE', `/api/saved/diet/${aliceDiet.id}`, bob.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/saved/recipes/21', bob.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/saved/allergies/soy', bob.token)).statusCode).toBe(404);

    expect((await call('GET', '/api/saved/recipes', alice.token)).json()).toEqual({ results: [{ recipeId: 21 }] });
    expect((await call('GET', '/api/saved/diet', alice.token)).json<{ results: unknown[] }>().results).toHaveLength(1);
    expect((await call('GET', '/api/saved/allergies', alice.token)).json()).toEqual({
      results: [{ allergyId: 'soy' }],
    });
  });

  it.each([
    ['GET', '/api/saved/recipes'],
    ['POST', '/api/saved/recipes'],
    ['DELETE', '/api/saved/recipes/21'],
    ['GET', '/api/saved/diet'],
    ['POST', '/api/saved/diet'],
    ['DELETE', '/api/saved/diet/1'],
    ['GET', '/api/saved/allergies'],
    ['POST', '/api/saved/allergies'],
    ['DELETE', '/api/saved/allergies/soy'],
  ] as const)('%s %s answers 401 JSON without a token', async (method, url) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 401, status: 0 });
  });
});
