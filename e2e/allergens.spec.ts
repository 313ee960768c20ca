import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hrefs, test } from './fixtures';

interface Summary {
  id: number;
  allergens: string[];
}

/** A built-in recipe that holds the allergen, found through the API as any client could. */
async function recipeHolding(request: APIRequestContext, searchInput: string, allergen: string): Promise<number> {
  const found = await request.post('/api/search/general', { data: { searchInput, number: 50 } });
  const { results } = (await found.json()) as { results: { id: number }[] };
  const ids = results.map((result) => result.id);
  const bulk = await request.post('/api/search/bulk', { data: { ids: ids.join(',') } });
  const holder = ((await bulk.json()) as Summary[]).find((summary) => summary.allergens.includes(allergen));
  expect(holder, `a recipe for "${searchInput}" holding ${allergen}`).toBeDefined();
  return holder!.id;
}

async function saveAllergens(page: Page, names: readonly string[]): Promise<void> {
  await page.goto('/allergies');
  for (const name of names) {
    const toggle = page.getByRole('button', { name, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The ids of the recipe tiles Home shows. */
async function homeIds(page: Page): Promise<number[]> {
  const list = page.getByRole('list', { name: 'Random recipes' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return (await hrefs(list.getByRole('link'))).map((href) => Number(href.split('/').pop()));
}

test.describe('saved allergens', () => {
  test('the recipe page warns at the top, naming the line that holds the allergen', async ({
    page,
    account,
    request,
  }) => {
    const id = await recipeHolding(request, 'peanut', 'peanut');
    await account.register();
    await saveAllergens(page, ['Peanut']);
    await page.goto(`/recipe/${id}`);
    const warning = page.getByRole('alert');
    await expect(warning).toContainText('Not safe for your allergens');
    // Among the lines named, the one with the peanuts (an unnamed oil may be named first).
    await expect(warning).toContainText(/Contains peanut: (“[^”]*”; )*“[^”]*peanut[^”]*”/i);
    // The section below lists every allergen with its reason.
    await expect(page.getByRole('list', { name: 'Allergens' })).toContainText('Contains peanut');
  });

  test('Home never shows a recipe holding a saved allergen', async ({ page, account, request }) => {
    await account.register();
    const avoided = ['gluten', 'peanut', 'shellfish', 'soy', 'wheat'];
    await saveAllergens(page, ['Gluten', 'Peanut', 'Shellfish', 'Soy', 'Wheat']);
    await page.goto('/home');
    await expect(page.getByText('Recipes with your saved allergens are not shown.')).toBeVisible();
    const seen = new Set<number>();
    for (let draw = 0; draw < 4; draw++) {
      if (draw > 0) {
        const redraw = page.waitForResponse((response) => response.url().endsWith('/api/search/random'));
        await page.getByRole('button', { name: 'Refresh' }).click();
        await redraw;
      }
      for (const id of await homeIds(page)) seen.add(id);
    }
    expect(seen.size).toBeGreaterThan(0);
    const bulk = await request.post('/api/search/bulk', { data: { ids: [...seen].join(',') } });
    const holding = ((await bulk.json()) as Summary[]).filter((summary) =>
      summary.allergens.some((allergen) => avoided.includes(allergen)),
    );
    expect(holding).toEqual([]);
  });
});
