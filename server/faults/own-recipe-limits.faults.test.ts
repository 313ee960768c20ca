import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableRecipe, ImportPreviewResponse, OwnRecipe } from '../../shared/own-recipes';
import { account, call, freshDatabase, json, startServer, type Database, type RunningServer } from './real-server';

/**
 * Own recipes against the real server process over real sockets: what a paste reads can be saved
 * and edited, a body over a route's limit is told that limit, and the pictures a recipe names are
 * fetched within the user's link limit and one deadline.
 */
let db: Database;
let server: RunningServer;
let token: string;
let site: Server;
let siteUrl = '';
let pictures = 0;
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  site = createServer((request, response) => {
    if (request.url?.startsWith('/hang/')) {
      hanging.push(response);
      return;
    }
    pictures += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  db = await freshDatabase();
  server = await startServer(db.url, { IMPORT_ALLOW_LOOPBACK: '1' });
  ({ token } = await account(server.base, 'own-limits'));
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
  for (const response of hanging) response.destroy();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const withToken = (body: unknown) => ({ ...json(body), headers: { ...json(body).headers, token } });

const recipe = (image: string): EditableRecipe => ({
  title: 'Roast Squash',
  summary: '',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 40,
  readyInMinutes: 50,
  ingredientLines: ['1 butternut squash', '2 tbsp olive oil'],
  steps: ['Roast the squash until soft.'],
  image,
  cuisines: [],
  dishTypes: [],
  sourceUrl: '',
  sourceName: '',
});

describe('own recipes on the real server', () => {
  it('an 86 KB paste of twelve long steps previews, saves and is edited; 3 MiB is told the 2 MiB limit', async () => {
    const step = (i: number) => `Step ${i}: stir the "crème" & simmer gently. `.repeat(90);
    const text = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Slow Ragù',
      recipeIngredient: Array.from(
        { length: 80 },
        (_, i) => `${i + 1} g ${'tomatoes, peeled and crushed; '.repeat(16)}`,
      ),
      recipeInstructions: Array.from({ length: 12 }, (_, i) => ({ '@type': 'HowToStep', text: step(i + 1) })),
    });
    expect(text.length).toBeGreaterThan(86_000);
    const preview = await call(server.base, 'POST', '/api/recipes/import/preview', withToken({ text }));
    expect(preview.status, preview.text.slice(0, 200)).toBe(200);
    const found = (preview.body as ImportPreviewResponse).recipes[0]!;
    expect(found.steps).toHaveLength(12);

    const saved = await call(server.base, 'POST', '/api/recipes', withToken({ recipe: found, shared: false }));
    expect(saved.status, saved.text.slice(0, 200)).toBe(200);
    const id = (saved.body as OwnRecipe).id;
    const edited = await call(server.base, 'PUT', `/api/recipes/${id}`, withToken({ recipe: found, shared: true }));
    expect(edited.status, edited.text.slice(0, 200)).toBe(200);

    const huge = await call(server.base, 'PUT', `/api/recipes/${id}`, withToken({ pad: 'x'.repeat(3 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 413, status: 0, reason: 'The request body is too large (2 MiB at most).' });
  });

  it('25 saves with pictures fetch 20, the limit of a minute, and the rest say they were saved without', async () => {
    const { token: cook } = await account(server.base, 'own-pictures');
    const before = pictures;
    const warnings: string[] = [];
    for (let i = 0; i < 25; i++) {
      const body = json({ recipe: recipe(`${siteUrl}/pic/${i}.png`), shared: false });
      const saved = await call(server.base, 'POST', '/api/recipes', {
        ...body,
        headers: { ...body.headers, token: cook },
      });
      expect(saved.status, saved.text.slice(0, 200)).toBe(200);
      warnings.push(...((saved.body as OwnRecipe).warnings ?? []));
    }
    expect(pictures - before).toBe(20);
    expect(warnings).toHaveLength(5);
    for (const warning of warnings) expect(warning).toMatch(/too many links .* saved without it/);
  });

  it('a picture on a host that hangs is left out by the deadline, and the recipe is saved', async () => {
    const saved = await call(
      server.base,
      'POST',
      '/api/recipes',
      withToken({ recipe: recipe(`${siteUrl}/hang/1.png`), shared: false }),
    );
    // Answered while the site still holds the picture's request, unanswered.
    expect(hanging.length).toBe(1);
    expect(hanging[0]!.writableEnded).toBe(false);
    expect(saved.status).toBe(200);
    expect((saved.body as OwnRecipe).warnings).toEqual([
      expect.stringMatching(/took longer than 10 seconds .* saved without it/),
    ]);
  });
});
