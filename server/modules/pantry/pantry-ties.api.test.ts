import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PANTRY_LIMITS,
  TO_PANTRY_MESSAGES,
  type PantryAddResponse,
  type PantryItem,
  type PantryResponse,
  type ToPantryResponse,
} from '../../../shared/pantry';
import {
  PLAN_MESSAGES,
  type CookedResponse,
  type PlanEntry,
  type PlanToListResponse,
  type ProposeResponse,
  type UncookedResponse,
} from '../../../shared/plan';
import { addDays, today } from '../../../shared/plan-dates';
import type { ShoppingLine } from '../../../shared/shopping-list/types';
import { createTestApp, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS, type Cook } from '../../test/household';
import { listening, openStream } from '../../test/live';
import { seedRecipes, type TestRecipe } from '../../test/recipes';

const dinner = (id: number, title: string, ingredients: string[], extra: Partial<TestRecipe> = {}): TestRecipe => ({
  id,
  title,
  dishTypes: ['main course'],
  readyInMinutes: 30,
  ingredients,
  ...extra,
});

const RECIPES: TestRecipe[] = [
  dinner(31, 'Tomato Pasta', ['tomatoes', 'pasta', 'salt', 'basil']),
  // For "Plan my week": only the aubergine bake uses what is near its date.
  dinner(41, 'Aubergine Bake', ['aubergine', 'onion', 'garlic'], { cuisines: ['Greek'] }),
  dinner(42, 'Lemon Rice', ['rice', 'lemon'], { cuisines: ['Indian'] }),
  dinner(43, 'Bean Soup', ['white beans', 'carrot'], { cuisines: ['French'] }),
  dinner(44, 'Potato Hash', ['potato', 'leek'], { cuisines: ['British'] }),
];
const PEANUT_AUBERGINE: TestRecipe = dinner(45, 'Satay Aubergine', ['aubergine', 'peanut butter'], {
  allergens: ['peanut'],
});

let t: TestContext;
let h: ReturnType<typeof householdCalls>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_ACCOUNTS, seed: (db) => seedRecipes(db, [...RECIPES, PEANUT_AUBERGINE]) });
  h = householdCalls(t.app);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cook: Cook | null, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: cook ? { token: cook.token } : {}, ...(payload ? { payload } : {}) });
async function ok<T>(cook: Cook, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(cook, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}
const reason = (res: LightMyRequestResponse) => res.json<{ reason: string }>().reason;
const stock = (cook: Cook, ...items: object[]) => ok<PantryAddResponse>(cook, 'POST', '/api/pantry/items', { items });
const pantryOf = async (cook: Cook) => (await ok<PantryResponse>(cook, 'GET', '/api/pantry')).items;
const linesOf = async (cook: Cook) => (await ok<{ lines: ShoppingLine[] }>(cook, 'GET', '/api/shopping-list')).lines;
async function listLines(cook: Cook, ...lines: { text: string; checked?: boolean }[]) {
  return (await ok<{ lines: ShoppingLine[] }>(cook, 'POST', '/api/shopping-list/lines', { lines })).lines;
}
const toPantry = (cook: Cook, payload?: object) => call(cook, 'POST', '/api/shopping-list/to-pantry', payload ?? {});

const day = addDays(today(), 1);
const plan = (cook: Cook, recipeId = 31, slot = 'dinner') =>
  ok<PlanEntry>(cook, 'POST', '/api/plan/entries', { date: day, slot, recipeId, servings: 2 });

describe('bought: put in the pantry', () => {
  it('moves every checked line into the pantry, name and amount from the line, and takes it off the list', async () => {
    const cook = await h.cook();
    await listLines(
      cook,
      { text: '2 cups plain flour, sifted', checked: true },
      { text: 'milk', checked: true },
      { text: '6 eggs' },
    );
    const stream = await openStream(await listening(t.app), cook.token);
    expect(await stream.next()).toEqual({ kind: 'ready' });
    const res = await toPantry(cook);
    expect(res.statusCode, res.body).toBe(200);
    expect([(await stream.next()).kind, (await stream.next()).kind].sort()).toEqual(['list', 'pantry']);
    stream.close();
    const answer = res.json<ToPantryResponse>();
    expect(answer.refused).toEqual([]);
    expect(answer.added.map((a) => [a.item.name, a.item.amount])).toEqual([
      ['plain flour', '2 cups'],
      ['milk', null],
    ]);
    expect((await linesOf(cook)).map((l) => l.text)).toEqual(['6 eggs']);
    expect((await pantryOf(cook)).map((i) => i.name).sort()).toEqual(['milk', 'plain flour']);
  });

  it('moves the lines it names; one not checked or not on the list is refused with why, the rest go', async () => {
    const cook = await h.cook();
    const [rice, beans, eggs] = await listLines(
      cook,
      { text: '500 g rice', checked: true },
      { text: '2 tins black beans', checked: true },
      { text: '6 eggs' },
    );
    const answer = await ok<ToPantryResponse>(cook, 'POST', '/api/shopping-list/to-pantry', {
      ids: [rice!.id, eggs!.id, 99_999_999],
    });
    expect(answer.added.map((a) => [a.lineId, a.item.name, a.item.amount])).toEqual([[rice!.id, 'rice', '500 g']]);
    expect(answer.refused).toEqual([
      { lineId: eggs!.id, text: '6 eggs', reason: TO_PANTRY_MESSAGES.notChecked },
      { lineId: '99999999', text: '', reason: TO_PANTRY_MESSAGES.notOnList },
    ]);
    expect((await linesOf(cook)).map((l) => l.id)).toEqual([beans!.id, eggs!.id]);
  });

  it('refuses bad input with a reason, and an empty batch', async () => {
    const cook = await h.cook();
    await listLines(cook, { text: 'bread' });
    for (const payload of [{ ids: 'all' }, { ids: [] }, { ids: ['x1'] }, { ids: [0] }, { ids: [1.5] }]) {
      const res = await toPantry(cook, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, status: 0 });
      expect(reason(res)).not.toBe('');
    }
    const none = await toPantry(cook);
    expect(none.statusCode).toBe(400);
    expect(reason(none)).toBe(TO_PANTRY_MESSAGES.noneChecked);
    expect((await call(null, 'POST', '/api/shopping-list/to-pantry', {})).statusCode).toBe(401);
  });

  it('a full pantry refuses only the lines that do not fit', async () => {
    const cook = await h.cook();
    for (let start = 0; start < PANTRY_LIMITS.items - 1; start += 100) {
      const count = Math.min(100, PANTRY_LIMITS.items - 1 - start);
      await stock(cook, ...Array.from({ length: count }, (_, i) => ({ name: `jar ${start + i}` })));
    }
    const [oats, honey] = await listLines(cook, { text: 'oats', checked: true }, { text: 'honey', checked: true });
    const answer = await ok<ToPantryResponse>(cook, 'POST', '/api/shopping-list/to-pantry', {});
    expect(answer.added.map((a) => a.lineId)).toEqual([oats!.id]);
    expect(answer.refused).toHaveLength(1);
    expect(answer.refused[0]).toMatchObject({ lineId: honey!.id, text: 'honey' });
    expect(answer.refused[0]!.reason).toMatch(/at most 1,000 items/);
    expect((await linesOf(cook)).map((l) => l.id)).toEqual([honey!.id]);
  });

  it('marks the lines the pantry covers, staples too, and nothing looser', async () => {
    const cook = await h.cook();
    await stock(cook, { name: 'Tomato' }, { name: 'oil', alwaysHave: true }, { name: 'salt', alwaysHave: true });
    await listLines(cook, { text: '2 tomatoes, diced' }, { text: '2 tbsp olive oil' }, { text: 'a pinch of salt' });
    const lines = await linesOf(cook);
    expect(lines.map((l) => [l.text, l.inPantry])).toEqual([
      ['2 tomatoes, diced', 'Tomato'],
      ['2 tbsp olive oil', undefined],
      ['a pinch of salt', 'salt'],
    ]);
  });
});

describe('cooked', () => {
  it('takes out what the recipe used, never a staple, and an undo puts back exactly it', async () => {
    const cook = await h.cook();
    const { items } = await stock(
      cook,
      { name: 'tomato', amount: '4', bestBefore: addDays(today(), 5) },
      { name: 'Pasta', amount: '500 g' },
      { name: 'salt', alwaysHave: true },
      { name: 'cheese' },
    );
    const before = await pantryOf(cook);
    const entry = await plan(cook);
    const base = await listening(t.app);
    const stream = await openStream(base, cook.token);
    expect(await stream.next()).toEqual({ kind: 'ready' });

    const cooked = await ok<CookedResponse>(cook, 'POST', `/api/plan/entries/${entry.id}/cooked`);
    expect(typeof cooked.entry.cookedAt).toBe('string');
    expect(cooked.taken.map((i) => i.name).sort()).toEqual(['Pasta', 'tomato']);
    const kinds = [(await stream.next()).kind, (await stream.next()).kind].sort();
    expect(kinds).toEqual(['pantry', 'plan']);
    expect((await pantryOf(cook)).map((i) => i.name)).toEqual(['cheese', 'salt']);
    const listed = await ok<{ entries: PlanEntry[] }>(cook, 'GET', `/api/plan?from=${day}&to=${day}`);
    expect(listed.entries[0]!.cookedAt).toBe(cooked.entry.cookedAt);

    const twice = await call(cook, 'POST', `/api/plan/entries/${entry.id}/cooked`);
    expect(twice.statusCode).toBe(409);
    expect(reason(twice)).toBe(PLAN_MESSAGES.cookedAlready);

    const undone = await ok<UncookedResponse>(cook, 'DELETE', `/api/plan/entries/${entry.id}/cooked`);
    expect(undone.entry.cookedAt).toBeUndefined();
    expect(undone.refused).toEqual([]);
    const strip = (i: PantryItem) => [i.name, i.amount, i.bestBefore, i.alwaysHave, i.addedAt, i.expiresInDays];
    expect((await pantryOf(cook)).map(strip).sort()).toEqual(before.map(strip).sort());
    expect(items).toHaveLength(4);
    expect([(await stream.next()).kind, (await stream.next()).kind].sort()).toEqual(['pantry', 'plan']);
    stream.close();

    const again = await call(cook, 'DELETE', `/api/plan/entries/${entry.id}/cooked`);
    expect(again.statusCode).toBe(409);
    expect(reason(again)).toBe(PLAN_MESSAGES.notCooked);
  });

  it('refuses a note, a bad id and an unknown entry in the one error shape', async () => {
    const cook = await h.cook();
    const note = await ok<PlanEntry>(cook, 'POST', '/api/plan/entries', {
      date: day,
      slot: 'lunch',
      note: 'leftovers',
    });
    const res = await call(cook, 'POST', `/api/plan/entries/${note.id}/cooked`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, status: 0, reason: PLAN_MESSAGES.cookNote });
    for (const method of ['POST', 'DELETE'] as const) {
      const bad = await call(cook, method, '/api/plan/entries/abc/cooked');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, status: 0 });
      expect((await call(cook, method, '/api/plan/entries/99999999/cooked')).statusCode).toBe(404);
      expect((await call(null, method, `/api/plan/entries/${note.id}/cooked`)).statusCode).toBe(401);
    }
  });
});

describe("the plan's shopping step", () => {
  it('skips the lines the pantry covers when asked, and says which', async () => {
    const cook = await h.cook();
    await stock(cook, { name: 'pasta' }, { name: 'salt', alwaysHave: true });
    await plan(cook);
    const range = { from: day, to: day };
    const skipping = await ok<PlanToListResponse>(cook, 'POST', '/api/plan/shopping-list', {
      ...range,
      skipCovered: true,
    });
    expect(skipping.added).toBe(2);
    expect(skipping.skipped).toEqual([
      { text: '1 cup pasta', inPantry: 'pasta' },
      { text: '1 cup salt', inPantry: 'salt' },
    ]);
    expect((await linesOf(cook)).map((l) => l.text)).toEqual(['1 cup tomatoes', '1 cup basil']);

    const all = await ok<PlanToListResponse>(cook, 'POST', '/api/plan/shopping-list', range);
    expect(all).toEqual({ added: 4, skipped: [] });
    const bad = await call(cook, 'POST', '/api/plan/shopping-list', { ...range, skipCovered: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe('skipCovered must be true or false.');
  });
});

describe('Plan my week favours what is near its date', () => {
  const week = (cook: Cook, extra: object = {}) =>
    ok<ProposeResponse>(cook, 'POST', '/api/plan/propose', {
      from: addDays(today(), 7),
      to: addDays(today(), 9),
      slots: ['dinner'],
      servings: 2,
      ...extra,
    });

  it('proposes first the recipe using a pantry item within three days of its date', async () => {
    const cook = await h.cook();
    await stock(cook, { name: 'aubergine', bestBefore: addDays(today(), 2) });
    for (const seed of [1, 2, 3, 4, 5]) {
      const { entries } = await week(cook, { seed, allergies: ['peanut'] });
      expect(entries[0]?.title, `seed ${seed}`).toBe('Aubergine Bake');
      expect(entries[0]?.reason).toMatch(/uses your aubergine before its date/);
      // The bonus never brings in what the allergens refuse.
      expect(entries.map((e) => e.recipeId)).not.toContain(PEANUT_AUBERGINE.id);
    }
  });

  it('gives no bonus to an item far from its date or a staple', async () => {
    const later = await h.cook();
    await stock(later, { name: 'aubergine', bestBefore: addDays(today(), 10) });
    const staple = await h.cook();
    await stock(staple, { name: 'aubergine', bestBefore: addDays(today(), 1), alwaysHave: true });
    for (const cook of [later, staple]) {
      const seen = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        for (const entry of (await week(cook, { seed, allergies: ['peanut'] })).entries) {
          expect(entry.reason).not.toMatch(/before its date/);
          if (entry.date === addDays(today(), 7)) seen.add(entry.title);
        }
      }
      expect(seen.size).toBeGreaterThan(1);
    }
  });
});

describe('a household shares the ties', () => {
  it("keeps a non-member and a former member out of the household's lines and entries", async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    await stock(owner, { name: 'tomatoes' });
    const [bread] = await listLines(owner, { text: 'bread', checked: true });
    const entry = await plan(owner);

    const outsider = await h.cook();
    const foreign = await toPantry(outsider, { ids: [bread!.id] });
    expect(foreign.statusCode).toBe(404);
    expect(reason(foreign)).toBe(TO_PANTRY_MESSAGES.notOnList);
    expect((await call(outsider, 'POST', `/api/plan/entries/${entry.id}/cooked`)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/plan/entries/${entry.id}/cooked`)).statusCode).toBe(404);

    // A member cooks the household's entry; the owner undoes it.
    const cooked = await ok<CookedResponse>(member, 'POST', `/api/plan/entries/${entry.id}/cooked`);
    expect(cooked.taken.map((i) => i.name)).toEqual(['tomatoes']);
    await ok<UncookedResponse>(owner, 'DELETE', `/api/plan/entries/${entry.id}/cooked`);
    expect((await pantryOf(member)).map((i) => i.name)).toEqual(['tomatoes']);

    await h.ok('DELETE', `/members/${member.userId}`, owner.token);
    expect((await toPantry(member, { ids: [bread!.id] })).statusCode).toBe(404);
    expect((await call(member, 'POST', `/api/plan/entries/${entry.id}/cooked`)).statusCode).toBe(404);
    expect((await call(member, 'DELETE', `/api/plan/entries/${entry.id}/cooked`)).statusCode).toBe(404);
    expect((await linesOf(owner)).map((l) => l.text)).toEqual(['bread']);

    // The owner still can: the line goes into the household's pantry.
    const moved = await ok<ToPantryResponse>(owner, 'POST', '/api/shopping-list/to-pantry', { ids: [bread!.id] });
    expect(moved.added.map((a) => a.item.name)).toEqual(['bread']);
    expect((await pantryOf(owner)).map((i) => i.name).sort()).toEqual(['bread', 'tomatoes']);
  });
});
