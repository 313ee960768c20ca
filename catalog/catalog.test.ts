import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGY_IDS, DIET_IDS } from '../shared/ids';
import { DISH_TYPES } from '../shared/recipe';
import { readCatalog, type CatalogRecipe } from '../server/modules/recipes/catalog-loader';
import { labelRecipe, type LabelResult } from './labels';
import { isKnownIcon } from './pictures/compose';
import { generateRecipePictures } from './pictures/generate';

/** The promises of the catalog issue, checked on the real files: if the catalog falls below them, this fails. */
const MIN_RECIPES = 300;
const MIN_CUISINES = 15;
const MIN_PER_DIET = 25;
const MIN_FREE_OF_EACH_ALLERGEN = 150;
const MIN_QUICK = 40;
const REQUIRED_DISH_TYPES = [
  'breakfast',
  'main course',
  'side dish',
  'soup',
  'salad',
  'dessert',
  'baking',
  'snack',
  'drink',
];

let recipes: CatalogRecipe[];
let labels: Map<number, LabelResult>;

beforeAll(async () => {
  recipes = (await readCatalog()).recipes;
  labels = new Map(recipes.map(({ draft }) => [draft.id!, labelRecipe(draft.ingredientLines, draft.servings)]));
});

describe('every catalog file parses and validates', () => {
  it('has at least 300 recipes with unique ids and titles', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(MIN_RECIPES);
    expect(new Set(recipes.map((r) => r.draft.id)).size).toBe(recipes.length);
    const titles = recipes.map((r) => r.draft.title.toLowerCase());
    const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(repeated).toEqual([]);
  });

  it('gives each recipe what a cook needs', () => {
    const problems: string[] = [];
    for (const { draft, icons } of recipes) {
      const name = `${draft.id} ${draft.title}`;
      const steps = draft.instructions.split('\n').filter((line) => line.trim() !== '');
      if (draft.summary.length < 20) problems.push(`${name}: summary too short`);
      if (draft.ingredientLines.length < 4 || draft.ingredientLines.length > 20)
        problems.push(`${name}: ${draft.ingredientLines.length} ingredient lines`);
      if (steps.length < 3 || steps.length > 12) problems.push(`${name}: ${steps.length} steps`);
      if (!(draft.servings > 0)) problems.push(`${name}: no servings`);
      if (draft.prepMinutes === null || draft.cookMinutes === null) problems.push(`${name}: prep or cook time missing`);
      // Prep plus cook, or more when a step waits (marinating, chilling): the front matter's totalMinutes.
      if (draft.readyInMinutes < (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0))
        problems.push(`${name}: ready time is less than prep + cook`);
      if (draft.cuisines.length === 0) problems.push(`${name}: no cuisine`);
      if (
        draft.dishTypes.length === 0 ||
        draft.dishTypes.some((type) => !(DISH_TYPES as readonly string[]).includes(type))
      )
        problems.push(`${name}: dish types ${draft.dishTypes.join(', ')}`);
      if (icons.length < 1 || icons.length > 3) problems.push(`${name}: ${icons.length} picture icons`);
    }
    expect(problems).toEqual([]);
  });

  it('covers every kind of dish and at least 15 cuisines', () => {
    const types = new Set(recipes.flatMap((r) => r.draft.dishTypes));
    for (const type of REQUIRED_DISH_TYPES) expect(types, type).toContain(type);
    expect(new Set(recipes.flatMap((r) => r.draft.cuisines)).size).toBeGreaterThanOrEqual(MIN_CUISINES);
  });
});

describe('labels computed from the ingredients', () => {
  it('understands every ingredient line of the catalog', () => {
    const unknown = recipes.flatMap(({ draft }) =>
      labels.get(draft.id!)!.unrecognised.map((line) => `${draft.id}: ${line}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(DIET_IDS)('at least 25 recipes are %s', (diet) => {
    const count = [...labels.values()].filter((label) => label.diets.includes(diet)).length;
    expect(count).toBeGreaterThanOrEqual(MIN_PER_DIET);
  });

  it.each(ALLERGY_IDS)('at least 150 recipes are free of %s', (allergen) => {
    const count = [...labels.values()].filter((label) => !label.allergens.includes(allergen)).length;
    expect(count).toBeGreaterThanOrEqual(MIN_FREE_OF_EACH_ALLERGEN);
  });

  it('at least 40 recipes are ready in 20 minutes or less', () => {
    expect(recipes.filter((r) => r.draft.readyInMinutes <= 20).length).toBeGreaterThanOrEqual(MIN_QUICK);
  });
});

describe('pictures', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dishcovery-pictures-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every recipe names icons that exist in the art set', () => {
    const unknown = recipes.flatMap(({ draft, icons }) =>
      icons.filter((icon) => !isKnownIcon(icon)).map((icon) => `${draft.id}: ${icon}`),
    );
    expect(unknown).toEqual([]);
    for (const { draft } of recipes) expect(draft.image).toBe(`/images/recipes/${draft.id}.webp`);
  });

  // Drawing all of them takes a minute or two and happens on every fresh start (the browser tests
  // load them); here a spread sample proves the generator writes both sizes.
  it('draws a picture file in both sizes', { timeout: 120_000 }, async () => {
    const sample = recipes.filter((_, i) => i % Math.ceil(recipes.length / 8) === 0);
    const summary = await generateRecipePictures(
      sample.map(({ draft, icons }) => ({
        id: draft.id!,
        icons,
        cuisine: draft.cuisines[0] ?? '',
        dishTypes: draft.dishTypes,
      })),
      dir,
    );
    expect(summary.written).toBe(sample.length);
    const missing = sample.flatMap(({ draft }) =>
      [`${draft.id}.webp`, `${draft.id}-400.webp`].filter((name) => !existsSync(join(dir, name))),
    );
    expect(missing).toEqual([]);
  });
});
