/**
 * Draws the pictures of the built-in recipes:
 *   npx tsx catalog/pictures/cli.ts [outDir]
 * outDir defaults to data/images/recipes under the repository root (a given outDir is taken from the
 * current folder). Only new or changed recipes are drawn; see generate.ts.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import matter from 'gray-matter';
import { type PictureInput, generateRecipePictures } from './generate';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const RECIPES_DIR = join(REPO_ROOT, 'catalog', 'recipes');
const DEFAULT_OUT = join(REPO_ROOT, 'data', 'images', 'recipes');

const strings = (value: unknown): string[] | undefined => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
};

/** The bullets of the body's `## Ingredients` section (catalog/FORMAT.md). */
function ingredientLines(body: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^#{1,6}\s/.test(line)) inside = /^##\s+ingredients\s*$/i.test(line.trim());
    else if (inside && /^\s*[-*]\s+/.test(line)) lines.push(line.replace(/^\s*[-*]\s+/, '').trim());
  }
  return lines;
}

/** The picture inputs of one recipe file, or why they cannot be read. */
function pictureInputOf(data: Record<string, unknown>, body: string): PictureInput | string {
  const id = data.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    return 'the front matter needs a positive integer id';
  const icons = strings(data.picture);
  if (!icons || icons.length === 0) return 'the front matter needs picture: 1 to 3 icon names';
  const cuisines = strings(data.cuisine) ?? [];
  const dishTypes = strings(data.dishTypes) ?? [];
  const title = typeof data.title === 'string' ? data.title : '';
  return { id, icons, cuisine: cuisines[0] ?? '', dishTypes, title, ingredients: ingredientLines(body) };
}

async function main(): Promise<void> {
  const outArg = process.argv[2];
  const outDir = outArg ? resolve(outArg) : DEFAULT_OUT;
  const files = (await readdir(RECIPES_DIR)).filter((name) => name.endsWith('.md')).sort();
  const recipes: PictureInput[] = [];
  let problems = 0;
  for (const name of files) {
    const { data, content } = matter(await readFile(join(RECIPES_DIR, name), 'utf8'));
    const input = pictureInputOf(data, content);
    if (typeof input === 'string') {
      problems++;
      console.error(`catalog/recipes/${name}: ${input}`);
    } else {
      recipes.push(input);
    }
  }
  const result = await generateRecipePictures(recipes, outDir);
  const where = relative(process.cwd(), outDir) || '.';
  console.log(
    `recipe pictures: ${recipes.length} recipes, ${result.written} drawn, ${result.skipped} up to date, in ${result.ms} ms → ${where}` +
      (result.failed ? `, ${result.failed} failed` : '') +
      (problems ? ` (${problems} file${problems === 1 ? '' : 's'} skipped, see above)` : ''),
  );
  if (problems || result.failed) process.exitCode = 1;
}

await main();
