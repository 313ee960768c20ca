import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResponse, SearchResponse } from '../../../shared/api';
import { createTestApp, type TestContext } from '../../test/harness';
import { seedRecipes, type TestRecipe } from '../../test/recipes';

const served = { source: 'instructions' as const, text: 'Serve with crusty bread.', food: 'bread', served: true };
const RECIPES: TestRecipe[] = [
  {
    id: 1,
    title: 'Tomato Soup',
    ingredients: ['tomatoes', 'onion'],
    allergens: ['gluten', 'wheat'],
    labelReasons: {
      allergens: [
        { id: 'gluten', because: [served] },
        { id: 'wheat', because: [served] },
      ],
      brokenDiets: [],
      unchecked: [],
    },
  },
  {
    id: 2,
    title: 'Bread Soup',
    ingredients: ['bread', 'tomatoes'],
    allergens: ['gluten', 'wheat'],
    labelReasons: {
      allergens: [
        { id: 'gluten', because: [{ source: 'ingredient', text: '1 cup bread' }, served] },
        { id: 'wheat', because: [{ source: 'ingredient', text: '1 cup bread' }] },
      ],
      brokenDiets: [],
      unchecked: [],
    },
  },
  { id: 3, title: 'Onion Soup', ingredients: ['onion'], allergens: [] },
];

// A tile says "Contains gluten" from the allergens a result carries; one whose gluten is only
// what it is served with must be told apart, by both engines alike.
describe.each(['memory', 'database'] as const)('allergens only served with the dish, %s engine', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ searchEngine: engine, seed: (db) => seedRecipes(db, RECIPES) });
  });
  afterAll(async () => t.close());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('are named in the results with their information, and only for such a recipe', async () => {
    const res = await post('/api/search/general', { searchInput: 'soup', addRecipeInformation: true });
    expect(res.statusCode).toBe(200);
    const results = res.json<SearchResponse>().results as { id: number; allergens: string[]; servedWith?: string[] }[];
    const byId = new Map(results.map((result) => [result.id, result]));
    expect(byId.get(1)).toMatchObject({ allergens: ['gluten', 'wheat'], servedWith: ['gluten', 'wheat'] });
    // Gluten from a line is contained, even when the steps also serve it with bread.
    expect(byId.get(2)?.allergens).toEqual(['gluten', 'wheat']);
    expect(byId.get(2)).not.toHaveProperty('servedWith');
    expect(byId.get(3)).not.toHaveProperty('servedWith');
    // Without the information, results are as before.
    const plain = await post('/api/search/general', { searchInput: 'soup' });
    expect(plain.json<SearchResponse>().results.every((result) => !('servedWith' in result))).toBe(true);
  });

  it('are named in the summaries of the bulk call', async () => {
    const res = await post('/api/search/bulk', { ids: '1,2,3' });
    expect(res.statusCode).toBe(200);
    expect(res.json<BulkResponse>()).toEqual([
      {
        id: 1,
        title: 'Tomato Soup',
        image: '/images/recipes/1.webp',
        allergens: ['gluten', 'wheat'],
        servedWith: ['gluten', 'wheat'],
      },
      { id: 2, title: 'Bread Soup', image: '/images/recipes/2.webp', allergens: ['gluten', 'wheat'] },
      { id: 3, title: 'Onion Soup', image: '/images/recipes/3.webp', allergens: [] },
    ]);
  });
});
