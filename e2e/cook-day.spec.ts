import type { Page } from '@playwright/test';
import { expect, hrefs, test } from './fixtures';

/** The ids of the recipe tiles Home shows. */
async function homeIds(page: Page): Promise<number[]> {
  const list = page.getByRole('list', { name: 'Random recipes' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return (await hrefs(list.getByRole('link'))).map((href) => Number(href.split('/').pop()));
}

test.describe('a day with the app', () => {
  test('Home keeps to the saved diet: a vegetarian sees no meat or fish over several Refreshes', async ({
    page,
    account,
    request,
  }) => {
    await account.register();
    await page.goto('/diet-profile');
    const vegetarian = page.getByRole('switch', { name: 'Vegetarian', exact: true });
    await vegetarian.click();
    await expect(vegetarian).toBeChecked();
    await page.goto('/home');
    await expect(page.getByText('Only Vegetarian recipes are shown, as your saved diet asks.')).toBeVisible();
    const seen = new Set<number>();
    for (let draw = 0; draw < 4; draw++) {
      if (draw > 0) {
        const redraw = page.waitForResponse((response) => response.url().endsWith('/api/search/random'));
        await page.getByRole('button', { name: 'Refresh' }).click();
        await redraw;
      }
      for (const id of await homeIds(page)) seen.add(id);
    }
    expect(seen.size).toBeGreaterThan(12);
    const notVegetarian: string[] = [];
    for (const id of seen) {
      const detail = (await (await request.post('/api/search/info', { data: { id } })).json()) as {
        title: string;
        diets: string[];
      };
      if (!detail.diets.includes('vegetarian')) notVegetarian.push(detail.title);
    }
    expect(notVegetarian).toEqual([]);
  });
});

test.describe('a pasted recipe', () => {
  test('reads "Serves 4 · 25 minutes", and bread to serve it with is named as such, not as in the dish', async ({
    page,
    account,
  }) => {
    test.slow();
    await account.register();
    await page.goto('/add-recipe');
    await page.getByRole('tab', { name: 'Paste' }).click();
    await page
      .getByLabel('The recipe', { exact: true })
      .fill(
        [
          'Crispy roast potatoes',
          'Serves 4 · 25 minutes',
          '',
          'Ingredients',
          '1 kg potatoes',
          '3 tablespoons olive oil',
          '1 teaspoon salt',
          '',
          'Method',
          '1. Heat the oven to 220 °C.',
          '2. Toss the potatoes in the oil and salt and roast until crisp.',
          '3. Serve with crusty bread.',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crispy roast potatoes' })).toBeVisible();
    await expect(page.getByText('Serves: 4 - Ready in 25')).toBeVisible();
    const allergens = page.getByRole('list', { name: 'Allergens' });
    await expect(allergens).toContainText(
      'Not claimed gluten-free: step 3 says to serve it with crusty bread: check what you serve it with',
    );
    await expect(allergens).not.toContainText('Contains gluten');
  });
});

test.describe('search as cooks ask', () => {
  test('"pasta without cheese" leaves the cheese out, shown as a chip that takes it back', async ({ page }) => {
    await page.goto('/search?q=pasta%20without%20cheese');
    const chips = page.getByRole('list', { name: 'Filters from your search:' });
    await expect(chips.getByText('Without cheese')).toBeVisible();
    const results = page.getByRole('list', { name: 'Search Results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results).not.toContainText(/cheesecake/i);
    await chips.getByRole('button', { name: 'Remove Without cheese' }).click();
    await expect(page).toHaveURL(/q=pasta(&|$)/);
    await expect(page.getByText('Without cheese')).toHaveCount(0);
  });

  test('a search longer than the limit arriving by link shows the limit, not an error', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('a very long search for a creamy mushroom risotto')}`);
    await expect(page.getByText('Search text can be at most 32 characters.')).toBeVisible();
    await expect(page.getByText('An error occured, please try again.')).toHaveCount(0);
    await expect(page.getByText('Search is not available right now. Please try again.')).toHaveCount(0);
  });
});
