import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import { testRecipe } from '../../test/recipes';
import { createRecipeService, writeLabelledRecipes } from './recipe.service';
import { getMeta, setMeta } from './recipe.repository';
import { relabelStoredRecipes } from './relabel';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('labelling stored recipes again when the labeller changes', () => {
  it('replaces labels written under older rules, keeps everything else, and runs once per labeller', async () => {
    const opened = await openTestDatabase();
    cleanup = opened.cleanup;
    const { db } = opened;
    // Written as an older labeller would have: no reasons, and a claim today's rules withhold
    // (the title names chicken, which the ingredient list leaves out).
    const stale = {
      ...testRecipe({ id: 1_000_001, title: 'Parmesan Chicken', ingredients: ['olive oil', 'lemon juice'] }),
      sourceKey: 'import:https://example.org/parmesan-chicken',
      diets: ['vegan' as const, 'vegetarian' as const],
      allergens: [],
    };
    const catalog = {
      ...testRecipe({ id: 7, title: 'Catalog Chicken' }),
      sourceKey: 'catalog:7',
      diets: ['vegan' as const],
    };
    await writeLabelledRecipes(db, [stale, catalog]);
    await setMeta(db.kysely, 'labeller_hash', 'an older labeller');

    const first = await relabelStoredRecipes(db, { hash: 'today' });
    expect(first.relabelled).toBe(1);
    const recipes = createRecipeService(db);
    const relabelled = await recipes.detail(1_000_001);
    expect(relabelled?.diets).not.toContain('vegetarian');
    expect(relabelled?.diets).not.toContain('vegan');
    expect(relabelled?.allergens).toContain('sulfite');
    expect(relabelled?.labelReasons.brokenDiets.find((diet) => diet.id === 'vegetarian')?.because).toEqual([
      { source: 'title', text: 'Parmesan Chicken', food: 'parmesan' },
      { source: 'title', text: 'Parmesan Chicken', food: 'chicken' },
      { source: 'summary', text: 'Parmesan Chicken, for tests.', food: 'parmesan' },
    ]);
    expect(relabelled).toMatchObject({ title: 'Parmesan Chicken', servings: 2, image: '/images/recipes/1000001.webp' });
    expect(relabelled?.extendedIngredients.map((item) => item.original)).toEqual([
      '1 cup olive oil',
      '1 cup lemon juice',
    ]);
    // The built-in catalog is left to its own loader.
    expect((await recipes.detail(7))?.diets).toEqual(['vegan']);
    expect(await getMeta(db.kysely, 'labeller_hash')).toBe('today');

    expect((await relabelStoredRecipes(db, { hash: 'today' })).relabelled).toBe(0);
  });
});
