import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { chrome, expect, test } from './fixtures';

/**
 * Adding a recipe, the three ways in: a link to a page this test serves itself (the suite's
 * server may fetch from 127.0.0.1: IMPORT_ALLOW_LOOPBACK in e2e/serve.mjs), pasted plain text,
 * and files chosen from memory. A made-up berry keeps the searches to these recipes alone.
 */

const BERRY = 'quillberry';

interface RecipeSite {
  pageUrl: string;
  pictureUrl: string;
  close: () => Promise<void>;
}

/** A recipe page with schema.org JSON-LD and its picture, on a random port of 127.0.0.1. */
async function serveRecipePage(): Promise<RecipeSite> {
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 196, g: 64, b: 92 } },
  })
    .png()
    .toBuffer();
  let origin = '';
  const page = () => {
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: `${BERRY} tart`,
      description: 'A crisp tart of sharp red berries.',
      image: `${origin}/pictures/tart.png`,
      recipeYield: '6 servings',
      prepTime: 'PT20M',
      cookTime: 'PT35M',
      totalTime: 'PT55M',
      recipeIngredient: ['250 g shortcrust pastry', `300 g ${BERRY}s`, '80 g caster sugar', '1 lemon, zested'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat the oven to 190 °C and line a tart tin with the pastry.' },
        { '@type': 'HowToStep', text: `Toss the ${BERRY}s with the sugar and zest, and fill the case.` },
        { '@type': 'HowToStep', text: 'Bake for 35 minutes, until the fruit bubbles.' },
      ],
      publisher: { '@type': 'Organization', name: 'Quill Kitchen' },
    };
    return `<!doctype html><html lang="en"><head><title>${BERRY} tart</title>
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head>
<body><h1>${BERRY} tart</h1><p>Our favourite summer tart.</p></body></html>`;
  };
  const server: Server = createServer((request, response) => {
    if (request.url === '/recipes/tart') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page());
    } else if (request.url === '/pictures/tart.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': picture.length });
      response.end(picture);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    pageUrl: `${origin}/recipes/tart`,
    pictureUrl: `${origin}/pictures/tart.png`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Searches from the search page, as a person does, and waits for the answer to show. */
async function search(page: Page, text: string): Promise<void> {
  await chrome(page).nav.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Find your next meal!' })).toBeVisible();
  const answered = page.waitForResponse((response) => {
    const body = response.request().postDataJSON() as { searchInput?: string } | null;
    return response.url().includes('/api/search/') && body?.searchInput === text;
  });
  const box = page.getByRole('searchbox', { name: 'Search recipes' });
  await box.fill(text);
  await box.press('Enter');
  await answered;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const editor = (page: Page) => ({
  title: page.getByLabel('Title', { exact: true }),
  ingredients: page.getByLabel('Ingredients', { exact: true }),
  steps: page.getByLabel('Steps', { exact: true }),
  servings: page.getByLabel('Servings', { exact: true }),
  share: page.getByRole('checkbox', { name: 'Share with everyone' }),
});

test.describe('adding a recipe by link', () => {
  // Another user opening the private recipe's address gets the 404 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('preview, correct, save; found by its owner only', async ({ page, account }) => {
    test.slow();
    const site = await serveRecipePage();
    try {
      await account.register();
      await page.goto('/recipe-manager');
      await page.getByRole('link', { name: 'Add a recipe' }).click();
      await expect(page).toHaveURL(/\/add-recipe$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Add a recipe' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Link' })).toHaveAttribute('aria-selected', 'true');

      await page.getByLabel('Recipe page address').fill(site.pageUrl);
      await page.getByRole('button', { name: 'Preview' }).click();
      const fields = editor(page);
      await expect(fields.title).toHaveValue(`${BERRY} tart`, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: 'Check the recipe' })).toBeFocused();
      await expect(fields.ingredients).toHaveValue(new RegExp(`300 g ${BERRY}s`));
      await expect(fields.steps).toHaveValue(/Bake for 35 minutes/);
      await expect(fields.servings).toHaveValue('6');
      await expect(page.getByLabel('Ready in (min)')).toHaveValue('55');
      // The picture is on another origin over http, which the page's policy does not draw: its address shows.
      await expect(page.getByLabel('Picture address (optional)')).toHaveValue(site.pictureUrl);
      await expect(page.getByText(site.pictureUrl, { exact: true })).toBeVisible();
      await expect(page.getByLabel('Site or book')).toHaveValue('Quill Kitchen');
      await expect(fields.share).not.toBeChecked();

      const title = `Sunday ${BERRY} tart`;
      await fields.title.fill(title);
      await page.getByRole('button', { name: 'Save recipe' }).click();

      // The recipe's own page: its ingredients, that it is the user's and private, and where it came from.
      await expect(page).toHaveURL(/\/recipe\/\d+$/, { timeout: 15_000 });
      const recipeUrl = page.url();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const ingredients = page.getByRole('region', { name: 'Ingredients' });
      await expect(ingredients.getByRole('listitem').filter({ hasText: `300 g ${BERRY}s` })).toBeVisible();
      await expect(ingredients.getByRole('listitem').filter({ hasText: '250 g shortcrust pastry' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Your recipe' })).toContainText('Your recipe · Private');
      await expect(page.getByRole('link', { name: 'Quill Kitchen' })).toHaveAttribute('href', site.pageUrl);
      // The picture was fetched once by the server and is served by it now.
      const picture = page.getByRole('img', { name: new RegExp(title) });
      await expect(picture).toHaveAttribute('src', /^\/images\//);
      await expect
        .poll(() => picture.evaluate((image: unknown) => (image as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);

      // Its owner finds it with the search box.
      await search(page, BERRY);
      const results = page.getByRole('list', { name: 'Search Results' });
      await expect(results.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await results.getByRole('link', { name: new RegExp(title) }).click();
      await expect(page).toHaveURL(recipeUrl);

      // Another user neither finds it nor opens it.
      await account.logout();
      await account.register();
      await search(page, BERRY);
      await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
      await page.goto(recipeUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
    } finally {
      await site.close();
    }
  });
});

test.describe('adding a recipe', () => {
  test('by pasting plain text; then edit it and delete it', async ({ page, account }) => {
    test.slow();
    await account.register();
    await page.goto('/add-recipe');
    await page.getByRole('tab', { name: 'Paste' }).click();
    await page
      .getByLabel('The recipe', { exact: true })
      .fill(
        [
          `${BERRY} flapjacks`,
          'Serves 12',
          '',
          'Ingredients',
          '250 g rolled oats',
          '125 g butter',
          '100 g golden syrup',
          `75 g dried ${BERRY}s`,
          '',
          'Method',
          '1. Heat the oven to 180 °C.',
          '2. Melt the butter with the syrup.',
          `3. Stir in the oats and the ${BERRY}s, press into a tin and bake for 25 minutes.`,
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Preview' }).click();
    const fields = editor(page);
    await expect(fields.title).toHaveValue(`${BERRY} flapjacks`);
    await expect(fields.servings).toHaveValue('12');
    await expect(fields.ingredients).toHaveValue(
      ['250 g rolled oats', '125 g butter', '100 g golden syrup', `75 g dried ${BERRY}s`].join('\n'),
    );
    await expect(fields.steps).toHaveValue(/^Heat the oven to 180 °C\.\n\nMelt the butter with the syrup\.\n\nStir in/);

    // A message beside the field, and nothing sent, until the title is back.
    await fields.title.fill('');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByText('A recipe needs a title.')).toBeVisible();
    await expect(fields.title).toBeFocused();
    await fields.title.fill(`Chewy ${BERRY} flapjacks`);
    await page.getByRole('button', { name: 'Save recipe' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Chewy ${BERRY} flapjacks` })).toBeVisible();
    await expect(page.getByText('Serves: 12 - Ready in')).toBeVisible();
    const instructions = page.getByRole('region', { name: 'Instructions' });
    await expect(instructions.getByText('Melt the butter with the syrup.')).toBeVisible();

    // Edit: fewer servings, and shared.
    await page.getByRole('group', { name: 'Your recipe' }).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit recipe' })).toBeVisible();
    await expect(fields.title).toHaveValue(`Chewy ${BERRY} flapjacks`);
    await fields.servings.fill('16');
    await fields.share.check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Serves: 16 - Ready in')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your recipe' })).toContainText('Your recipe · Shared');

    // In the recipe manager, with its sharing.
    await chrome(page).nav.getByRole('link', { name: 'Saved' }).click();
    const mine = page.getByRole('list', { name: 'Your recipes' });
    const item = mine.getByRole('listitem').filter({ hasText: `Chewy ${BERRY} flapjacks` });
    await expect(item.getByText('Shared')).toBeVisible();

    // Delete asks first.
    await item.getByRole('link', { name: `Chewy ${BERRY} flapjacks`, exact: true }).click();
    const bar = page.getByRole('group', { name: 'Your recipe' });
    await bar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “Chewy ${BERRY} flapjacks” for good?` });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page).toHaveURL(/\/recipe-manager$/);
    await expect(page.getByText(`Chewy ${BERRY} flapjacks`)).toHaveCount(0);
  });

  test('from files: a result for each file', async ({ page, account }) => {
    await account.register();
    await page.goto('/add-recipe');
    await page.getByRole('tab', { name: 'Files' }).click();
    const jam = [
      '---',
      `title: "${BERRY} jam"`,
      'servings: 20',
      'prepMinutes: 15',
      'cookMinutes: 30',
      '---',
      '',
      '## Ingredients',
      '',
      `- 1 kg ${BERRY}s`,
      '- 800 g jam sugar',
      '- 1 lemon, juiced',
      '',
      '## Directions',
      '',
      '1. Warm the berries with the lemon juice until they soften.',
      '2. Stir in the sugar, boil hard for 5 minutes and pot into hot jars.',
      '',
    ].join('\n');
    await page.getByLabel('Recipe files').setInputFiles([
      { name: `${BERRY}-jam.md`, mimeType: 'text/markdown', buffer: Buffer.from(jam) },
      { name: 'shopping.json', mimeType: 'application/json', buffer: Buffer.from('{"milk": 2, "bread": 1}') },
    ]);
    await page.getByRole('button', { name: 'Import 2 files' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Imported 1 of 2 files: 1 recipe.' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Files' });
    const good = results
      .getByRole('listitem')
      .filter({ hasText: `${BERRY}-jam.md` })
      .first();
    const bad = results.getByRole('listitem').filter({ hasText: 'shopping.json' });
    await expect(good).toContainText('Imported 1 recipe');
    await expect(bad).toContainText('Not imported');
    await expect(bad.locator('.file-result__reason')).not.toBeEmpty();

    await good.getByRole('link', { name: `${BERRY} jam` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${BERRY} jam` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your recipe' })).toContainText('Private');
    await expect(
      page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').filter({ hasText: '800 g jam sugar' }),
    ).toBeVisible();
  });
});
