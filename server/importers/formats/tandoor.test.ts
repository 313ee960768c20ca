import { describe, expect, it } from 'vitest';
import { renamed, zipOf } from '../../test/zip';
import { readAppExport } from './app-export';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);

const ingredient = (fields: Record<string, unknown>) => ({
  food: null,
  unit: null,
  amount: 0,
  note: '',
  order: 0,
  is_header: false,
  no_amount: false,
  original_text: null,
  ...fields,
});

const food = (name: string) => ({ name, plural_name: null, description: '', ignore_shopping: false });

/** A recipe.json as Tandoor writes it in each recipe's zip. */
const tandoorRecipe = (fields: Record<string, unknown>) => ({
  name: 'Leek and potato soup',
  description: 'A thick soup for a cold day.',
  keywords: [
    { name: 'French', description: '' },
    { name: 'Soup', description: '' },
  ],
  steps: [
    {
      name: '',
      instruction: 'Soften the leeks in the butter.',
      ingredients: [
        ingredient({ note: 'For the soup', is_header: true }),
        ingredient({ food: food('leeks'), amount: 2, note: 'sliced' }),
        ingredient({ food: food('butter'), unit: { name: 'g' }, amount: 25.0 }),
      ],
      time: 10,
      order: 0,
      show_as_header: false,
    },
    {
      name: 'Finish',
      instruction: 'Add the potatoes and stock; simmer, then blend.',
      ingredients: [
        ingredient({ food: food('floury potatoes'), unit: { name: 'g' }, amount: 500 }),
        ingredient({ food: food('salt'), amount: 0, no_amount: true, note: 'to taste' }),
      ],
      time: 30,
      order: 1,
      show_as_header: false,
    },
  ],
  working_time: 20,
  waiting_time: 40,
  internal: true,
  nutrition: null,
  servings: 4,
  servings_text: '',
  source_url: 'https://example.org/leek-soup',
  ...fields,
});

const recipeZip = (recipe: unknown, image?: { name: string; data: Buffer }) =>
  zipOf([{ name: 'recipe.json', data: JSON.stringify(recipe) }, ...(image === undefined ? [] : [image])]);

describe('a Tandoor export', () => {
  it('reads each recipe zip inside the export with its photo, times, servings, sections and keywords', async () => {
    const archive = await zipOf([
      { name: '17.zip', data: await recipeZip(tandoorRecipe({}), { name: 'image.jpg', data: JPEG }) },
      {
        name: '18.zip',
        data: await recipeZip(
          tandoorRecipe({
            name: 'Pancakes',
            keywords: [],
            working_time: 0,
            waiting_time: 0,
            servings: 0,
            servings_text: 'makes 8',
            source_url: null,
            steps: [
              {
                name: '',
                instruction: 'Whisk, rest, fry.',
                ingredients: [ingredient({ food: food('flour'), unit: { name: 'g' }, amount: 200 })],
              },
            ],
          }),
        ),
      },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'export_2024-03-01.zip');
    expect(refused).toEqual([]);
    expect(recipes).toHaveLength(2);
    const [soup, pancakes] = recipes;
    expect(soup!.entry).toBe('17.zip');
    expect(soup!.draft).toMatchObject({
      sourceKey: 'tandoor:17',
      title: 'Leek and potato soup',
      summary: 'A thick soup for a cold day.',
      image: '',
      servings: 4,
      prepMinutes: 20,
      cookMinutes: null,
      readyInMinutes: 60,
      cuisines: ['French'],
      ingredientLines: ['For the soup:', '2 leeks, sliced', '25 g butter', '500 g floury potatoes', 'salt, to taste'],
      instructions:
        'Soften the leeks in the butter.\n<strong>Finish</strong>\nAdd the potatoes and stock; simmer, then blend.',
      sourceUrl: 'https://example.org/leek-soup',
    });
    expect(soup!.draft.dishTypes).toContain('soup');
    expect(soup!.warnings).toEqual([]);
    expect([...soup!.photo!]).toEqual([...JPEG]);
    expect(pancakes!.draft).toMatchObject({
      sourceKey: 'tandoor:18',
      servings: 8,
      prepMinutes: null,
      readyInMinutes: 0,
      ingredientLines: ['200 g flour'],
    });
    expect(pancakes!.photo).toBeUndefined();
  });

  it('refuses each recipe zip it cannot read, naming it and the reason, and still brings in the others', async () => {
    const archive = await zipOf([
      { name: '1.zip', data: await recipeZip(tandoorRecipe({})) },
      { name: '2.zip', data: 'not a zip at all, just words' },
      { name: '3.zip', data: await zipOf([{ name: 'image.jpg', data: JPEG }]) },
      { name: '4.zip', data: await zipOf([{ name: 'recipe.json', data: '{"name": "Soup", "steps": [' }]) },
      { name: '5.zip', data: await recipeZip(tandoorRecipe({ steps: [] })) },
      { name: '6.zip', data: await recipeZip(tandoorRecipe({ name: '' })) },
      { name: '__MACOSX/._1.zip', data: 'resource fork' },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'export.zip');
    expect(recipes.map((recipe) => recipe.entry)).toEqual(['1.zip']);
    expect(refused).toEqual([
      { entry: '2.zip', reason: expect.stringMatching(/^it is not a zip archive we can read \(/) as string },
      { entry: '3.zip', reason: 'it is not a Tandoor recipe (no recipe.json inside)' },
      { entry: '4.zip', reason: 'invalid JSON' },
      { entry: '5.zip', reason: 'no ingredients' },
      { entry: '6.zip', reason: 'missing title' },
    ]);
  });

  it('refuses the export whole when a recipe zip in it climbs out, holds a link or is a bomb', async () => {
    const good = { name: '1.zip', data: await recipeZip(tandoorRecipe({})) };
    const climbing = await recipeZip(tandoorRecipe({}), { name: 'aaaaaaaa.jpg', data: JPEG });
    await expect(
      readAppExport(
        await zipOf([good, { name: '2.zip', data: renamed(climbing, 'aaaaaaaa.jpg', '../../x.jpg.') }]),
        'export.zip',
      ),
    ).rejects.toThrow('2.zip: it holds a file whose path leads out of its folder');
    const linked = await zipOf([
      { name: 'recipe.json', data: '{}' },
      { name: 'image.jpg', data: '/etc/passwd', mode: 0o120777 },
    ]);
    await expect(readAppExport(await zipOf([good, { name: '2.zip', data: linked }]), 'export.zip')).rejects.toThrow(
      '2.zip: it holds a link ("image.jpg"); archives with links are not read',
    );
    const bomb = await zipOf([{ name: 'recipe.json', data: Buffer.alloc(4 * 1024 * 1024) }]);
    await expect(readAppExport(await zipOf([good, { name: '2.zip', data: bomb }]), 'export.zip')).rejects.toThrow(
      /^2\.zip: "recipe\.json" expands [\d,]+ times its packed size/,
    );
    const climbingOuter = await zipOf([good, { name: 'aa.zip', data: await recipeZip(tandoorRecipe({})) }]);
    await expect(readAppExport(renamed(climbingOuter, 'aa.zip', '../zip'), 'export.zip')).rejects.toThrow(
      'it holds a file whose path leads out of its folder',
    );
  });
});
