import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../shared/api';
import type {
  EditableRecipe,
  FileImportResponse,
  ImportPreviewResponse,
  OwnRecipe,
  OwnRecipesResponse,
} from '../../../shared/own-recipes';
import type { RecipeDetail } from '../../../shared/recipe';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes } from '../../test/recipes';
import { replaceRemotePictures } from './own-picture-store.service';
import { saveRecipes } from '../recipes/recipe.service';

let t: TestContext;
let site: Server;
let siteUrl = '';
let requests = 0;

const PAGE = `<!doctype html><html><head><title>Grandma's Plum Crumble</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Plum Crumble",
"recipeYield":"6 servings","totalTime":"PT55M","image":"IMAGE",
"recipeIngredient":["600 g plums, stoned and halved","150 g plain flour","100 g cold butter, diced","80 g demerara sugar"],
"recipeInstructions":[{"@type":"HowToStep","text":"Heat the oven to 190°C."},{"@type":"HowToStep","text":"Rub the butter into the flour, stir in the sugar and scatter over the plums."},{"@type":"HowToStep","text":"Bake for 40 minutes."}]}
</script></head><body><h1>Plum Crumble</h1></body></html>`;

beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
  site = createServer((request, response) => {
    requests++;
    if (request.url === '/plum.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(PAGE.replace('IMAGE', `${siteUrl}/plum.png`));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({
    importAllowLoopback: true,
    seed: (db) =>
      seedRecipes(db, [
        { id: 1001, title: 'Shakshuka', ingredients: ['4 eggs', '400 g tomatoes'] },
        { id: 1002, title: 'Red Lentil Dal', ingredients: ['200 g red lentils'] },
        { id: 1003, title: 'Lentil Salad', ingredients: ['250 g puy lentils'] },
      ]),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: token ? { token } : {},
  });

const recipe = (changes: Partial<EditableRecipe> = {}): EditableRecipe => ({
  title: 'Smoky Lentil Stew',
  summary: '',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 35,
  readyInMinutes: 45,
  ingredientLines: ['250 g red lentils', '1 onion, chopped', '1 tsp smoked paprika', '1 litre water'],
  steps: ['Soften the onion.', 'Add the lentils, paprika and water and simmer for 30 minutes.'],
  image: '',
  cuisines: [],
  dishTypes: [],
  sourceUrl: '',
  sourceName: '',
  ...changes,
});

async function create(token: string, changes: Partial<EditableRecipe> = {}, shared = false): Promise<OwnRecipe> {
  const res = await call('POST', '/api/recipes', token, { recipe: recipe(changes), shared });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OwnRecipe>();
}

const search = async (text: string, token?: string) =>
  (await call('POST', '/api/search/general', token, { searchInput: text })).json<SearchResponse>();
const ids = (answer: SearchResponse) => answer.results.map((result) => result.id);

describe('own recipes', () => {
  it('are created with computed labels, listed, read, edited and deleted by their owner', async () => {
    const { token } = await registerAndLogin(t.app);
    const made = await create(token);
    expect(made).toMatchObject({ shared: false, recipe: { title: 'Smoky Lentil Stew', servings: 4 } });
    expect(made.recipe.steps).toEqual(recipe().steps);

    const info = await call('POST', '/api/search/info', token, { id: made.id });
    expect(info.statusCode).toBe(200);
    const detail = info.json<RecipeDetail>();
    expect(detail.own).toEqual({ shared: false });
    // Labels come from the lines, as for every recipe.
    expect(detail.diets).toContain('vegan');
    expect(detail.extendedIngredients.map((line) => line.original)).toEqual(recipe().ingredientLines);

    const list = (await call('GET', '/api/recipes/mine', token)).json<OwnRecipesResponse>();
    expect(list.results.map((item) => [item.id, item.title, item.shared])).toEqual([
      [made.id, 'Smoky Lentil Stew', false],
    ]);

    const edited = await call('PUT', `/api/recipes/${made.id}`, token, {
      recipe: recipe({
        title: 'Smoky Lentil and Bacon Stew',
        ingredientLines: [...recipe().ingredientLines, '4 rashers bacon'],
      }),
      shared: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await call('POST', '/api/search/info', token, { id: made.id })).json<RecipeDetail>();
    expect(after.title).toBe('Smoky Lentil and Bacon Stew');
    expect(after.diets).not.toContain('vegan');

    expect((await call('DELETE', `/api/recipes/${made.id}`, token)).json()).toEqual({ status: 1 });
    expect((await call('POST', '/api/search/info', token, { id: made.id })).statusCode).toBe(404);
    expect((await call('GET', `/api/recipes/${made.id}`, token)).statusCode).toBe(404);
    expect((await call('GET', '/api/recipes/mine', token)).json<OwnRecipesResponse>().results).toEqual([]);
  });

  it('stay private: another user cannot read, find, edit, delete, save or bulk-read them', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const made = await create(owner.token, { title: 'Quokkaberry Jam' });

    expect(ids(await search('quokkaberry', owner.token))).toEqual([made.id]);
    expect((await search('quokkaberry', owner.token)).totalResults).toBe(1);
    expect(ids(await search('quokkaberry', other.token))).toEqual([]);
    expect(ids(await search('quokkaberry'))).toEqual([]);

    expect((await call('POST', '/api/search/info', other.token, { id: made.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/search/info', undefined, { id: made.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/search/bulk', other.token, { ids: String(made.id) })).json()).toEqual([]);
    expect((await call('POST', '/api/search/bulk', owner.token, { ids: String(made.id) })).json()).toEqual([
      expect.objectContaining({ id: made.id, title: 'Quokkaberry Jam' }),
    ]);
    expect((await call('GET', `/api/recipes/${made.id}`, other.token)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/recipes/${made.id}`, other.token, { recipe: recipe(), shared: true })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/recipes/${made.id}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/saved/recipes', other.token, { recipeId: made.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/saved/recipes', owner.token, { recipeId: made.id })).statusCode).toBe(200);
    // Still the owner's, untouched.
    expect((await call('GET', `/api/recipes/${made.id}`, owner.token)).json<OwnRecipe>().recipe.title).toBe(
      'Quokkaberry Jam',
    );
    // A stale token on a public call reads as a visitor, never a 401.
    expect((await call('POST', '/api/search/general', 'stale-token', { searchInput: 'soup' })).statusCode).toBe(200);
  });

  it('come first in their owner’s searches, and the count and pages add up', async () => {
    const owner = await registerAndLogin(t.app);
    const first = await create(owner.token, { title: 'Zanzibar Lentil Curry' });
    const second = await create(owner.token, { title: 'Zanzibar Lentil Soup' });
    const everyone = await search('lentil');
    const mine = await search('lentil', owner.token);
    expect(everyone.totalResults).toBe(2);
    expect(mine.totalResults).toBe(everyone.totalResults + 2);
    expect(ids(mine).slice(0, 2).sort()).toEqual([first.id, second.id].sort());
    expect(ids(mine).slice(2)).toEqual(ids(everyone).slice(0, mine.results.length - 2));
    const page2 = (
      await call('POST', '/api/search/general', owner.token, { searchInput: 'lentil', offset: 1, number: 2 })
    ).json<SearchResponse>();
    expect(ids(page2)).toEqual([ids(mine)[1], ids(everyone)[0]].filter((id) => id !== undefined));
  });

  it('once shared, are found by everyone; made private again, by their owner alone', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const made = await create(owner.token, { title: 'Wombat Pie' }, true);
    expect(ids(await search('wombat'))).toEqual([made.id]);
    expect(ids(await search('wombat', other.token))).toEqual([made.id]);
    expect(
      (await call('POST', '/api/search/info', other.token, { id: made.id })).json<RecipeDetail>().own,
    ).toBeUndefined();
    expect((await call('POST', '/api/search/info', owner.token, { id: made.id })).json<RecipeDetail>().own).toEqual({
      shared: true,
    });

    await call('PUT', `/api/recipes/${made.id}`, owner.token, {
      recipe: recipe({ title: 'Wombat Pie' }),
      shared: false,
    });
    expect(ids(await search('wombat'))).toEqual([]);
    expect(ids(await search('wombat', owner.token))).toEqual([made.id]);
    const random = await call('POST', '/api/search/random');
    expect(random.json<{ recipes: { id: number }[] }>().recipes.map((r) => r.id)).not.toContain(made.id);
  });

  it('go with the account that added them', async () => {
    const owner = await registerAndLogin(t.app);
    const made = await create(owner.token, { title: 'Numbat Dumplings' }, true);
    expect(ids(await search('numbat'))).toEqual([made.id]);
    expect((await call('DELETE', '/api/account/delete', owner.token)).statusCode).toBe(200);
    expect(ids(await search('numbat'))).toEqual([]);
    expect((await call('POST', '/api/search/info', undefined, { id: made.id })).statusCode).toBe(404);
  });

  it('refuse what breaks the limits, with a reason, and keep what was stored', async () => {
    const { token } = await registerAndLogin(t.app);
    const made = await create(token, { title: 'Kept As It Was' });
    const bad: [Partial<EditableRecipe>, RegExp][] = [
      [{ title: '  ' }, /title/],
      [{ servings: 0 }, /Servings/],
      [{ servings: 1.5 }, /whole number/],
      [{ readyInMinutes: -5 }, /negative/],
      [{ ingredientLines: [] }, /ingredient/],
      [{ ingredientLines: ['x'.repeat(501)] }, /ingredient line/i],
      [{ ingredientLines: Array.from({ length: 301 }, (_, i) => `${i} g flour`) }, /300/],
      [{ image: 'ftp://example.com/a.png' }, /http/],
      [{ image: 'javascript:alert(1)' }, /http/],
    ];
    for (const [changes, reason] of bad) {
      for (const res of [
        await call('POST', '/api/recipes', token, { recipe: recipe(changes), shared: false }),
        await call('PUT', `/api/recipes/${made.id}`, token, { recipe: recipe(changes), shared: false }),
      ]) {
        expect(res.statusCode, JSON.stringify(changes)).toBe(400);
        expect(res.json<{ reason: string }>().reason).toMatch(reason);
      }
    }
    expect((await call('POST', '/api/recipes', token, { recipe: recipe(), shared: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', `/api/recipes/${made.id}`, token)).json<OwnRecipe>().recipe.title).toBe('Kept As It Was');
  });

  it('answer 401 without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      expect((await call('GET', '/api/recipes/mine', token)).statusCode).toBe(401);
      expect((await call('POST', '/api/recipes', token, { recipe: recipe(), shared: false })).statusCode).toBe(401);
      expect((await call('POST', '/api/recipes/import/preview', token, { text: 'x' })).statusCode).toBe(401);
      expect((await call('POST', '/api/recipes/import/files', token, { files: [] })).statusCode).toBe(401);
      expect((await call('DELETE', '/api/recipes/1000001', token)).statusCode).toBe(401);
    }
  });
});

describe('reading a recipe to add', () => {
  it('reads a link, and saves its picture as ours, served only at its unguessable address', async () => {
    const { token } = await registerAndLogin(t.app);
    const res = await call('POST', '/api/recipes/import/preview', token, { url: `${siteUrl}/crumble` });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<ImportPreviewResponse>();
    expect(preview.recipes).toHaveLength(1);
    const found = preview.recipes[0]!;
    expect(found).toMatchObject({
      title: 'Plum Crumble',
      servings: 6,
      readyInMinutes: 55,
      image: `${siteUrl}/plum.png`,
      sourceUrl: `${siteUrl}/crumble`,
    });
    expect(found.ingredientLines[0]).toBe('600 g plums, stoned and halved');
    expect(found.steps).toHaveLength(3);

    const saved = await create(token, { ...found, title: 'Plum Crumble (mine)' });
    const image = saved.recipe.image;
    expect(image).toMatch(/^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/);
    const picture = await t.app.inject({ method: 'GET', url: image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp');
    const guessed = image.replace(/-[0-9a-f]{32}/, `-${'0'.repeat(32)}`);
    expect((await t.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
  });

  it('draws a picture for a recipe added without one, on its first request', async () => {
    const { token } = await registerAndLogin(t.app);
    const made = await create(token, { image: '' });
    expect(made.recipe.image).toMatch(/^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/);
    for (let i = 0; i < 2; i++) {
      const picture = await t.app.inject({ method: 'GET', url: made.recipe.image });
      expect(picture.statusCode).toBe(200);
      const meta = await sharp(picture.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    }
    // Tiles show only recipes with a picture: it is found like any other.
    expect(ids(await search('smoky', token))).toEqual([made.id]);
  });

  it('draws pictures here for recipes stored with an address on another site', async () => {
    const [id] = await saveRecipes(t.db, [
      {
        sourceKey: 'import:https://example.com/old-page',
        title: 'Old Import Flapjacks',
        summary: '',
        image: 'https://example.com/flapjacks.jpg',
        servings: 12,
        prepMinutes: null,
        cookMinutes: null,
        readyInMinutes: 40,
        cuisines: [],
        dishTypes: [],
        ingredientLines: ['250 g oats', '125 g butter', '125 g golden syrup'],
        instructions: 'Melt, stir and bake.',
        sourceName: '',
        sourceUrl: 'https://example.com/old-page',
        license: '',
      },
    ]);
    expect(await replaceRemotePictures(t.db)).toBe(1);
    expect(await replaceRemotePictures(t.db)).toBe(0);
    const detail = (await call('POST', '/api/search/info', undefined, { id })).json<RecipeDetail>();
    expect(detail.image).toMatch(/^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: detail.image })).statusCode).toBe(200);
  });

  it('reads pasted text and pasted JSON-LD', async () => {
    const { token } = await registerAndLogin(t.app);
    const text = [
      'Weeknight Fried Rice',
      '',
      'Ingredients',
      '2 cups cooked rice',
      '2 eggs',
      '1 cup frozen peas',
      '2 tbsp soy sauce',
      '',
      'Method',
      '1. Scramble the eggs in a hot wok and set aside.',
      '2. Fry the rice and peas, then add the eggs and soy sauce.',
    ].join('\n');
    const plain = (await call('POST', '/api/recipes/import/preview', token, { text })).json<ImportPreviewResponse>();
    expect(plain.recipes[0]).toMatchObject({ title: 'Weeknight Fried Rice' });
    expect(plain.recipes[0]!.ingredientLines).toEqual([
      '2 cups cooked rice',
      '2 eggs',
      '1 cup frozen peas',
      '2 tbsp soy sauce',
    ]);
    expect(plain.recipes[0]!.steps).toHaveLength(2);

    const jsonLd = PAGE.split('<script type="application/ld+json">')[1]!.split('</script>')[0]!.replace('IMAGE', '');
    const structured = (
      await call('POST', '/api/recipes/import/preview', token, { text: jsonLd })
    ).json<ImportPreviewResponse>();
    expect(structured.recipes[0]).toMatchObject({ title: 'Plum Crumble', servings: 6 });
  });

  it('refuses with a reason: no recipe, nothing given, both given, a link inside a private network', async () => {
    const { token } = await registerAndLogin(t.app);
    const cases: [object, RegExp][] = [
      [{ text: '   ' }, /nothing to read/i],
      [{}, /either a link/i],
      [{ url: siteUrl, text: 'x' }, /either a link/i],
      [{ url: 'file:///etc/passwd' }, /http/i],
      [{ url: 'http://10.0.0.1/recipe' }, /private network/i],
      [{ url: 'http://169.254.169.254/latest/meta-data/' }, /metadata/i],
    ];
    for (const [body, reason] of cases) {
      const res = await call('POST', '/api/recipes/import/preview', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ reason: string }>().reason).toMatch(reason);
    }
  });

  it('without the test setting, refuses links to this machine before connecting', async () => {
    const strict = await createTestApp();
    try {
      const { token } = await registerAndLogin(strict.app);
      const before = requests;
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/recipes/import/preview',
        headers: { token },
        payload: { url: `${siteUrl}/crumble` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ reason: string }>().reason).toMatch(/server itself/);
      expect(requests).toBe(before);
    } finally {
      await strict.close();
    }
  });

  it('imports files one by one: each is saved or refused with its name and reason', async () => {
    const { token } = await registerAndLogin(t.app);
    const markdown = [
      '---',
      'title: Ginger Biscuits',
      'id: 1001',
      'servings: 20',
      '---',
      '## Ingredients',
      '- 350 g plain flour',
      '- 2 tsp ground ginger',
      '- 125 g butter',
      '',
      '## Directions',
      '1. Rub together, roll out and bake for 12 minutes.',
    ].join('\n');
    const res = await call('POST', '/api/recipes/import/files', token, {
      files: [
        { name: 'biscuits.md', content: markdown },
        { name: 'notes.docx', content: 'binary' },
        { name: 'empty.json', content: '{"@type":"Thing"}' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json<FileImportResponse>();
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ['biscuits.md', 'imported'],
      ['notes.docx', 'refused'],
      ['empty.json', 'refused'],
    ]);
    const imported = results[0]!;
    if (imported.status !== 'imported') throw new Error('expected an import');
    const id = imported.recipes[0]!.id;
    // The id written in the file is never used: the built-in recipe 1001 is untouched.
    expect(id).not.toBe(1001);
    expect((await call('GET', `/api/recipes/${id}`, token)).json<OwnRecipe>().recipe.title).toBe('Ginger Biscuits');
    expect((await call('POST', '/api/search/info', token, { id: 1001 })).json<RecipeDetail>().title).toBe('Shakshuka');
    expect(results[1]).toMatchObject({ reason: expect.stringMatching(/\.json/) as string });
  });
});
