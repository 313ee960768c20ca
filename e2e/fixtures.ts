import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RandomResponse } from '../shared/api';

/**
 * The browser suite's fixtures: an `account` with register/login/logout helpers that go through
 * the forms the way a person does, and a console watcher that fails any test whose page logs an
 * error or throws.
 *
 * Accounts: the server allows ACCOUNT_ATTEMPTS_PER_CLIENT registrations and as many logins per
 * client address in 15 minutes (60 for this suite, e2e/serve.mjs; every test talks from
 * 127.0.0.1). Each registration through the form also logs in, so a test that needs an account
 * costs one of each; keep the total for a whole run well under 60.
 * The server restarts for every run, which empties its counters.
 */

export interface Credentials {
  email: string;
  password: string;
}

let sequence = 0;

/** A fresh address per call, unique across runs and workers. */
export function uniqueEmail(tag = 'cook'): string {
  sequence += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

export const PASSWORD = 'simmer-slowly-42';

export interface Account {
  /** Registers a new account through /register; ends on /new, logged in. */
  register: (credentials?: Partial<Credentials>) => Promise<Credentials>;
  /** Logs in through /login; ends on /loggedin showing the email. */
  login: (credentials: Credentials) => Promise<void>;
  /** Logs out through the Account menu; ends on /loggedout. */
  logout: () => Promise<void>;
}

/** The email and password fields of the one credentials form on the page. */
export function credentialsForm(page: Page): { email: Locator; password: Locator } {
  return {
    email: page.getByRole('textbox', { name: 'Email' }),
    // "Show password" is a button beside the field: the exact label tells them apart.
    password: page.getByLabel('Password', { exact: true }),
  };
}

/** The header (banner) and the footer with the bottom navigation (contentinfo). */
export function chrome(page: Page): { header: Locator; footer: Locator; nav: Locator } {
  const footer = page.getByRole('contentinfo');
  return { header: page.getByRole('banner'), footer, nav: footer.getByRole('navigation', { name: 'Main' }) };
}

/** A real recipe id from the catalog, through the same call the home page makes. */
export async function randomRecipeId(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/search/random');
  expect(response.ok()).toBe(true);
  const { recipes } = (await response.json()) as RandomResponse;
  const withImage = recipes.find((recipe) => recipe.image);
  expect(withImage, 'the random call returns recipes with pictures').toBeDefined();
  return withImage!.id;
}

/*
 * Page functions run in the browser, but e2e compiles against Node's library, not the DOM's:
 * these are the few browser shapes they use. (Types only: page functions cannot close over values.)
 */
export interface PageImage {
  complete: boolean;
  naturalWidth: number;
}
export interface PageWindow {
  innerWidth: number;
  scrollTo: (x: number, y: number) => void;
  getComputedStyle: (element: unknown) => { fill: string };
  document: { documentElement: { scrollWidth: number; scrollHeight: number } };
}

/**
 * Scrolls each image into view (tiles load lazily) and waits until it has decoded pixels.
 * Returns how many images were checked.
 */
export async function expectImagesLoaded(images: Locator): Promise<number> {
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    // Scrolled inside the poll: a re-render may swap the element while it is being checked.
    await expect
      .poll(
        async () => {
          await image.scrollIntoViewIfNeeded({ timeout: 2_000 });
          return image.evaluate((element: unknown) => {
            const loaded = element as PageImage;
            return loaded.complete ? loaded.naturalWidth : 0;
          });
        },
        {
          message: `image ${index + 1} of ${count} loads`,
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
  }
  return count;
}

/** Waits until the screen has its heading and nothing is loading any more (skeletons carry aria-busy). */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Every picture of the page's main part has loaded (or failed), but for lazy ones still out of
 * sight, which the browser has not asked for. The network itself never goes quiet for a user
 * who is logged in: the live stream stays open.
 */
export async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(`[...document.querySelectorAll('main img')].every((img) => {
    const box = img.getBoundingClientRect();
    return img.complete || (img.loading === 'lazy' && (box.top > innerHeight || box.left > innerWidth));
  })`);
}

/** The href of every link the locator matches, in order. */
export async function hrefs(links: Locator): Promise<string[]> {
  return Promise.all((await links.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
}

/** The session token the web app keeps in the page's local storage, if any. */
export async function storedToken(page: Page): Promise<string | undefined> {
  const { origins } = await page.context().storageState();
  return origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'token')?.value;
}

/**
 * Outside a household the household page's first call answers 404, which the browser logs: that
 * one failure, on that one page, is expected.
 */
export const NOT_IN_A_HOUSEHOLD = /\/household: Failed to load resource: the server responded with a status of 404/;

interface Fixtures {
  account: Account;
  /** Console messages of type error that a test expects (e.g. the 401 of a failed login). */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // Every test fails on an unexpected console error or uncaught exception in the page.
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Patterns see the page too, so an expected failure can be allowed on one page only.
        const line = `console error on ${page.url()}: ${message.text()}`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(line))) errors.push(line);
      });
      page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
      await use(errors);
      expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],

  account: async ({ page }, use) => {
    const account: Account = {
      register: async (given = {}) => {
        const credentials = { email: given.email ?? uniqueEmail(), password: given.password ?? PASSWORD };
        await page.goto('/register');
        await expect(page.getByRole('heading', { name: "Let's get cookin'!" })).toBeVisible();
        const form = credentialsForm(page);
        await form.email.fill(credentials.email);
        await form.password.fill(credentials.password);
        await page.getByRole('button', { name: 'Register', exact: true }).click();
        await expect(page).toHaveURL(/\/new$/);
        await expect(page.getByText('Your new account has been created!')).toBeVisible();
        return credentials;
      },

      login: async (credentials) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
        const form = credentialsForm(page);
        await form.email.fill(credentials.email);
        await form.password.fill(credentials.password);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(page).toHaveURL(/\/loggedin$/);
        await expect(page.getByRole('heading', { name: 'Hello!' })).toBeVisible();
        await expect(page.getByText(credentials.email)).toBeVisible();
      },

      logout: async () => {
        await chrome(page).nav.getByRole('link', { name: 'Account' }).click();
        await page.getByRole('navigation', { name: 'User actions' }).getByRole('link', { name: 'Logout' }).click();
        await expect(page).toHaveURL(/\/logout$/);
        await page.getByRole('button', { name: 'Logout' }).click();
        await expect(page).toHaveURL(/\/loggedout$/);
        await expect(page.getByRole('heading', { name: 'See ya!' })).toBeVisible();
      },
    };
    await use(account);
  },
});

export { expect };
