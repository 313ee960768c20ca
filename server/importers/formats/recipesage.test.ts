import { describe, expect, it } from 'vitest';
import { renamed, zipOf } from '../../test/zip';
import { parseRecipeText } from './recipe-text';
import { isAppExport } from '../../../shared/own-recipes';
import { readAppExport } from './app-export';

/** A recipe as RecipeSage writes it in its JSON-LD export. */
const recipeSageRecipe = (fields: Record<string, unknown>) => ({
  '@context': 'http://schema.org',
  '@type': 'Recipe',
  identifier: '7a1e4c2b-9d3f-4b5a-8c6d-1e2f3a4b5c6d',
  datePublished: '2024-03-01T10:00:00.000Z',
  description: 'A thick soup for a cold day.',
  image: ['https://cdn.example.org/leek-soup.jpg'],
  name: 'Leek and potato soup',
  prepTime: 'PT15M',
  recipeYield: '4 servings',
  totalTime: 'PT1H20M',
  recipeIngredient: ['[For the soup]', '2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the leeks.' },
    { '@type': 'HowToStep', text: 'Add the potatoes and stock; simmer, then blend.' },
  ],
  recipeCategory: ['French', 'soup', 'favourites'],
  creditText: 'Grandma',
  isBasedOn: 'https://example.org/leek-soup',
  comment: [{ '@type': 'Comment', name: 'Author Notes', text: 'Better the next day.' }],
  ...fields,
});

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));

describe('a RecipeSage JSON-LD export', () => {
  it('reads each recipe of the list with its times, servings, headings, labels, credit and notes', async () => {
    const list = [
      recipeSageRecipe({}),
      recipeSageRecipe({
        identifier: 'p-2',
        name: 'Pancakes',
        recipeYield: '',
        recipeCategory: [],
        comment: [],
        isBasedOn: '',
        creditText: '',
        image: [],
        recipeIngredient: ['200 g flour', '2 eggs'],
      }),
    ];
    const { recipes, refused } = await readAppExport(json(list), 'recipesage-data.json');
    expect(refused).toEqual([]);
    expect(recipes).toHaveLength(2);
    const [soup, pancakes] = recipes;
    expect(soup!.entry).toBe('recipesage-data.json, recipe 1');
    expect(soup!.draft).toMatchObject({
      sourceKey: 'recipesage:7a1e4c2b-9d3f-4b5a-8c6d-1e2f3a4b5c6d',
      title: 'Leek and potato soup',
      summary: 'A thick soup for a cold day.',
      image: 'https://cdn.example.org/leek-soup.jpg',
      servings: 4,
      prepMinutes: 15,
      readyInMinutes: 80,
      cuisines: ['French'],
      dishTypes: ['soup'],
      ingredientLines: ['For the soup:', '2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock'],
      instructions: 'Soften the leeks.\nAdd the potatoes and stock; simmer, then blend.',
      sourceName: 'Grandma',
      sourceUrl: 'https://example.org/leek-soup',
    });
    expect(soup!.warnings).toEqual([]);
    expect(soup!.notes).toBe('Better the next day.');
    expect(soup!.photo).toBeUndefined();
    expect(pancakes!.draft).toMatchObject({ sourceKey: 'recipesage:p-2', servings: 1, image: '', sourceUrl: '' });
    expect(pancakes!.notes).toBeUndefined();
  });

  it('refuses each recipe it cannot read, naming its place and the reason, and still brings in the others', async () => {
    const list = [
      recipeSageRecipe({}),
      recipeSageRecipe({ recipeIngredient: [] }),
      recipeSageRecipe({ name: '' }),
      { '@type': 'Person', name: 'Ada' },
      'soup',
    ];
    const { recipes, refused } = await readAppExport(json(list), 'export.json');
    expect(recipes.map((recipe) => recipe.entry)).toEqual(['export.json, recipe 1']);
    expect(refused).toEqual([
      { entry: 'export.json, recipe 2', reason: 'no ingredients' },
      { entry: 'export.json, recipe 3', reason: 'missing title' },
      { entry: 'export.json, recipe 4', reason: 'it is not a schema.org Recipe' },
      { entry: 'export.json, recipe 5', reason: 'it is not a schema.org Recipe' },
    ]);
    // More recipes than an archive may hold entries refuse the list whole.
    const crowd = Array.from({ length: 5_001 }, (_, index) => recipeSageRecipe({ identifier: `r-${index}` }));
    await expect(readAppExport(json(crowd), 'crowd.json')).rejects.toThrow('it holds 5,001 recipes (at most 5,000)');
  });

  it('is read as an export only when asked: a .json stays a recipe file of the importer', async () => {
    expect(isAppExport('recipesage-data.json')).toBe(false);
    expect(isAppExport('recipes.zip')).toBe(true);
    // The recipe-file importer still reads the same file itself, as the JSON-LD it is.
    const asFile = parseRecipeText(json([recipeSageRecipe({})]).toString(), {
      format: 'json-ld',
      sourceKey: 'import:x.json',
    });
    expect(asFile.map((recipe) => recipe.draft.title)).toEqual(['Leek and potato soup']);
    // One recipe object, or JSON of no recipes, is no RecipeSage export.
    await expect(readAppExport(json(recipeSageRecipe({})), 'one.json')).rejects.toThrow(
      'it is not an export of a recipe app we can read',
    );
    await expect(readAppExport(json([{ '@type': 'Person', name: 'Ada' }]), 'people.json')).rejects.toThrow(
      'it is not a RecipeSage export (no list of recipes inside)',
    );
    await expect(readAppExport(Buffer.from('name: soup'), 'notes.txt')).rejects.toThrow(
      'it is not an export of a recipe app we can read',
    );
  });

  it('reads the list zipped, and refuses a zip with a climbing name or a link whole', async () => {
    const zipped = await zipOf([{ name: 'recipesage-data.json', data: json([recipeSageRecipe({})]) }]);
    expect((await readAppExport(zipped, 'recipesage.zip')).recipes.map((recipe) => recipe.entry)).toEqual([
      'recipesage-data.json, recipe 1',
    ]);
    await expect(
      readAppExport(renamed(zipped, 'recipesage-data.json', '../../../../dat.json'), 'recipesage.zip'),
    ).rejects.toThrow('it holds a file whose path leads out of its folder');
    const linked = await zipOf([
      { name: 'recipesage-data.json', data: json([recipeSageRecipe({})]) },
      { name: 'images', data: '/etc', mode: 0o120777 },
    ]);
    await expect(readAppExport(linked, 'recipesage.zip')).rejects.toThrow(
      'it holds a link ("images"); archives with links are not read',
    );
  });
});
