import { chrome, expect, randomRecipeId, test } from './fixtures';

test.describe('cooking with a recipe', () => {
  test('the servings stepper scales the amounts and goes back to the recipe’s own count', async ({ page, request }) => {
    const id = await randomRecipeId(request);
    await page.goto(`/recipe/${id}`);
    const servings = page.getByRole('group', { name: 'Servings' });
    const count = servings.locator('output');
    const own = (await count.textContent()) ?? '';
    const lines = page.locator('.ingredients li');
    const before = await lines.allTextContents();
    await servings.getByRole('button', { name: 'More servings' }).click();
    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(count).not.toHaveText(own);
    const after = await lines.allTextContents();
    expect(after).toHaveLength(before.length);
    // A catalog recipe always has a line with an amount, and every line either scales or says it cannot.
    expect(after.some((line, index) => line !== before[index] && !line.endsWith('(as written)'))).toBe(true);
    await servings.getByRole('button', { name: /^Back to / }).click();
    await expect(count).toHaveText(own);
    expect(await lines.allTextContents()).toEqual(before);
  });

  test('printing shows the recipe alone: no header, navigation or buttons', async ({ page, request }) => {
    const id = await randomRecipeId(request);
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { header, nav } = chrome(page);
    await expect(header).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(header).toBeHidden();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'More servings' })).toBeHidden();
    await expect(page.getByRole('button', { name: /save recipe/i })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(header).toBeVisible();
  });
});
