import { expect, test } from '@playwright/test';

test('the landing page loads with no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  expect(errors).toEqual([]);
});
