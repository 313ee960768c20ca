import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { today } from '../shared/plan-dates';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures';

/** An account made through the API, for a test about what happens after. */
async function tokenFor(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('live');
  expect((await request.post('/api/account/register', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const login = await request.post('/api/account/login', { data: { email, password: PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

/** A browser of its own, logged in with `token`. */
async function phoneOf(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

// Each wait is for two seconds at most: what one member does reaches the other's open screen
// within that, without a reload.
const LIVE = { timeout: 2_000 };

test('two members of a household see each other change the list, the plan and the pantry as it happens', async ({
  browser,
  request,
}) => {
  const [tokenA, tokenB] = [await tokenFor(request), await tokenFor(request)];
  expect((await request.post('/api/household', { headers: { token: tokenA }, data: { name: 'Live' } })).ok()).toBe(
    true,
  );
  const invite = await request.post('/api/household/invites', {
    headers: { token: tokenA },
    data: { singleUse: true },
  });
  const { code } = (await invite.json()) as { code: string };
  expect((await request.post('/api/household/join', { headers: { token: tokenB }, data: { code } })).ok()).toBe(true);

  const [a, b] = [await phoneOf(browser, tokenA), await phoneOf(browser, tokenB)];
  await a.goto('/shopping-list');
  await b.goto('/shopping-list');
  await expect(a.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();

  // A adds an item on their phone; B's open list shows it.
  await a.getByRole('textbox', { name: 'Add an item' }).fill('3 ripe avocados');
  await a.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(a.getByText('3 ripe avocados')).toBeVisible();
  await expect(b.getByText('3 ripe avocados')).toBeVisible(LIVE);

  // B ticks it in the shop; A sees it ticked.
  await b.getByRole('checkbox', { name: /avocados/ }).check();
  await expect(a.getByRole('checkbox', { name: /avocados/ })).toBeChecked(LIVE);

  // A plans tonight's dinner; B's open plan shows it.
  await b.goto('/plan');
  await expect(b.getByRole('heading', { name: /plan/i, level: 1 })).toBeVisible();
  const entry = await request.post('/api/plan/entries', {
    headers: { token: tokenA },
    data: { date: today(new Date()), slot: 'dinner', note: 'Tacos with the neighbours' },
  });
  expect(entry.ok()).toBe(true);
  await expect(b.getByText('Tacos with the neighbours')).toBeVisible(LIVE);

  // A puts rice in the pantry; B's open pantry shows it.
  await b.goto('/pantry');
  await expect(b.getByRole('heading', { name: /pantry/i, level: 1 })).toBeVisible();
  const stocked = await request.post('/api/pantry/items', {
    headers: { token: tokenA },
    data: { items: [{ name: 'Basmati rice', alwaysHave: false }] },
  });
  expect(stocked.ok(), await stocked.text()).toBe(true);
  await expect(b.getByText('Basmati rice')).toBeVisible(LIVE);

  await a.context().close();
  await b.context().close();
});
