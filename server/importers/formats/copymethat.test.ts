import { describe, expect, it } from 'vitest';
import { renamed, zipOf } from '../../test/zip';
import { readAppExport } from './app-export';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7, 7, 7]);

const SOUP = `
<div class="recipe">
  <div id="name" class="recipeName" itemprop="name">Leek &amp; Potato Soup</div>
  <img src="images/leek_potato_soup.jpg" class="recipeImage">
  <a id="original_link" href="https://example.org/leek-soup">example.org</a>
  <div id="description">A thick soup for a cold day.</div>
  <div id="extra_info"><span id="made_this">Made this</span> <span id="recipeYield">4 servings</span></div>
  <div id="categories"><span class="recipeCategory">French</span><span class="recipeCategory">Soup</span></div>
  <ul id="recipeIngredients">
    <li class="recipeIngredient_subheader">For the soup</li>
    <li class="recipeIngredient">2 leeks, sliced</li>
    <li class="recipeIngredient">500 g floury potatoes</li>
    <div class="recipeIngredient_spacer"></div>
    <li class="recipeIngredient">1 litre vegetable stock</li>
  </ul>
  <ol id="recipeInstructions">
    <li class="instruction">Soften the leeks.</li>
    <li class="instruction_subheader">Finish</li>
    <li class="instruction">Add the potatoes and stock; simmer, then blend.</li>
  </ol>
  <ul id="recipeNotes"><li class="recipeNote">Better the next day.</li><li class="recipeNote">Freezes well.</li></ul>
</div>`;

const PANCAKES = `
<div class="recipe">
  <div id="name">Pancakes</div>
  <ul id="recipeIngredients"><li class="recipeIngredient">200 g flour</li><li class="recipeIngredient">2 eggs</li></ul>
  <ol id="recipeInstructions"><li class="instruction">Whisk and fry.</li></ol>
</div>`;

const page = (...recipes: string[]) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${recipes.join('\n')}</body></html>`;

describe('a Copy Me That export', () => {
  it('reads each recipe of recipes.html with its photo, yield, tags, sections and notes', async () => {
    const archive = await zipOf([
      { name: 'recipes.html', data: page(SOUP, PANCAKES) },
      { name: 'images/leek_potato_soup.jpg', data: JPEG, compress: false },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'CopyMeThat_export.zip');
    expect(refused).toEqual([]);
    expect(recipes).toHaveLength(2);
    const [soup, pancakes] = recipes;
    expect(soup!.entry).toBe('recipes.html, recipe 1');
    expect(soup!.draft).toMatchObject({
      sourceKey: 'copymethat:https://example.org/leek-soup',
      title: 'Leek & Potato Soup',
      summary: 'A thick soup for a cold day.',
      image: '',
      servings: 4,
      cuisines: ['French'],
      dishTypes: ['soup'],
      ingredientLines: ['For the soup:', '2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock'],
      instructions: 'Soften the leeks.\n<strong>Finish</strong>\nAdd the potatoes and stock; simmer, then blend.',
      sourceUrl: 'https://example.org/leek-soup',
    });
    expect(soup!.warnings).toEqual([]);
    expect(soup!.notes).toBe('Better the next day.\n\nFreezes well.');
    expect([...soup!.photo!]).toEqual([...JPEG]);
    expect(pancakes!.draft).toMatchObject({ sourceKey: 'copymethat:Pancakes', servings: 1, sourceUrl: '' });
    expect(pancakes!.photo).toBeUndefined();
    expect(pancakes!.notes).toBeUndefined();
  });

  it('refuses each recipe it cannot read, naming its place and the reason, and still brings in the others', async () => {
    const archive = await zipOf([
      {
        name: 'export/recipes.html',
        data: page(
          SOUP.replace('images/leek_potato_soup.jpg', '../../../etc/passwd'),
          PANCAKES.replace(/<ul id="recipeIngredients">.*<\/ul>/, ''),
          PANCAKES.replace('Pancakes', ' '),
        ),
      },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'export.zip');
    expect(recipes.map((recipe) => [recipe.entry, recipe.warnings, recipe.photo])).toEqual([
      ['export/recipes.html, recipe 1', ['the photo "../../../etc/passwd" is not in the export; left out'], undefined],
    ]);
    expect(refused).toEqual([
      { entry: 'export/recipes.html, recipe 2', reason: 'no ingredients' },
      { entry: 'export/recipes.html, recipe 3', reason: 'missing title' },
    ]);
  });

  it('refuses an archive with a climbing name or a link whole, with the reason', async () => {
    const climbing = await zipOf([
      { name: 'recipes.html', data: page(SOUP) },
      { name: 'images/leek_potato_soup.jpg', data: JPEG },
    ]);
    await expect(
      readAppExport(renamed(climbing, 'images/leek_potato_soup.jpg', '../../../../../../etc/passw'), 'export.zip'),
    ).rejects.toThrow('it holds a file whose path leads out of its folder');
    const linked = await zipOf([
      { name: 'recipes.html', data: page(SOUP) },
      { name: 'images/leek_potato_soup.jpg', data: '/etc/shadow', mode: 0o120777 },
    ]);
    await expect(readAppExport(linked, 'export.zip')).rejects.toThrow(
      'it holds a link ("images/leek_potato_soup.jpg"); archives with links are not read',
    );
  });
});
