import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, randomRecipeId, test } from './fixtures';

const HOLD_MS = 5_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Holds back every script that index.html does not name (the route chunks, loaded by import())
 * until the page has made its data call, or for HOLD_MS. The page can only make the call while
 * they are held if it starts it from the entry, before its route's code has arrived.
 */
async function holdRouteChunks(page: Page, isDataCall: (request: Request) => boolean) {
  const html = await (await page.request.get('/')).text();
  const firstScreen = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  expect(firstScreen.size, 'index.html names its scripts').toBeGreaterThan(0);

  const calls: Request[] = [];
  let called: () => void = () => undefined;
  const firstCall = new Promise<void>((resolve) => (called = resolve));
  page.on('request', (request) => {
    if (!isDataCall(request)) return;
    calls.push(request);
    called();
  });

  /** One entry per held chunk: whether the data call came while it was held. */
  const held: boolean[] = [];
  await page.route('**/assets/*.js', async (route) => {
    if (firstScreen.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(await Promise.race([firstCall.then(() => true), sleep(HOLD_MS).then(() => false)]));
    return route.continue();
  });
  return { calls, held };
}

const isPost = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

test.describe('first load', () => {
  test('the first screen’s scripts stay within the 120 KB gzipped budget', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length, 'index.html names its scripts').toBeGreaterThan(0);
    let total = 0;
    for (const script of scripts) total += gzipSync(await (await request.get(script)).body(), { level: 9 }).length;
    expect(total / 1024, `first-screen JavaScript, gzipped KB (${scripts.join(', ')})`).toBeLessThanOrEqual(120);
  });

  test('/home asks for its random recipes while its route chunk loads, and only once', async ({ page }) => {
    const { calls, held } = await holdRouteChunks(page, isPost('/api/search/random'));
    await page.goto('/home');
    await expect(page.getByRole('list', { name: 'Random recipes' }).getByRole('link')).toHaveCount(12);
    await page.waitForLoadState('networkidle');

    expect(held.length, 'the home route loads a chunk of its own').toBeGreaterThan(0);
    expect(held, 'the random call was made while the route chunks were held').not.toContain(false);
    expect(calls).toHaveLength(1);
  });

  test('a recipe page asks for its recipe while its route chunk loads, and only once', async ({ page, request }) => {
    const id = await randomRecipeId(request);
    const { calls, held } = await holdRouteChunks(page, isPost('/api/search/info'));
    await page.goto(`/recipe/${id}`);
    await expect(page.getByText(/^Serves: \d+ - Ready in \d+ minutes$/)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(held.length, 'the recipe route loads a chunk of its own').toBeGreaterThan(0);
    expect(held, 'the detail call was made while the route chunks were held').not.toContain(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.postDataJSON()).toEqual({ id });
  });
});
