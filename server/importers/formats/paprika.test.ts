import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { paprikaRecipe, gz } from '../../test/paprika';
import { zipOf } from '../../test/zip';
import { readPaprika } from './paprika';

describe('a Paprika export', () => {
  it('reads each recipe of a .paprikarecipes archive with its photo, times, servings, categories and notes', async () => {
    const archive = await zipOf([
      { name: 'Leek and potato soup.paprikarecipe', data: gz(paprikaRecipe({})) },
      {
        name: 'Pancakes.paprikarecipe',
        data: gz(paprikaRecipe({ uid: 'P-2', name: 'Pancakes', photo_data: '', categories: [], servings: 'Makes 8' })),
      },
    ]);
    const { recipes, refused } = await readPaprika(archive, 'My Recipes.paprikarecipes');
    expect(refused).toEqual([]);
    expect(recipes).toHaveLength(2);
    const [soup, pancakes] = recipes;
    expect(soup!.entry).toBe('Leek and potato soup.paprikarecipe');
    expect(soup!.draft).toMatchObject({
      sourceKey: 'paprika:E2B6A1C4-0F3D-4C5B-9E7A-1D2C3B4A5F60',
      title: 'Leek and potato soup',
      summary: 'A thick soup for a cold day.',
      image: '',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 65,
      readyInMinutes: 80,
      cuisines: ['French'],
      ingredientLines: ['2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock', '25 g butter'],
      instructions: 'Melt the butter and soften the leeks.\nAdd the potatoes and stock; simmer 20 minutes.\nBlend.',
      sourceName: 'Grandma',
    });
    expect(soup!.draft.dishTypes).toContain('soup');
    expect(soup!.notes).toBe('Better the next day.');
    expect([...soup!.photo!]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(pancakes!.draft.servings).toBe(8);
    expect(pancakes!.photo).toBeUndefined();
    expect(pancakes!.notes).toBe('Better the next day.');
  });

  it('reads a single .paprikarecipe file', async () => {
    const { recipes } = await readPaprika(gz(paprikaRecipe({ notes: '' })), 'Soup.paprikarecipe');
    expect(recipes.map((recipe) => [recipe.entry, recipe.draft.title, recipe.notes])).toEqual([
      ['Soup.paprikarecipe', 'Leek and potato soup', undefined],
    ]);
  });

  it('refuses each entry it cannot read, naming it and the reason, and still brings in the others', async () => {
    const archive = await zipOf([
      { name: 'Good.paprikarecipe', data: gz(paprikaRecipe({})) },
      { name: 'Plain.paprikarecipe', data: JSON.stringify(paprikaRecipe({})) },
      { name: 'Broken.paprikarecipe', data: gzipSync(Buffer.from('{"name": "Soup", "ingredients": ')) },
      { name: 'Empty.paprikarecipe', data: gz(paprikaRecipe({ ingredients: '' })) },
      { name: 'Untitled.paprikarecipe', data: gz(paprikaRecipe({ name: '  ' })) },
      { name: 'List.paprikarecipe', data: gz([1, 2]) },
      { name: '__MACOSX/._Good.paprikarecipe', data: 'resource fork' },
    ]);
    const { recipes, refused } = await readPaprika(archive, 'export.paprikarecipes');
    expect(recipes.map((recipe) => recipe.entry)).toEqual(['Good.paprikarecipe']);
    expect(refused).toEqual([
      { entry: 'Plain.paprikarecipe', reason: 'it is not a Paprika recipe (not gzip-compressed)' },
      { entry: 'Broken.paprikarecipe', reason: 'invalid JSON' },
      { entry: 'Empty.paprikarecipe', reason: 'no ingredients' },
      { entry: 'Untitled.paprikarecipe', reason: 'missing title' },
      { entry: 'List.paprikarecipe', reason: 'it is not a Paprika recipe (no recipe object inside)' },
    ]);
  });

  it('refuses a gzip bomb inside an entry without unpacking it all', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    const { recipes, refused } = await readPaprika(bomb, 'Bomb.paprikarecipe');
    expect(recipes).toEqual([]);
    expect(refused).toEqual([{ entry: 'Bomb.paprikarecipe', reason: 'it expands to more than 20 MB' }]);
  });

  it('refuses a hostile archive whole, with the reason', async () => {
    const archive = await zipOf([{ name: 'x.paprikarecipe', data: 'link', mode: 0o120777 }]);
    await expect(readPaprika(archive, 'export.paprikarecipes')).rejects.toThrow(
      'it holds a link ("x.paprikarecipe"); archives with links are not read',
    );
  });
});
