import type { APIRequestContext, Page } from '@playwright/test';
import type { PlanResponse } from '../shared/plan';
import { addDays, today, weekStart } from '../shared/plan-dates';
import { expect, randomRecipeId, storedToken, test } from './fixtures';

/** Opens a recipe page and plans it with the "Add to plan" form; answers the recipe's title. */
async function addToPlan(page: Page, id: number, choose: { day?: string; meal?: string; servings?: string } = {}) {
  await page.goto(`/recipe/${id}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to plan' }).click();
  const form = page.getByRole('form', { name: 'Add to plan' });
  await expect(form.getByLabel('Meal')).toHaveValue('dinner');
  await expect(form.getByLabel('Day')).toHaveValue(today());
  if (choose.day) await form.getByLabel('Day').selectOption(choose.day);
  if (choose.meal) await form.getByLabel('Meal').selectOption(choose.meal);
  if (choose.servings) await form.getByLabel('Servings').fill(choose.servings);
  await form.getByRole('button', { name: 'Save to plan' }).click();
  return { title, form };
}

async function accountPlan(request: APIRequestContext, page: Page): Promise<PlanResponse> {
  const token = await storedToken(page);
  const from = weekStart(today());
  const response = await request.get(`/api/plan?from=${from}&to=${addDays(from, 13)}`, {
    headers: { token: token ?? '' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as PlanResponse;
}

test.describe('Add to plan, and a visitor’s plan', () => {
  test('a visitor plans a recipe on this device, then registers: the meal is saved to the account', async ({
    page,
    request,
    account,
  }) => {
    const id = await randomRecipeId(request);
    const { title, form } = await addToPlan(page, id);
    await expect(form.getByRole('status')).toHaveText("Added to today's dinner. View plan");
    await form.getByRole('link', { name: 'View plan' }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByText(/This plan is kept on this device\./)).toBeVisible();
    const dinner = page.locator('.plan-day--today').getByRole('region', { name: /^Dinner/ });
    await expect(dinner.getByRole('link', { name: title })).toHaveAttribute('href', `/recipe/${id}`);

    // The plan is reached from the account's page too, logged out or in.
    await page.goto('/user-actions');
    await page.getByRole('link', { name: /Meal plan/ }).click();
    await expect(page).toHaveURL(/\/plan$/);

    await account.register();
    // Joined at login: the device keeps nothing more, and the account holds the meal.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('plan'))).toBeNull();
    const saved = await accountPlan(request, page);
    expect(saved.entries).toEqual([
      expect.objectContaining({ date: today(), slot: 'dinner', recipeId: id, title, servings: expect.any(Number) }),
    ]);
    expect(saved.entries[0]!.id).toBeGreaterThan(0);

    await page.goto('/plan');
    await expect(page.getByText(/This plan is kept on this device\./)).toHaveCount(0);
    await expect(dinner.getByRole('link', { name: title })).toBeVisible();
    await page.reload();
    await expect(dinner.getByRole('link', { name: title })).toBeVisible();
    await expect(dinner.getByRole('link')).toHaveCount(1);
  });

  test('signed in, Add to plan lands in the chosen day and meal with the chosen servings', async ({
    page,
    request,
    account,
  }) => {
    await account.register();
    const id = await randomRecipeId(request);
    const day = addDays(today(), 2);
    const { title, form } = await addToPlan(page, id, { day, meal: 'lunch', servings: '5' });
    await expect(form.getByRole('status')).toContainText(/^Added to \w+'s lunch\. View plan$/);

    const saved = await accountPlan(request, page);
    expect(saved.entries).toEqual([expect.objectContaining({ date: day, slot: 'lunch', recipeId: id, servings: 5 })]);

    await form.getByRole('link', { name: 'View plan' }).click();
    if (weekStart(day) !== weekStart(today())) await page.getByRole('button', { name: 'Next week' }).click();
    const days = page.locator('.plan__days > li');
    const lunch = days.nth(Math.round((Date.parse(day) - Date.parse(weekStart(day))) / 86_400_000));
    await expect(lunch.getByRole('region', { name: /^Lunch/ }).getByRole('link', { name: title })).toBeVisible();
    await expect(lunch.getByRole('region', { name: /^Lunch/ })).toContainText('for 5');
  });
});
