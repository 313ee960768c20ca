import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hrefs, test } from './fixtures';

interface Summary {
  id: number;
  allergens: string[];
}

/** A built-in recipe that holds every allergen given, found through the API as any client could. */
async function recipeHolding(request: APIRequestContext, searchInput: string, allergens: string[]): Promise<number> {
  const found = await request.post('/api/search/general', { data: { searchInput, number: 50 } });
  const { results } = (await found.json()) as { results: { id: number }[] };
  const bulk = await request.post('/api/search/bulk', { data: { ids: results.map((r) => r.id).join(',') } });
  const holder = ((await bulk.json()) as Summary[]).find((summary) =>
    allergens.every((allergen) => summary.allergens.includes(allergen)),
  );
  expect(holder, `a recipe for "${searchInput}" holding ${allergens.join(' and ')}`).toBeDefined();
  return holder!.id;
}

async function saveAllergens(page: Page, names: readonly string[]): Promise<void> {
  await page.goto('/allergies');
  await expect(page.getByRole('heading', { name: 'More allergens' })).toBeVisible();
  for (const name of names) {
    const toggle = page.getByRole('button', { name, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
}

test.describe('milk and egg saved as allergens', () => {
  test('a frittata warns of both, and Home shows no recipe holding either over several Refreshes', async ({
    page,
    account,
    request,
  }) => {
    const frittata = await recipeHolding(request, 'frittata', ['dairy', 'egg']);
    await account.register();
    await saveAllergens(page, ['Milk', 'Egg']);

    await page.goto(`/recipe/${frittata}`);
    const warning = page.getByRole('alert');
    await expect(warning).toContainText('Not safe for your allergens');
    await expect(warning).toContainText(/Contains milk/i);
    await expect(warning).toContainText(/Contains egg/i);
    await expect(page.getByRole('list', { name: 'Allergens' })).toContainText('Contains egg');

    await page.goto('/home');
    const list = page.getByRole('list', { name: 'Random recipes' });
    const seen = new Set<number>();
    for (let draw = 0; draw < 4; draw++) {
      if (draw > 0) {
        const redraw = page.waitForResponse((response) => response.url().endsWith('/api/search/random'));
        await page.getByRole('button', { name: 'Refresh' }).click();
        await redraw;
      }
      await expect(list.getByRole('listitem').first()).toBeVisible();
      for (const href of await hrefs(list.getByRole('link'))) seen.add(Number(href.split('/').pop()));
    }
    expect(seen.size).toBeGreaterThan(0);
    const bulk = await request.post('/api/search/bulk', { data: { ids: [...seen].join(',') } });
    const holding = ((await bulk.json()) as Summary[]).filter((summary) =>
      summary.allergens.some((allergen) => allergen === 'dairy' || allergen === 'egg'),
    );
    expect(holding).toEqual([]);
  });
});
