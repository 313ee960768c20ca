import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanEntry, PlanResponse, ProposeResponse } from '../../../shared/plan';
import { addDays, today } from '../../../shared/plan-dates';
import { shortDay } from './plan-lines';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes, type TestRecipe } from '../../test/recipes';

const RECIPES: TestRecipe[] = [
  ...[1, 2, 3, 4].map((id) => ({ id, title: `Dinner ${id}`, dishTypes: ['main course'], ingredients: [`food${id}`] })),
  // Written for 2 (the test recipes' servings): each line reads "1 cup <name>".
  { id: 5, title: 'Spinach Dal', dishTypes: ['main course'], ingredients: ['spinach', 'red lentils'] },
  { id: 6, title: 'Spinach Soup', dishTypes: ['main course'], ingredients: ['spinach', 'stock'] },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: (db) => seedRecipes(db, RECIPES) });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { token } : {} });

const day = addDays(today(), 3);
const week = `from=${day}&to=${addDays(day, 6)}`;

async function add(token: string, entry: object): Promise<PlanEntry> {
  const res = await call('POST', '/api/plan/entries', token, entry);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlanEntry>();
}
async function planOf(token: string, query = week): Promise<PlanEntry[]> {
  const res = await call('GET', `/api/plan?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlanResponse>().entries;
}

describe('the meal plan', () => {
  it('keeps recipes with servings and notes, by day and slot, and answers the contract', async () => {
    const { token } = await registerAndLogin(t.app);
    const dinner = await add(token, { date: day, slot: 'dinner', recipeId: 2, servings: 4 });
    expect(dinner).toEqual({
      id: dinner.id,
      date: day,
      slot: 'dinner',
      recipeId: 2,
      title: 'Dinner 2',
      servings: 4,
      note: null,
      available: true,
    });
    const lunch = await add(token, { date: day, slot: 'lunch', note: 'leftovers' });
    expect(lunch).toMatchObject({ recipeId: null, title: 'leftovers', note: 'leftovers' });
    await add(token, { date: addDays(day, 1), slot: 'breakfast', recipeId: 1, servings: 2 });
    const entries = await planOf(token);
    expect(entries.map((e) => [e.date, e.slot, e.title])).toEqual([
      [day, 'lunch', 'leftovers'],
      [day, 'dinner', 'Dinner 2'],
      [addDays(day, 1), 'breakfast', 'Dinner 1'],
    ]);
    expect(await planOf(token, `from=${addDays(day, 1)}&to=${addDays(day, 1)}`)).toHaveLength(1);
    // Test recipes hold 100 kcal, 1 g fat, 2 g protein and 3 g carbohydrates a serving.
    const res = await call('GET', `/api/plan?${week}`, token);
    expect(res.json<PlanResponse>().nutrition).toEqual([
      { date: day, calories: 100, protein: 2, fat: 1, carbohydrates: 3, recipes: 1 },
      { date: addDays(day, 1), calories: 100, protein: 2, fat: 1, carbohydrates: 3, recipes: 1 },
    ]);
    await add(token, { date: day, slot: 'dinner', recipeId: 3, servings: 1 });
    const twice = await call('GET', `/api/plan?from=${day}&to=${day}`, token);
    expect(twice.json<PlanResponse>().nutrition).toEqual([
      { date: day, calories: 200, protein: 4, fat: 2, carbohydrates: 6, recipes: 2 },
    ]);
  });

  it('moves, changes, copies and clears, and another user sees none of it', async () => {
    const { token } = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const entry = await add(token, { date: day, slot: 'dinner', recipeId: 3, servings: 2 });
    const moved = await call('PATCH', `/api/plan/entries/${entry.id}`, token, { date: addDays(day, 2), slot: 'lunch' });
    expect(moved.json()).toMatchObject({ date: addDays(day, 2), slot: 'lunch', recipeId: 3 });
    const serves = await call('PATCH', `/api/plan/entries/${entry.id}`, token, { servings: 6 });
    expect(serves.json()).toMatchObject({ servings: 6 });
    expect((await call('PATCH', `/api/plan/entries/${entry.id}`, token, { note: 'x' })).statusCode).toBe(400);

    for (const [method, payload] of [
      ['PATCH', { servings: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/plan/entries/${entry.id}`, other.token, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ reason: `There is no plan entry with id ${entry.id}.` });
    }
    expect(await planOf(other.token)).toEqual([]);

    const copy = await call('POST', '/api/plan/copy', token, {
      from: day,
      to: addDays(day, 6),
      toFrom: addDays(day, 7),
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toMatchObject({
      entries: [{ date: addDays(day, 9), slot: 'lunch', recipeId: 3, servings: 6 }],
      skipped: [],
    });

    const cleared = await call('DELETE', `/api/plan/entries?${week}`, token);
    expect(cleared.json()).toEqual({ removed: 1 });
    expect(await planOf(token)).toEqual([]);
    expect(await planOf(token, `from=${addDays(day, 7)}&to=${addDays(day, 13)}`)).toHaveLength(1);
  });

  it('refuses what it cannot keep, each with a reason, and asks for a token', async () => {
    const { token } = await registerAndLogin(t.app);
    expect((await call('GET', `/api/plan?${week}`)).statusCode).toBe(401);
    const cases: [object, string][] = [
      [{ date: day, slot: 'dinner', recipeId: 999, servings: 2 }, 'There is no recipe with id 999 that you can read.'],
      [{ date: day, slot: 'dinner', recipeId: 1, servings: 101 }, 'Servings must be a whole number from 1 to 100.'],
      [{ date: '2026-13-01', slot: 'dinner', note: 'x' }, 'date must be a date written YYYY-MM-DD.'],
      [{ date: addDays(today(), 900), slot: 'dinner', note: 'x' }, 'date must be within two years of today.'],
    ];
    for (const [payload, reason] of cases) {
      const res = await call('POST', '/api/plan/entries', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ reason: string }>().reason).toContain(reason);
    }
    const long = await call('GET', `/api/plan?from=${day}&to=${addDays(day, 62)}`, token);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ reason: string }>().reason).toContain('A range can span at most 62 days.');
  });

  it('holds at most 20 entries in a slot, and two devices adding at once lose none', async () => {
    const { token } = await registerAndLogin(t.app);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call('POST', '/api/plan/entries', token, { date: day, slot: 'snack', note: `snack ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 400)).toHaveLength(4);
    expect(results.find((r) => r.statusCode === 400)!.json()).toMatchObject({
      reason: 'A slot holds at most 20 entries.',
    });
    const kept = await planOf(token);
    expect(kept).toHaveLength(20);
    expect(new Set(kept.map((e) => e.note)).size).toBe(20);
  });

  it('keeps an entry whose recipe was deleted since, by its title, marked unavailable', async () => {
    const { token } = await registerAndLogin(t.app);
    const made = await call('POST', '/api/recipes', token, {
      recipe: {
        title: 'Granny’s Stew',
        summary: '',
        servings: 4,
        prepMinutes: 10,
        cookMinutes: 35,
        readyInMinutes: 45,
        ingredientLines: ['250 g red lentils', '1 onion, chopped'],
        steps: ['Simmer.'],
        image: '',
        cuisines: [],
        dishTypes: [],
        sourceUrl: '',
        sourceName: '',
      },
      shared: false,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ id: number }>().id;
    const other = await registerAndLogin(t.app);
    const refused = await call('POST', '/api/plan/entries', other.token, {
      date: day,
      slot: 'dinner',
      recipeId: id,
      servings: 2,
    });
    expect(refused.statusCode).toBe(400);
    await add(token, { date: day, slot: 'dinner', recipeId: id, servings: 2 });
    expect((await call('DELETE', `/api/recipes/${id}`, token)).statusCode).toBe(200);
    expect(await planOf(token)).toMatchObject([{ recipeId: id, title: 'Granny’s Stew', available: false }]);
  });

  it('adds a range to the shopping list, scaled to each entry, every line naming its recipe and day', async () => {
    const { token } = await registerAndLogin(t.app);
    await add(token, { date: day, slot: 'dinner', recipeId: 5, servings: 4 });
    await add(token, { date: addDays(day, 2), slot: 'lunch', recipeId: 6, servings: 2 });
    await add(token, { date: addDays(day, 2), slot: 'dinner', note: 'eating out' });
    await add(token, { date: addDays(day, 20), slot: 'dinner', recipeId: 1, servings: 2 });
    const res = await call('POST', '/api/plan/shopping-list', token, { from: day, to: addDays(day, 6) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 4, skipped: [] });
    const list = await call('GET', '/api/shopping-list', token);
    const lines = list.json<{ lines: { text: string; sources: { recipeId: number; title: string }[] }[] }>().lines;
    const dal = `Spinach Dal (${shortDay(day)})`;
    const soup = `Spinach Soup (${shortDay(addDays(day, 2))})`;
    expect(lines.map((l) => [l.text, l.sources.map((s) => s.title)])).toEqual([
      ['2 cups spinach', [dal]],
      ['2 cups red lentils', [dal]],
      ['1 cup spinach', [soup]],
      ['1 cup stock', [soup]],
    ]);
    expect((await call('POST', '/api/plan/shopping-list', undefined, { from: day, to: day })).statusCode).toBe(401);
  });

  it('never proposes what is already planned within two weeks', async () => {
    const { token } = await registerAndLogin(t.app);
    await add(token, { date: addDays(day, -3), slot: 'dinner', recipeId: 1, servings: 2 });
    await add(token, { date: addDays(day, 10), slot: 'dinner', recipeId: 2, servings: 2 });
    const res = await call('POST', '/api/plan/propose', token, {
      from: day,
      to: addDays(day, 4),
      slots: ['dinner'],
      servings: 2,
      seed: 1,
    });
    const body = res.json<ProposeResponse>();
    expect(body.entries.map((e) => e.recipeId).sort()).toEqual([3, 4, 5, 6]);
    expect(body.unfilled).toHaveLength(1);
  });
});
