import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileImportResponse, OwnRecipe } from '../../../shared/own-recipes';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { gz, paprikaRecipe } from '../../test/paprika';
import { renamed, zipOf } from '../../test/zip';

let t: TestContext;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t.app));
});
afterAll(async () => {
  await t.close();
});

const upload = (bytes: Buffer, name: string, options: { type?: string; shared?: boolean; as?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/recipes/import/app-export?name=${encodeURIComponent(name)}${options.shared ? '&shared=true' : ''}`,
    payload: bytes,
    headers: { token: options.as ?? token, 'content-type': options.type ?? 'application/zip' },
  });

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8642a' } })
    .jpeg()
    .toBuffer();

describe('importing another app’s export (POST /api/recipes/import/app-export)', () => {
  it('saves every recipe of a Paprika export with its photo and notes, and names each refused entry', async () => {
    const archive = await zipOf([
      {
        name: 'Soup.paprikarecipe',
        data: gz(paprikaRecipe({ uid: 'A-1', photo_data: (await photo()).toString('base64') })),
      },
      { name: 'Broken.paprikarecipe', data: 'not gzip' },
      {
        name: 'Pancakes.paprikarecipe',
        data: gz(paprikaRecipe({ uid: 'A-2', name: 'Pancakes', photo_data: 'bm90IGEgcGljdHVyZQ==', notes: '' })),
      },
    ]);
    const res = await upload(archive, 'My Recipes.paprikarecipes');
    expect(res.statusCode).toBe(200);
    const { results } = res.json<FileImportResponse>();
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ['My Recipes.paprikarecipes › Broken.paprikarecipe', 'refused'],
      ['My Recipes.paprikarecipes › Soup.paprikarecipe', 'imported'],
      ['My Recipes.paprikarecipes › Pancakes.paprikarecipe', 'imported'],
    ]);
    expect(results[0]).toMatchObject({ reason: 'it is not a Paprika recipe (not gzip-compressed)' });
    const [soup, pancakes] = results.slice(1).map((result) => (result.status === 'imported' ? result : undefined));
    expect(soup!.warnings).toEqual([]);
    expect(pancakes!.warnings).toEqual(['The picture was left out: That file is not a picture we can read']);

    const soupId = soup!.recipes[0]!.id;
    const own = await t.app.inject({ method: 'GET', url: `/api/recipes/${soupId}`, headers: { token } });
    const recipe = own.json<OwnRecipe>();
    expect(recipe.shared).toBe(false);
    expect(recipe.recipe).toMatchObject({
      title: 'Leek and potato soup',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 65,
    });
    expect(recipe.recipe.image).toMatch(/^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/);
    const picture = await t.app.inject({ method: 'GET', url: recipe.recipe.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(64);

    const note = await t.app.inject({ method: 'GET', url: `/api/saved/notes/${soupId}`, headers: { token } });
    expect(note.json()).toEqual({ recipeId: soupId, note: 'Better the next day.' });
    const noNote = await t.app.inject({
      method: 'GET',
      url: `/api/saved/notes/${pancakes!.recipes[0]!.id}`,
      headers: { token },
    });
    expect(noNote.statusCode).toBe(404);
  });

  it('refuses a hostile archive whole, writing nothing, and says why', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/recipes/mine', headers: { token } })).json<{
      results: unknown[];
    }>().results.length;
    const honest = await zipOf([
      { name: 'aa/Soup.paprikarecipe', data: gz(paprikaRecipe({ uid: 'B-1' })) },
      { name: 'ok.paprikarecipe', data: gz(paprikaRecipe({ uid: 'B-2' })) },
    ]);
    const res = await upload(renamed(honest, 'aa/Soup.paprikarecipe', '../Soup.paprikarecipe'), 'evil.paprikarecipes');
    expect(res.statusCode).toBe(200);
    expect(res.json<FileImportResponse>().results).toEqual([
      { name: 'evil.paprikarecipes', status: 'refused', reason: 'it holds a file whose path leads out of its folder' },
    ]);
    const after = (await t.app.inject({ method: 'GET', url: '/api/recipes/mine', headers: { token } })).json<{
      results: unknown[];
    }>().results.length;
    expect(after).toBe(before);
  });

  it('reads a single .paprikarecipe sent as octet-stream, shared when asked', async () => {
    const res = await upload(gz(paprikaRecipe({ uid: 'C-1', name: 'Flapjacks' })), 'Flapjacks.paprikarecipe', {
      type: 'application/octet-stream',
      shared: true,
    });
    const [result] = res.json<FileImportResponse>().results;
    expect(result).toMatchObject({ name: 'Flapjacks.paprikarecipe', status: 'imported' });
    const id = result!.status === 'imported' ? result!.recipes[0]!.id : 0;
    const own = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: { token } });
    expect(own.json<OwnRecipe>().shared).toBe(true);
  });

  it('saves the rows of a recipe table sent as text/csv, with notes, and names the row it refused', async () => {
    const table = [
      'Title,Main Ingredient,Ingredients,Directions,Servings,Notes,Photo Url',
      'Lentil soup,lentils,"200 g red lentils\n1 onion",Simmer.,4,Add lemon.,',
      'No lines,,,Nothing.,1,,',
    ].join('\n');
    const res = await upload(Buffer.from(table), 'plantoeat.csv', { type: 'text/csv' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<FileImportResponse>();
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ['plantoeat.csv › plantoeat.csv, row 3', 'refused'],
      ['plantoeat.csv › plantoeat.csv, row 2', 'imported'],
    ]);
    expect(results[0]).toMatchObject({ reason: 'no ingredients' });
    const imported = results[1]!.status === 'imported' ? results[1]! : undefined;
    const id = imported!.recipes[0]!.id;
    const own = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: { token } });
    expect(own.json<OwnRecipe>().recipe).toMatchObject({ title: 'Lentil soup', servings: 4 });
    const note = await t.app.inject({ method: 'GET', url: `/api/saved/notes/${id}`, headers: { token } });
    expect(note.json()).toEqual({ recipeId: id, note: 'Add lemon.' });
  });

  it('answers bad calls in the one error shape', async () => {
    const archive = await zipOf([{ name: 'x.paprikarecipe', data: gz(paprikaRecipe({})) }]);
    const holiday = await zipOf([{ name: 'beach.txt', data: 'sand' }]);
    const unknown = await upload(holiday, 'holiday.zip');
    expect(unknown.json<FileImportResponse>().results).toEqual([
      { name: 'holiday.zip', status: 'refused', reason: 'it is not an export of a recipe app we can read' },
    ]);
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import/app-export',
      payload: archive,
      headers: { token, 'content-type': 'application/zip' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: 400, status: 0 });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import/app-export?name=x.paprikarecipes',
      payload: { files: [] },
      headers: { token },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ reason: string }>().reason).toBe(
      'Send the export file itself as the body, as application/zip or application/octet-stream.',
    );
    const anonymous = await upload(archive, 'x.paprikarecipes', { as: 'not-a-token' });
    expect(anonymous.statusCode).toBe(401);
  });
});
