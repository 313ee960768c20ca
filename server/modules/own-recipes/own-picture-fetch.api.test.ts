import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableRecipe, FileImportResponse, OwnRecipe } from '../../../shared/own-recipes';
import { buildApp, type AppOptions } from '../../app';
import { openDatabase } from '../../db/database';
import { createTestApp, openTestDatabase, registerAndLogin, testDbKind, type TestContext } from '../../test/harness';

// One local site on real sockets: `/pic/…` answers with a picture, `/barrier/…` holds each request
// until `barrier` are open at once, `/hang/…` never answers while the tests run.
let site: Server;
let siteUrl = '';
let png: Buffer;
const asked = new Map<string, number>();
const hanging: ServerResponse[] = [];
let barrier = 0;
let open = 0;
let mostOpen = 0;
let held: ServerResponse[] = [];

const countAsked = (kind: string) => asked.get(kind) ?? 0;

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#396' } })
    .png()
    .toBuffer();
  site = createServer((request, response) => {
    const kind = (request.url ?? '').split('/')[1] ?? '';
    asked.set(kind, countAsked(kind) + 1);
    if (kind === 'hang') {
      hanging.push(response);
      return;
    }
    if (kind === 'barrier') {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      held.push(response);
      if (held.length < barrier) return;
      const release = held;
      held = [];
      for (const each of release) {
        open -= 1;
        each.writeHead(200, { 'content-type': 'image/png' }).end(png);
      }
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const recipe = (image: string, title = 'Pea and Mint Soup'): EditableRecipe => ({
  title,
  summary: '',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  readyInMinutes: 30,
  ingredientLines: ['500 g frozen peas', '1 bunch mint', '1 litre stock'],
  steps: ['Simmer the peas in the stock.', 'Blend with the mint.'],
  image,
  cuisines: [],
  dishTypes: [],
  sourceUrl: '',
  sourceName: '',
});

/** A JSON-LD file of `count` recipes, each naming a picture on the site. */
const recipeFile = (count: number, picture: (i: number) => string) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': Array.from({ length: count }, (_, i) => ({
      '@type': 'Recipe',
      name: `Batch Soup ${i + 1}`,
      image: picture(i),
      recipeIngredient: ['1 onion', '500 ml stock'],
      recipeInstructions: 'Simmer.',
    })),
  });

async function withApp(options: Partial<AppOptions>, run: (t: TestContext, token: string) => Promise<void>) {
  const t = await createTestApp({ importAllowLoopback: true, ...options });
  try {
    await run(t, (await registerAndLogin(t.app)).token);
  } finally {
    await t.close();
  }
}

const save = async (app: TestContext['app'], token: string, image: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { token },
    payload: { recipe: recipe(image), shared: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OwnRecipe>();
};
const importFile = async (app: TestContext['app'], token: string, content: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/recipes/import/files',
    headers: { token },
    payload: { files: [{ name: 'batch.json', content }] },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const [result] = res.json<FileImportResponse>().results;
  if (result?.status !== 'imported') throw new Error(`not imported: ${JSON.stringify(result)}`);
  return result;
};
const STORED = /^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/;
const OVER_LIMIT =
  /picture was left out: too many links were fetched for you in a minute, so the recipe is saved without it/;

describe('pictures a recipe names', () => {
  it('count against the per-user link limit: once over, recipes are saved without them, and say so', async () => {
    await withApp({ ownRecipes: { importsPerMinute: 5 } }, async (t, token) => {
      const before = countAsked('pic');
      for (let i = 0; i < 5; i++) {
        const made = await save(t.app, token, `${siteUrl}/pic/save-${i}.png`);
        expect(made.warnings).toBeUndefined();
      }
      const over = await save(t.app, token, `${siteUrl}/pic/save-over.png`);
      expect(over.warnings).toEqual([expect.stringMatching(OVER_LIMIT)]);
      // Saved, with a picture drawn here instead.
      expect(over.recipe.image).toMatch(STORED);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/recipes/${over.id}`, headers: { token } })).statusCode,
      ).toBe(200);
      expect(countAsked('pic') - before).toBe(5);
      // The same limit as a preview by link.
      const preview = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/import/preview',
        headers: { token },
        payload: { url: `${siteUrl}/pic/page` },
      });
      expect(preview.statusCode).toBe(429);

      // Another user's file: the upload counts one, four pictures more, the last two are left out.
      const other = (await registerAndLogin(t.app)).token;
      const start = countAsked('pic');
      const result = await importFile(
        t.app,
        other,
        recipeFile(6, (i) => `${siteUrl}/pic/file-${i}.png`),
      );
      expect(result.recipes).toHaveLength(6);
      expect(countAsked('pic') - start).toBe(4);
      expect(result.warnings.filter((warning) => OVER_LIMIT.test(warning))).toHaveLength(2);
    });
  });

  it('of a file of 60 recipes are fetched a few at a time, never more at once', async () => {
    await withApp({ ownRecipes: { importsPerMinute: 1000, pictureConcurrency: 3 } }, async (t, token) => {
      // Held until three are open at once: fewer at a time would wait here, more would show in mostOpen.
      barrier = 3;
      mostOpen = 0;
      const result = await importFile(
        t.app,
        token,
        recipeFile(60, (i) => `${siteUrl}/barrier/${i}.png`),
      );
      expect(result.recipes).toHaveLength(60);
      expect(result.warnings).toEqual([]);
      expect(countAsked('barrier')).toBe(60);
      expect(mostOpen).toBe(3);
      for (const { id } of result.recipes.slice(0, 3)) {
        const stored = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: { token } });
        expect(stored.json<OwnRecipe>().recipe.image).toMatch(STORED);
      }
    });
  });

  it('on a site that never answers hold a request no longer than one deadline for all of them', async () => {
    await withApp({ ownRecipes: { pictureDeadlineMs: 500 } }, async (t, token) => {
      // Eight pictures, four at a time, each of which would wait its own 15 s limit.
      const result = await importFile(
        t.app,
        token,
        recipeFile(8, (i) => `${siteUrl}/hang/file-${i}.png`),
      );
      // The answer came while the site still holds every request it was sent, unanswered.
      expect(countAsked('hang')).toBeGreaterThan(0);
      expect(hanging.every((response) => !response.writableEnded)).toBe(true);
      expect(result.recipes).toHaveLength(8);
      const late =
        /picture was left out: the pictures took longer than 0\.5 seconds to fetch, so the recipe is saved without it/;
      expect(result.warnings).toHaveLength(8);
      for (const warning of result.warnings) expect(warning).toMatch(late);

      const made = await save(t.app, token, `${siteUrl}/hang/save.png`);
      expect(made.warnings).toEqual([expect.stringMatching(late)]);
      expect(made.recipe.image).toMatch(STORED);
    });
  });
});

// Several instances run on one PostgreSQL (SQLite is one process, whose counters live in memory).
describe.runIf(testDbKind === 'postgres')('the link limit across instances', () => {
  it('two servers on one database count one user’s fetches together', async () => {
    const { db, cleanup } = await openTestDatabase();
    const other = await openDatabase(process.env.TEST_DATABASE_URL ?? '', { schema: db.schema });
    const options = { searchPollMs: 0, importAllowLoopback: true, ownRecipes: { importsPerMinute: 3 } };
    const first = await buildApp({ ...options, db });
    const second = await buildApp({ ...options, db: other });
    try {
      const { token } = await registerAndLogin(first);
      const before = countAsked('pic');
      for (const app of [first, second, first]) {
        expect((await save(app, token, `${siteUrl}/pic/shared.png`)).warnings).toBeUndefined();
      }
      expect((await save(second, token, `${siteUrl}/pic/shared.png`)).warnings).toEqual([
        expect.stringMatching(OVER_LIMIT),
      ]);
      expect(countAsked('pic') - before).toBe(3);
    } finally {
      await first.close();
      await second.close();
      await other.close();
      await cleanup();
    }
  });
});
