import type { RecipeDetail } from '../shared/recipe';
import type { SearchResponse } from '../shared/api';
import { chrome, credentialsForm, expect, randomRecipeId, test } from './fixtures';

/** A recipe whose steps say how long something cooks, and the first such step (0-based) with its minutes. */
async function recipeWithTimedStep(
  request: Parameters<typeof randomRecipeId>[0],
): Promise<{ id: number; steps: number; step: number; minutes: number }> {
  const search = await request.post('/api/search/general', { data: { searchInput: 'simmer soup', number: 20 } });
  const { results } = (await search.json()) as SearchResponse;
  for (const { id } of results) {
    const recipe = (await (await request.post('/api/search/info', { data: { id } })).json()) as RecipeDetail;
    const steps = recipe.instructions.split('\n').filter((line) => line.trim() !== '');
    const step = steps.findIndex((line) => /\b\d{1,2} minutes\b/.test(line) && !/\d\s*(?:-|–|to)\s*\d/.test(line));
    if (step >= 0) {
      const minutes = Number(/\b(\d{1,2}) minutes\b/.exec(steps[step] ?? '')?.[1]);
      return { id, steps: steps.length, step, minutes };
    }
  }
  throw new Error('no soup in the catalog says how many minutes it simmers');
}

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

  test('the unit switch shows weights in US measures and back in metric, and the device remembers it', async ({
    page,
  }) => {
    // A built-in recipe weighed in grams, whose oven is set in °C.
    await page.goto('/recipe/1016');
    const lines = page.locator('.ingredients li');
    const mushrooms = lines.filter({ hasText: /mushrooms/ });
    // The radios are drawn as labels: a cook taps the label.
    const measure = (name: string) => page.getByRole('group', { name: 'Measures' }).getByText(name, { exact: true });
    await expect(mushrooms).toHaveText(/^250 g chestnut mushrooms/);
    await measure('US').click();
    await expect(mushrooms).toHaveText(/\b(oz|ounces?|lb|pounds?)\b/);
    await expect(page.getByRole('region', { name: 'Instructions' })).toContainText('°F');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'US' })).toBeChecked();
    await expect(mushrooms).toHaveText(/\b(oz|ounces?|lb|pounds?)\b/);
    await measure('Metric').click();
    await expect(mushrooms).toHaveText(/\b250 g\b/);
    await measure('As written').click();
    await expect(mushrooms).toHaveText(/^250 g chestnut mushrooms/);
  });

  test('a logged-in cook’s unit choice follows the account to another device', async ({
    page,
    account,
    browser,
  }, testInfo) => {
    const credentials = await account.register();
    await page.goto('/recipe/1016');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/saved/settings') && response.request().method() === 'PUT',
    );
    await page.getByRole('group', { name: 'Measures' }).getByText('US', { exact: true }).click();
    expect((await saved).ok()).toBe(true);

    // Another device: a fresh browser profile with nothing stored, logged in to the same account.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const phone = await other.newPage();
      await phone.goto('/login');
      const form = credentialsForm(phone);
      await form.email.fill(credentials.email);
      await form.password.fill(credentials.password);
      await phone.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(phone).toHaveURL(/\/loggedin$/);
      await phone.goto('/recipe/1016');
      await expect(phone.getByRole('radio', { name: 'US' })).toBeChecked();
      await expect(phone.locator('.ingredients li').filter({ hasText: /mushrooms/ })).toHaveText(
        /\b(oz|ounces?|lb|pounds?)\b/,
      );
    } finally {
      await other.close();
    }
  });

  test('cook mode: one step at a time, ingredients to tick, a timer from a step that rings on another step', async ({
    page,
    request,
  }) => {
    const { id, steps, step, minutes } = await recipeWithTimedStep(request);
    await page.clock.install();
    // Notes when the page's screen wake lock is released (the browser's own API, observed).
    await page.addInitScript(`(() => {
      const wakeLock = navigator.wakeLock;
      if (!wakeLock) return;
      const request = wakeLock.request.bind(wakeLock);
      wakeLock.request = async (type) => {
        const lock = await request(type);
        lock.addEventListener('release', () => { window.wakeLockReleased = true; });
        return lock;
      };
    })();`);
    await page.goto(`/recipe/${id}`);
    const start = page.getByRole('button', { name: 'Start cooking' });
    await start.click();
    const dialog = page.getByRole('dialog', { name: /^Cook mode: / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Step 1 of ${steps}`)).toBeVisible();
    await expect(dialog.getByText('Screen stays on')).toBeVisible();
    // Nothing of the page shows through: the header is covered.
    await expect(dialog).toBeInViewport({ ratio: 1 });

    await dialog.getByRole('button', { name: 'Ingredients' }).click();
    const first = dialog.getByRole('region', { name: 'Ingredients' }).getByRole('checkbox').first();
    await first.check();
    await expect(first).toBeChecked();

    for (let at = 0; at < step; at++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`Step ${step + 1} of ${steps}`)).toBeVisible();
    await dialog
      .getByRole('button', { name: `Start ${minutes}:00 timer` })
      .first()
      .click();
    const timers = dialog.getByRole('list', { name: 'Timers' });
    await expect(timers.getByRole('timer').first()).toHaveText(`${minutes}:00`);

    // Switching steps keeps the timer running.
    if (step > 0) await dialog.getByRole('button', { name: 'Previous' }).click();
    else if (steps > 1) await dialog.getByRole('button', { name: 'Next' }).click();
    await page.clock.fastForward(60_000);
    await expect(timers.getByRole('timer').first()).toHaveText(`${minutes - 1}:00`);
    await page.clock.fastForward((minutes - 1) * 60_000 + 1_000);
    await expect(timers.getByRole('alert')).toHaveText('Time is up');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
    // Leaving cook mode lets the screen sleep again.
    expect(await page.evaluate('window.wakeLockReleased')).toBe(true);
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
