import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household, HouseholdProtection } from '../../../shared/household';
import type { ProposeResponse } from '../../../shared/plan';
import { addDays, today } from '../../../shared/plan-dates';
import { createTestApp, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS, type Cook } from '../../test/household';
import { seedRecipes, type TestRecipe } from '../../test/recipes';

const dinner = (id: number, title: string, extra: Partial<TestRecipe>): TestRecipe => ({
  id,
  title,
  dishTypes: ['main course'],
  readyInMinutes: 25,
  ...extra,
});
const RECIPES: TestRecipe[] = [
  dinner(1, 'Peanut Noodles', {
    ingredients: ['noodles', 'peanut butter'],
    allergens: ['peanut'],
    diets: ['vegetarian'],
  }),
  dinner(2, 'Paneer Curry', { ingredients: ['paneer', 'tomato'], allergens: ['dairy'], diets: ['vegetarian'] }),
  dinner(3, 'Bean Chilli', { ingredients: ['kidney beans', 'tomato'], diets: ['vegetarian', 'vegan'] }),
  dinner(4, 'Lentil Soup', { ingredients: ['red lentils', 'carrot'], diets: ['vegetarian', 'vegan'] }),
  dinner(5, 'Chicken Rice', { ingredients: ['chicken', 'rice'], diets: [] }),
];

let t: TestContext;
let h: ReturnType<typeof householdCalls>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_ACCOUNTS, seed: (db) => seedRecipes(db, RECIPES) });
  h = householdCalls(t.app);
});
afterAll(async () => t.close());

const save = async (cook: Cook, path: 'allergies' | 'diet', body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/saved/${path}`,
    headers: { token: cook.token },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const protection = (cook: Cook) => h.ok<HouseholdProtection>('GET', '/protection', cook.token);

describe('cooking for the household', () => {
  it("keeps every member's allergens and the diets they all share, and says whose each allergen is", async () => {
    const { owner, members } = await h.household(1);
    const sam = members[0]!;
    await save(owner, 'allergies', { allergyId: 'peanut' });
    await save(owner, 'diet', { dietId: 'vegetarian' });
    await save(sam, 'allergies', { allergyId: 'dairy' });
    await save(sam, 'diet', { dietId: 'vegetarian' });
    await save(sam, 'diet', { dietId: 'vegan' });
    await h.ok('PATCH', `/members/${sam.userId}`, sam.token, { displayName: 'Sam' });
    const seen = await protection(owner);
    expect(seen.allergies).toEqual(['dairy', 'peanut']);
    expect(seen.diets).toEqual(['vegetarian']);
    expect(seen.members.find((m) => m.userId === sam.userId)).toEqual({
      userId: sam.userId,
      displayName: 'Sam',
      allergies: ['dairy'],
    });
  });

  it("protects from a member's private allergens without telling the others which they are", async () => {
    const { owner, members } = await h.household(1);
    const sam = members[0]!;
    await save(sam, 'allergies', { allergyId: 'sesame' });
    const after = await h.ok<Household>('PATCH', `/members/${sam.userId}`, sam.token, { allergensVisible: false });
    expect(after.members.find((m) => m.userId === sam.userId)?.allergensVisible).toBe(false);
    const seen = await protection(owner);
    expect(seen.allergies).toEqual(['sesame']);
    expect(seen.members.find((m) => m.userId === sam.userId)?.allergies).toBeNull();
    // Sam sees their own.
    expect((await protection(sam)).members.find((m) => m.userId === sam.userId)?.allergies).toEqual(['sesame']);
    // Only Sam decides it.
    expect((await h.call('PATCH', `/members/${sam.userId}`, owner.token, { allergensVisible: true })).statusCode).toBe(
      403,
    );
  });

  it('is refused outside a household, and to a member who was removed', async () => {
    const loner = await h.cook();
    expect((await h.call('GET', '/protection', loner.token)).statusCode).toBe(404);
    const { owner, members } = await h.household(1);
    await h.ok('DELETE', `/members/${members[0]!.userId}`, owner.token);
    expect((await h.call('GET', '/protection', members[0]!.token)).statusCode).toBe(404);
    expect((await h.call('PATCH', `/members/${owner.userId}`, owner.token, {})).statusCode).toBe(400);
  });

  it("plans the week around every member's allergens when asked to cook for the household", async () => {
    const { owner, members } = await h.household(1);
    await save(owner, 'allergies', { allergyId: 'peanut' });
    await save(members[0]!, 'allergies', { allergyId: 'dairy' });
    const monday = addDays(today(), 7);
    const ask = async (forHousehold: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/plan/propose',
        headers: { token: owner.token },
        payload: { from: monday, to: addDays(monday, 4), slots: ['dinner'], servings: 2, seed: 3, forHousehold },
      });
      expect(res.statusCode, res.body).toBe(200);
      return new Set(res.json<ProposeResponse>().entries.map((e) => e.recipeId));
    };
    const own = await ask(false);
    expect(own.has(1)).toBe(false);
    expect(own.has(2)).toBe(true);
    const household = await ask(true);
    expect(household.has(1)).toBe(false);
    expect(household.has(2)).toBe(false);
    expect(household.size).toBeGreaterThan(0);
  });
});
