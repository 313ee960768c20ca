import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../test/zip';
import { APP_EXPORT_EXTENSIONS, isAppExport } from '../../../shared/own-recipes';
import { readAppExport } from './app-export';

const recipeJson = (name: string) =>
  JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'], recipeInstructions: ['Boil.'] });

describe('telling which app wrote an export', () => {
  it('names the file endings it reads, a .json not among them', () => {
    expect(APP_EXPORT_EXTENSIONS).toEqual(['.paprikarecipes', '.paprikarecipe', '.zip', '.csv']);
    expect(['a.paprikarecipes', 'B.PAPRIKARECIPE', 'c.zip'].map(isAppExport)).toEqual([true, true, true]);
    expect(['soup.json', 'soup.html', 'soup.md'].map(isAppExport)).toEqual([false, false, false]);
  });

  it('reads a zip by what it holds, whatever the zip is called', async () => {
    const paprika = await zipOf([
      { name: 'Egg.paprikarecipe', data: gzipSync(JSON.stringify({ name: 'Egg', ingredients: '1 egg' })) },
    ]);
    const nextcloud = await zipOf([{ name: 'Egg/recipe.json', data: recipeJson('Egg') }]);
    const mealie = await zipOf([
      { name: 'egg/egg.json', data: JSON.stringify({ name: 'Egg', recipeIngredient: [{ note: '1 egg' }] }) },
    ]);
    const tandoor = await zipOf([
      {
        name: '1.zip',
        data: await zipOf([
          {
            name: 'recipe.json',
            data: JSON.stringify({ name: 'Egg', steps: [{ instruction: 'Boil.', ingredients: [{ note: '1 egg' }] }] }),
          },
        ]),
      },
    ]);
    const chowdown = await zipOf([{ name: '_recipes/egg.md', data: '---\ntitle: Egg\ningredients:\n- 1 egg\n---\n' }]);
    const copyMeThat = await zipOf([
      {
        name: 'recipes.html',
        data: '<div class="recipe"><div id="name">Egg</div><ul id="recipeIngredients"><li class="recipeIngredient">1 egg</li></ul></div>',
      },
    ]);
    const recipeSage = await zipOf([{ name: 'data.json', data: `[${recipeJson('Egg')}]` }]);
    const keys = async (zip: Buffer) =>
      (await readAppExport(zip, 'export.zip')).recipes.map((recipe) => recipe.draft.sourceKey);
    expect(await keys(paprika)).toEqual(['paprika:Egg.paprikarecipe']);
    expect(await keys(nextcloud)).toEqual(['nextcloud:Egg']);
    expect(await keys(mealie)).toEqual(['mealie:egg']);
    expect(await keys(tandoor)).toEqual(['tandoor:1']);
    expect(await keys(chowdown)).toEqual(['chowdown:egg']);
    expect(await keys(copyMeThat)).toEqual(['copymethat:Egg']);
    expect(await keys(recipeSage)).toEqual(['recipesage:Egg']);
  });

  it('reads the recipe folders of an export that also carries a zip of its own', async () => {
    const zip = await zipOf([
      { name: 'Egg/recipe.json', data: recipeJson('Egg') },
      { name: 'Egg/attachments.zip', data: await zipOf([{ name: 'x.txt', data: 'x' }]) },
    ]);
    expect((await readAppExport(zip, 'cookbook.zip')).recipes.map((recipe) => recipe.entry)).toEqual([
      'Egg/recipe.json',
    ]);
  });

  it('refuses a zip or a file of no export it knows, with the reason', async () => {
    const zip = await zipOf([{ name: 'notes/todo.txt', data: 'buy eggs' }]);
    await expect(readAppExport(zip, 'notes.zip')).rejects.toThrow('it is not an export of a recipe app we can read');
    await expect(readAppExport(Buffer.from('%PDF-1.7'), 'book.pdf')).rejects.toThrow(
      'it is not an export of a recipe app we can read',
    );
  });
});
