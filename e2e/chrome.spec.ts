import { chrome, expect, randomRecipeId, test } from './fixtures';
import { CHROMELESS, MAIN_PAGES, RECIPE_ROUTE, ROUTES, withId } from './routes';

test.describe('header and footer', () => {
  test('are hidden on exactly /, /login and /register', async ({ page }) => {
    for (const path of CHROMELESS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { header, footer } = chrome(page);
      await expect(header, `no header on ${path}`).toHaveCount(0);
      await expect(footer, `no footer on ${path}`).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    }
  });

  test('are shown on every other route, including a recipe and an unknown path', async ({ page, request }) => {
    const id = await randomRecipeId(request);
    const paths = ROUTES.map((route) => route.path)
      .filter((path) => !(CHROMELESS as readonly string[]).includes(path))
      .map((path) => (path === RECIPE_ROUTE ? withId(path, id) : path));
    expect(paths).toHaveLength(22);

    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { header, nav } = chrome(page);
      await expect(header, `header on ${path}`).toBeVisible();
      await expect(header.getByRole('button', { name: 'Go back' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Go forward' })).toBeVisible();
      await expect(header.getByRole('link', { name: /Dishcovery/ })).toHaveAttribute('href', '/user-actions');

      await expect(nav, `bottom navigation on ${path}`).toBeVisible();
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(4);
      for (const [index, main] of MAIN_PAGES.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(main.link);
        await expect(links.nth(index)).toHaveAttribute('href', main.path);
      }
      // Nothing hides under the fixed bottom bar: the footer sits at the bottom of the viewport.
      const box = (await chrome(page).footer.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBeLessThanOrEqual(page.viewportSize()!.height);
    }
  });

  test('the logo leads to /user-actions and the arrows move through history', async ({ page }) => {
    await page.goto('/home');
    await chrome(page).nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await chrome(page).header.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await chrome(page).header.getByRole('button', { name: 'Go forward' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await chrome(page)
      .header.getByRole('link', { name: /Dishcovery/ })
      .click();
    await expect(page).toHaveURL(/\/user-actions$/);
    await expect(page.getByRole('heading', { name: 'User Actions' })).toBeVisible();
  });

  test('wide screens search from the header, phones from the bottom navigation', async ({ page }) => {
    await page.goto('/home');
    const box = chrome(page).header.getByRole('searchbox', { name: 'Search all recipes' });
    if (page.viewportSize()!.width < 768) {
      await expect(box).toBeHidden();
      return;
    }
    await box.fill('lasagne');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lasagne$/);
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('lasagne');
    await expect(page.getByRole('list', { name: 'Search Results' }).getByRole('link').first()).toContainText(/lasagn/i);
    // The search page has its own box.
    await expect(box).toHaveCount(0);
  });

  test('the bottom navigation marks the current main page', async ({ page }) => {
    for (const current of MAIN_PAGES) {
      await page.goto(current.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { nav } = chrome(page);
      for (const main of MAIN_PAGES) {
        const link = nav.getByRole('link', { name: main.link, exact: true });
        if (main === current) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
    }
    // Following the links moves the mark along.
    await chrome(page).nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(chrome(page).nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(chrome(page).nav.getByRole('link', { name: 'Account', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
