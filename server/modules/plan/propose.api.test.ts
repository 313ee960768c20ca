import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGY_IDS } from '../../../shared/ids';
import type { ProposeResponse } from '../../../shared/plan';
import { addDays, today } from '../../../shared/plan-dates';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes, type TestRecipe } from '../../test/recipes';

const dinner = (id: number, title: string, extra: Partial<TestRecipe> = {}): TestRecipe => ({
  id,
  title,
  dishTypes: ['main course'],
  diets: ['vegetarian'],
  readyInMinutes: 25,
  ...extra,
});

const RECIPES: TestRecipe[] = [
  dinner(1, 'Spinach Dal', { ingredients: ['spinach', 'red lentils', 'onion'], cuisines: ['Indian'] }),
  dinner(2, 'Spinach Frittata', {
    ingredients: ['spinach', 'egg', 'feta'],
    cuisines: ['Italian'],
    allergens: ['egg', 'dairy'],
  }),
  dinner(3, 'Mushroom Risotto', { ingredients: ['rice', 'mushroom', 'onion'], cuisines: ['Italian'] }),
  dinner(4, 'Bean Chilli', { ingredients: ['kidney beans', 'tomato', 'onion'], cuisines: ['Mexican'] }),
  dinner(5, 'Tofu Stir-fry', {
    ingredients: ['tofu', 'soy sauce', 'broccoli'],
    cuisines: ['Chinese'],
    allergens: ['soy', 'wheat', 'gluten'],
  }),
  dinner(6, 'Peanut Noodles', {
    ingredients: ['noodles', 'peanut butter', 'lime'],
    cuisines: ['Thai'],
    allergens: ['peanut'],
  }),
  dinner(7, 'Slow Bean Stew', { ingredients: ['white beans', 'carrot'], readyInMinutes: 120 }),
  dinner(8, 'Mystery Bake', {
    ingredients: ['something odd'],
    unchecked: true,
    allergens: [...ALLERGY_IDS],
    diets: [],
  }),
  dinner(9, 'Chicken Curry', { ingredients: ['chicken', 'onion', 'spinach'], diets: [], cuisines: ['Indian'] }),
  {
    id: 10,
    title: 'Pancakes',
    dishTypes: ['breakfast'],
    ingredients: ['flour', 'milk'],
    allergens: ['gluten', 'wheat', 'dairy'],
  },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: (db) => seedRecipes(db, RECIPES) });
});
afterAll(async () => t.close());

const monday = addDays(today(), 7);
const propose = (payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/plan/propose', payload, headers: token ? { token } : {} });

describe('plan my week', () => {
  it('proposes dinners that keep a visitor’s allergens and time limit, and says why', async () => {
    const res = await propose({
      from: monday,
      to: addDays(monday, 4),
      slots: ['dinner'],
      servings: 2,
      maxReadyTime: 30,
      allergies: ['peanut'],
      seed: 11,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProposeResponse>();
    const ids = body.entries.map((e) => e.recipeId);
    expect(ids).not.toContain(6); // peanut
    expect(ids).not.toContain(8); // lines not understood: may hold anything
    expect(ids).not.toContain(7); // 120 minutes
    expect(ids).not.toContain(10); // breakfast
    expect(new Set(ids).size).toBe(ids.length);
    expect(body.entries.length + body.unfilled.length).toBe(5);
    for (const entry of body.entries) {
      expect(entry).toMatchObject({ slot: 'dinner', servings: 2 });
      expect(entry.reason.length).toBeGreaterThan(0);
    }
    // Six dinners keep the rules (1-5 and 9), so all five days fill and none repeats.
    expect(body.entries).toHaveLength(5);
    expect(body.unfilled).toEqual([]);
    const again = await propose({
      from: monday,
      to: addDays(monday, 4),
      slots: ['dinner'],
      servings: 2,
      maxReadyTime: 30,
      allergies: ['peanut'],
      seed: 11,
    });
    expect(again.json()).toEqual(body);
  });

  it('keeps the saved diet and allergens of the user who asks, and says what it could not fill', async () => {
    const { token } = await registerAndLogin(t.app);
    for (const url of ['/api/saved/allergies', '/api/saved/diet']) {
      const payload = url.endsWith('allergies') ? { allergyId: 'egg' } : { dietId: 'vegetarian' };
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { token } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await propose({ from: monday, to: addDays(monday, 6), slots: ['dinner'], servings: 4, seed: 3 }, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProposeResponse>();
    const ids = body.entries.map((e) => e.recipeId).sort((a, b) => a - b);
    // Vegetarian and egg-free: 1, 3, 4, 5, 6 and the slow stew (7), never the frittata or the curry.
    expect(ids).toEqual([1, 3, 4, 5, 6, 7]);
    expect(body.unfilled).toHaveLength(1);
    expect(body.unfilled[0]!.reason).toBe('Only 6 recipes meet your rules, and each is already in this plan.');
  });

  it('plans around a locked dinner and leaves out recipes to avoid', async () => {
    const res = await propose({
      from: monday,
      to: addDays(monday, 2),
      slots: ['dinner'],
      servings: 2,
      maxReadyTime: 30,
      locked: [{ date: monday, slot: 'dinner', recipeId: 1 }],
      avoid: [3],
      seed: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProposeResponse>();
    expect(body.entries.map((e) => e.date)).toEqual([addDays(monday, 1), addDays(monday, 2)]);
    const ids = body.entries.map((e) => e.recipeId);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(3);
  });

  it('refuses what it cannot read, with a reason', async () => {
    const cases: [object, string][] = [
      [{ from: monday, to: addDays(monday, 70), slots: ['dinner'], servings: 2 }, 'A range can span at most 62 days.'],
      [{ from: '2026-02-30', to: monday, slots: ['dinner'], servings: 2 }, 'from must be a date written YYYY-MM-DD.'],
      [
        { from: monday, to: monday, slots: ['brunch'], servings: 2 },
        'The slot must be one of breakfast, lunch, dinner, snack.',
      ],
      [{ from: monday, to: monday, slots: ['dinner'], servings: 0 }, 'Servings must be a whole number from 1 to 100.'],
      [{ from: monday, to: monday, slots: [], servings: 2 }, 'Choose at least one slot to fill.'],
    ];
    for (const [payload, message] of cases) {
      const res = await propose(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ reason: string }>().reason).toContain(message);
    }
  });
});
