import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { chrome, expect, expectImagesLoaded, settled, test, type PageWindow } from './fixtures';

/**
 * Full-page pictures of the main screens, per project (390 px phone, 1280 px desktop), under
 * test-results/screenshots/ for a person to look at. They are not compared against references:
 * generated pictures and random recipes change from run to run.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await settled(page);
  await expectImagesLoaded(page.getByRole('main').locator('img'));
  // No hover highlight left over from the last tap.
  await page.mouse.move(0, 0);
  const viewport = page.viewportSize()!;
  const size: { width: number; height: number } = await page.evaluate(() => {
    const view = globalThis as unknown as PageWindow;
    view.scrollTo(0, 0);
    const root = view.document.documentElement;
    return { width: root.scrollWidth, height: root.scrollHeight };
  });
  // No horizontal scrolling on any screen.
  expect(size.width - viewport.width, `${name} fits the width`).toBeLessThanOrEqual(0);
  // A viewport as tall as the page, so the fixed bottom bar is drawn at the bottom, as a person sees it.
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, size.height) });
  const file = join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  await page.setViewportSize(viewport);
}

test('screenshots of the main screens', async ({ page, account }, testInfo) => {
  test.setTimeout(90_000);

  await page.goto('/');
  await shoot(page, testInfo, '01-landing', 'Welcome!');

  await account.register();

  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'Random recipes' }).getByRole('link')).toHaveCount(12);
  await shoot(page, testInfo, '02-home', 'Try something new!');

  await chrome(page).nav.getByRole('link', { name: 'Search' }).click();
  const searched = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/search/general') &&
      (response.request().postDataJSON() as { searchInput?: string }).searchInput === 'chicken',
  );
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('chicken');
  await searched;
  const results = page.getByRole('list', { name: 'Search Results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await shoot(page, testInfo, '03-search', 'Find your next meal!');

  const title = (await results.getByRole('link').first().locator('.tile__title').innerText()).trim();
  await results.getByRole('link').first().click();
  const save = page.getByRole('button', { name: 'Save recipe' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, testInfo, '04-recipe', title);

  await chrome(page).nav.getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('list', { name: 'Saved recipes' }).getByRole('link')).toHaveCount(1);
  await shoot(page, testInfo, '05-recipe-manager', 'View saved recipes');

  await chrome(page).nav.getByRole('link', { name: 'Account' }).click();
  await shoot(page, testInfo, '06-user-actions', 'User Actions');

  await page.getByRole('link', { name: 'Dietary Profile' }).click();
  const vegetarian = page.getByRole('switch', { name: 'Vegetarian', exact: true });
  await vegetarian.click();
  await expect(vegetarian).toBeChecked();
  await shoot(page, testInfo, '07-diet-profile', 'User Actions / Dietary Profile');

  await page.goto('/allergies');
  const peanut = page.getByRole('button', { name: 'Peanut', exact: true });
  await peanut.click();
  await expect(peanut).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, testInfo, '08-allergies', 'User Actions / Allergen Settings');

  await page.goto('/no-such-page');
  await shoot(page, testInfo, '09-not-found', 'Page Not Found');
});
