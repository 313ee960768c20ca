import { describe, expect, it } from 'vitest';
import { renamed, zipOf } from '../../test/zip';
import { readAppExport } from './app-export';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]);

/** A recipe.json as Nextcloud Cookbook writes it: schema.org, with the app's id and keywords. */
const nextcloudRecipe = (fields: Record<string, unknown>) => ({
  '@context': 'http://schema.org',
  '@type': 'Recipe',
  id: '1187',
  name: 'Leek and potato soup',
  description: 'A thick soup for a cold day.',
  url: 'https://example.org/leek-soup',
  image: 'https://example.org/leek-soup.jpg',
  prepTime: 'PT0H15M0S',
  cookTime: 'PT1H5M0S',
  totalTime: null,
  recipeCategory: 'Soup',
  keywords: 'French,winter',
  recipeYield: 4,
  tool: [],
  recipeIngredient: ['2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock'],
  recipeInstructions: ['Soften the leeks.', 'Add the potatoes and stock; simmer 20 minutes.', 'Blend.'],
  nutrition: { '@type': 'NutritionInformation' },
  dateCreated: '2024-03-01T10:00:00+0000',
  dateModified: '2024-03-02T10:00:00+0000',
  ...fields,
});

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('a Nextcloud Cookbook export', () => {
  it('reads each recipe folder with its photo, times, servings, categories and keywords', async () => {
    const archive = await zipOf([
      { name: 'Leek and potato soup/recipe.json', data: json(nextcloudRecipe({})) },
      { name: 'Leek and potato soup/full.jpg', data: JPEG, compress: false },
      { name: 'Leek and potato soup/thumb.jpg', data: Buffer.from([0xff, 0xd8, 1]), compress: false },
      { name: 'Leek and potato soup/thumb16.jpg', data: Buffer.from([0xff, 0xd8, 2]), compress: false },
      {
        name: 'Pancakes/recipe.json',
        data: json(
          nextcloudRecipe({
            id: 1200,
            name: 'Pancakes',
            url: '',
            recipeYield: '8 pancakes',
            keywords: '',
            recipeCategory: 'Breakfast',
            recipeIngredient: ['200 g flour', '2 eggs', '300 ml milk'],
            recipeInstructions: [{ '@type': 'HowToStep', text: 'Whisk everything.' }, 'Fry by ladlefuls.'],
          }),
        ),
      },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'cookbook.zip');
    expect(refused).toEqual([]);
    expect(recipes).toHaveLength(2);
    const [soup, pancakes] = recipes;
    expect(soup!.entry).toBe('Leek and potato soup/recipe.json');
    expect(soup!.draft).toMatchObject({
      sourceKey: 'nextcloud:1187',
      title: 'Leek and potato soup',
      summary: 'A thick soup for a cold day.',
      image: '',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 65,
      readyInMinutes: 80,
      cuisines: ['French'],
      ingredientLines: ['2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock'],
      instructions: 'Soften the leeks.\nAdd the potatoes and stock; simmer 20 minutes.\nBlend.',
      sourceUrl: 'https://example.org/leek-soup',
    });
    expect(soup!.draft.dishTypes).toContain('soup');
    expect(soup!.warnings).toEqual([]);
    expect([...soup!.photo!]).toEqual([...JPEG]);
    expect(pancakes!.draft).toMatchObject({
      sourceKey: 'nextcloud:1200',
      title: 'Pancakes',
      servings: 8,
      image: 'https://example.org/leek-soup.jpg',
      instructions: 'Whisk everything.\nFry by ladlefuls.',
    });
    expect(pancakes!.photo).toBeUndefined();
  });

  it('refuses each folder it cannot read, naming it and the reason, and still brings in the others', async () => {
    const archive = await zipOf([
      { name: 'Good/recipe.json', data: json(nextcloudRecipe({})) },
      { name: 'Broken/recipe.json', data: '{"name": "Soup", "recipeIngredient": ' },
      { name: 'Empty/recipe.json', data: json(nextcloudRecipe({ id: '2', recipeIngredient: [] })) },
      { name: 'Untitled/recipe.json', data: json(nextcloudRecipe({ id: '3', name: '' })) },
      { name: 'List/recipe.json', data: json([1, 2]) },
      { name: '__MACOSX/Good/._recipe.json', data: 'resource fork' },
      { name: 'Good/.DS_Store', data: 'finder' },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'cookbook.zip');
    expect(recipes.map((recipe) => recipe.entry)).toEqual(['Good/recipe.json']);
    expect(refused).toEqual([
      { entry: 'Broken/recipe.json', reason: 'invalid JSON' },
      { entry: 'Empty/recipe.json', reason: 'no ingredients' },
      { entry: 'Untitled/recipe.json', reason: 'missing title' },
      { entry: 'List/recipe.json', reason: 'it is not a Nextcloud Cookbook recipe (no recipe object inside)' },
    ]);
  });

  it('refuses an archive with a climbing name or a link whole, with the reason', async () => {
    const climbing = await zipOf([
      { name: 'Soup/recipe.json', data: json(nextcloudRecipe({})) },
      { name: 'Soup/full.jpg', data: JPEG },
    ]);
    await expect(readAppExport(renamed(climbing, 'Soup/full.jpg', '../../etc/pwd'), 'cookbook.zip')).rejects.toThrow(
      'it holds a file whose path leads out of its folder',
    );
    const linked = await zipOf([
      { name: 'Soup/recipe.json', data: json(nextcloudRecipe({})) },
      { name: 'Soup/full.jpg', data: '/etc/passwd', mode: 0o120777 },
    ]);
    await expect(readAppExport(linked, 'cookbook.zip')).rejects.toThrow(
      'it holds a link ("Soup/full.jpg"); archives with links are not read',
    );
  });
});
