import { expect, test } from './fixtures';

/** A date `days` from the browser's today, as a date field takes it. */
function dateIn(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test('the pantry: items added in any order list the near-date one first', async ({ page, account }) => {
  await account.register();
  await page.goto('/user-actions');
  await page.getByRole('link', { name: /Pantry/ }).click();
  await expect(page.getByRole('heading', { name: 'Pantry', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add to the pantry' });

  const add = async (name: string, bestBefore?: string, alwaysHave = false) => {
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    if (bestBefore) await form.getByLabel('Best before').fill(bestBefore);
    if (alwaysHave) await form.getByRole('checkbox', { name: /Always have/ }).check();
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Added ${name}.`)).toBeVisible();
  };
  await add('Salt', undefined, true);
  await add('Rice', dateIn(60));
  await add('Spinach', dateIn(2));

  const rows = page.getByRole('list', { name: 'Pantry items' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Spinach');
  await expect(rows.nth(0)).toContainText('Use soon');
  await expect(rows.nth(1)).toContainText('Rice');
  await expect(rows.nth(2)).toContainText('Salt');
  await expect(rows.nth(2)).toContainText('Always have');

  // The order is the server's too: it holds after a reload.
  await page.reload();
  await expect(rows.nth(0)).toContainText('Spinach');

  await page.getByRole('button', { name: 'Remove Spinach' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Spinach');
});
