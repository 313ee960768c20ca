import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, randomRecipeId, settled, test } from './fixtures';
import { RECIPE_ROUTE, ROUTES, withId } from './routes';

/** Serious and critical axe violations on the current screen, one readable line per failing node. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe ran its rules').toBeGreaterThan(0);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
}

async function auditRoutes(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  // About a second of axe per screen on two cores.
  test.describe.configure({ timeout: 60_000 });

  test('every route, logged out', async ({ page, request }) => {
    const id = await randomRecipeId(request);
    const paths = ROUTES.map((route) => (route.path === RECIPE_ROUTE ? withId(route.path, id) : route.path));
    expect(await auditRoutes(page, paths)).toEqual({});
  });

  test('every route whose screen differs, logged in', async ({ page, account, request }) => {
    const id = await randomRecipeId(request);
    await account.register();
    // A saved recipe, diet and allergy so the filled states are audited too.
    await page.goto(`/recipe/${id}`);
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByRole('button', { name: 'Save recipe' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/diet-profile');
    await page.getByRole('switch', { name: 'Vegetarian', exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Vegetarian', exact: true })).toBeChecked();
    await page.goto('/allergies');
    await page.getByRole('button', { name: 'Peanut', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Peanut', exact: true })).toHaveAttribute('aria-pressed', 'true');

    const paths = [
      '/login',
      '/register',
      '/loggedin',
      '/new',
      '/logout',
      '/delete-account',
      '/home',
      '/search',
      '/recipe-manager',
      '/user-actions',
      '/diet-profile',
      '/allergies',
      `/recipe/${id}`,
    ];
    expect(await auditRoutes(page, paths)).toEqual({});
  });
});
