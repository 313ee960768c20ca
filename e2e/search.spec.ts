import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import type { SearchResponse } from '../shared/api';
import type { RecipeDetail } from '../shared/recipe';
import sharp from 'sharp';
import { formatDuration } from '../web/src/lib/duration';
import { chrome, expect, hrefs, test } from './fixtures';

/** The nut-free check box, with or without its count. */
const NUT_FREE = /^Nut-free( \(\d+\))?$/;
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search recipes' });
const results = (page: Page) => page.getByRole('list', { name: 'Search Results' });
/** "12 recipes" beside the Search Results heading. */
const resultCount = (page: Page, total: number) =>
  page
    .getByRole('region', { name: 'Search Results' })
    .getByText(`${total} ${total === 1 ? 'recipe' : 'recipes'}`, { exact: true });

/** The response of the search call for `text` on `endpoint` (general, diet, allergens, ...). */
const searchResponse = (page: Page, endpoint: string, text: string): Promise<Response> =>
  page.waitForResponse((response) => {
    const request = response.request();
    if (!request.url().endsWith(`/api/search/${endpoint}`)) return false;
    const body = request.postDataJSON() as { searchInput?: string } | null;
    return body?.searchInput === text;
  });

async function generalCount(request: APIRequestContext, searchInput: string): Promise<number> {
  const response = await request.post('/api/search/general', { data: { searchInput, number: 1 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SearchResponse).totalResults;
}

async function detail(request: APIRequestContext, id: number): Promise<RecipeDetail> {
  const response = await request.post('/api/search/info', { data: { id } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as RecipeDetail;
}

async function shownIds(page: Page): Promise<number[]> {
  if ((await results(page).count()) === 0) return [];
  return (await hrefs(results(page).getByRole('link'))).map((href) => Number(href.split('/').pop()));
}

/** The accent colour of the stylesheet (--color-accent, #0d6e66). */
const ACCENT = [13, 110, 102];

/**
 * The non-white pixels of a PNG: how many, how many are bluish (blue clearly above green), the
 * darkest one's RGB, and their centre as a fraction of the picture's width and height.
 */
async function inkOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let pixels = 0;
  let bluish = 0;
  let sumX = 0;
  let sumY = 0;
  let darkest = [255, 255, 255];
  for (let index = 0; index < info.width * info.height; index++) {
    const [r = 255, g = 255, b = 255] = data.subarray(index * 3, index * 3 + 3);
    if (Math.min(r, g, b) > 200) continue;
    pixels++;
    if (b > g + 10) bluish++;
    sumX += index % info.width;
    sumY += Math.floor(index / info.width);
    if (r + g + b < darkest.reduce((sum, value) => sum + value, 0)) darkest = [r, g, b];
  }
  const centre =
    pixels === 0
      ? { x: 0.5, y: 0.5 }
      : { x: (sumX / pixels + 0.5) / info.width, y: (sumY / pixels + 0.5) / info.height };
  return { pixels, bluish, darkest, centre };
}

test.describe('search', () => {
  test('anonymous search for chicken shows results under Search Results', async ({ page, request }) => {
    const initial = searchResponse(page, 'general', '');
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Find your next meal!' })).toBeVisible();
    await initial;
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search Recipes...');

    const searched = searchResponse(page, 'general', 'chicken');
    await searchBox(page).fill('chicken');
    await searchBox(page).press('Enter');
    const body = (await (await searched).json()) as SearchResponse;
    expect(body.totalResults).toBeGreaterThan(0);
    expect(body.totalResults).toBe(await generalCount(request, 'chicken'));

    const section = page.getByRole('region', { name: 'Search Results' });
    await expect(section.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(resultCount(page, body.totalResults)).toBeVisible();
    const tiles = results(page).getByRole('link');
    await expect(tiles).toHaveCount(Math.min(body.totalResults, 24));
    await expect(tiles.first()).toContainText(/chicken/i);
    // Every tile gives its ready-in time, as the recipe's page does.
    const first = body.results[0] as (typeof body.results)[0] & { readyInMinutes: number };
    expect(first.readyInMinutes).toBe((await detail(request, first.id)).readyInMinutes);
    await expect(tiles.first()).toContainText(formatDuration(first.readyInMinutes));
  });

  test('a misspelt search shows what was meant, and says so', async ({ page, request }) => {
    const initial = searchResponse(page, 'general', '');
    await page.goto('/search');
    await initial;
    const searched = searchResponse(page, 'general', 'aubergne');
    await searchBox(page).fill('aubergne');
    await searchBox(page).press('Enter');
    const body = (await (await searched).json()) as SearchResponse;
    expect(body.correctedQuery).toBe('aubergine');
    expect(body.totalResults).toBe(await generalCount(request, 'aubergine'));
    await expect(page.getByText('Showing results for aubergine')).toBeVisible();
    await expect(resultCount(page, body.totalResults)).toBeVisible();
    await expect(results(page).getByRole('link').first()).toContainText(/aubergine/i);

    // The American name finds the same recipes (search synonyms), with no correction to show.
    const american = searchResponse(page, 'general', 'eggplant');
    await searchBox(page).fill('eggplant');
    await searchBox(page).press('Enter');
    const eggplant = (await (await american).json()) as SearchResponse;
    expect(eggplant.correctedQuery).toBeUndefined();
    expect(eggplant.totalResults).toBe(body.totalResults);
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  });

  test('filter words become chips that can be taken back', async ({ page, request }) => {
    const initial = searchResponse(page, 'general', '');
    await page.goto('/search');
    await initial;
    const searched = searchResponse(page, 'general', 'vegetarian lasagne');
    await searchBox(page).fill('vegetarian lasagne');
    await searchBox(page).press('Enter');
    const body = (await (await searched).json()) as SearchResponse;
    expect(body.understood?.chips.map((chip) => chip.label)).toEqual(['Vegetarian']);
    const chips = page.getByRole('list', { name: 'Filters from your search:' });
    await expect(chips.getByText('Vegetarian')).toBeVisible();
    await expect(resultCount(page, body.totalResults)).toBeVisible();
    const vegetarian = await shownIds(page);
    expect(vegetarian.length).toBeGreaterThan(0);
    for (const id of vegetarian) expect((await detail(request, id)).diets).toContain('vegetarian');

    // Taking the chip back searches the words without it: the beef lasagne comes back.
    const without = searchResponse(page, 'general', 'lasagne');
    await chips.getByRole('button', { name: 'Remove Vegetarian' }).click();
    await without;
    await expect(searchBox(page)).toHaveValue('lasagne');
    await expect(chips).toHaveCount(0);
    await expect(results(page).getByRole('link', { name: /Beef Lasagne/ })).toBeVisible();
  });

  test('a search no recipe fully matches shows the closest ones and what each lacks', async ({ page }) => {
    const initial = searchResponse(page, 'general', '');
    await page.goto('/search');
    await initial;
    const searched = searchResponse(page, 'general', 'chicken spinach marshmallow');
    await searchBox(page).fill('chicken spinach marshmallow');
    await searchBox(page).press('Enter');
    const body = (await (await searched).json()) as SearchResponse;
    expect(body.partial).toBe(true);
    await expect(page.getByText('No recipe has all of your words. These have most of them.')).toBeVisible();
    await expect(results(page).getByRole('link').first()).toContainText('Without: marshmallow');
  });

  test('the filter panel works for visitors and lives in the address', async ({ page, request }) => {
    // A shared link: its text and filters apply at once.
    const linked = searchResponse(page, 'diet', 'curry');
    await page.goto('/search?q=curry&diet=vegan');
    const first = await linked;
    expect(first.request().postDataJSON()).toMatchObject({ searchInput: 'curry', diet: 'vegan', facets: true });
    // Each choice says how many of the results it would leave.
    const counts = ((await first.json()) as SearchResponse).facets!;
    await expect(page.getByRole('checkbox', { name: `Nut-free (${counts.free.nuts})` })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('curry');
    const vegan = await shownIds(page);
    expect(vegan.length).toBeGreaterThan(0);
    for (const id of vegan) expect((await detail(request, id)).diets).toContain('vegan');

    // A free-from choice searches again and goes into the address.
    const noNuts = page.waitForResponse((response) => {
      const body = response.request().postDataJSON() as { excludeIngredients?: string } | null;
      return response.url().endsWith('/api/search/diet') && body?.excludeIngredients === 'nuts';
    });
    // With a filter set, the panel starts open.
    await expect(page.getByText('Filters (1)')).toBeVisible();
    // Its state follows the address or the server: ticked once the change is through.
    await page.getByRole('checkbox', { name: NUT_FREE }).click();
    await expect(page.getByRole('checkbox', { name: NUT_FREE })).toBeChecked();
    const answer = (await (await noNuts).json()) as SearchResponse;
    await expect(page).toHaveURL(/free=nuts/);
    await expect(resultCount(page, answer.totalResults)).toBeVisible();

    // Reload keeps it all; back takes the last choice away.
    await page.reload();
    await expect(searchBox(page)).toHaveValue('curry');
    await expect(page.getByRole('checkbox', { name: NUT_FREE })).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/free=nuts/);
    await expect(page.getByRole('checkbox', { name: NUT_FREE })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Diet' })).toHaveValue('vegan');

    // Quickest first: ready times never go down along the page.
    const quickest = page.waitForResponse((response) => {
      const body = response.request().postDataJSON() as { sort?: string } | null;
      return response.url().includes('/api/search/') && body?.sort === 'time';
    });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('time');
    await quickest;
    await expect(page).toHaveURL(/sort=time/);
    const times: number[] = [];
    for (const id of (await shownIds(page)).slice(0, 6)) times.push((await detail(request, id)).readyInMinutes);
    expect(times).toEqual(times.toSorted((a, b) => a - b));
  });

  test('what is in the fridge ranks recipes by the ingredients they use and says what else they need', async ({
    page,
  }) => {
    const initial = searchResponse(page, 'general', '');
    await page.goto('/search');
    await initial;
    const fridge = page.waitForResponse((response) => {
      const body = response.request().postDataJSON() as { ranking?: string } | null;
      return response.url().endsWith('/api/search/general') && body?.ranking === 'maximise-used';
    });
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('textbox', { name: "What's in your fridge?" }).fill('chicken, rice, spinach');
    await page.getByRole('button', { name: 'Use these' }).click();
    const answer = (await (await fridge).json()) as SearchResponse;
    expect(answer.results.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/have=chicken%2Crice%2Cspinach/);
    const first = answer.results[0] as { usedIngredients: string[]; missedIngredients: string[] };
    expect(first.usedIngredients.length).toBeGreaterThan(1);
    await expect(results(page).getByRole('link').first()).toContainText(`Uses ${first.usedIngredients.join(', ')}`);
  });

  test('search text over 32 characters shows a message under the bar and sends nothing', async ({ page }) => {
    const initial = searchResponse(page, 'general', '');
    await page.goto('/search');
    await initial;
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/')) sent.push(request);
    });

    await searchBox(page).fill('a'.repeat(33));
    const message = page.getByText('Search text can be at most 32 characters.');
    await expect(message).toBeVisible();
    await expect(searchBox(page)).toHaveAccessibleDescription('Search text can be at most 32 characters.');
    // The message sits under the bar.
    const boxBottom = (await searchBox(page).boundingBox())!;
    const messageTop = (await message.boundingBox())!;
    expect(messageTop.y).toBeGreaterThanOrEqual(boxBottom.y + boxBottom.height - 1);
    await searchBox(page).press('Enter');
    await expect(message).toBeVisible();
    expect(sent.map((request) => request.url())).toEqual([]);

    // Back to 32 characters: valid again, and the search goes out.
    const valid = searchResponse(page, 'general', 'a'.repeat(32));
    await searchBox(page).press('Backspace');
    await valid;
    await expect(message).toBeHidden();
  });

  test('the clear (×) button is drawn in the accent colour and clears the search', async ({ page }) => {
    const initial = searchResponse(page, 'general', '');
    await page.goto('/search');
    await initial;
    const searched = searchResponse(page, 'general', 'chicken');
    await searchBox(page).fill('chicken');
    await searched;

    // Chromium draws the × at the box's right end while it has text and focus; the box's own
    // focus ring (accent, solid) is what marks the focus.
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveCSS('outline-style', 'solid');
    await expect(searchBox(page)).toHaveCSS('outline-color', `rgb(${ACCENT.join(', ')})`);
    const box = (await searchBox(page).boundingBox())!;
    // Right of the text, inside the pill's rounded border.
    const clip = { x: box.x + box.width - 44, y: box.y + box.height / 2 - 12, width: 36, height: 24 };
    const mark = await inkOf(await page.screenshot({ clip }));
    expect(mark.pixels, 'the × is drawn').toBeGreaterThan(20);
    // Teal (green at or above blue), not Chromium's default slate blue.
    expect(mark.bluish, 'no pixel of the × is bluish').toBe(0);
    const distance = Math.max(...mark.darkest.map((value, channel) => Math.abs(value - (ACCENT[channel] ?? 0))));
    expect(distance, `its strongest pixel, rgb(${mark.darkest.join(', ')}), is the accent colour`).toBeLessThan(16);

    const cleared = searchResponse(page, 'general', '');
    await page.mouse.click(clip.x + mark.centre.x * clip.width, clip.y + mark.centre.y * clip.height);
    await expect(searchBox(page)).toHaveValue('');
    await cleared;

    // From the keyboard, Escape clears the box.
    await searchBox(page).fill('soup');
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('with the peanut allergy saved, a search for peanut leaves out recipes with peanuts', async ({
    page,
    account,
    request,
  }) => {
    const unfiltered = await generalCount(request, 'peanut');
    expect(unfiltered, 'the catalog has recipes with peanuts').toBeGreaterThan(0);

    await account.register();
    await page.goto('/allergies');
    const peanut = page.getByRole('button', { name: 'Peanut', exact: true });
    await peanut.click();
    await expect(peanut).toHaveAttribute('aria-pressed', 'true');

    await chrome(page).nav.getByRole('link', { name: 'Search' }).click();
    await expect(page.getByText('No peanut')).toBeVisible();
    const searched = searchResponse(page, 'allergens', 'peanut');
    await searchBox(page).fill('peanut');
    const response = await searched;
    expect(response.request().postDataJSON()).toMatchObject({ allergy: 'peanut' });
    const body = (await response.json()) as SearchResponse;
    expect(body.totalResults).toBeLessThan(unfiltered);
    await expect(resultCount(page, body.totalResults)).toBeVisible();

    const ids = await shownIds(page);
    expect(ids.length).toBe(Math.min(body.totalResults, 24));
    for (const id of ids) {
      const recipe = await detail(request, id);
      const lines = recipe.extendedIngredients.map((item) => item.original);
      expect(
        lines.filter((line) => /peanut/i.test(line)),
        `${recipe.title} has no peanut ingredient`,
      ).toEqual([]);
    }

    // Switched off for this search, the saved allergy no longer filters, and every tile holding
    // peanut says so; the saved profile is unchanged.
    const unfilteredSearch = searchResponse(page, 'general', 'peanut');
    await page.getByRole('button', { name: /No peanut/ }).click();
    const all = (await (await unfilteredSearch).json()) as SearchResponse;
    expect(all.totalResults).toBe(unfiltered);
    await expect(page).toHaveURL(/off=peanut/);
    await expect(page.getByRole('button', { name: /No peanut/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(
      results(page)
        .getByRole('link', { name: /Warning: Contains peanut/ })
        .first(),
    ).toBeVisible();
    const refiltered = searchResponse(page, 'allergens', 'peanut');
    await page.getByRole('button', { name: /No peanut/ }).click();
    expect(((await (await refiltered).json()) as SearchResponse).totalResults).toBe(body.totalResults);
    await expect(results(page).getByRole('link', { name: /Warning/ })).toHaveCount(0);

    if (ids.length > 0) {
      await results(page).getByRole('link').first().click();
      const ingredients = page.getByRole('region', { name: 'Ingredients' });
      await expect(ingredients.getByRole('listitem').first()).toBeVisible();
      await expect(ingredients.getByText(/peanut/i)).toHaveCount(0);
    } else {
      await expect(page.getByText('No recipes match your search.')).toBeVisible();
    }
  });

  test('with the vegan diet saved, a search for chicken finds no chicken', async ({ page, account, request }) => {
    expect(await generalCount(request, 'chicken'), 'the catalog has chicken recipes').toBeGreaterThan(0);

    await account.register();
    await page.goto('/diet-profile');
    const vegan = page.getByRole('switch', { name: 'Vegan' });
    await vegan.click();
    await expect(vegan).toBeChecked();

    await chrome(page).nav.getByRole('link', { name: 'Search' }).click();
    await expect(page.getByText('Filtered by your profile:')).toBeVisible();
    const searched = searchResponse(page, 'diet', 'chicken');
    await searchBox(page).fill('chicken');
    const response = await searched;
    expect(response.request().postDataJSON()).toMatchObject({ diet: 'vegan' });
    const body = (await response.json()) as SearchResponse;
    await expect(resultCount(page, body.totalResults)).toBeVisible();

    if (body.totalResults === 0) {
      await expect(page.getByText('No recipes match your search.')).toBeVisible();
      return;
    }
    const titles = await results(page).getByRole('link').allInnerTexts();
    expect(titles.filter((title) => /chicken/i.test(title))).toEqual([]);
    for (const id of await shownIds(page)) {
      const recipe = await detail(request, id);
      expect(recipe.diets, `${recipe.title} is vegan`).toContain('vegan');
    }
  });
});
