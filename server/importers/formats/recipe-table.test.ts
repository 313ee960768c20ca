import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../test/zip';
import { readAppExport } from './app-export';

/** A CSV cell as a spreadsheet writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (rows: readonly (readonly string[])[]): Buffer =>
  Buffer.from(rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n');

/** A table with Plan to Eat's columns, in our reading of its export. */
const PLAN_TO_EAT_HEADER = [
  'Title',
  'Course',
  'Cuisine',
  'Main Ingredient',
  'Description',
  'Source',
  'Url',
  'Prep Time',
  'Cook Time',
  'Total Time',
  'Servings',
  'Yield',
  'Ingredients',
  'Directions',
  'Tags',
  'Rating',
  'Photo Url',
  'Notes',
];

const planToEatRow = (fields: Partial<Record<string, string>>): string[] =>
  PLAN_TO_EAT_HEADER.map((header) => fields[header] ?? '');

/** A table with My Recipe Box's columns, in our reading of its export. */
const MY_RECIPE_BOX_HEADER = [
  'recipeId',
  'title',
  'preparationTime',
  'cookingTime',
  'quantity',
  'ingredients',
  'instructions',
  'comments',
  'url',
  'picture',
];

describe('a recipe table (CSV)', () => {
  it("reads Plan to Eat's columns: times, servings, lines, steps, tags, notes and the photo's address", async () => {
    const table = csv([
      PLAN_TO_EAT_HEADER,
      planToEatRow({
        Title: 'Leek and potato soup',
        Course: 'Soup',
        Cuisine: 'French',
        Description: 'A thick soup for a cold day.',
        Url: 'https://example.org/leek-soup',
        'Prep Time': '15 minutes',
        'Cook Time': '45',
        'Total Time': '1 hour',
        Servings: '4',
        Ingredients: '2 leeks, sliced\n500 g floury potatoes\n\n1 litre vegetable stock',
        Directions: 'Soften the leeks.\nAdd the potatoes and stock; simmer, then blend.',
        Tags: 'winter, favourites',
        'Photo Url': 'https://cdn.example.org/leek-soup.jpg',
        Notes: 'Better the next day, "really".',
      }),
      planToEatRow({ Title: 'Pancakes', Ingredients: '200 g flour\n2 eggs\n300 ml milk', Directions: 'Whisk; fry.' }),
    ]);
    const { recipes, refused } = await readAppExport(table, 'plantoeat-recipes.csv');
    expect(refused).toEqual([]);
    expect(recipes.map((recipe) => recipe.entry)).toEqual([
      'plantoeat-recipes.csv, row 2',
      'plantoeat-recipes.csv, row 3',
    ]);
    const [soup, pancakes] = recipes;
    expect(soup!.draft).toMatchObject({
      sourceKey: 'plantoeat:https://example.org/leek-soup',
      title: 'Leek and potato soup',
      summary: 'A thick soup for a cold day.',
      image: 'https://cdn.example.org/leek-soup.jpg',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 45,
      readyInMinutes: 60,
      ingredientLines: ['2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock'],
      instructions: 'Soften the leeks.\nAdd the potatoes and stock; simmer, then blend.',
      sourceUrl: 'https://example.org/leek-soup',
    });
    expect(soup!.draft.cuisines).toEqual(['French']);
    expect(soup!.draft.dishTypes.map((type) => type.toLowerCase())).toContain('soup');
    expect(soup!.notes).toBe('Better the next day, "really".');
    expect(soup!.warnings).toEqual([]);
    // No address and no id: the title is its identity.
    expect(pancakes!.draft.sourceKey).toBe('plantoeat:Pancakes');
    expect(pancakes!.notes).toBeUndefined();
  });

  it("reads My Recipe Box's columns, with the picture written into its cell", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const table = csv([
      MY_RECIPE_BOX_HEADER,
      [
        '17',
        'Shakshuka',
        '10 min',
        '20 min',
        '2',
        '4 eggs\n400 g tinned tomatoes\n1 onion',
        'Soften the onion.\nAdd the tomatoes.\nCrack in the eggs.',
        'Use a lid.',
        '',
        photo.toString('base64'),
      ],
    ]);
    const { recipes, refused } = await readAppExport(table, 'My Recipe Box.csv');
    expect(refused).toEqual([]);
    const [shakshuka] = recipes;
    expect(shakshuka!.draft).toMatchObject({
      sourceKey: 'myrecipebox:17',
      title: 'Shakshuka',
      servings: 2,
      prepMinutes: 10,
      cookMinutes: 20,
      ingredientLines: ['4 eggs', '400 g tinned tomatoes', '1 onion'],
    });
    expect(shakshuka!.draft.instructions.split('\n')).toHaveLength(3);
    expect(shakshuka!.notes).toBe('Use a lid.');
    expect(shakshuka!.photo?.equals(photo)).toBe(true);
  });

  it('refuses a row with no ingredients and a row the CSV reader cannot read, by row or line, and keeps the others', async () => {
    const text = [
      'Title,Ingredients,Directions',
      'Soup,"2 leeks\n1 potato",Simmer.',
      'Empty,,Nothing to cook.',
      'Broken "quote,1 egg,Boil.',
      'Toast,1 slice of bread,Toast it.',
    ].join('\n');
    const { recipes, refused } = await readAppExport(Buffer.from(text), 'mine.csv');
    expect(recipes.map((recipe) => recipe.draft.title)).toEqual(['Soup', 'Toast']);
    expect(refused).toHaveLength(2);
    expect(refused).toContainEqual({ entry: 'mine.csv, row 3', reason: 'no ingredients' });
    const broken = refused.find((refusal) => refusal.entry.startsWith('mine.csv, line'));
    expect(broken?.entry).toBe('mine.csv, line 5');
    expect(broken?.reason).toMatch(/quote/i);
    // A table the cook made: no app's columns, so its recipes are kept under "csv".
    expect(recipes[0]!.draft.sourceKey).toBe('csv:Soup');
  });

  it('reads a table separated by semicolons, with a byte order mark', async () => {
    const text = '\uFEFFname;ingredients;method\nToast;"1 slice of bread\nbutter";Toast it.\n';
    const { recipes, refused } = await readAppExport(Buffer.from(text), 'toast.csv');
    expect(refused).toEqual([]);
    expect(recipes[0]!.draft).toMatchObject({ title: 'Toast', ingredientLines: ['1 slice of bread', 'butter'] });
  });

  it('refuses a CSV that is no recipe table, saying why', async () => {
    await expect(readAppExport(Buffer.from('date,amount\n2026-01-01,3\n'), 'bank.csv')).rejects.toThrow(
      'it is not an export of a recipe app we can read',
    );
  });

  it('reads a zipped table with its pictures beside it, named in the picture column', async () => {
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#4a8' } })
      .png()
      .toBuffer();
    const archive = await zipOf([
      {
        name: 'recipes.csv',
        data: csv([
          MY_RECIPE_BOX_HEADER,
          ['1', 'Toast', '', '5', '1', '1 slice of bread', 'Toast it.', '', '', 'images/toast.png'],
          ['2', 'Tea', '', '', '1', '1 tea bag', 'Steep.', '', '', 'missing.png'],
        ]),
      },
      { name: 'images/toast.png', data: photo },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'export.zip');
    expect(refused).toEqual([]);
    expect(recipes.map((recipe) => recipe.entry)).toEqual(['recipes.csv, row 2', 'recipes.csv, row 3']);
    expect(recipes[0]!.photo?.equals(photo)).toBe(true);
    expect(recipes[1]!.photo).toBeUndefined();
  });
});
