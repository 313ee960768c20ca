import { expect, test } from './fixtures';

test.describe('the printed shopping list', () => {
  test('prints every line with its box, the ticked one struck through, and none of the controls', async ({ page }) => {
    await page.goto('/shopping-list');
    const field = page.getByLabel('Add an item');
    for (const item of ['2 l milk', '500 g flour', '3 onions']) {
      await field.fill(item);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('checkbox', { name: item })).toBeVisible();
    }
    await page.getByRole('checkbox', { name: '500 g flour' }).check();
    await expect(page.getByRole('checkbox', { name: '500 g flour' })).toBeChecked();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
    for (const item of ['2 l milk', '500 g flour', '3 onions']) {
      await expect(page.locator('.shopping-line__text', { hasText: item })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: item })).toBeVisible();
    }
    const flour = page.locator('.shopping-line__text', { hasText: '500 g flour' });
    await expect(flour).toHaveCSS('text-decoration-line', 'line-through');
    await expect(page.locator('.shopping-line__text', { hasText: '2 l milk' })).toHaveCSS(
      'text-decoration-line',
      'none',
    );
    // Each line sits on the page, below the heading, not stacked over it or pushed off the sheet.
    const heading = await page.getByRole('heading', { name: 'Shopping List', level: 1 }).boundingBox();
    const milk = await page.locator('.shopping-line', { hasText: '2 l milk' }).boundingBox();
    expect(milk && heading && milk.y >= heading.y + heading.height).toBe(true);

    for (const name of ['Add', 'Print', 'Copy as text', 'Clear checked', 'Edit 2 l milk', 'Remove 2 l milk'])
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    await expect(page.getByLabel('Add an item')).toBeHidden();
    await expect(page.locator('.app-header')).toBeHidden();
    await expect(page.locator('.app-footer')).toBeHidden();
    for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();

    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
