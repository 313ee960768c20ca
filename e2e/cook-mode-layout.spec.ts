import { expect, test } from './fixtures';

/** A built-in recipe with a typical title whose second step takes 2 minutes. */
const STIR_FRY = { id: 5639, title: 'Spicy Prawn Stir-Fry' };

test.describe('cook mode on a phone, and the printed recipe', () => {
  test('the header gives the title its width and keeps the step count on one line', async ({ page }) => {
    await page.goto(`/recipe/${STIR_FRY.id}`);
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cook mode: ${STIR_FRY.title}` });
    await expect(dialog).toBeVisible();
    const title = dialog.getByText(STIR_FRY.title, { exact: true });
    const progress = dialog.getByText(/^Step 1 of \d+/);
    await expect(progress).toBeVisible();
    const measured = async (locator: typeof title) =>
      locator.evaluate((node) => {
        const element = node as unknown as {
          getBoundingClientRect: () => { width: number; height: number };
          scrollWidth: number;
          clientWidth: number;
          scrollHeight: number;
          clientHeight: number;
        };
        const view = globalThis as unknown as {
          getComputedStyle: (e: unknown) => { lineHeight: string; fontSize: string };
        };
        const style = view.getComputedStyle(element);
        return {
          width: element.getBoundingClientRect().width,
          height: element.getBoundingClientRect().height,
          lineHeight: Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5,
          cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        };
      });
    const titleBox = await measured(title);
    // The whole title shows, on at most two lines.
    expect(titleBox.cut).toBe(false);
    expect(titleBox.height).toBeLessThan(titleBox.lineHeight * 2.5);
    const progressBox = await measured(progress);
    expect(progressBox.height).toBeLessThan(progressBox.lineHeight * 1.5);
  });

  test('a running timer stays on the recipe page after cook mode is closed, until it is stopped', async ({ page }) => {
    await page.clock.install();
    await page.goto(`/recipe/${STIR_FRY.id}`);
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cook mode: / });
    await expect(dialog).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/^Step 2 of /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Start 2:00 timer' }).click();
    await expect(dialog.getByRole('timer')).toHaveText('2:00');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const timers = page.getByRole('list', { name: 'Timers' });
    await expect(timers).toBeInViewport();
    await expect(timers.getByRole('timer')).toHaveText('2:00');
    await page.clock.fastForward(60_000);
    await expect(timers.getByRole('timer')).toHaveText('1:00');
    await timers.getByRole('button', { name: /^Stop timer / }).click();
    await expect(timers).toBeHidden();
  });

  test('the printed recipe shows its ingredients and steps without buttons', async ({ page }) => {
    await page.goto(`/recipe/${STIR_FRY.id}`);
    const add = page.getByRole('button', { name: 'Add to shopping list' });
    await expect(add).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(add).toBeHidden();
    await expect(page.locator('button:visible')).toHaveCount(0);
    await expect(page.locator('.ingredients li').first()).toBeVisible();
    await expect(page.locator('.instructions p').first()).toBeVisible();
  });
});
