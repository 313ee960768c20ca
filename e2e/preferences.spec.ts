import type { Locator, Page } from '@playwright/test';
import { expect, test, type PageWindow } from './fixtures';

const DIETS = [
  'Ketogenic',
  'Vegetarian',
  'Lacto-Vegetarian',
  'Ovo-Vegetarian',
  'Vegan',
  'Pescatarian',
  'Paleo',
  'Primal',
  'Whole30',
];
const ALLERGENS = ['Gluten', 'Peanut', 'Shellfish', 'Soy', 'Sulfite', 'Wheat'];

/** Hue (degrees) and lightness (0..1) of a computed `rgb(r, g, b)` colour. */
function hueAndLightness(rgb: string): { hue: number; lightness: number } {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => Number(part) / 255);
  const max = Math.max(r!, g!, b!);
  const min = Math.min(r!, g!, b!);
  const lightness = (max + min) / 2;
  if (max === min) return { hue: 0, lightness };
  const delta = max - min;
  let hue: number;
  if (max === r) hue = ((g! - b!) / delta) % 6;
  else if (max === g) hue = (b! - r!) / delta + 2;
  else hue = (r! - g!) / delta + 4;
  return { hue: (hue * 60 + 360) % 360, lightness };
}

/** Reloads and waits until the page has read the saved list back from the server. */
async function reloadAndRead(page: Page, list: 'diet' | 'allergies'): Promise<void> {
  const read = page.waitForResponse(
    (response) => response.url().endsWith(`/api/saved/${list}`) && response.request().method() === 'GET',
  );
  await page.reload();
  expect((await read).ok()).toBe(true);
}

const iconFill = (toggle: Locator): Promise<string> =>
  toggle
    .locator('svg')
    .first()
    .evaluate((svg: unknown) => (globalThis as unknown as PageWindow).getComputedStyle(svg).fill);

test.describe('diet profile', () => {
  test('lists nine diets with descriptions; toggles are saved across reloads', async ({ page, account }) => {
    await account.register();
    await page.goto('/diet-profile');
    await expect(page.getByRole('heading', { name: 'User Actions / Dietary Profile' })).toBeVisible();
    const switches = page.getByRole('switch');
    await expect(switches).toHaveCount(9);
    for (const diet of DIETS) {
      const toggle = page.getByRole('switch', { name: diet, exact: true });
      await expect(toggle).not.toBeChecked();
      await expect(toggle).not.toHaveAccessibleDescription('');
    }
    await expect(page.getByRole('switch', { name: 'Vegan', exact: true })).toHaveAccessibleDescription(
      'No meat, eggs, dairy or honey.',
    );

    const vegetarian = page.getByRole('switch', { name: 'Vegetarian', exact: true });
    const paleo = page.getByRole('switch', { name: 'Paleo', exact: true });
    await vegetarian.click();
    await expect(vegetarian).toBeChecked();
    await paleo.click();
    await expect(paleo).toBeChecked();

    await reloadAndRead(page, 'diet');
    await expect(vegetarian).toBeChecked();
    await expect(paleo).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Vegan', exact: true })).not.toBeChecked();

    await paleo.click();
    await expect(paleo).not.toBeChecked();
    await reloadAndRead(page, 'diet');
    await expect(vegetarian).toBeChecked();
    await expect(paleo).not.toBeChecked();
  });

  test('asks anonymous visitors to log in', async ({ page }) => {
    await page.goto('/diet-profile');
    await expect(page.getByText('You must login to use this feature.')).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
  });
});

test.describe('allergies', () => {
  test('six allergen toggles; Peanut and Gluten stay pressed and tinted light teal across reloads', async ({
    page,
    account,
  }) => {
    await account.register();
    await page.goto('/allergies');
    await expect(page.getByRole('heading', { name: 'User Actions / Allergen Settings' })).toBeVisible();
    for (const name of ALLERGENS) {
      const toggle = page.getByRole('button', { name, exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(await iconFill(toggle), `${name} shows a plain icon`).toBe('none');
    }

    const peanut = page.getByRole('button', { name: 'Peanut', exact: true });
    const gluten = page.getByRole('button', { name: 'Gluten', exact: true });
    await peanut.click();
    await expect(peanut).toHaveAttribute('aria-pressed', 'true');
    await gluten.click();
    await expect(gluten).toHaveAttribute('aria-pressed', 'true');

    await reloadAndRead(page, 'allergies');
    for (const toggle of [peanut, gluten]) {
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const { hue, lightness } = hueAndLightness(await iconFill(toggle));
      expect(hue, 'teal hue').toBeGreaterThan(150);
      expect(hue, 'teal hue').toBeLessThan(200);
      expect(lightness, 'a light tint').toBeGreaterThan(0.6);
    }
    await expect(page.getByRole('button', { name: 'Soy', exact: true })).toHaveAttribute('aria-pressed', 'false');

    await peanut.click();
    await expect(peanut).toHaveAttribute('aria-pressed', 'false');
    await gluten.click();
    await expect(gluten).toHaveAttribute('aria-pressed', 'false');
    await reloadAndRead(page, 'allergies');
    await expect(page.getByRole('button', { name: 'Peanut', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(gluten).toHaveAttribute('aria-pressed', 'false');
    expect(await iconFill(peanut)).toBe('none');
  });
});
