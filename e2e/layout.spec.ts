import { chrome, expect, randomRecipeId, test } from './fixtures';

test.describe('layout on phones and desktops', () => {
  test('the bottom navigation never covers the last row of tiles', async ({ page }) => {
    await page.goto('/home');
    const tiles = page.locator('.tile');
    await expect(tiles.first()).toBeVisible();
    // A string: the browser tests are typed without the DOM's types.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const last = (await tiles.last().boundingBox())!;
    const bar = (await chrome(page).footer.boundingBox())!;
    expect(Math.round(last.y + last.height), 'the last tile ends above the bottom bar').toBeLessThanOrEqual(
      Math.round(bar.y),
    );
  });

  test('tiles sit in a grid that uses the width', async ({ page }) => {
    await page.goto('/home');
    const tiles = page.locator('.tile');
    await expect(tiles.nth(3)).toBeVisible();
    const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await tiles.nth(i).boundingBox())!));
    const width = page.viewportSize()!.width;
    const firstRow = boxes.filter((box) => Math.abs(box.y - boxes[0]!.y) < 2).length;
    // Two a row on a phone, at least four on a desktop.
    expect(firstRow).toBeGreaterThanOrEqual(width >= 1024 ? 4 : 2);
  });

  test('a recipe’s picture keeps a sane height and leaves the title and the first facts on the first screen', async ({
    page,
    request,
  }) => {
    const id = await randomRecipeId(request);
    await page.goto(`/recipe/${id}`);
    const picture = page.locator('.recipe__media img');
    await expect(picture).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await picture.boundingBox())!;
    expect(box.height, 'the picture takes at most about half the screen').toBeLessThanOrEqual(viewport.height * 0.55);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual(viewport.height);
    if (viewport.width >= 1024) {
      // On a desktop the ingredients begin on the first screen too.
      const ingredients = (await page.getByRole('heading', { name: 'Ingredients' }).boundingBox())!;
      expect(ingredients.y, 'ingredients on the first screen').toBeLessThan(viewport.height);
    }
    // Sections keep their order on every width: the allergen notes never move up beside the picture.
    const notes = page.getByRole('heading', { name: 'Allergens and diets' });
    if ((await notes.count()) > 0) {
      const ingredients = (await page.getByRole('heading', { name: 'Ingredients' }).boundingBox())!;
      expect((await notes.boundingBox())!.y, 'allergen notes below the ingredients').toBeGreaterThan(ingredients.y);
    }
  });
});
