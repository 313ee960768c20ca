import { describe, expect, it } from 'vitest';
import { renamed, zipOf } from '../../test/zip';
import { readAppExport } from './app-export';

const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');

const ingredient = (fields: Record<string, unknown>) => ({
  quantity: 0,
  unit: null,
  food: null,
  note: '',
  isFood: true,
  disableAmount: false,
  display: '',
  title: null,
  originalText: null,
  referenceId: '6a7c1f0e-0000-4000-8000-000000000001',
  ...fields,
});

/** A recipe as Mealie writes it in its export, with the fields it always writes. */
const mealieRecipe = (fields: Record<string, unknown>) => ({
  id: '5f1c9a2e-3b4d-4e6f-8a9b-0c1d2e3f4a5b',
  userId: 'u-1',
  groupId: 'g-1',
  name: 'Leek and Potato Soup',
  slug: 'leek-and-potato-soup',
  image: 'Xy3z',
  recipeYield: '4 servings',
  recipeServings: 0,
  totalTime: '1 hour 20 minutes',
  prepTime: '15 minutes',
  cookTime: null,
  performTime: 'PT1H5M',
  description: 'A thick soup for a cold day.',
  recipeCategory: [{ id: 'c-1', name: 'Soups', slug: 'soups' }],
  tags: [{ id: 't-1', name: 'French', slug: 'french' }],
  tools: [],
  rating: 4,
  orgURL: 'https://example.org/leek-soup',
  dateAdded: '2024-03-01',
  recipeIngredient: [
    ingredient({
      title: 'For the soup',
      display: '2 leeks, sliced',
      quantity: 2,
      food: { name: 'leeks' },
      note: 'sliced',
    }),
    ingredient({ originalText: '500 g floury potatoes' }),
    ingredient({ quantity: 1, unit: { name: 'litre' }, food: { name: 'vegetable stock' } }),
    ingredient({ note: 'Salt and pepper', isFood: false, disableAmount: true }),
  ],
  recipeInstructions: [
    { id: 's-1', title: '', summary: '', text: 'Soften the leeks in butter.', ingredientReferences: [] },
    {
      id: 's-2',
      title: 'Finish',
      summary: '',
      text: 'Add the potatoes and stock; simmer, then blend.',
      ingredientReferences: [],
    },
  ],
  nutrition: {},
  settings: { public: true, disableAmount: false },
  assets: [],
  notes: [
    { id: 'n-1', title: 'Ahead', text: 'Better the next day.' },
    { id: 'n-2', title: '', text: 'Freezes well.' },
  ],
  extras: {},
  comments: [],
  ...fields,
});

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('a Mealie export', () => {
  it('reads each recipe folder with its photo, times, servings, sections, categories and notes', async () => {
    const archive = await zipOf([
      { name: 'recipes/leek-and-potato-soup/leek-and-potato-soup.json', data: json(mealieRecipe({})) },
      { name: 'recipes/leek-and-potato-soup/images/min-original.webp', data: Buffer.from('small'), compress: false },
      { name: 'recipes/leek-and-potato-soup/images/original.webp', data: WEBP, compress: false },
      { name: 'recipes/leek-and-potato-soup/images/tiny-original.webp', data: Buffer.from('tiny'), compress: false },
      {
        name: 'recipes/pancakes/pancakes.json',
        data: json(
          mealieRecipe({
            id: null,
            slug: 'pancakes',
            name: 'Pancakes',
            recipeServings: 8,
            recipeYield: '',
            recipeCategory: [],
            tags: [],
            notes: [],
            orgURL: null,
            recipeIngredient: [ingredient({ display: '200 g flour' }), ingredient({ display: '2 eggs' })],
          }),
        ),
      },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'mealie_2024.03.01.zip');
    expect(refused).toEqual([]);
    expect(recipes).toHaveLength(2);
    const [soup, pancakes] = recipes;
    expect(soup!.entry).toBe('recipes/leek-and-potato-soup/leek-and-potato-soup.json');
    expect(soup!.draft).toMatchObject({
      sourceKey: 'mealie:5f1c9a2e-3b4d-4e6f-8a9b-0c1d2e3f4a5b',
      title: 'Leek and Potato Soup',
      summary: 'A thick soup for a cold day.',
      image: '',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 65,
      readyInMinutes: 80,
      cuisines: ['French'],
      ingredientLines: [
        'For the soup:',
        '2 leeks, sliced',
        '500 g floury potatoes',
        '1 litre vegetable stock',
        'Salt and pepper',
      ],
      instructions:
        'Soften the leeks in butter.\n<strong>Finish</strong>\nAdd the potatoes and stock; simmer, then blend.',
      sourceUrl: 'https://example.org/leek-soup',
    });
    expect(soup!.draft.dishTypes).toContain('soup');
    expect(soup!.warnings).toEqual([]);
    expect(soup!.notes).toBe('Ahead\nBetter the next day.\n\nFreezes well.');
    expect([...soup!.photo!]).toEqual([...WEBP]);
    expect(pancakes!.draft).toMatchObject({ sourceKey: 'mealie:pancakes', servings: 8, sourceUrl: '' });
    expect(pancakes!.photo).toBeUndefined();
    expect(pancakes!.notes).toBeUndefined();
  });

  it('refuses each recipe it cannot read, naming it and the reason, and still brings in the others', async () => {
    const archive = await zipOf([
      { name: 'recipes/good/good.json', data: json(mealieRecipe({})) },
      { name: 'recipes/broken/broken.json', data: '{"name": "Soup", "recipeIngredient": [' },
      { name: 'recipes/empty/empty.json', data: json(mealieRecipe({ recipeIngredient: [] })) },
      { name: 'recipes/untitled/untitled.json', data: json(mealieRecipe({ name: ' ' })) },
      { name: 'recipes/list/list.json', data: json(['a']) },
      { name: 'recipes/good/images/notes.txt', data: 'not a recipe' },
      { name: 'database.json', data: '{}' },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'mealie.zip');
    expect(recipes.map((recipe) => recipe.entry)).toEqual(['recipes/good/good.json']);
    expect(refused).toEqual([
      { entry: 'recipes/broken/broken.json', reason: 'invalid JSON' },
      { entry: 'recipes/empty/empty.json', reason: 'no ingredients' },
      { entry: 'recipes/untitled/untitled.json', reason: 'missing title' },
      { entry: 'recipes/list/list.json', reason: 'it is not a Mealie recipe (no recipe object inside)' },
    ]);
  });

  it('refuses an archive with a climbing name or a link whole, with the reason', async () => {
    const files = [{ name: 'recipes/soup/soup.json', data: json(mealieRecipe({})) }];
    const climbing = await zipOf([...files, { name: 'recipes/soup/images/a.webp', data: WEBP }]);
    await expect(
      readAppExport(renamed(climbing, 'recipes/soup/images/a.webp', 'recipes/../../../../a.webp'), 'mealie.zip'),
    ).rejects.toThrow('it holds a file whose path leads out of its folder');
    const linked = await zipOf([...files, { name: 'recipes/soup/images/original.webp', data: '/etc', mode: 0o120777 }]);
    await expect(readAppExport(linked, 'mealie.zip')).rejects.toThrow(
      'it holds a link ("recipes/soup/images/original.webp"); archives with links are not read',
    );
  });
});
