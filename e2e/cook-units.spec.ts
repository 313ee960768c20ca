import type { SearchResponse } from '../shared/api';
import { expect, test } from './fixtures';

/** Built-in recipes: a British cake weighed in grams with its oven in both scales, and a sourdough ready in 1380 minutes. */
const CAKE = 5417;
const SOURDOUGH = 6049;

test.describe('units and times a cook reads', () => {
  test('US units: one oven temperature, butter in tablespoons, US names and pan sizes', async ({ page }) => {
    await page.goto(`/recipe/${CAKE}`);
    await page.getByRole('group', { name: 'Measures' }).getByText('US', { exact: true }).click();
    const lines = page.locator('.ingredients li');
    await expect(lines.filter({ hasText: 'butter' })).toHaveText(/^3½ tbsp unsalted butter/);
    await expect(lines.filter({ hasText: /cream$/ })).toHaveText('2½ cups heavy cream');
    await expect(lines.filter({ hasText: 'superfine sugar' })).toHaveCount(1);
    const steps = page.getByRole('region', { name: 'Instructions' });
    await expect(steps).toContainText('Heat the oven to 350°F. Grease a 9-inch springform tin');
    await expect(steps).not.toContainText('°C');

    // Cook mode shows the steps as the page does.
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cook mode: / });
    await expect(dialog).toContainText('Heat the oven to 350°F. Grease a 9-inch springform tin');
    await page.keyboard.press('Escape');

    // At one serving the amounts are ones a kitchen measures.
    await page.getByRole('group', { name: 'Measures' }).getByText('As written', { exact: true }).click();
    const fewer = page.getByRole('button', { name: 'Fewer servings' });
    while (await fewer.isEnabled()) await fewer.click();
    await expect(lines.filter({ hasText: /\begg\b/ })).toHaveText('½ large egg');
    await expect(lines.filter({ hasText: 'butter' })).toHaveText(/^4 g unsalted butter/);
  });

  test('a long ready-in time reads in hours and days, on the page and on its search tile', async ({
    page,
    request,
  }) => {
    await page.goto(`/recipe/${SOURDOUGH}`);
    await expect(page.locator('.recipe__meta')).toContainText('Ready in 1380 minutes(23 h)');
    const search = await request.post('/api/search/general', { data: { searchInput: 'sourdough bread', number: 20 } });
    const { results } = (await search.json()) as SearchResponse;
    expect(results.some((recipe) => recipe.id === SOURDOUGH)).toBe(true);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('sourdough bread');
    await page.keyboard.press('Enter');
    const tile = page.locator(`a[href="/recipe/${SOURDOUGH}"]`).first();
    await expect(tile).toContainText('23 h');
    await expect(tile).not.toContainText('1380');
  });
});
