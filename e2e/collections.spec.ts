import type { APIRequestContext } from '@playwright/test';
import type { RandomResponse } from '../shared/api';
import { expect, test } from './fixtures';

/** Two different catalog recipes with pictures, through the call the home page makes. */
async function twoRecipes(request: APIRequestContext): Promise<{ id: number; title: string }[]> {
  const response = await request.post('/api/search/random');
  expect(response.ok()).toBe(true);
  const { recipes } = (await response.json()) as RandomResponse;
  const withImage = recipes.filter((recipe) => recipe.image);
  expect(withImage.length).toBeGreaterThanOrEqual(2);
  return withImage.slice(0, 2).map(({ id, title }) => ({ id, title }));
}

test.describe('organising saved recipes', () => {
  test('collections, a note, sorting and removing on the saved recipes screen', async ({ page, account, request }) => {
    // One long journey through every part of the screen.
    test.slow();
    const [first, second] = await twoRecipes(request);
    await account.register();

    // Save two recipes from their pages: the first, then the second (the newest).
    for (const recipe of [first!, second!]) {
      await page.goto(`/recipe/${recipe.id}`);
      const save = page.getByRole('button', { name: 'Save recipe' });
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
    }

    // A private note on the second, on its page.
    const note = page.getByRole('region', { name: 'Your note' });
    await note.getByRole('textbox').fill('Add extra lemon next time.');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(note.getByText('Note saved.')).toBeVisible();
    await page.reload();
    await expect(note.getByRole('paragraph').filter({ hasText: 'Add extra lemon next time.' })).toBeVisible();
    await expect(note.getByRole('textbox', { name: /Change your note/ })).toHaveValue('Add extra lemon next time.');

    await page.goto('/recipe-manager');
    await expect(page.getByRole('heading', { name: 'View saved recipes' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Saved recipes' });
    const tile = (title: string) => list.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(list.getByRole('link')).toHaveCount(2);
    // Newest saved first, and the note shows on its tile.
    await expect(list.locator('.tile__title')).toHaveText([second!.title, first!.title]);
    await expect(tile(second!.title).getByText('Add extra lemon next time.')).toBeVisible();

    // Two collections; the first recipe goes in both, the second in one.
    const newCollection = page.getByLabel('New collection');
    for (const name of ['Weeknight', 'Christmas']) {
      await newCollection.fill(name);
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByRole('list', { name: 'Your collections' }).getByText(name, { exact: true })).toBeVisible();
    }
    await tile(first!.title).getByRole('button', { name: 'Collections' }).click();
    await tile(first!.title).getByRole('checkbox', { name: 'Weeknight' }).click();
    await expect(tile(first!.title).getByRole('checkbox', { name: 'Weeknight' })).toBeChecked();
    await tile(first!.title).getByRole('checkbox', { name: 'Christmas' }).click();
    await expect(tile(first!.title).getByRole('checkbox', { name: 'Christmas' })).toBeChecked();
    await expect(tile(first!.title).getByRole('button', { name: 'Collections (2)' })).toBeVisible();
    await tile(second!.title).getByRole('button', { name: 'Collections' }).click();
    await tile(second!.title).getByRole('checkbox', { name: 'Christmas' }).click();
    await expect(tile(second!.title).getByRole('checkbox', { name: 'Christmas' })).toBeChecked();
    await expect(tile(second!.title).getByRole('button', { name: 'Collections (1)' })).toBeVisible();

    // Filter by collection.
    const show = page.getByLabel('Show');
    await show.selectOption({ label: 'Weeknight' });
    await expect(list.locator('.tile__title')).toHaveText([first!.title]);
    await show.selectOption({ label: 'Christmas' });
    await expect(list.getByRole('link')).toHaveCount(2);

    // Rename a collection; the filter follows.
    const collections = page.getByRole('list', { name: 'Your collections' });
    await collections.getByRole('button', { name: 'Rename Weeknight' }).click();
    await collections.getByLabel('New name for Weeknight').fill('Quick suppers');
    await collections.getByRole('button', { name: 'Save name' }).click();
    await expect(collections.getByText('Quick suppers', { exact: true })).toBeVisible();

    // Sort by title, then back to all saved recipes.
    await show.selectOption({ label: 'All saved recipes' });
    await page.getByLabel('Sort by').selectOption({ label: 'Title' });
    const byTitle = [first!.title, second!.title].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
    );
    await expect(list.locator('.tile__title')).toHaveText(byTitle);

    // Survives a reload: it comes from the server.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your collections' }).getByText('Quick suppers')).toBeVisible();
    await tile(first!.title).getByRole('button', { name: 'Collections (2)' }).click();
    await expect(tile(first!.title).getByRole('checkbox', { name: 'Quick suppers' })).toBeChecked();

    // Remove from saved on the tile, undo, then remove for good.
    await tile(first!.title)
      .getByRole('button', { name: `Remove ${first!.title} from saved recipes` })
      .click();
    await expect(page.getByText(`Removed “${first!.title}” from your saved recipes.`)).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`“${first!.title}” is back in your saved recipes.`)).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(tile(first!.title).getByRole('button', { name: 'Collections (2)' })).toBeVisible();

    await tile(first!.title)
      .getByRole('button', { name: `Remove ${first!.title} from saved recipes` })
      .click();
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'Your collections' }).getByRole('listitem').filter({ hasText: 'Quick suppers' }),
    ).toContainText('0 recipes');

    // Delete a collection: its recipes stay saved.
    await collections.getByRole('button', { name: 'Delete Christmas' }).click();
    await collections.getByRole('button', { name: 'Delete Christmas' }).click();
    await expect(collections.getByText('Christmas', { exact: true })).toHaveCount(0);
    await expect(list.getByRole('link', { name: second!.title })).toBeVisible();
  });
});
