import { expect, test } from './fixtures';

// Runs on the phone, and checks the wide layout by widening the same page.
test.describe('the meal plan', () => {
  test('a week planned by hand and with Plan my week, one day re-rolled, then shopped for', async ({
    page,
    account,
  }) => {
    await account.register();
    await page.goto('/recipe-manager');
    await page.getByRole('link', { name: /Meal plan/ }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByRole('heading', { name: 'Meal plan', level: 1 })).toBeVisible();

    // By hand: a note on the first day's lunch.
    const note = page.getByRole('form', { name: 'Add a note to the plan' });
    await note.getByLabel('Meal').selectOption('lunch');
    await note.getByLabel('Note').fill('leftovers');
    await note.getByRole('button', { name: 'Add note' }).click();
    const days = page.locator('.plan__days > li');
    await expect(days.first().getByRole('region', { name: /^Lunch/ })).toContainText('leftovers');

    // Plan my week: five quick dinners, each with a reason.
    await page.getByRole('button', { name: 'Propose meals' }).click();
    const picks = page.getByRole('list', { name: 'Proposed meals' }).getByRole('listitem');
    await expect(picks).toHaveCount(5);
    for (const pick of await picks.all()) await expect(pick).toContainText(/\(.*min.*\)/);

    // Another recipe for the third day.
    const before = await picks.nth(2).locator('strong').textContent();
    await picks
      .nth(2)
      .getByRole('button', { name: /^Another recipe for/ })
      .click();
    await expect(picks.nth(2).locator('strong')).not.toHaveText(before ?? '');

    await page.getByRole('button', { name: 'Save to plan' }).click();
    await expect(page.getByText('Added 5 meals to your plan.')).toBeVisible();
    for (let day = 0; day < 5; day++) {
      await expect(
        days
          .nth(day)
          .getByRole('region', { name: /^Dinner/ })
          .getByRole('link'),
      ).toHaveCount(1);
    }
    await expect(days.first()).toContainText(/About \d+ kcal a person \(estimated\)/);

    // On a wide screen the same week reads as seven columns side by side (the run stays on one
    // account: the server allows 30 registrations per address in 15 minutes).
    await page.setViewportSize({ width: 1280, height: 800 });
    const [monday, tuesday] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
    expect(tuesday!.x).toBeGreaterThan(monday!.x + monday!.width - 1);
    expect(Math.abs(tuesday!.y - monday!.y)).toBeLessThan(2);
    await page.setViewportSize({ width: 390, height: 844 });

    // The week to the shopping list: lines say which recipe and day they are for.
    await page.getByRole('button', { name: 'Add this week to the shopping list' }).click();
    await expect(page.getByText(/^Added \d+ lines to your shopping list\.$/)).toBeVisible();
    await page.goto('/shopping-list');
    await expect(page.getByText(/\((Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}\)/).first()).toBeVisible();
  });
});
