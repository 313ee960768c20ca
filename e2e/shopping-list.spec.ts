import type { APIRequestContext } from '@playwright/test';
import type { SearchResponse } from '../shared/api';
import type { RecipeDetail } from '../shared/recipe';
import { expect, test } from './fixtures';

type Request = APIRequestContext;

/** Two catalog recipes that each list eggs on one line, as a count ("2 large eggs"), with that count. */
async function twoRecipesWithEggs(request: Request): Promise<{ id: number; title: string; eggs: number }[]> {
  const search = await request.post('/api/search/general', { data: { searchInput: 'eggs', number: 40 } });
  const { results } = (await search.json()) as SearchResponse;
  const found: { id: number; title: string; eggs: number }[] = [];
  for (const { id } of results) {
    const recipe = (await (await request.post('/api/search/info', { data: { id } })).json()) as RecipeDetail;
    const eggLines = recipe.extendedIngredients.filter((line) => /\beggs?\b/i.test(line.original));
    const count = /^(\d+) (?:large |medium |small )?eggs?(?:,|$)/i.exec(eggLines[0]?.original ?? '');
    if (eggLines.length === 1 && count) found.push({ id, title: recipe.title, eggs: Number(count[1]) });
    if (found.length === 2) return found;
  }
  throw new Error('the catalog has no two recipes with one line of eggs each');
}

test.describe('the shopping list', () => {
  test('two recipes merge on the list, a line is ticked, one recipe is taken off, and the list survives a reload', async ({
    page,
    request,
  }) => {
    const [first, second] = await twoRecipesWithEggs(request);
    for (const recipe of [first!, second!]) {
      await page.goto(`/recipe/${recipe.id}`);
      await page.getByRole('button', { name: 'Add to shopping list' }).click();
      const status = page.getByRole('status').filter({ hasText: /^Added \d+ lines? for \d+ servings?\./ });
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', { name: 'View shopping list' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'View shopping list' }).click();
    await expect(page).toHaveURL(/\/shopping-list$/);

    const dairy = page.getByRole('region', { name: 'Dairy and eggs' });
    const lineWith = (name: string | RegExp) =>
      dairy.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name }) });
    const eggs = lineWith(`${first!.eggs + second!.eggs} eggs`);
    await expect(eggs).toBeVisible();
    // The recipes a line came from show in its details, behind its "More" button.
    const more = (line: typeof eggs) => line.getByRole('button', { name: /^More about / });
    await more(eggs).click();
    await expect(eggs.getByText(`from ${first!.title}, ${second!.title}`)).toBeVisible();
    await more(eggs).click();

    await eggs.getByRole('checkbox').click();
    await expect(eggs.getByRole('checkbox')).toBeChecked();
    await expect(eggs.getByRole('checkbox')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Clear checked' })).toBeEnabled();

    await page.getByRole('button', { name: `Remove ${first!.title}’s lines` }).click();
    await expect(page.getByRole('link', { name: first!.title })).toHaveCount(0);
    const left = lineWith(new RegExp(`^${second!.eggs} (?:large |medium |small )?eggs?\\b`, 'i'));
    await expect(left).toBeVisible();
    await more(left).click();
    await expect(left.getByText(`from ${second!.title}`, { exact: true })).toBeVisible();
    await more(left).click();
    await expect(left.getByRole('checkbox')).toBeChecked();

    // A visitor's list lives in this browser: a reload keeps it as it was.
    const before = await page.locator('.shopping-line').allTextContents();
    await page.reload();
    await expect(page.getByRole('link', { name: second!.title })).toBeVisible();
    await expect(page.locator('.shopping-line')).toHaveText(before);
  });
});
