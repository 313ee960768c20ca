import { describe, expect, it } from 'vitest';
import { renamed, zipOf, type ZipFileSpec } from '../../test/zip';
import { readAppExport } from './app-export';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 3, 2, 1]);

const SOUP = `---
layout: recipe
title: "Leek and Potato Soup"
image: leek-soup.jpg
imagecredit: https://example.org/photos/1
tags: french, soup
yield: 4
prep: 15 min

ingredients:
- 2 leeks, sliced
- 500 g floury potatoes
- 1 litre vegetable stock

directions:
- Soften the leeks.
- Add the potatoes and stock; simmer 20 minutes.
- Blend.
---

A thick soup for a *cold* day.

Better the next day.
`;

const TART = `---
layout: recipe
title: Red Berry Tart
image: https://example.org/tart.jpg
components:
- Pie Crust
- berry-filling
- Whipped Cream
directions:
- Fill the crust and chill.
---
`;

const CRUST = `---
title: Pie Crust
ingredients:
- 200 g flour
- 100 g butter
directions:
- Rub the butter into the flour.
- Bake blind.
---
`;

const FILLING = `---
title: Berry Filling
ingredients:
- 300 g berries
directions: |
  Warm the berries.
  Let them cool.
---
`;

const site = (files: ZipFileSpec[]) =>
  zipOf([
    { name: 'chowdown-gh-pages/_config.yml', data: 'title: Chowdown' },
    { name: 'chowdown-gh-pages/index.html', data: '<html></html>' },
    ...files,
  ]);

describe('a Chowdown site', () => {
  it('reads each recipe with its photo, tags, yield, story and components', async () => {
    const archive = await site([
      { name: 'chowdown-gh-pages/_recipes/leek-soup.md', data: SOUP },
      { name: 'chowdown-gh-pages/_recipes/red-berry-tart.md', data: TART },
      { name: 'chowdown-gh-pages/_components/pie-crust.md', data: CRUST },
      { name: 'chowdown-gh-pages/_components/berry-filling.md', data: FILLING },
      { name: 'chowdown-gh-pages/images/leek-soup.jpg', data: JPEG },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'chowdown-gh-pages.zip');
    expect(refused).toEqual([]);
    expect(recipes).toHaveLength(2);
    const [soup, tart] = recipes;
    expect(soup!.entry).toBe('chowdown-gh-pages/_recipes/leek-soup.md');
    expect(soup!.draft).toMatchObject({
      sourceKey: 'chowdown:leek-soup',
      title: 'Leek and Potato Soup',
      summary: 'A thick soup for a cold day.',
      image: '',
      servings: 4,
      prepMinutes: 15,
      cuisines: ['French'],
      dishTypes: ['soup'],
      ingredientLines: ['2 leeks, sliced', '500 g floury potatoes', '1 litre vegetable stock'],
      instructions: 'Soften the leeks.\nAdd the potatoes and stock; simmer 20 minutes.\nBlend.',
    });
    expect(soup!.warnings).toEqual([]);
    expect(soup!.notes).toBe('Better the next day.');
    expect([...soup!.photo!]).toEqual([...JPEG]);
    expect(tart!.draft).toMatchObject({
      sourceKey: 'chowdown:red-berry-tart',
      image: 'https://example.org/tart.jpg',
      ingredientLines: ['Pie Crust:', '200 g flour', '100 g butter', 'Berry Filling:', '300 g berries'],
      instructions: [
        '<strong>Pie Crust</strong>',
        'Rub the butter into the flour.',
        'Bake blind.',
        '<strong>Berry Filling</strong>',
        'Warm the berries.',
        'Let them cool.',
        'Fill the crust and chill.',
      ].join('\n'),
    });
    expect(tart!.warnings).toEqual(['the component "Whipped Cream" is not in the export; left out']);
    expect(tart!.photo).toBeUndefined();
  });

  it('refuses each recipe it cannot read, naming it and the reason, and still brings in the others', async () => {
    const archive = await site([
      { name: '_recipes/good.md', data: SOUP.replace('image: leek-soup.jpg', 'image: missing.jpg') },
      { name: '_recipes/plain.md', data: '# Soup\n\nJust words.' },
      { name: '_recipes/empty.md', data: SOUP.replace(/ingredients:[\s\S]*?directions:/, 'directions:') },
      { name: '_recipes/untitled.md', data: SOUP.replace('title: "Leek and Potato Soup"', 'title: ""') },
      { name: '_recipes/broken.md', data: '---\ntitle: [soup\n---\n' },
      { name: '_recipes/._good.md', data: 'resource fork' },
    ]);
    const { recipes, refused } = await readAppExport(archive, 'site.zip');
    expect(recipes.map((recipe) => [recipe.entry, recipe.warnings])).toEqual([
      ['_recipes/good.md', ['the photo "missing.jpg" is not in the export; left out']],
    ]);
    expect(refused).toEqual([
      { entry: '_recipes/plain.md', reason: 'it is not a Chowdown recipe (no front matter)' },
      { entry: '_recipes/empty.md', reason: 'no ingredients' },
      { entry: '_recipes/untitled.md', reason: 'missing title' },
      { entry: '_recipes/broken.md', reason: expect.stringMatching(/^invalid front matter/) as string },
    ]);
  });

  it('refuses a site with a climbing name or a link whole, with the reason', async () => {
    const climbing = await site([
      { name: '_recipes/soup.md', data: SOUP },
      { name: 'images/leek-soup.jpg', data: JPEG },
    ]);
    await expect(
      readAppExport(renamed(climbing, 'images/leek-soup.jpg', '../../../../etc/pass'), 'site.zip'),
    ).rejects.toThrow('it holds a file whose path leads out of its folder');
    const linked = await site([
      { name: '_recipes/soup.md', data: SOUP },
      { name: 'images/leek-soup.jpg', data: '/etc/passwd', mode: 0o120777 },
    ]);
    await expect(readAppExport(linked, 'site.zip')).rejects.toThrow(
      'it holds a link ("images/leek-soup.jpg"); archives with links are not read',
    );
  });
});
