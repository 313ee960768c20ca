import type { Locator, Page } from '@playwright/test';
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

/** A select's room for its words less the width of the chosen option's text (negative: cut off). */
function spareWidth(select: Locator): Promise<number> {
  return select.evaluate((element: unknown) => {
    interface Shape {
      clientWidth: number;
      selectedIndex: number;
      options: { text: string }[];
      ownerDocument: { createElement: (tag: 'canvas') => { getContext: (kind: '2d') => Canvas } };
    }
    interface Canvas {
      font: string;
      measureText: (text: string) => { width: number };
    }
    const select = element as Shape;
    const style = (
      globalThis as unknown as { getComputedStyle: (el: unknown) => Record<string, string> }
    ).getComputedStyle(element);
    const canvas = select.ownerDocument.createElement('canvas').getContext('2d');
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = canvas.measureText(select.options[select.selectedIndex]?.text ?? '').width;
    // A native arrow is drawn inside the padding box; a drawn one has padding of its own.
    const arrow = style.appearance === 'none' ? 0 : 24;
    return select.clientWidth - parseFloat(style.paddingLeft!) - parseFloat(style.paddingRight!) - arrow - text;
  });
}

test.describe('words and room on screen', () => {
  test('Home offers the shopping list as the working feature it is', async ({ page }) => {
    await page.goto('/home');
    const card = page.getByRole('link', { name: /Shopping list generator/ });
    await expect(card).toContainText('Turn recipes into one shopping list');
    await expect(card).not.toContainText('Coming soon');
  });

  test('select boxes show their whole choice', async ({ page, account }) => {
    await account.register();
    await page.goto('/recipe-manager');
    for (const name of ['Show', 'Sort by']) {
      const select = page.getByRole('combobox', { name });
      await expect(select).toBeVisible();
      expect(await spareWidth(select), `"${name}" shows its whole choice`).toBeGreaterThanOrEqual(0);
    }
  });

  test('nothing of a recipe stays under the bottom menu', async ({ page, request }) => {
    const found = await request.post('/api/search/general', { data: { searchInput: 'stew', number: 30 } });
    const { results } = (await found.json()) as { results: { id: number }[] };
    let longest = { id: results[0]!.id, lines: 0 };
    for (const { id } of results) {
      const detail = (await (await request.post('/api/search/info', { data: { id } })).json()) as {
        extendedIngredients: unknown[];
      };
      if (detail.extendedIngredients.length > longest.lines) longest = { id, lines: detail.extendedIngredients.length };
    }
    await page.goto(`/recipe/${longest.id}`);
    const navTop = (await page.locator('.bottom-nav').boundingBox())!.y;
    const ingredients = page.locator('.recipe__ingredients li');
    const last = ingredients.last();
    const buttons = page.getByRole('main').getByRole('button');
    for (const target of [last, buttons.last(), buttons.first()]) {
      await target.evaluate((element: unknown) =>
        (element as { scrollIntoView: (options: object) => void }).scrollIntoView({ block: 'end' }),
      );
      const box = (await target.boundingBox())!;
      expect(box.y + box.height, 'above the bottom menu').toBeLessThanOrEqual(navTop + 1);
    }
  });
});

test.describe('filtering a search', () => {
  test('the count and the first results stay in sight while the filters change', async ({ page }) => {
    await page.goto('/search?q=curry');
    const count = page.getByRole('status').filter({ hasText: /\d+ recipes?$/ });
    await expect(count).toBeVisible();
    await page.locator('.filter-panel__summary').click();
    await page.getByRole('combobox', { name: 'Diet', exact: true }).selectOption('vegetarian');
    await expect(page).toHaveURL(/diet=vegetarian/);
    const panelBody = (await page.locator('.filter-panel__body').boundingBox())!;
    const viewport = page.viewportSize()!;
    const first = page.getByRole('list', { name: 'Search Results' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    for (const target of [count, first]) {
      await expect(target).toBeInViewport();
      const box = (await target.boundingBox())!;
      // Above the sheet on a phone; beside the panel on a wide screen.
      const clear = box.y + Math.min(box.height, 80) <= panelBody.y || box.x >= panelBody.x + panelBody.width;
      expect(clear, `not under the filter panel: ${JSON.stringify([box, panelBody])}`).toBe(true);
      expect(box.y).toBeLessThan(viewport.height);
    }
    if (viewport.width < 960) {
      await page.getByRole('button', { name: 'Show results' }).click();
      await expect(page.locator('.filter-panel__body')).toBeHidden();
    }
  });
});
