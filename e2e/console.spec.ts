import { expect, NOT_IN_A_HOUSEHOLD, picturesLoaded, randomRecipeId, settled, test } from './fixtures';
import { RECIPE_ROUTE, ROUTES, withId } from './routes';

/**
 * The `consoleErrors` fixture (auto, in fixtures.ts) fails a test on any console error or
 * uncaught exception; here every route is visited, and left only once it has settled and its
 * pictures have loaded, so late failures are caught too.
 */
test.describe('no console errors', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ allowedConsoleErrors: [NOT_IN_A_HOUSEHOLD] });

  for (const loggedIn of [false, true]) {
    test(`on any route, ${loggedIn ? 'logged in' : 'logged out'}`, async ({
      page,
      account,
      request,
      consoleErrors,
    }) => {
      const id = await randomRecipeId(request);
      if (loggedIn) await account.register();
      for (const route of ROUTES) {
        const path = route.path === RECIPE_ROUTE ? withId(route.path, id) : route.path;
        await page.goto(path);
        await settled(page);
        // Pictures load after the page has settled; wait for them too.
        await picturesLoaded(page);
        const expected = loggedIn ? (route.headingLoggedIn ?? route.heading) : route.heading;
        if (expected) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            loggedIn && route.redirectsLoggedIn ? 'Hello!' : expected,
          );
        }
        expect(consoleErrors, `console errors after ${path}`).toEqual([]);
      }
    });
  }
});
