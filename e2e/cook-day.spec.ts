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
