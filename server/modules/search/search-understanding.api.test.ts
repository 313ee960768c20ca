import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, PartialResult, RecipeInformation, SearchResponse } from '../../../shared/api';
import type { RecipeSummary } from '../../../shared/recipe';
import { createTestApp, type TestContext } from '../../test/harness';
import { seedRecipes, type TestRecipe } from '../../test/recipes';

const VEGETARIAN = ['vegetarian', 'lacto-Vegetarian'] as const;
const RECIPES: TestRecipe[] = [
  {
    id: 1,
    title: 'Beef Lasagne',
    ingredients: ['beef mince', 'lasagne sheets'],
    cuisines: ['Italian'],
    dishTypes: ['main course'],
    readyInMinutes: 120,
  },
  {
    id: 2,
    title: 'Vegetable Lasagne',
    ingredients: ['courgette', 'lasagne sheets'],
    cuisines: ['Italian'],
    dishTypes: ['main course'],
    diets: [...VEGETARIAN],
    readyInMinutes: 90,
  },
  {
    id: 3,
    title: 'Thai Green Curry',
    calories: 610,
    protein: 31.5,
    ingredients: ['chicken', 'green curry paste', 'rice'],
    cuisines: ['Thai'],
    dishTypes: ['main course'],
    readyInMinutes: 30,
    allergens: ['shellfish'],
  },
  {
    id: 4,
    title: 'Chicken and Spinach Pilaf',
    calories: 450,
    protein: 28,
    ingredients: ['chicken', 'spinach', 'onion'],
    cuisines: ['Turkish'],
    dishTypes: ['main course'],
    readyInMinutes: 40,
  },
  {
    id: 5,
    title: 'Chicken Fried Rice',
    calories: 520,
    protein: 33.2,
    ingredients: ['chicken', 'rice', 'egg'],
    cuisines: ['Chinese'],
    dishTypes: ['main course'],
    readyInMinutes: 20,
  },
  {
    id: 6,
    title: 'Spinach Salad',
    ingredients: ['spinach', 'lemon'],
    dishTypes: ['salad', 'side dish'],
    diets: ['vegan', ...VEGETARIAN],
    readyInMinutes: 10,
  },
  {
    id: 7,
    title: 'Silky Hummus',
    ingredients: ['chickpeas', 'tahini'],
    cuisines: ['Middle Eastern'],
    dishTypes: ['snack'],
    diets: ['vegan', ...VEGETARIAN],
    readyInMinutes: 15,
  },
  {
    id: 8,
    title: 'Buttermilk Pancakes',
    contains: ['dairy', 'gluten', 'wheat'],
    ingredients: ['flour', 'buttermilk', 'butter'],
    dishTypes: ['breakfast'],
    diets: [...VEGETARIAN],
    readyInMinutes: 25,
    allergens: ['gluten', 'wheat'],
  },
  {
    id: 9,
    title: 'French Toast',
    contains: ['dairy', 'egg', 'gluten', 'wheat'],
    ingredients: ['bread', 'egg', 'milk'],
    cuisines: ['American'],
    dishTypes: ['breakfast'],
    diets: [...VEGETARIAN],
    readyInMinutes: 15,
    allergens: ['gluten', 'wheat'],
  },
  {
    id: 10,
    title: 'Vegetarian Bean Curry',
    ingredients: ['kidney beans', 'tomatoes'],
    cuisines: ['Indian'],
    dishTypes: ['main course'],
    diets: ['vegan', ...VEGETARIAN],
    readyInMinutes: 35,
  },
  {
    id: 11,
    title: 'Pan-Roasted Cod',
    ingredients: ['cod', 'butter'],
    cuisines: ['French'],
    dishTypes: ['main course'],
    readyInMinutes: 20,
  },
  {
    id: 12,
    title: 'Vegan Banana Pancakes',
    contains: ['gluten', 'wheat'],
    ingredients: ['flour', 'banana', 'oat milk'],
    dishTypes: ['breakfast'],
    diets: ['vegan', ...VEGETARIAN],
    readyInMinutes: 20,
    allergens: ['gluten', 'wheat'],
  },
  {
    id: 13,
    title: 'Grandma Pancakes',
    unchecked: true,
    allergens: ['gluten', 'peanut', 'shellfish', 'soy', 'sulfite', 'wheat'],
    ingredients: ['flour', 'secret mix'],
    dishTypes: ['breakfast'],
    readyInMinutes: 20,
  },
  {
    id: 14,
    title: 'Penne all Arrabbiata',
    ingredients: ['penne', 'garlic'],
    cuisines: ['Italian'],
    readyInMinutes: 25,
  },
];

describe.each(['memory', 'database'] as const)('understanding a search, %s engine', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ searchEngine: engine, seed: (db) => seedRecipes(db, RECIPES) });
  });
  afterAll(async () => t.close());

  const search = async (payload: object, url = '/api/search/general') => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResponse>();
  };
  const ids = (body: SearchResponse) => body.results.map((r) => r.id);
  const title = (id: number) => RECIPES.find((r) => r.id === id)!.title;

  it('reads filter words and shows them as chips', async () => {
    const body = await search({ searchInput: 'vegetarian lasagna' });
    expect(ids(body)).toEqual([2]);
    expect(body.understood).toEqual({
      text: 'lasagna',
      chips: [{ kind: 'diet', value: 'vegetarian', label: 'Vegetarian', words: 'vegetarian', without: 'lasagna' }],
    });
    // Without the chip's words, the same search finds both lasagnes.
    expect(ids(await search({ searchInput: body.understood!.chips[0]!.without })).sort()).toEqual([1, 2]);
  });

  it('reads meal, cuisine and time words', async () => {
    expect(ids(await search({ searchInput: 'quick chicken dinner' })).sort()).toEqual([3, 5]);
    expect(ids(await search({ searchInput: 'thai' }))).toEqual([3]);
    expect(ids(await search({ searchInput: 'breakfast' })).sort()).toEqual([12, 13, 8, 9]);
    expect(ids(await search({ searchInput: 'chicken under 25 min' }))).toEqual([5]);
    // A dish named with a cuisine word is text: French Toast is American here.
    const toast = await search({ searchInput: 'french toast' });
    expect(ids(toast)).toEqual([9]);
    expect(toast.understood).toBeUndefined();
  });

  it('applies free-from words with the same labels as the allergen filter', async () => {
    const body = await search({ searchInput: 'gluten free breakfast' });
    expect(ids(body)).toEqual([]);
    expect(ids(await search({ searchInput: 'shellfish free curry' }))).toEqual([10]);
  });

  it('takes cuisine, type and maxReadyTime on every search, backward compatible', async () => {
    expect(ids(await search({ searchInput: '', cuisine: 'italian' })).sort()).toEqual([1, 14, 2]);
    expect(ids(await search({ searchInput: '', cuisine: 'thai,Chinese' })).sort()).toEqual([3, 5]);
    expect(ids(await search({ searchInput: 'chicken', type: 'dinner', maxReadyTime: 30 })).sort()).toEqual([3, 5]);
    expect(ids(await search({ searchInput: '', type: 'side dish' }))).toEqual([6]);
    expect(
      ids(await search({ searchInput: 'lasagne', diet: 'vegetarian', cuisine: 'italian' }, '/api/search/diet')),
    ).toEqual([2]);
    // A plain search answers as it always has: no new field appears.
    expect(Object.keys(await search({ searchInput: 'lasagne' })).sort()).toEqual([
      'number',
      'offset',
      'results',
      'totalResults',
    ]);
  });

  it('answers with the recipes that hold most of the words when none holds them all', async () => {
    const body = await search({ searchInput: 'chicken rice spinach' });
    expect(body.partial).toBe(true);
    const results = body.results as PartialResult[];
    // Two words of three first, equally rare pairs in the order typed, title matches first within
    // a group; then one word.
    expect(results.slice(0, 3).map((r) => [r.id, r.missing])).toEqual([
      [5, ['spinach']],
      [3, ['spinach']],
      [4, ['rice']],
    ]);
    expect(results.slice(3).every((r) => r.missing.length === 2)).toBe(true);
    expect(body.totalResults).toBe(results.length);
    // Paged like any search: the same order, a slice at a time.
    const second = await search({ searchInput: 'chicken rice spinach', offset: 2, number: 2 });
    expect(ids(second)).toEqual(results.slice(2, 4).map((r) => r.id));
    expect(second.totalResults).toBe(body.totalResults);
  });

  it('drops describing words first, and never a free-from wish it cannot read', async () => {
    const spicy = await search({ searchInput: 'spicy spinach' });
    expect(spicy.partial).toBe(true);
    expect((spicy.results as PartialResult[]).map((r) => r.missing)).toEqual([['spicy'], ['spicy']]);
    // A describing word alone may go for the filters that come with it.
    expect((await search({ searchInput: 'spicy breakfast' })).partial).toBe(true);
    // A free-from wish for a food is read as leaving it out: the pancakes whose lines were all checked.
    const mushroomFree = await search({ searchInput: 'mushroom free pancakes' });
    expect(ids(mushroomFree)).toEqual(ids(await search({ searchInput: 'pancakes', excludeIngredients: 'mushroom' })));
    expect(mushroomFree.understood?.chips).toMatchObject([{ kind: 'without', label: 'Without mushroom' }]);
    // A food word with a filter that excludes it stays empty: the page says which filter to remove.
    expect(await search({ searchInput: 'cod', diet: 'vegan' }, '/api/search/diet')).toMatchObject({ totalResults: 0 });
  });

  it('reads "without X", "no X", "X-free" as leaving the food out, with a chip that takes it back', async () => {
    const asked = await search({ searchInput: 'chicken', excludeIngredients: 'rice' });
    expect(ids(asked)).toEqual([4]);
    for (const searchInput of ['chicken without rice', 'chicken no rice', 'rice-free chicken', 'chicken rice free']) {
      const body = await search({ searchInput });
      expect(ids(body)).toEqual([4]);
      expect(body.understood?.chips).toMatchObject([{ kind: 'without', value: 'rice', label: 'Without rice' }]);
      expect(ids(await search({ searchInput: body.understood!.chips[0]!.without })).sort()).toEqual([3, 4, 5]);
    }
  });

  it('leaves out free-from groups, and never a recipe with a line it could not check', async () => {
    const body = await search({ searchInput: 'dairy free pancakes' });
    expect(ids(body)).toEqual([12]);
    expect(body.understood?.chips).toMatchObject([{ kind: 'free', value: 'dairy', label: 'Dairy-free' }]);
    expect(ids(await search({ searchInput: 'pancakes', excludeIngredients: 'milk' }))).toEqual([12]);
    expect(ids(await search({ searchInput: '', type: 'breakfast', excludeIngredients: 'egg,dairy' }))).toEqual([12]);
    // Without the exclusion the unchecked recipe is there.
    expect(ids(await search({ searchInput: 'pancakes' })).sort()).toEqual([12, 13, 8]);
    // A food name excludes the recipes that hold it, and the unchecked ones.
    expect(ids(await search({ searchInput: 'pancakes', excludeIngredients: 'buttermilk' }))).toEqual([12]);
    expect(ids(await search({ searchInput: 'breakfast', excludeIngredients: 'bread' })).sort()).toEqual([12, 8]);
  });

  it('finds a food by the name of its kind, one way only', async () => {
    // Lasagne sheets and penne are pasta.
    expect(ids(await search({ searchInput: 'pasta' }))).toEqual([1, 2, 14]);
    expect(ids(await search({ searchInput: 'quick italian pasta' }))).toEqual([14]);
    expect(ids(await search({ searchInput: 'spaghetti ' }))).toEqual([]);
    expect(ids(await search({ searchInput: 'fish' }))).toEqual([11]);
  });

  it('sorts by ready time, calories, protein or newest, then the static order', async () => {
    const quickest = await search({ searchInput: '', sort: 'time', number: 5 });
    // 10, 15, 15 and 20 minutes; equal times in the static order (shorter title, then smaller id).
    expect(ids(quickest)).toEqual([6, 7, 9, 11, 13]);
    expect(quickest.totalResults).toBe(RECIPES.length);
    expect(ids(await search({ searchInput: 'chicken', sort: 'time', sortDirection: 'desc' }))).toEqual([4, 3, 5]);
    expect(ids(await search({ searchInput: 'chicken', sort: 'protein' }))).toEqual([5, 3, 4]);
    expect(ids(await search({ searchInput: 'chicken', sort: 'calories' }))).toEqual([4, 5, 3]);
    expect(ids(await search({ searchInput: 'lasagne', sort: 'newest' }))).toEqual([2, 1]);
    // Relevance is the order of every search without a sort.
    expect(ids(await search({ searchInput: 'chicken', sort: 'relevance' }))).toEqual(
      ids(await search({ searchInput: 'chicken' })),
    );
  });

  it('lists a search with no words best-described first, not by title length', async () => {
    const all = ids(await search({ searchInput: '' }));
    expect(all).toHaveLength(RECIPES.length);
    // Ready in over an hour (1, 2), then a line nobody could check (13): each a level lower.
    expect(all.slice(-3, -1).sort()).toEqual([1, 2]);
    expect(all.at(-1)).toBe(13);
    // Within a level the order is a fixed shuffle, not the shortest titles first.
    const byLength = [...all.slice(0, -3)].sort((a, b) => title(a).length - title(b).length || a - b);
    expect(all.slice(0, -3)).not.toEqual(byLength);
    // Filters keep the order; words rank by relevance again.
    const vegan = ids(await search({ searchInput: '', diet: 'vegan' }, '/api/search/diet'));
    expect(vegan).toEqual(all.filter((id) => [6, 7, 10, 12].includes(id)));
  });

  it('adds ready-in time, diets and allergens to each result when asked, and only then', async () => {
    const plain = await search({ searchInput: 'pancakes' });
    expect(Object.keys(plain.results[0]!).sort()).toEqual(['id', 'image', 'title']);
    const body = await search({ searchInput: 'pancakes', addRecipeInformation: true });
    expect(ids(body)).toEqual(ids(plain));
    const byId = new Map(body.results.map((r) => [r.id, r as RecipeSummary & RecipeInformation]));
    expect(byId.get(8)).toMatchObject({ readyInMinutes: 25, allergens: ['gluten', 'wheat'] });
    expect([...byId.get(8)!.diets].sort()).toEqual([...VEGETARIAN].sort());
    expect(byId.get(13)).toMatchObject({ readyInMinutes: 20, diets: [] });
    expect(byId.get(13)!.allergens).toContain('peanut');
    // Fridge and partial answers carry it too.
    const fridge = await search({
      searchInput: '',
      includeIngredients: 'chicken,spinach',
      ranking: 'maximise-used',
      addRecipeInformation: true,
    });
    expect(fridge.results[0]).toMatchObject({ id: 4, readyInMinutes: 40, usedIngredients: ['chicken', 'spinach'] });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/search/general',
      payload: { searchInput: '', addRecipeInformation: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().reason).toMatch(/addRecipeInformation/);
  });

  it('counts what each filter choice would leave, for the current search', async () => {
    const body = await search({ searchInput: 'pancakes', facets: true });
    expect(ids(body).sort()).toEqual([12, 13, 8]);
    expect(body.facets?.diets).toMatchObject({ vegan: 1, vegetarian: 2, ketogenic: 0 });
    // The unchecked recipe counts for no free-from group.
    expect(body.facets?.free).toMatchObject({ dairy: 1, egg: 2, gluten: 0 });
    expect(body.facets?.types).toMatchObject({ breakfast: 3, dessert: 0 });
    expect(body.facets?.time).toEqual({ '15': 0, '20': 2, '30': 3, '45': 3, '60': 3 });
    const italian = await search({ searchInput: '', cuisine: 'italian', facets: true });
    expect(italian.facets?.cuisines).toMatchObject({ Italian: 3, Thai: 0 });
    // Without asking, no counts.
    expect((await search({ searchInput: 'pancakes' })).facets).toBeUndefined();
  });

  it('ranks by the ingredients at hand a recipe uses, then by how few others it needs', async () => {
    const body = await search({
      searchInput: '',
      includeIngredients: 'chicken, rice, spinach',
      ranking: 'maximise-used',
    });
    expect(
      body.results.map((r) => [
        r.id,
        'usedIngredients' in r && r.usedIngredients,
        'missedIngredients' in r && r.missedIngredients,
      ]),
    ).toEqual([
      [3, ['chicken', 'rice'], ['green curry paste']],
      [5, ['chicken', 'rice'], ['egg']],
      [4, ['chicken', 'spinach'], ['onion']],
      [6, ['spinach'], ['lemon']],
    ]);
    expect(body.totalResults).toBe(4);
    // Filters and text still apply.
    const vegan = await search(
      { searchInput: '', diet: 'vegan', includeIngredients: 'rice,spinach', ranking: 'maximise-used' },
      '/api/search/diet',
    );
    expect(ids(vegan)).toEqual([6]);
    const paged = await search({
      searchInput: '',
      includeIngredients: 'chicken,rice,spinach',
      ranking: 'maximise-used',
      offset: 1,
      number: 2,
    });
    expect(ids(paged)).toEqual([5, 4]);
  });

  it('includes ingredients every result must hold', async () => {
    expect(ids(await search({ searchInput: '', includeIngredients: 'chicken, rice' })).sort()).toEqual([3, 5]);
    expect(ids(await search({ searchInput: 'thai', includeIngredients: 'chicken' }))).toEqual([3]);
  });

  it('refuses unknown or too many filter values with a reason', async () => {
    const cases: [object, RegExp][] = [
      [{ searchInput: '', cuisine: 'martian' }, /Unknown cuisine "martian"\. Use one of: .*italian/],
      [{ searchInput: '', type: 'elevenses' }, /Unknown type "elevenses"\. Use one of: .*main course/],
      [{ searchInput: '', maxReadyTime: 'soon' }, /maxReadyTime must be a number of minutes/],
      [{ searchInput: '', maxReadyTime: 0 }, /maxReadyTime must be 1 to 1440 minutes/],
      [{ searchInput: '', ranking: 'maximise-used' }, /ranking=maximise-used needs includeIngredients/],
      [{ searchInput: '', ranking: 'best' }, /ranking must be maximise-used/],
      [{ searchInput: '', sort: 'popularity' }, /sort must be one of: relevance, time, calories, protein, newest/],
      [{ searchInput: '', sort: 'time', sortDirection: 'up' }, /sortDirection must be asc or desc/],
      [{ searchInput: '', cuisine: Array.from({ length: 21 }, () => 'thai').join(',') }, /cuisine: at most 20 names/],
      [
        { searchInput: '', excludeIngredients: 'unobtainium' },
        /Unknown ingredient "unobtainium" in excludeIngredients/,
      ],
      [
        { searchInput: '', includeIngredients: Array.from({ length: 21 }, () => 'egg').join(',') },
        /at most 20 ingredients/,
      ],
      [
        { searchInput: '', includeIngredients: 'eggs', excludeIngredients: 'Egg' },
        /"egg" is both in includeIngredients and excludeIngredients/,
      ],
    ];
    for (const [payload, reason] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/search/general', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ApiError>().reason).toMatch(reason);
    }
  });
});

describe('correcting a search', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: (db) => seedRecipes(db, RECIPES) });
  });
  afterAll(async () => t.close());
  const search = (searchInput: string) => t.app.services.search.search({ searchInput });

  it('never respells a food or dish word into another word', async () => {
    // "cookie" is one edit from nothing here, but it must never become "cooked" or "cod".
    expect(await search('cod cookie')).toMatchObject({ partial: true, results: [{ id: 11, missing: ['cookie'] }] });
    expect((await search('cod cookie')).correctedQuery).toBeUndefined();
  });

  it('lets a food word become another name of the same food', async () => {
    expect(await search('humus')).toMatchObject({ correctedQuery: 'hummus', results: [{ id: 7 }] });
  });

  it('reads the corrected text again for filter words', async () => {
    const body = await search('vegitarian curry');
    expect(body).toMatchObject({ correctedQuery: 'vegetarian curry', results: [{ id: 10 }] });
    expect(body.understood?.chips.map((chip) => chip.label)).toEqual(['Vegetarian']);
  });

  it('counts a swap of two letters as one edit and shows the word as titles write it', async () => {
    expect(await search('lasange')).toMatchObject({ correctedQuery: 'lasagne' });
    const pancakes = await search('pancaeks');
    expect(pancakes.correctedQuery).toBe('pancakes');
    expect(pancakes.results.map((r) => r.id).sort()).toEqual([12, 13, 8]);
  });
});

describe('correcting a word the vocabulary knows when the whole search finds nothing', () => {
  const CAKES: TestRecipe[] = [
    { id: 1, title: 'Mousse au Chocolat', ingredients: ['dark chocolate', 'egg'], dishTypes: ['dessert'] },
    { id: 2, title: 'Chocolate Layer Cake', ingredients: ['dark chocolate', 'flour', 'egg'], dishTypes: ['dessert'] },
    { id: 3, title: 'Lemon Drizzle Cake', ingredients: ['lemon', 'flour', 'egg'], dishTypes: ['dessert'] },
    { id: 4, title: 'Chocolate Brownies', ingredients: ['dark chocolate', 'flour'], dishTypes: ['dessert'] },
    { id: 5, title: 'Pound Cake', ingredients: ['butter', 'flour', 'egg'], dishTypes: ['dessert'] },
  ];
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: (db) => seedRecipes(db, CAKES) });
  });
  afterAll(async () => t.close());
  const search = (searchInput: string) => t.app.services.search.search({ searchInput });

  it('prefers the reading that makes every word match over a rarer word that matches alone', async () => {
    // "chocolat" is a word of one title, but with "cake" it finds nothing: "chocolate cake" does.
    const body = await search('chocolat cake');
    expect(body.correctedQuery).toBe('chocolate cake');
    expect(body.partial).toBeUndefined();
    expect(body.results.map((r) => r.id)).toEqual([2]);
    // Typed whole on its own, the rarer word still answers as typed.
    expect((await search('chocolat ')).results.map((r) => r.id)).toEqual([1]);
    expect((await search('chocolat ')).correctedQuery).toBeUndefined();
  });

  it('leaves a known word as typed when no respelling makes the whole search match', async () => {
    // No pie at all: "chocolat" is not respelt for nothing, the recipes holding most words answer.
    const body = await search('chocolat pie');
    expect(body.correctedQuery).toBeUndefined();
    expect(body).toMatchObject({ partial: true, results: [{ id: 1, missing: ['pie'] }] });
  });

  it('corrects a misspelt word beside a correct one, and two misspelt words together', async () => {
    expect(await search('lemon drizle cake')).toMatchObject({
      correctedQuery: 'lemon drizzle cake',
      results: [{ id: 3 }],
    });
    expect(await search('choclate browneis')).toMatchObject({
      correctedQuery: 'chocolate brownies',
      results: [{ id: 4 }],
    });
  });
});

describe.each(['memory', 'database'] as const)('nutrition words, %s engine', (engine) => {
  const MEALS: TestRecipe[] = [
    // 350 kcal, 35 g protein (40 % of energy), 10 g carbohydrate, fat 31 % of energy.
    {
      id: 1,
      title: 'Grilled Chicken Salad',
      calories: 350,
      protein: 35,
      fat: 12,
      carbohydrates: 10,
      ingredients: ['chicken', 'lettuce'],
    },
    // 401 kcal: one over the low-calorie bound; protein 21.9 % of energy, fat 18 %.
    {
      id: 2,
      title: 'Lentil Soup',
      calories: 401,
      protein: 22,
      fat: 8,
      carbohydrates: 60,
      ingredients: ['lentils', 'onion'],
    },
    {
      id: 3,
      title: 'Creamy Carbonara',
      calories: 780,
      protein: 30,
      fat: 40,
      carbohydrates: 70,
      ingredients: ['spaghetti', 'egg'],
    },
    // 400 kcal exactly, 24 % protein, 2 g carbohydrate; fat 67.5 % of energy: not healthy.
    {
      id: 4,
      title: 'Cheese Omelette',
      calories: 400,
      protein: 24,
      fat: 30,
      carbohydrates: 2,
      ingredients: ['egg', 'cheddar'],
    },
    {
      id: 5,
      title: 'Fruit Salad',
      calories: 150,
      protein: 2,
      fat: 0.5,
      carbohydrates: 35,
      ingredients: ['apple', 'orange'],
    },
    // Would pass every rule, but a line could not be checked: its energy is not all counted.
    {
      id: 6,
      title: 'Mystery Stew',
      unchecked: true,
      calories: 200,
      protein: 30,
      fat: 2,
      carbohydrates: 5,
      ingredients: ['beef'],
    },
    // Energy unknown.
    { id: 7, title: 'Ice Cubes', calories: 0, protein: 0, fat: 0, carbohydrates: 0, ingredients: ['water'] },
    // 550 kcal, 32 g protein; fat 40.9 % of energy: high protein, not healthy.
    {
      id: 8,
      title: 'Chicken Caesar Wrap',
      calories: 550,
      protein: 32,
      fat: 25,
      carbohydrates: 40,
      ingredients: ['chicken', 'tortilla'],
    },
    {
      id: 9,
      title: 'Brown Sugar Fudge',
      calories: 300,
      protein: 1,
      fat: 9,
      carbohydrates: 50,
      ingredients: ['light brown sugar', 'butter'],
    },
  ];
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ searchEngine: engine, seed: (db) => seedRecipes(db, MEALS) });
  });
  afterAll(async () => t.close());
  const search = async (searchInput: string, extra: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/general', payload: { searchInput, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResponse>();
  };
  const found = async (searchInput: string) =>
    (await search(searchInput)).results.map((r) => r.id).sort((a, b) => a - b);

  it('reads "healthy" as at most 600 kcal with at most 35 % of the energy from fat, a chip that takes it back', async () => {
    expect(await found('healthy')).toEqual([1, 2, 5, 9]);
    const body = await search('healthy chicken');
    expect(body.results.map((r) => r.id)).toEqual([1]);
    expect(body.partial).toBeUndefined();
    expect(body.understood).toEqual({
      text: 'chicken',
      chips: [
        {
          kind: 'nutrition',
          value: 'healthy',
          label: 'Healthy',
          words: 'healthy',
          without: 'chicken',
          rule: 'At most 600 kcal, at most 35 % of energy from fat a serving',
        },
      ],
    });
  });

  it('reads low calorie and light as at most 400 kcal a serving', async () => {
    expect(await found('low calorie')).toEqual([1, 4, 5, 9]);
    expect(await found('light')).toEqual([1, 4, 5, 9]);
    expect(await found('low-cal')).toEqual([1, 4, 5, 9]);
  });

  it('reads high protein as at least 20 g and 20 % of the energy, low carb as at most 20 g a serving', async () => {
    expect(await found('high protein')).toEqual([1, 2, 4, 8]);
    expect(await found('low carb')).toEqual([1, 4]);
    // Several words: every rule at once.
    expect(await found('high protein low carb')).toEqual([1, 4]);
    expect(await found('healthy high protein')).toEqual([1, 2]);
  });

  it('keeps a food named with a nutrition word as text', async () => {
    const body = await search('light brown sugar');
    expect(body.results.map((r) => r.id)).toEqual([9]);
    expect(body.understood).toBeUndefined();
  });

  it('combines with the other filters and sorts', async () => {
    const byCalories = await search('high protein', { sort: 'calories' });
    expect(byCalories.results.map((r) => r.id)).toEqual([1, 4, 2, 8]);
    const facets = await search('healthy', { facets: true });
    expect(facets.totalResults).toBe(4);
  });
});
