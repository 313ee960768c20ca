import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RecipeDetail } from '../shared/recipe';
import { expect, randomRecipeId, test } from './fixtures';

/** The walk's list: a catalog recipe of 16 lines (Chicken Karahi, built in) and a line of one's own. */
const KARAHI = 6337;

async function karahiAndMilk(page: Page): Promise<void> {
  await page.goto(`/recipe/${KARAHI}`);
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added 16 lines/ })).toBeVisible();
  await page.goto('/shopping-list');
  await page.getByLabel('Add an item').fill('2 l milk');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '2 l milk' })).toBeVisible();
}

/** From the top of the first line to the bottom of the last: what a cook scrolls through. */
async function linesHeight(page: Page): Promise<number> {
  const lines = page.locator('.shopping-line');
  const first = await lines.first().boundingBox();
  const last = await lines.last().boundingBox();
  return Math.round(last!.y + last!.height - first!.y);
}

test.describe('the compact shopping list', () => {
  test('17 lines fit in little more than a phone screen; a line opens its details, one at a time', async ({
    page,
  }, testInfo) => {
    await karahiAndMilk(page);
    const shown = await page.locator('.shopping-line').count();
    const height = await linesHeight(page);
    testInfo.annotations.push({ type: 'lines height', description: `${height} px for ${shown} lines` });
    console.log(`[${testInfo.project.name}] ${shown} lines: ${height} px`);
    // Each line is one row: its box, its text and its "more" button, at least a finger high.
    const rows = await page
      .locator('.shopping-line')
      .evaluateAll((items) =>
        items.map(
          (item) =>
            (item as unknown as { getBoundingClientRect: () => { height: number } }).getBoundingClientRect().height,
        ),
      );
    console.log(`[${testInfo.project.name}] rows: ${rows.map(Math.round).join(' ')}`);
    for (const row of rows) {
      expect(row).toBeGreaterThanOrEqual(44);
      expect(row).toBeLessThan(46);
    }
    // Rows with the recipe and the actions under each line measured 136 px, the 17 lines 2,436 px.
    expect(height).toBeLessThan(900);

    // The box itself is a finger's size, though drawn smaller.
    const box = await page.getByRole('checkbox', { name: '600 g ripe tomatoes, chopped' }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // The source and the actions wait behind "More".
    const tomatoes = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: '600 g ripe tomatoes, chopped' }) });
    await expect(tomatoes).not.toContainText('from Chicken Karahi');
    await expect(page.getByRole('button', { name: 'Edit 600 g ripe tomatoes, chopped' })).toHaveCount(0);
    const more = tomatoes.getByRole('button', { name: 'More about 600 g ripe tomatoes, chopped' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(tomatoes.getByText('from Chicken Karahi')).toBeVisible();
    await expect(tomatoes.getByRole('button', { name: 'Edit 600 g ripe tomatoes, chopped' })).toBeVisible();
    await expect(tomatoes.getByRole('button', { name: 'Remove 600 g ripe tomatoes, chopped' })).toBeVisible();
    // The list, one line open and one ticked, passes axe's serious and critical rules.
    await page.getByRole('checkbox', { name: '2 l milk' }).check();
    const { violations } = await new AxeBuilder({ page }).include('.shopping-list').analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
      [],
    );
    await page.getByRole('checkbox', { name: '2 l milk' }).uncheck();

    // Opening another closes the first; the keyboard opens and closes them too.
    const onions = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: '4 green chillies, slit' }) });
    const moreOnions = onions.getByRole('button', { name: 'More about 4 green chillies, slit' });
    await moreOnions.focus();
    await page.keyboard.press('Enter');
    await expect(moreOnions).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Edit 600 g ripe tomatoes, chopped' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(moreOnions).toHaveAttribute('aria-expanded', 'false');
    await expect(moreOnions).toBeFocused();

    // Removing offers Undo, which puts the line back.
    await moreOnions.click();
    await onions.getByRole('button', { name: 'Remove 4 green chillies, slit' }).click();
    await expect(page.getByRole('checkbox', { name: '4 green chillies, slit' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('checkbox', { name: '4 green chillies, slit' })).toBeVisible();
    await expect(page.locator('.shopping-line')).toHaveCount(shown);

    // The app's own box: ticked, it shows its tick in the app's colour, and the line is struck through.
    const tick = page.getByRole('checkbox', { name: '600 g ripe tomatoes, chopped' });
    await tick.check();
    await expect(tick).toBeChecked();
    await expect(tick).toHaveCSS('appearance', 'none');
    await expect(tomatoes.locator('.shopping-line__text')).toHaveCSS('text-decoration-line', 'line-through');
  });

  test('the recipe page says when its lines are already on the list, for a visitor and for an account', async ({
    page,
    request,
    account,
  }) => {
    const id = await randomRecipeId(request);
    const recipe = (await (await request.post('/api/search/info', { data: { id } })).json()) as RecipeDetail;
    const count = recipe.extendedIngredients.filter((line) => line.original.trim() !== '').length;
    const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;
    const area = page.locator('.add-to-list');

    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('button', { name: 'Add to shopping list' })).toBeVisible();
    await expect(area).not.toContainText('On your shopping list');
    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    await expect(area.getByRole('status')).toContainText(/^Added \d+ lines? for \d+ servings?\./);

    // Back on the page later: it says so, and adding again is a choice of its own.
    await page.reload();
    await expect(area).toContainText(`On your shopping list: ${lines(count)} from this recipe.`);
    await expect(area.getByRole('link', { name: 'View list' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to shopping list' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add again' }).click();
    await expect(area.getByRole('status')).toContainText(
      `On your shopping list: ${lines(2 * count)} from this recipe.`,
    );

    // Logged in, the account's list (which took this browser's lines) answers.
    await account.register();
    await page.goto(`/recipe/${id}`);
    await expect(area).toContainText(`On your shopping list: ${lines(2 * count)} from this recipe.`);
    await area.getByRole('link', { name: 'View list' }).click();
    await expect(page).toHaveURL(/\/shopping-list$/);
    await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  });
});
