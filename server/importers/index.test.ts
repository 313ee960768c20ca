import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { collectRecipeFiles, ImportError, readRecipeFile, readRecipes } from './index';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const at = (relative: string): string => path.join(fixtures, relative);
const catalog = fileURLToPath(new URL('../../catalog/recipes', import.meta.url));

async function reasonOf(promise: Promise<unknown>): Promise<{ reason: string; path: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return { reason: error.reason, path: error.path };
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('collectRecipeFiles', () => {
  it('lists recipe files recursively by extension, sorted, without hidden files or _index.md', async () => {
    // The web corpus (web/) has its own test: scripts/import-eval/web-corpus.test.ts.
    const files = (await collectRecipeFiles(fixtures))
      .map((file) => path.relative(fixtures, file))
      .filter((file) => !file.startsWith('web/'));
    expect(files).toEqual([
      'cooklang/Green Soup.cook',
      'cooklang/Metadata Only.cook',
      'cooklang/Titled.cook',
      'cooklang/Toast.cook',
      'html/broken-json-ld.html',
      'html/no-recipe.html',
      'html/page.html',
      'html/two-recipes.htm',
      'json-ld/article.json',
      'json-ld/graph.json',
      'json-ld/invalid.json',
      'json-ld/list.jsonld',
      'json-ld/no-ingredients.json',
      'json-ld/no-title.json',
      'json-ld/single.json',
      'markdown/bad-front-matter.md',
      'markdown/catalog.md',
      'markdown/hugo-style.md',
      'markdown/instructions-heading.md',
      'markdown/nested/method-style.markdown',
      'markdown/no-ingredients.md',
      'other/empty.json',
      'other/notes.txt',
    ]);
  });

  it('returns a single file as given', async () => {
    expect(await collectRecipeFiles(at('other/notes.txt'))).toEqual([at('other/notes.txt')]);
  });

  it('says when the path does not exist', async () => {
    expect(await reasonOf(collectRecipeFiles(at('missing')))).toMatchObject({
      reason: `no such file or folder: ${at('missing')}`,
    });
  });
});

describe('readRecipeFile', () => {
  it.each([
    ['json-ld/single.json', 'Lemon & Herb Chicken'],
    ['json-ld/list.jsonld', 'Plain Rice'],
    ['html/page.html', 'Chewy Oat Cookies'],
    ['html/two-recipes.htm', 'Red Sauce'],
    ['markdown/catalog.md', 'Tomato Toast'],
    ['markdown/nested/method-style.markdown', 'Overnight Oats'],
    ['cooklang/Toast.cook', 'Toast'],
  ])('reads %s by its extension', async (file, title) => {
    const [first] = await readRecipeFile(at(file), { root: fixtures });
    expect(first?.title).toBe(title);
  });

  it('keys file recipes by their path under the import root', async () => {
    const [draft] = await readRecipeFile(at('markdown/nested/method-style.markdown'), { root: fixtures });
    expect(draft?.sourceKey).toBe('import:markdown/nested/method-style.markdown');
    const [again] = await readRecipeFile(at('markdown/nested/method-style.markdown'));
    expect(again?.sourceKey).toBe('import:method-style.markdown');
  });

  it('keys recipes with a canonical URL by that URL', async () => {
    const [draft] = await readRecipeFile(at('json-ld/single.json'), { root: fixtures });
    expect(draft?.sourceKey).toBe('import:https://example.org/recipes/lemon-herb-chicken');
  });

  it.each([
    ['json-ld/invalid.json', 'invalid JSON at line 3, column 20'],
    ['json-ld/article.json', 'no schema.org Recipe found'],
    ['json-ld/no-title.json', 'missing title'],
    ['json-ld/no-ingredients.json', 'no ingredients'],
    [
      'html/no-recipe.html',
      'no recipe found (no JSON-LD, Microdata or RDFa Recipe, and no ingredient list in the text)',
    ],
    ['html/broken-json-ld.html', 'invalid JSON at line 4, column 3 in JSON-LD block 1'],
    ['markdown/no-ingredients.md', 'no ingredients'],
    ['cooklang/Metadata Only.cook', 'no ingredients'],
    ['other/empty.json', 'invalid JSON: the file is empty'],
    ['other/notes.txt', 'no ingredients (no "Ingredients" heading or quantity lines found)'],
  ])('rejects %s: %s', async (file, reason) => {
    expect(await reasonOf(readRecipeFile(at(file), { root: fixtures }))).toEqual({ reason, path: file });
  });

  it('names the file in the error message', async () => {
    await expect(readRecipeFile(at('markdown/no-ingredients.md'), { root: fixtures })).rejects.toThrow(
      'markdown/no-ingredients.md: no ingredients',
    );
  });

  it('wraps a read failure into an ImportError', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'importers-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const { reason } = await reasonOf(readRecipeFile(path.join(folder, 'gone.md'), { root: folder }));
    expect(reason).toMatch(/ENOENT/);
  });

  it('ignores a byte-order mark', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'importers-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const file = path.join(folder, 'bom.json');
    await writeFile(file, '\uFEFF{"@type":"Recipe","name":"Bom","recipeIngredient":["1 egg"]}');
    expect((await readRecipeFile(file))[0]?.title).toBe('Bom');
  });

  it('reads every built-in catalog recipe, leaving its id out: imported files never choose ids', async () => {
    const files = await collectRecipeFiles(catalog);
    const recipes = (await Promise.all(files.map((file) => readRecipes(file)))).flat();
    expect(recipes.length).toBe(files.length);
    for (const { draft, warnings } of recipes) {
      expect(draft.id, draft.sourceKey).toBeUndefined();
      expect(draft.summary, draft.sourceKey).not.toBe('');
      expect(warnings, draft.sourceKey).toEqual([expect.stringMatching(/^the id \d+ in the file is ignored/)]);
    }
  });

  it('rejects a file with an unknown extension when named explicitly', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'importers-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    await writeFile(path.join(folder, 'notes.rtf'), 'x');
    expect(await reasonOf(readRecipeFile(path.join(folder, 'notes.rtf')))).toEqual({
      reason: 'unsupported file type ".rtf"',
      path: 'notes.rtf',
    });
  });
});
