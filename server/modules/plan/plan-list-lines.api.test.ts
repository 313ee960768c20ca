import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanEntry } from '../../../shared/plan';
import type { ShoppingLine } from '../../../shared/shopping-list/types';
import { addDays, today } from '../../../shared/plan-dates';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes } from '../../test/recipes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    seed: (db) =>
      seedRecipes(db, [
        { id: 5, title: 'Spinach Dal', dishTypes: ['main course'], ingredients: ['spinach', 'lentils'] },
      ]),
  });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { token } : {} });

const day = addDays(today(), 2);

async function add(token: string, entry: object): Promise<PlanEntry> {
  const res = await call('POST', '/api/plan/entries', token, entry);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlanEntry>();
}
async function linesOf(token: string): Promise<ShoppingLine[]> {
  return (await call('GET', '/api/shopping-list', token)).json<{ lines: ShoppingLine[] }>().lines;
}

describe("removing a plan entry's shopping-list lines", () => {
  it("takes off only that entry's lines, never one written, edited or added from the recipe page", async () => {
    const { token } = await registerAndLogin(t.app);
    const lunch = await add(token, { date: day, slot: 'lunch', recipeId: 5, servings: 2 });
    const dinner = await add(token, { date: day, slot: 'dinner', recipeId: 5, servings: 2 });
    const own = await call('POST', '/api/shopping-list/lines', token, {
      lines: [{ text: 'milk' }, { text: '1 cup spinach', sources: [{ recipeId: 5, title: 'Spinach Dal' }] }],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await call('POST', '/api/plan/shopping-list', token, { from: day, to: day })).json()).toEqual({
      added: 4,
      skipped: [],
    });
    // Lunch's and dinner's lines read the same: one of dinner's is edited, one of lunch's ticked.
    const planned = (await linesOf(token)).slice(2);
    expect(planned.map((line) => line.text)).toEqual([
      '1 cup spinach',
      '1 cup lentils',
      '1 cup spinach',
      '1 cup lentils',
    ]);
    const edited = await call('PATCH', `/api/shopping-list/lines/${planned[3]!.id}`, token, { text: '2 cups lentils' });
    expect(edited.statusCode, edited.body).toBe(200);
    await call('PATCH', `/api/shopping-list/lines/${planned[0]!.id}`, token, { checked: true });

    expect((await call('DELETE', `/api/plan/entries/${dinner.id}`, token)).json()).toEqual({ status: 1, listed: 1 });
    expect((await call('DELETE', `/api/plan/entries/${dinner.id}/shopping-list`, token)).json()).toEqual({
      removed: 1,
    });
    expect((await linesOf(token)).map((line) => line.text)).toEqual([
      'milk',
      '1 cup spinach',
      '1 cup spinach',
      '1 cup lentils',
      '2 cups lentils',
    ]);
    // A second call finds nothing more to take.
    expect((await call('DELETE', `/api/plan/entries/${dinner.id}/shopping-list`, token)).json()).toEqual({
      removed: 0,
    });

    // A ticked line was still added by the plan.
    expect((await call('DELETE', `/api/plan/entries/${lunch.id}`, token)).json()).toEqual({ status: 1, listed: 2 });
    await call('DELETE', `/api/plan/entries/${lunch.id}/shopping-list`, token);
    expect((await linesOf(token)).map((line) => [line.text, line.sources.length])).toEqual([
      ['milk', 0],
      ['1 cup spinach', 1],
      ['2 cups lentils', 1],
    ]);
  });

  it('answers nothing listed for a note, and touches no other account', async () => {
    const { token } = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const dal = await add(token, { date: day, slot: 'dinner', recipeId: 5, servings: 4 });
    const note = await add(token, { date: day, slot: 'lunch', note: 'leftovers' });
    await call('POST', '/api/plan/shopping-list', token, { from: day, to: day });
    expect((await call('DELETE', `/api/plan/entries/${note.id}`, token)).json()).toEqual({ status: 1, listed: 0 });
    expect((await call('DELETE', `/api/plan/entries/${dal.id}/shopping-list`, other.token)).json()).toEqual({
      removed: 0,
    });
    expect(await linesOf(token)).toHaveLength(2);
    expect((await call('DELETE', `/api/plan/entries/${dal.id}/shopping-list`)).statusCode).toBe(401);
    const bad = await call('DELETE', '/api/plan/entries/abc/shopping-list', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, status: 0 });
  });
});
