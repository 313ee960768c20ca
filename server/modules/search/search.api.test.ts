import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../shared/api';
import { createTestApp, type TestContext } from '../../test/harness';
import { seedRecipes, type TestRecipe } from '../../test/recipes';

const RECIPES: TestRecipe[] = [
  {
    id: 1,
    title: 'Chicken Curry',
    ingredients: ['chicken thighs', 'onion', 'garlic'],
    cuisines: ['Indian'],
    diets: ['paleo'],
    allergens: [],
  },
  {
    id: 2,
    title: 'Garlic Prawns',
    ingredients: ['prawns', 'garlic', 'butter'],
    cuisines: ['Spanish'],
    diets: ['pescatarian', 'ketogenic'],
    allergens: ['shellfish'],
  },
  {
    id: 3,
    title: 'Crème Brûlée',
    ingredients: ['cream', 'egg yolks', 'sugar'],
    cuisines: ['French'],
    dishTypes: ['dessert'],
    diets: ['vegetarian', 'ovo-Vegetarian', 'pescatarian'],
    allergens: [],
  },
  {
    id: 4,
    title: 'Peanut Noodles',
    ingredients: ['rice noodles', 'peanut butter', 'soy sauce'],
    cuisines: ['Thai'],
    diets: ['vegan', 'vegetarian', 'pescatarian', 'lacto-Vegetarian', 'ovo-Vegetarian'],
    allergens: ['peanut', 'soy', 'wheat', 'gluten'],
  },
  {
    id: 5,
    title: 'Tomato Salad',
    ingredients: ['tomatoes', 'olive oil', 'chicken stock'],
    cuisines: ['Italian'],
    dishTypes: ['salad'],
    diets: ['paleo', 'whole30'],
    allergens: [],
  },
  {
    id: 6,
    title: 'Roast Chicken with Lemon',
    ingredients: ['chicken', 'lemon'],
    diets: ['paleo', 'whole30', 'primal'],
    allergens: [],
  },
  {
    id: 7,
    title: 'Vegan Chili',
    ingredients: ['kidney beans', 'tomatoes', 'chili powder'],
    cuisines: ['Mexican'],
    diets: ['vegan', 'vegetarian', 'pescatarian', 'lacto-Vegetarian', 'ovo-Vegetarian'],
    allergens: ['sulfite'],
  },
  {
    id: 8,
    title: 'Chicken Soup',
    ingredients: ['chicken', 'carrots', 'egg noodles'],
    dishTypes: ['soup'],
    allergens: ['wheat', 'gluten'],
    image: '',
  },
  {
    id: 9,
    title: 'Lemon Tart',
    ingredients: ['lemons', 'flour', 'butter'],
    dishTypes: ['dessert'],
    diets: ['vegetarian', 'lacto-Vegetarian'],
    allergens: ['wheat', 'gluten'],
  },
];

// Both engines answer every call the same way: the in-memory index, and the database's own full
// text (FTS5 on SQLite, tsvector with GIN on PostgreSQL) that answers while the index builds.
describe.each(['memory', 'database'] as const)('%s engine', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ searchEngine: engine, seed: (db) => seedRecipes(db, RECIPES) });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ids = (res: { json: <T>() => T }) => res.json<SearchResponse>().results.map((r) => r.id);

  describe('POST /api/search/general', () => {
    it('ranks title matches first and counts every match', async () => {
      const res = await post('/api/search/general', { searchInput: 'chicken' });
      expect(res.statusCode).toBe(200);
      const body = res.json<SearchResponse>();
      expect(body.totalResults).toBe(4);
      expect(body.offset).toBe(0);
      expect(body.number).toBe(20);
      // Title matches (1, 6, 8) before the stock in the tomato salad (5).
      expect(
        body.results
          .slice(0, 3)
          .map((r) => r.id)
          .sort(),
      ).toEqual([1, 6, 8]);
      expect(body.results.at(-1)!.id).toBe(5);
      expect(body.results[0]).toEqual({ id: expect.any(Number), title: expect.any(String), image: expect.any(String) });
    });

    it('is case- and accent-insensitive and folds plurals', async () => {
      expect(ids(await post('/api/search/general', { searchInput: 'CREME brulee' }))).toEqual([3]);
      expect(ids(await post('/api/search/general', { searchInput: 'crème brûlée' }))).toEqual([3]);
      expect(ids(await post('/api/search/general', { searchInput: 'lemons ' })).sort()).toEqual([6, 9]);
      expect(ids(await post('/api/search/general', { searchInput: 'tomato' })).sort()).toEqual([5, 7]);
    });

    it('matches the last word as a prefix while typing', async () => {
      expect(ids(await post('/api/search/general', { searchInput: 'garlic pra' }))).toEqual([2]);
      expect(ids(await post('/api/search/general', { searchInput: 'chick' })).length).toBe(4);
      // A finished word is not a prefix.
      expect(ids(await post('/api/search/general', { searchInput: 'pra ' }))).toEqual([]);
    });

    it('searches cuisine and dish type', async () => {
      expect(ids(await post('/api/search/general', { searchInput: 'thai' }))).toEqual([4]);
      expect(ids(await post('/api/search/general', { searchInput: 'dessert' })).sort()).toEqual([3, 9]);
    });

    it('treats query text as data, never syntax', async () => {
      for (const searchInput of [
        '"',
        '*',
        'NEAR(',
        'chicken AND',
        'OR',
        "'; DROP TABLE recipes;--",
        '🍗🍗',
        '\\',
        '%_',
        'a:b',
        '^$.*+?()[]{}|',
      ]) {
        const res = await post('/api/search/general', { searchInput });
        expect(res.statusCode, searchInput).toBe(200);
        expect(res.json<SearchResponse>().results).toBeInstanceOf(Array);
      }
      expect(ids(await post('/api/search/general', { searchInput: 'chicken, curry!' }))).toEqual([1]);
    });

    it('lists everything for an empty query, pictures first', async () => {
      const body = (await post('/api/search/general', { searchInput: '' })).json<SearchResponse>();
      expect(body.totalResults).toBe(RECIPES.length);
      expect(body.results.at(-1)!.id).toBe(8);
    });

    it('paginates with offset and number', async () => {
      const all = ids(await post('/api/search/general', { searchInput: '', number: 100 }));
      const page = (
        await post('/api/search/general', { searchInput: '', offset: 3, number: 4 })
      ).json<SearchResponse>();
      expect(page.results.map((r) => r.id)).toEqual(all.slice(3, 7));
      expect(page).toMatchObject({ offset: 3, number: 4, totalResults: RECIPES.length });
      // Pages across the title-first boundary stay consistent.
      const chicken = ids(await post('/api/search/general', { searchInput: 'chicken' }));
      const second = ids(await post('/api/search/general', { searchInput: 'chicken', offset: 2, number: 2 }));
      expect(second).toEqual(chicken.slice(2, 4));
    });

    it('rejects more than 32 characters and bad paging with a reason', async () => {
      const long = await post('/api/search/general', { searchInput: 'x'.repeat(33) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ code: 400, status: 0, reason: 'Search text can be at most 32 characters.' });
      expect((await post('/api/search/general', { searchInput: 'x'.repeat(32) })).statusCode).toBe(200);
      expect((await post('/api/search/general', { searchInput: 'a', number: 101 })).statusCode).toBe(400);
      expect((await post('/api/search/general', { searchInput: 'a', offset: -1 })).statusCode).toBe(400);
      expect((await post('/api/search/general', { searchInput: 12 })).statusCode).toBe(400);
    });
  });

  describe('filtered search', () => {
    it('diet: every listed diet must hold', async () => {
      expect(ids(await post('/api/search/diet', { searchInput: 'chicken', diet: 'paleo' })).sort()).toEqual([1, 5, 6]);
      expect(ids(await post('/api/search/diet', { searchInput: '', diet: 'paleo,whole30' })).sort()).toEqual([5, 6]);
      expect(ids(await post('/api/search/diet', { searchInput: '', diet: 'vegan' })).sort()).toEqual([4, 7]);
    });

    it('allergens: every listed allergen is excluded', async () => {
      const noGluten = ids(await post('/api/search/allergens', { searchInput: '', allergy: 'gluten' }));
      expect(noGluten.sort()).toEqual([1, 2, 3, 5, 6, 7]);
      const none = ids(await post('/api/search/allergens', { searchInput: '', allergy: 'gluten,shellfish,sulfite' }));
      expect(none.sort()).toEqual([1, 3, 5, 6]);
    });

    it('diet&allergens combines both', async () => {
      const res = await post('/api/search/diet&allergens', { searchInput: '', diet: 'vegetarian', allergy: 'wheat' });
      expect(res.statusCode).toBe(200);
      expect(ids(res).sort()).toEqual([3, 7]);
    });

    it('refuses unknown diet and allergy ids', async () => {
      const diet = await post('/api/search/diet', { searchInput: '', diet: 'carnivore' });
      expect(diet.statusCode).toBe(400);
      expect(diet.json<{ reason: string }>().reason).toMatch(/^Unknown diet "carnivore"/);
      const allergy = await post('/api/search/allergens', { searchInput: '', allergy: 'gluten,nuts' });
      expect(allergy.statusCode).toBe(400);
      expect(allergy.json<{ reason: string }>().reason).toMatch(/^Unknown allergy "nuts"/);
      expect((await post('/api/search/diet', { searchInput: '' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/search/random', () => {
    it('returns up to twelve distinct recipes that have an image', async () => {
      const res = await post('/api/search/random');
      expect(res.statusCode).toBe(200);
      const recipes = res.json<{ recipes: { id: number; image: string }[] }>().recipes;
      expect(recipes).toHaveLength(RECIPES.length - 1);
      expect(new Set(recipes.map((r) => r.id)).size).toBe(recipes.length);
      expect(recipes.every((r) => r.image !== '')).toBe(true);
      // The same summaries as the index holds, written out as JSON text.
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const bulk = await post('/api/search/bulk', { ids: recipes.map((r) => r.id).join(',') });
      expect(recipes).toEqual(
        bulk
          .json<{ id: number; title: string; image: string }[]>()
          .map(({ id, title, image }) => ({ id, title, image })),
      );
    });

    it('leaves out every recipe that holds an allergen the client names (the saved ones)', async () => {
      const holders = RECIPES.filter((r) => r.allergens?.some((a) => a === 'peanut' || a === 'shellfish')).map(
        (r) => r.id,
      );
      expect(holders.length).toBeGreaterThan(0);
      for (let draw = 0; draw < 10; draw++) {
        const res = await post('/api/search/random', { allergy: 'peanut,shellfish' });
        expect(res.statusCode).toBe(200);
        const ids = res.json<{ recipes: { id: number }[] }>().recipes.map((r) => r.id);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.filter((id) => holders.includes(id))).toEqual([]);
      }
      const unknown = await post('/api/search/random', { allergy: 'nuts' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ reason: string }>().reason).toMatch(/^Unknown allergy "nuts"/);
    });

    it('draws only recipes labelled with every diet the client names (the saved ones)', async () => {
      const labelled = (diets: string[]) =>
        RECIPES.filter((r) => r.image !== '' && diets.every((d) => r.diets?.includes(d as never))).map((r) => r.id);
      for (const [diet, allergy] of [
        ['vegetarian', undefined],
        ['vegan,pescatarian', undefined],
        ['vegetarian', 'gluten'],
      ] as const) {
        const allowed = labelled(diet.split(',')).filter(
          (id) => allergy === undefined || !RECIPES.find((r) => r.id === id)!.allergens?.includes(allergy),
        );
        expect(allowed.length).toBeGreaterThan(0);
        for (let draw = 0; draw < 5; draw++) {
          const res = await post('/api/search/random', { diet, ...(allergy ? { allergy } : {}) });
          expect(res.statusCode).toBe(200);
          const ids = res.json<{ recipes: { id: number }[] }>().recipes.map((r) => r.id);
          // Every allowed recipe (there are fewer than twelve), and none other: no chicken for a vegetarian.
          expect(ids.sort()).toEqual([...allowed].sort());
        }
      }
      const unknown = await post('/api/search/random', { diet: 'carnivore' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ reason: string }>().reason).toMatch(/^Unknown diet "carnivore"/);
    });
  });

  describe('POST /api/search/info', () => {
    it('returns the detail object', async () => {
      const res = await post('/api/search/info', { id: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: 2,
        title: 'Garlic Prawns',
        servings: 2,
        readyInMinutes: 30,
        instructions: 'Mix.\nServe.',
        diets: ['ketogenic', 'pescatarian'],
        allergens: ['shellfish'],
        glutenFree: true,
        vegan: false,
        extendedIngredients: [
          { original: '1 cup prawns', name: 'prawns', amount: 1, unit: 'cup' },
          { original: '1 cup garlic', name: 'garlic', amount: 1, unit: 'cup' },
          { original: '1 cup butter', name: 'butter', amount: 1, unit: 'cup' },
        ],
      });
    });

    it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
      const missing = await post('/api/search/info', { id: 12345 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 404, status: 0, reason: 'There is no recipe with id 12345.' });
      for (const id of ['0x10', '1e3', ' 1', 'one', 0, -5, 2.5, null, 99999999999]) {
        expect((await post('/api/search/info', { id })).statusCode, JSON.stringify(id)).toBe(400);
      }
      expect((await post('/api/search/info', { id: '2' })).statusCode).toBe(200);
    });
  });

  describe('POST /api/search/bulk', () => {
    it('returns summaries in the order asked, skipping unknown ids', async () => {
      const res = await post('/api/search/bulk', { ids: '3,999,1,2' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ id: number }[]>().map((r) => r.id)).toEqual([3, 1, 2]);
      expect(res.json<unknown[]>()[0]).toEqual({
        id: 3,
        title: 'Crème Brûlée',
        image: '/images/recipes/3.webp',
        allergens: [],
      });
      // Each summary carries the allergens the recipe holds, so a saved list can warn about them.
      expect(res.json<{ allergens: string[] }[]>()[2]?.allergens).toEqual(['shellfish']);
      const peanut = await post('/api/search/bulk', { ids: '4' });
      expect(peanut.json<{ allergens: string[] }[]>()[0]?.allergens).toEqual(['gluten', 'peanut', 'soy', 'wheat']);
      expect((await post('/api/search/bulk', { ids: '' })).json()).toEqual([]);
    });

    it('refuses more than 100 ids and malformed ones', async () => {
      const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      expect((await post('/api/search/bulk', { ids: many })).statusCode).toBe(400);
      expect((await post('/api/search/bulk', { ids: '1,0x10' })).statusCode).toBe(400);
      expect((await post('/api/search/bulk', {})).statusCode).toBe(400);
    });
  });

  describe('keeping up with the database', () => {
    it('finds a recipe written after start once it refreshes', async () => {
      await seedRecipes(t.db, [{ id: 50, title: 'Mango Lassi', ingredients: ['mango', 'yogurt'] }]);
      await t.app.services.search.refresh();
      expect(ids(await post('/api/search/general', { searchInput: 'lassi' }))).toEqual([50]);
      await seedRecipes(t.db, [{ id: 50, title: 'Mango Smoothie', ingredients: ['mango', 'oat milk'] }]);
      await t.app.services.search.refresh();
      expect(ids(await post('/api/search/general', { searchInput: 'lassi' }))).toEqual([]);
      expect(ids(await post('/api/search/general', { searchInput: 'mango smoothie' }))).toEqual([50]);
    });
  });
});

// Correction draws on the in-memory index's vocabulary: whichever engine answers, both correct
// alike; with SEARCH_ENGINE=database there is no index, and the search answers as typed.
describe('spelling correction', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: (db) => seedRecipes(db, RECIPES) });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const ids = (res: { json: <T>() => T }) => res.json<SearchResponse>().results.map((r) => r.id);
  const search = async (payload: object, url = '/api/search/general') =>
    (await post(url, payload)).json<SearchResponse>();

  it('answers a misspelt word with the results of the word meant, and says so', async () => {
    const misspelt = await search({ searchInput: 'Chiken' });
    expect(misspelt.correctedQuery).toBe('chicken');
    const meant = await search({ searchInput: 'chicken' });
    expect(meant.correctedQuery).toBeUndefined();
    expect(misspelt.results).toEqual(meant.results);
    expect(misspelt.totalResults).toBe(meant.totalResults);
    expect(await search({ searchInput: 'chiken curyr' })).toMatchObject({ correctedQuery: 'chicken curry' });
    // The last word, still being typed and found as typed, stays a prefix.
    expect(await search({ searchInput: 'chiken cur' })).toMatchObject({
      correctedQuery: 'chicken cur',
      totalResults: 1,
    });
    expect(ids(await post('/api/search/general', { searchInput: 'garlc prawns ' }))).toEqual([2]);
  });

  it('corrects a word being typed towards the word it most likely begins', async () => {
    const typing = await search({ searchInput: 'chik' });
    expect(typing.correctedQuery).toBe('chicken');
    expect(typing.totalResults).toBe(4);
    // A word that still begins a term is no typo.
    expect((await search({ searchInput: 'chic' })).correctedQuery).toBeUndefined();
  });

  it('leaves a search that finds nothing because of its filters, or has no close word, as it is', async () => {
    const vegan = await search({ searchInput: 'chicken', diet: 'vegan' }, '/api/search/diet');
    expect(vegan).toMatchObject({ totalResults: 0, results: [] });
    expect(vegan.correctedQuery).toBeUndefined();
    const veganTypo = await search({ searchInput: 'chiken', diet: 'vegan' }, '/api/search/diet');
    expect(veganTypo).toMatchObject({ totalResults: 0, results: [] });
    expect(veganTypo.correctedQuery).toBeUndefined();
    const nonsense = await search({ searchInput: 'qwertyuiop' });
    expect(nonsense).toEqual({ results: [], totalResults: 0, offset: 0, number: 20 });
  });

  it('corrects alike whichever engine answers', async () => {
    for (const searchInput of ['chiken', 'chiken curyr', 'chik', 'lemn tart', 'qwertyuiop']) {
      const memory = await t.app.services.search.search({ searchInput }, { engine: 'memory' });
      const database = await t.app.services.search.search({ searchInput }, { engine: 'database' });
      expect(database).toEqual(memory);
    }
  });

  it('answers over HTTP as the service does, also from its cache of answers, until the index changes', async () => {
    const input = { searchInput: 'chiken', offset: 1, number: 2 };
    const expected = JSON.stringify(await t.app.services.search.search(input));
    for (let i = 0; i < 2; i++) expect((await post('/api/search/general', input)).body).toBe(expected);
    await seedRecipes(t.db, [{ id: 60, title: 'Chicken Pie', ingredients: ['chicken', 'pastry'] }]);
    await t.app.services.search.refresh();
    const after = await post('/api/search/general', input);
    expect(after.body).not.toBe(expected);
    expect(after.json<SearchResponse>().totalResults).toBe(5);
  });

  it('serves a repeated search from its cache of answers, whatever came in between', async () => {
    const searched = vi.spyOn(t.app.services.search.index, 'search');
    try {
      const inputs = [
        { searchInput: 'garlic' },
        { searchInput: 'chicken', diet: 'paleo' },
        { searchInput: 'lemn', allergy: 'gluten' },
      ];
      const urls = ['/api/search/general', '/api/search/diet', '/api/search/allergens'];
      const first = [];
      for (const [i, input] of inputs.entries()) first.push((await post(urls[i]!, input)).body);
      const computed = searched.mock.calls.length;
      expect(computed).toBeGreaterThanOrEqual(inputs.length);
      for (const [i, input] of inputs.entries()) expect((await post(urls[i]!, input)).body).toBe(first[i]);
      expect(searched.mock.calls.length).toBe(computed);
    } finally {
      searched.mockRestore();
    }
  });

  it('has nothing to correct from with the database engine alone', async () => {
    const alone = await createTestApp({ searchEngine: 'database', seed: (db) => seedRecipes(db, RECIPES) });
    try {
      const res = await alone.app.inject({
        method: 'POST',
        url: '/api/search/general',
        payload: { searchInput: 'chiken' },
      });
      expect(res.json()).toEqual({ results: [], totalResults: 0, offset: 0, number: 20 });
    } finally {
      await alone.close();
    }
  });
});

// Synonyms (catalog/knowledge/search-synonyms.ts): a cook searching in American English finds
// recipes written in British English and back; a phrase is matched as a phrase.
describe.each(['memory', 'database'] as const)('synonyms, %s engine', (engine) => {
  const SYNONYM_RECIPES: TestRecipe[] = [
    { id: 101, title: 'Aubergine Parmigiana', ingredients: ['aubergines', 'tomatoes', 'mozzarella'] },
    { id: 102, title: 'Ratatouille', ingredients: ['aubergine', 'courgettes', 'red peppers'] },
    { id: 103, title: 'Egg Fried Rice', ingredients: ['spring onions', 'eggs', 'rice'] },
    { id: 104, title: 'Spring Vegetable Soup', ingredients: ['peas', 'onion', 'leeks'] },
    { id: 105, title: 'Scallion Pancakes', ingredients: ['flour', 'scallions'] },
    { id: 106, title: 'Soda Bread', ingredients: ['plain flour', 'bicarbonate of soda', 'buttermilk'] },
    { id: 107, title: 'Coriander Chicken', ingredients: ['chicken', 'ground coriander'] },
    { id: 108, title: 'Green Curry', ingredients: ['fresh coriander', 'coconut milk'] },
  ];
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ searchEngine: engine, seed: (db) => seedRecipes(db, SYNONYM_RECIPES) });
  });
  afterAll(async () => t.close());

  const search = async (searchInput: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/general', payload: { searchInput } });
    expect(res.statusCode).toBe(200);
    return res.json<SearchResponse>().results.map((r) => r.id);
  };

  it('finds a recipe by another name of its ingredient, title matches first', async () => {
    expect(await search('eggplant')).toEqual([101, 102]);
    expect(await search('eggplants ')).toEqual([101, 102]);
    expect(await search('zucchini')).toEqual([102]);
    expect(await search('cilantro')).toEqual([108]);
  });

  it('matches a name of several words as a phrase, in any of its forms', async () => {
    for (const name of ['green onion', 'Spring Onions', 'scallion', 'salad onion ']) {
      expect(await search(name)).toEqual([105, 103]);
    }
    expect(await search('baking soda')).toEqual([106]);
    expect(await search('all-purpose flour')).toEqual([106]);
  });

  it('never lets a word being typed match a phrase it is only the start of', async () => {
    expect(await search('green')).toEqual([108]);
    expect(await search('spr')).toEqual([104, 103]);
  });
});
