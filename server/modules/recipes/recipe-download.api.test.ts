import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDetail, RecipeDraft } from '../../../shared/recipe';
import { recipeFileName, recipeJsonLd, recipeMarkdown, stepsOf } from '../../../shared/recipe-download';
import { formatOf, parseMarkdownRecipe, parseRecipeText } from '../../importers';
import { createTestApp, type TestContext } from '../../test/harness';
import { saveRecipes } from './recipe.service';

/**
 * What the recipe page downloads reads back whole: every catalog recipe written as Markdown and as
 * JSON-LD, and read by our own importers, keeps its title, summary, servings, times, cuisines,
 * dish types, ingredient lines and steps.
 */
let t: TestContext;
let catalog: RecipeDetail[];
const ORIGIN = 'https://dishcovery.example';

/** One built-in recipe in ten, as the catalog loader stores it (with its picture's address). */
const CATALOG = resolve(import.meta.dirname, '../../../catalog/recipes');
const drafts = readdirSync(CATALOG)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .filter((_, index) => index % 10 === 0)
  .map((file) => {
    const { draft } = parseMarkdownRecipe(readFileSync(join(CATALOG, file), 'utf8'), { sourceKey: `catalog:${file}` });
    return { ...draft, image: `/images/recipes/${draft.id}.webp` };
  });

beforeAll(async () => {
  t = await createTestApp({ seed: (db) => saveRecipes(db, drafts) });
  catalog = [];
  for (const { id } of drafts) {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/info', payload: { id } });
    expect(res.statusCode).toBe(200);
    catalog.push(res.json<RecipeDetail>());
  }
  expect(catalog.length).toBeGreaterThan(100);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const kept = (recipe: RecipeDetail) => ({
  title: recipe.title,
  summary: recipe.summary,
  servings: recipe.servings,
  prepMinutes: recipe.preparationMinutes,
  cookMinutes: recipe.cookingMinutes,
  readyInMinutes: recipe.readyInMinutes,
  cuisines: recipe.cuisines,
  dishTypes: recipe.dishTypes,
  ingredientLines: recipe.extendedIngredients.map((ingredient) => ingredient.original),
  steps: stepsOf(recipe),
});

/** The same fields of a recipe an importer read back. */
const readBack = (draft: RecipeDraft) => ({
  title: draft.title,
  summary: draft.summary,
  servings: draft.servings,
  prepMinutes: draft.prepMinutes,
  cookMinutes: draft.cookMinutes,
  readyInMinutes: draft.readyInMinutes,
  cuisines: draft.cuisines,
  dishTypes: draft.dishTypes,
  ingredientLines: draft.ingredientLines,
  steps: stepsOf(draft),
});

describe('downloading a recipe as Markdown or JSON-LD', () => {
  it('reads every catalog recipe back whole from its Markdown', () => {
    for (const recipe of catalog) {
      const { draft } = parseMarkdownRecipe(recipeMarkdown(recipe, ORIGIN), { sourceKey: 'download', ignoreId: true });
      expect(readBack(draft), recipe.title).toEqual(kept(recipe));
      expect(draft.image).toBe(new URL(recipe.image, ORIGIN).href);
    }
  });

  it('reads every catalog recipe back whole from its JSON-LD, named by its own page', () => {
    for (const recipe of catalog) {
      const node = JSON.parse(JSON.stringify(recipeJsonLd(recipe, ORIGIN))) as Record<string, unknown>;
      expect(node['url']).toBe(recipe.sourceUrl || `${ORIGIN}/recipe/${recipe.id}`);
      const [read] = parseRecipeText(JSON.stringify(node), {
        format: formatOf('recipe.json')!,
        sourceKey: 'download',
        fileName: 'recipe',
      });
      expect(readBack(read!.draft), recipe.title).toEqual(kept(recipe));
    }
  });

  it('writes steps as plain text and names the file after the title', () => {
    const [first] = catalog;
    const withHtml = { ...first!, instructions: '<strong>Sauce</strong>\nStir &amp; simmer<br>Serve &#8212; hot' };
    expect(stepsOf(withHtml)).toEqual(['Sauce', 'Stir & simmer', 'Serve — hot']);
    expect(recipeFileName({ id: 7, title: 'Crème brûlée, à la française!' }, '.md')).toBe(
      '7-creme-brulee-a-la-francaise.md',
    );
    expect(recipeFileName({ id: 8, title: '煎饺' }, '.json')).toBe('8-recipe.json');
  });
});
