import { expect, storedToken, test } from './fixtures';

interface Detail {
  id: number;
  title: string;
  extendedIngredients: { original: string }[];
}

/** Today in the browser's time, as the plan's dates are written. */
function todayDate(): string {
  const day = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test('a bought line goes into the pantry; cooking the planned recipe takes it out, and undo puts it back', async ({
  page,
  account,
}) => {
  await account.register();
  const token = await storedToken(page);
  expect(token).toBeDefined();

  // A recipe from the catalog, planned for today through the API; the first of its lines is what we buy.
  const found = await page.request.post('/api/search/general', { data: { searchInput: 'pancakes', number: 1 } });
  const recipeId = ((await found.json()) as { results: { id: number }[] }).results[0]!.id;
  const detail = (await (await page.request.post('/api/search/info', { data: { id: recipeId } })).json()) as Detail;
  const bought = detail.extendedIngredients.map((i) => i.original.trim()).find((line) => /^\d/.test(line))!;
  const planned = await page.request.post('/api/plan/entries', {
    headers: { token: token! },
    data: { date: todayDate(), slot: 'dinner', recipeId, servings: 2 },
  });
  expect(planned.ok()).toBe(true);

  // Bought: checked on the list, then put in the pantry.
  await page.goto('/shopping-list');
  await page.getByLabel('Add an item').fill(bought);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const box = page.getByRole('checkbox').first();
  await box.check();
  await page.getByRole('button', { name: 'Put checked in the pantry' }).click();
  await expect(page.getByText(/^Put .* in the pantry\./)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.goto('/pantry');
  const rows = page.getByRole('list', { name: 'Pantry items' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);

  // Cooked: the item leaves the pantry; undone, it is back.
  await page.goto('/plan');
  await page
    .getByRole('button', { name: new RegExp(`^Cooked ${detail.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await expect(page.getByText(/Taken out of the pantry: /)).toBeVisible();
  await expect(page.getByText('· Cooked')).toBeVisible();
  await page.goto('/pantry');
  await expect(rows).toHaveCount(0);

  await page.goto('/plan');
  await page.getByRole('button', { name: /^Not cooked / }).click();
  await expect(page.getByText(/Put back in the pantry: /)).toBeVisible();
  await page.goto('/pantry');
  await expect(rows).toHaveCount(1);
});
