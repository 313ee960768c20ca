import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Credentials } from './fixtures';

/**
 * The devices an account is logged in on, under Logout: the phone this test drives, and a
 * laptop that logs in through the API with a desktop Firefox's User-Agent.
 */
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

async function logInLaptop(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/account/login', { data: credentials, headers: { 'user-agent': LAPTOP } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const loggedIn = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/account/details', { headers: { token } })).status();

test('lists the devices, logs one out, then logs out everywhere', async ({ page, account, request }) => {
  const credentials = await account.register();
  const laptop = await logInLaptop(request, credentials);

  await page.goto('/logout');
  const devices = page.getByRole('list', { name: 'Logged-in devices' });
  const rows = devices.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Chrome on Android');
  await expect(rows.first()).toContainText('This device');
  await expect(rows.nth(1)).toContainText('Firefox on Windows');

  await rows
    .nth(1)
    .getByRole('button', { name: /^Log out Firefox on Windows/ })
    .click();
  await expect(rows).toHaveCount(1);
  expect(await loggedIn(request, laptop)).toBe(401);

  const again = await logInLaptop(request, credentials);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/loggedout$/);
  await expect(page.getByRole('heading', { name: 'See ya!' })).toBeVisible();
  expect(await loggedIn(request, again)).toBe(401);
});
