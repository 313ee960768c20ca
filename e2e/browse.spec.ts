import type { Page } from '@playwright/test';
import { expect, expectImagesLoaded, hrefs, randomRecipeId, test } from './fixtures';

const randomList = (page: Page) => page.getByRole('list', { name: 'Random recipes' });

async function tileHrefs(page: Page): Promise<string[]> {
  const links = randomList(page).getByRole('link');
  await expect(links).toHaveCount(12);
  return hrefs(links);
}

test.describe('home', () => {
  test('shows 12 recipe tiles whose pictures load, and Refresh brings others', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Try something new!' })).toBeVisible();
    const tiles = randomList(page).getByRole('listitem');
    await expect(tiles).toHaveCount(12);
    for (const tile of await tiles.all()) {
      await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/recipe\/\d+$/);
      await expect(tile.getByRole('link')).not.toHaveAccessibleName('');
    }
    expect(await expectImagesLoaded(randomList(page).locator('img'))).toBe(12);

    const before = await tileHrefs(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/search/random'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await expect.poll(async () => (await tileHrefs(page)).join(' ')).not.toBe(before.join(' '));
    const after = await tileHrefs(page);
    expect(new Set(after).size).toBe(12);
    await expectImagesLoaded(randomList(page).locator('img'));
  });
});

test.describe('recipe detail', () => {
  test('opens from a tile with title, servings, ingredients and instructions; no save control logged out', async ({
    page,
  }) => {
    await page.goto('/home');
    const firstTile = randomList(page).getByRole('link').first();
    const title = (await firstTile.innerText()).trim();
    await firstTile.click();

    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Serves: \d+ - Ready in \d+ minutes$/)).toBeVisible();
    const picture = page.getByRole('article').getByRole('img');
    await expect(picture).toHaveCount(1);
    await expect(picture).not.toHaveAccessibleName('');
    await expectImagesLoaded(picture);

    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    expect(await ingredients.getByRole('listitem').count()).toBeGreaterThan(0);
    const instructions = page.getByRole('region', { name: 'Instructions' });
    await expect(instructions.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    expect(await instructions.locator('p').count()).toBeGreaterThan(0);
    await expect(instructions.getByText('Instructions unavailable.')).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Save recipe' })).toHaveCount(0);
  });

  test('logged in: save, find it in the recipe manager, unsave', async ({ page, account, request }) => {
    const id = await randomRecipeId(request);
    await account.register();
    await page.goto(`/recipe/${id}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const save = page.getByRole('button', { name: 'Save recipe' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/recipe-manager$/);
    await expect(page.getByRole('heading', { name: 'View saved recipes' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved recipes' });
    await expect(saved.getByRole('link')).toHaveCount(1);
    await expect(saved.getByRole('link', { name: title })).toHaveAttribute('href', `/recipe/${id}`);
    await expectImagesLoaded(saved.locator('img'));

    // Saved state survives a reload (it comes from the server).
    await page.reload();
    await expect(page.getByRole('list', { name: 'Saved recipes' }).getByRole('link', { name: title })).toBeVisible();

    await page.getByRole('list', { name: 'Saved recipes' }).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Saved' }).click();
    await expect(page.getByText("You haven't saved any recipes yet!")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved recipes' })).toHaveCount(0);
  });

  test.describe(() => {
    // Chromium logs the detail call's 404, which the page turns into its own message.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown recipe id says so', async ({ page }) => {
      await page.goto('/recipe/999999999');
      await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search Recipes' })).toHaveAttribute('href', '/search');
    });
  });
});

test.describe('pages without content of their own', () => {
  test('the recipe manager asks anonymous visitors to log in', async ({ page }) => {
    await page.goto('/recipe-manager');
    await expect(page.getByRole('heading', { name: 'View saved recipes' })).toBeVisible();
    await expect(page.getByText('You must login to use this feature.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('an unknown path shows the not-found page with a way to search', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry!', { exact: true })).toBeVisible();
    await expect(
      page.getByText("This page isn't ready yet... ...or it simply doesn't exist.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/use the back arrow/i)).toBeVisible();
    const search = page.getByRole('link', { name: 'Search Recipes' });
    await expect(search).toHaveAttribute('href', '/search');
    await search.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Find your next meal!' })).toBeVisible();
  });

  test('an empty shopping list says so and links to search', async ({ page }) => {
    await page.goto('/shopping-list');
    await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
    await expect(page.getByText(/Your shopping list is empty/)).toBeVisible();
    const search = page.getByRole('main').getByRole('link', { name: 'Search Recipes' });
    await expect(search).toHaveAttribute('href', '/search');
    await search.click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
