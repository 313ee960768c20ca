import { devices } from '@playwright/test';
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

    // By hand: a recipe found by its words, for the second day's breakfast.
    const add = page.getByRole('form', { name: 'Add a recipe to the plan' });
    await add.getByRole('searchbox', { name: 'Find a recipe' }).fill('pancakes');
    const found = add.getByRole('list', { name: 'Recipes found' }).getByRole('button');
    const breakfast = (await found.first().textContent()) ?? '';
    await found.first().click();
    await add.getByLabel('Day').selectOption({ index: 1 });
    await add.getByLabel('Meal').selectOption('breakfast');
    await add.getByRole('button', { name: 'Add recipe' }).click();
    await expect(days.nth(1).getByRole('region', { name: /^Breakfast/ })).toContainText(breakfast);

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

    // Removing a recipe whose lines were added offers to take them off the list too.
    const dinner = days.first().getByRole('region', { name: /^Dinner/ });
    const title = await dinner.getByRole('link').textContent();
    await dinner.getByRole('button', { name: /^Remove / }).click();
    const offer = page.getByRole('group', { name: 'Shopping list lines' });
    await expect(offer).toContainText(`${title} had`);
    await offer.getByRole('button', { name: 'Remove from the list' }).click();
    await expect(page.getByText(/^Removed \d+ lines of .+ from your shopping list\.$/)).toBeVisible();
    const firstDay = dayName(await days.first().getByRole('heading', { level: 3 }).textContent());

    await page.goto('/shopping-list');
    await expect(page.getByText(/\((Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}\)/).first()).toBeVisible();
    const [weekday, date, month] = firstDay.split(' ');
    // The lines of the recipe removed, named by its day, are gone.
    await expect(page.getByText(`(${weekday!.slice(0, 3)} ${date} ${month})`, { exact: false })).toHaveCount(0);
  });
});

/** A day's heading without its "Today" mark: "Wednesday 2 Dec". */
const dayName = (heading: string | null) => (heading ?? '').replace(' · Today', '');

test.describe('changing the plan on a phone', () => {
  test('an entry moved by its menu, last week repeated, the week cleared and put back', async ({ page, account }) => {
    await account.register();
    await page.goto('/plan');
    const days = page.locator('.plan__days > li');
    const note = page.getByRole('form', { name: 'Add a note to the plan' });

    // Last week: one note, to repeat.
    await page.getByRole('button', { name: 'Previous week' }).click();
    await note.getByLabel('Note').fill('pasta night');
    await note.getByRole('button', { name: 'Add note' }).click();
    await expect(days.first().getByRole('region', { name: /^Dinner/ })).toContainText('pasta night');
    await page.getByRole('button', { name: 'This week', exact: true }).click();

    // This week: a note on the first day's lunch, moved to the third day's dinner by its menu.
    await note.getByLabel('Meal').selectOption('lunch');
    await note.getByLabel('Note').fill('leftovers');
    await note.getByRole('button', { name: 'Add note' }).click();
    await days
      .first()
      .getByRole('button', { name: /^Move or copy leftovers/ })
      .click();
    const menu = page.getByRole('group', { name: 'Move or copy leftovers' });
    const third = dayName(await days.nth(2).getByRole('heading', { level: 3 }).textContent());
    await menu.getByLabel('Day').selectOption({ label: third });
    await menu.getByLabel('Meal').selectOption('dinner');
    await menu.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(`Moved leftovers to ${third}, dinner.`)).toBeVisible();
    await expect(days.nth(2).getByRole('region', { name: /^Dinner/ })).toContainText('leftovers');
    await expect(days.first()).toContainText('Nothing planned.');

    await page.getByRole('button', { name: 'Repeat last week' }).click();
    await expect(page.getByText('Copied 1 entry from last week.')).toBeVisible();
    await expect(days.first().getByRole('region', { name: /^Dinner/ })).toContainText('pasta night');

    await page.getByRole('button', { name: 'Clear week' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Clear this week?' });
    await expect(ask).toContainText('This removes the 2 entries planned');
    await ask.getByRole('button', { name: 'Clear week' }).click();
    await expect(page.getByText('Removed 2 entries from this week.')).toBeVisible();
    await expect(page.getByText('Nothing planned.')).toHaveCount(7);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Put back 2 entries.')).toBeVisible();
    await expect(days.first().getByRole('region', { name: /^Dinner/ })).toContainText('pasta night');
    await expect(days.nth(2).getByRole('region', { name: /^Dinner/ })).toContainText('leftovers');

    // The week may start on Sunday; the device remembers it.
    await page.getByLabel('Week starts on').selectOption({ label: 'Sunday' });
    await expect(days.first().getByRole('heading', { level: 3 })).toHaveText(/^Sunday/);
    await page.reload();
    await expect(days.first().getByRole('heading', { level: 3 })).toHaveText(/^Sunday/);
  });
});

test.describe('changing the plan on a desktop', () => {
  // The desktop project's device, without its browser type (one browser runs the whole suite).
  const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
  test.use({ ...desktop, viewport: { width: 1280, height: 800 } });

  test('an entry dragged to another day and slot, and the calendar address made and revoked', async ({
    page,
    context,
    account,
  }) => {
    await account.register();
    await page.goto('/plan');
    const days = page.locator('.plan__days > li');
    const note = page.getByRole('form', { name: 'Add a note to the plan' });
    await note.getByLabel('Meal').selectOption('lunch');
    await note.getByLabel('Note').fill('soup');
    await note.getByRole('button', { name: 'Add note' }).click();
    const soup = days.first().getByRole('listitem').filter({ hasText: 'soup' });
    await expect(soup).toBeVisible();

    const fourth = dayName(await days.nth(3).getByRole('heading', { level: 3 }).textContent());
    await soup.dragTo(page.locator(`[data-drop-slot="Dinner, ${fourth}"]`));
    await expect(page.getByText(`Moved soup to ${fourth}, dinner.`)).toBeVisible();
    await expect(days.nth(3).getByRole('region', { name: /^Dinner/ })).toContainText('soup');
    await expect(days.first()).toContainText('Nothing planned.');

    // The calendar: a private address, shown once, that a calendar app can read until revoked.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = page.getByRole('region', { name: 'Calendar' });
    await panel.getByRole('button', { name: 'Make a calendar address' }).click();
    const field = panel.getByLabel('Your calendar address (shown only now)');
    await expect(field).toHaveValue(/\/api\/plan\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const address = await field.inputValue();
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect(panel.getByText('Copied.')).toBeVisible();
    const copied: unknown = await page.evaluate('navigator.clipboard.readText()');
    expect(copied).toBe(address);
    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Dinner: soup');

    await panel.getByRole('button', { name: 'Stop the calendar address' }).click();
    await expect(panel.getByText(/^The calendar address no longer works/)).toBeVisible();
    await expect(field).toHaveCount(0);
    expect((await page.request.get(address)).status()).toBe(404);
  });
});
