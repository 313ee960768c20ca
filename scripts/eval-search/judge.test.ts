import { describe, expect, it } from 'vitest';
import { ALLERGY_IDS, DIET_IDS } from '../../shared/ids';
import { SEARCH_MAX_LENGTH } from '../../shared/validation';
import { foldWord, foldWords, judge, matchesAlternative, type JudgedRecipe } from './judge';
import { QUERIES, QUERY_KINDS, type Expectation } from './queries';

const recipe = (overrides: Partial<JudgedRecipe> & { ingredients?: string[] } = {}): JudgedRecipe => ({
  title: overrides.title ?? 'Recipe',
  cuisines: overrides.cuisines ?? [],
  dishTypes: overrides.dishTypes ?? ['main course'],
  diets: overrides.diets ?? [],
  allergens: overrides.allergens ?? [],
  readyInMinutes: overrides.readyInMinutes ?? 30,
  extendedIngredients: (overrides.ingredients ?? []).map((name) => ({ name })),
});

describe('folding', () => {
  it.each([
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['dishes', 'dish'],
    ['sandwiches', 'sandwich'],
    ['cakes', 'cake'],
    ['cookies', 'cooky'],
    ['cookie', 'cooky'],
    ['brownies', 'browny'],
    ['brownie', 'browny'],
    ['pies', 'pie'],
    ['hummus', 'hummus'],
    ['couscous', 'couscous'],
    ['glass', 'glass'],
    ['fries', 'fries'],
    ['egg', 'egg'],
  ])('%s → %s', (word, folded) => {
    expect(foldWord(word)).toBe(folded);
  });

  it('lowers case, strips accents and splits on everything else', () => {
    expect(foldWords('Crème Brûlée')).toEqual(['creme', 'brulee']);
    expect(foldWords("Shepherd's Pie")).toEqual(['shepherd', 'pie']);
    expect(foldWords("Penne all'Arrabbiata")).toEqual(['penne', 'all', 'arrabbiata']);
    expect(foldWords('Karnıyarık (Stuffed Aubergines)')).toEqual(['karniyarik', 'stuffed', 'aubergine']);
    expect(foldWords('Stir-Fry')).toEqual(['stir', 'fry']);
  });
});

describe('matching an alternative', () => {
  it.each<[string, string, boolean]>([
    ['Chewy Chocolate Chip Cookies', 'cookie', true],
    ['Fudgy Brownies', 'brownies', true],
    ['Beef Lasagne', 'lasagna', false],
    ['Beef Lasagne', 'lasagn', true],
    ['Aubergine and Eggplant', 'egg$', false],
    ['Devilled Eggs', 'egg$', true],
    ['Eggplant Parmesan', 'egg', true],
    ['Greek Village Salad', 'greek salad', false],
    ['Jamaican Rice and Peas', 'rice and pea', true],
    ['Cream of Tomato Soup', 'tomatoes', true],
    ['Wild Berry Smoothie', 'berries', true],
    ['Snow Peas and Peanuts', 'pea$', true],
    ['Peanut Butter Bars', 'pea$', false],
  ])('%s ∋ %s: %s', (title, alternative, expected) => {
    expect(matchesAlternative(foldWords(title), alternative)).toBe(expected);
  });

  it('does not count a derived ingredient ("chicken stock") as the ingredient', () => {
    expect(matchesAlternative(foldWords('chicken stock'), 'chicken', true)).toBe(false);
    expect(matchesAlternative(foldWords('rice vinegar'), 'rice$', true)).toBe(false);
    expect(matchesAlternative(foldWords('cherry tomatoes'), 'cherry', true)).toBe(false);
    expect(matchesAlternative(foldWords('chicken thighs'), 'chicken', true)).toBe(true);
    expect(matchesAlternative(foldWords('basmati rice'), 'rice$', true)).toBe(true);
  });
});

describe('judge', () => {
  const curry = recipe({
    title: 'Chickpea and Spinach Curries',
    cuisines: ['Indian'],
    dishTypes: ['main course'],
    diets: ['vegetarian', 'vegan'],
    allergens: ['sulfite'],
    readyInMinutes: 35,
    ingredients: ['canned chickpeas', 'baby spinach', 'vegetable stock', 'basmati rice'],
  });

  it.each<[string, Expectation, boolean]>([
    ['plural title word', { title: [['curry']] }, true],
    ['every group must hold', { title: [['curry'], ['chicken']] }, false],
    [
      'alternatives inside a group',
      {
        title: [
          ['korma', 'curry'],
          ['chickpea', 'chicken'],
        ],
      },
      true,
    ],
    ['title only looks at the title', { title: [['rice']] }, false],
    ['anywhere looks at ingredients', { anywhere: [['chickpea'], ['rice$']] }, true],
    ['derived ingredient is not the ingredient', { anywhere: [['vegetable$']] }, false],
    ['diet held', { diet: 'vegan' }, true],
    ['diet not held', { diet: 'ketogenic' }, false],
    ['free of an absent allergen', { free: 'gluten' }, true],
    ['not free of a held allergen', { free: 'sulfite' }, false],
    ['cuisine is case-insensitive', { cuisine: 'indian' }, true],
    ['other cuisine', { cuisine: 'Thai' }, false],
    ['one of the types', { type: ['soup', 'main course'] }, true],
    ['none of the types', { type: ['dessert'] }, false],
    ['ready in time', { maxReady: 35 }, true],
    ['too slow', { maxReady: 30 }, false],
    ['all conditions together', { title: [['curry']], diet: 'vegan', free: 'gluten', maxReady: 40 }, true],
  ])('%s', (_label, expectation, relevant) => {
    expect(judge(curry, expectation).relevant).toBe(relevant);
  });

  it('says which conditions failed', () => {
    const { failed } = judge(curry, { diet: 'ketogenic', free: 'sulfite', maxReady: 20, title: [['soup']] });
    expect(failed).toEqual(['title lacks soup', 'not ketogenic', 'holds sulfite', 'ready 35 min > 20']);
  });
});

describe('the query list', () => {
  it('has at least 320 unique queries the search accepts, of every kind', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(320);
    expect(new Set(QUERIES.map((item) => item.query)).size).toBe(QUERIES.length);
    for (const item of QUERIES) expect(item.query.length, item.query).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    for (const kind of QUERY_KINDS)
      expect(
        QUERIES.some((item) => item.kind === kind),
        kind,
      ).toBe(true);
  });

  it('gives every query at least one condition, with known diet and allergy ids', () => {
    for (const { query, expect: expectation } of QUERIES) {
      expect(Object.keys(expectation).length, query).toBeGreaterThan(0);
      if (expectation.diet) expect(DIET_IDS, query).toContain(expectation.diet);
      if (expectation.free) expect(ALLERGY_IDS, query).toContain(expectation.free);
      for (const group of [...(expectation.title ?? []), ...(expectation.anywhere ?? [])])
        expect(group.length, query).toBeGreaterThan(0);
    }
  });
});

describe('judging a nutrition claim', () => {
  const checked = { allergens: [], brokenDiets: [], unchecked: [] };
  const meal = (calories: number, fat: number, unchecked: string[] = []) => ({
    ...recipe(),
    nutrition: { calories, fat, protein: 10, carbohydrates: 30 },
    labelReasons: { ...checked, unchecked },
  });

  it('reads the rule of the search words off the recipe page, every line understood', () => {
    expect(judge(meal(550, 20), { nutrition: 'healthy' }).relevant).toBe(true);
    expect(judge(meal(650, 20), { nutrition: 'healthy' }).failed).toEqual(['not healthy']);
    // 9 · 25 g = 225 kcal of 550: 41 % of the energy from fat.
    expect(judge(meal(550, 25), { nutrition: 'healthy' }).relevant).toBe(false);
    expect(judge(meal(550, 20, ['1 jar sauce']), { nutrition: 'healthy' }).relevant).toBe(false);
    expect(judge(recipe(), { nutrition: 'healthy' }).relevant).toBe(false);
  });
});
