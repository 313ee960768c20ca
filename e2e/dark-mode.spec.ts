import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { chrome, expect, NOT_IN_A_HOUSEHOLD, settled, test } from './fixtures';

/**
 * Dark mode and the web app manifest: the theme chosen in the account menu survives a reload,
 * every main screen passes axe's colour-contrast rule in both schemes, and the manifest and its
 * icons are what browsers ask for to install the app.
 */

type Scheme = 'light' | 'dark';

/** axe's colour-contrast failures on the current screen, one readable line per failing node. */
async function contrastFailures(page: Page): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(passes.length, 'axe checked some text').toBeGreaterThan(0);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/** The page's own background colour, as the browser paints it. */
const pageBackground = (page: Page) => page.evaluate('getComputedStyle(document.body).backgroundColor');
const LIGHT_BACKGROUND = 'rgb(255, 250, 243)';
const DARK_BACKGROUND = 'rgb(26, 20, 17)';

/** A built-in recipe holding peanut, so its page and its tile carry the allergen warning. */
async function peanutRecipe(request: APIRequestContext): Promise<number> {
  const found = await request.post('/api/search/general', { data: { searchInput: 'peanut', number: 50 } });
  const ids = ((await found.json()) as { results: { id: number }[] }).results.map((result) => result.id);
  const bulk = await request.post('/api/search/bulk', { data: { ids: ids.join(',') } });
  const holder = ((await bulk.json()) as { id: number; allergens: string[] }[]).find((summary) =>
    summary.allergens.includes('peanut'),
  );
  expect(holder, 'a recipe holding peanut').toBeDefined();
  return holder!.id;
}

/** Opens a screen and waits until it has settled. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

async function searchWithResults(page: Page): Promise<void> {
  await visit(page, '/search');
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('peanut');
  await expect(page.getByRole('list', { name: 'Search Results' }).getByRole('link').first()).toBeVisible();
  await settled(page);
}

test.describe('dark mode', () => {
  test.use({ allowedConsoleErrors: [NOT_IN_A_HOUSEHOLD] });

  test('Dark chosen in the account menu holds after a reload; System follows the device', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, '/user-actions');
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);

    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
    // The browser's bar takes the dark colour too.
    await expect(page.locator('meta[name="theme-color"][media="all"]')).toHaveAttribute('content', '#1a1411');

    await page.reload();
    await settled(page);
    // Dark from the first paint: set before the app's code has run.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    // On every screen, not only the menu.
    await chrome(page).nav.getByRole('link', { name: 'Home' }).click();
    await settled(page);
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);

    // Light wins over a dark device; System hands the choice back to the device.
    await visit(page, '/user-actions');
    await page.emulateMedia({ colorScheme: 'dark' });
    await theme.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await theme.getByRole('radio', { name: 'System' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);
  });

  test('every main screen passes axe colour contrast, dark and light', async ({ page, account, request }) => {
    // Two schemes of eleven screens, about a second of axe each on two cores.
    test.setTimeout(150_000);
    const schemes: Scheme[] = ['dark', 'light'];
    const failures: Record<string, string[]> = {};
    const audit = async (scheme: Scheme, name: string) => {
      const found = await contrastFailures(page);
      if (found.length > 0) failures[`${scheme}: ${name}`] = found;
    };

    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await visit(page, '/login');
      await audit(scheme, 'Login');
    }

    // An account with something on every screen: a saved allergen (its tint, the warnings), a
    // saved recipe, a shopping list, a pantry item to use soon and a household.
    const id = await peanutRecipe(request);
    await account.register();
    await page.goto('/allergies');
    await page.getByRole('button', { name: 'Peanut', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Peanut', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await visit(page, `/recipe/${id}`);
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByRole('button', { name: 'Save recipe' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Added \d+ lines? for / })).toBeVisible();
    await visit(page, '/pantry');
    const pantryForm = page.getByRole('form', { name: 'Add to the pantry' });
    await pantryForm.getByRole('textbox', { name: 'Name' }).fill('Spinach');
    const soon = new Date();
    soon.setDate(soon.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    await pantryForm
      .getByLabel('Best before')
      .fill(`${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}`);
    await pantryForm.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Added Spinach.')).toBeVisible();
    await visit(page, '/household');
    await page.getByRole('textbox', { name: 'Household name' }).fill('Test Kitchen');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Test Kitchen' })).toBeVisible();

    const screens: [string, () => Promise<void>][] = [
      ['Home', () => visit(page, '/home')],
      ['Search with results', () => searchWithResults(page)],
      ['a recipe', () => visit(page, `/recipe/${id}`)],
      [
        'Saved',
        async () => {
          await visit(page, '/recipe-manager');
          // The saved peanut recipe's tile carries the allergen badge.
          await expect(page.locator('.tile__warning').first()).toBeVisible();
        },
      ],
      ['Plan', () => visit(page, '/plan')],
      ['Shopping list', () => visit(page, '/shopping-list')],
      ['Pantry', () => visit(page, '/pantry')],
      ['Household', () => visit(page, '/household')],
      ['Allergy settings', () => visit(page, '/allergies')],
      ['Account menu', () => visit(page, '/user-actions')],
    ];
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [name, open] of screens) {
        await open();
        await audit(scheme, name);
      }
    }
    expect(failures).toEqual({});
  });
});

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the web app manifest is linked, served as a manifest, and its icons are there', async ({ page, request }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({ name: 'Dishcovery', short_name: 'Dishcovery', display: 'standalone' });
  expect(manifest.start_url).toBe('/home');
  expect(manifest.scope).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  // 192 and 512 for every browser, and a 512 drawn with the room a mask takes away.
  const stated = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
  expect(stated).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons, { src: appleHref!, sizes: '180x180', type: 'image/png' }];
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    expect(icon.type).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await answer.body()), icon.src).toEqual({ width, height });
  }
});
