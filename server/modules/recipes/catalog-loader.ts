import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  type PictureDrawing,
  type PictureInput,
  generateRecipePictures,
  pictureAlt,
  startRecipePictures,
} from '../../../catalog/pictures/generate';

export type { PictureDrawing };
/** Starts drawing the catalog's missing pictures in the background; see `startRecipePictures`. */
export const startCatalogPictures = startRecipePictures;
import type { RecipeDraft } from '../../../shared/recipe';
import type { Db } from '../../db/database';
import { parseMarkdownRecipe } from '../../importers';
import { getMeta, setMeta } from './recipe.repository';
import { saveRecipes } from './recipe.service';
import { labellerHash } from './relabel';

export const CATALOG_DIR = resolve(import.meta.dirname, '../../../catalog');
const RECIPES_DIR = join(CATALOG_DIR, 'recipes');
const META_KEY = 'catalog_hash';

export interface CatalogRecipe {
  draft: RecipeDraft;
  icons: string[];
}

async function listFiles(dir: string, test: (name: string) => boolean): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter(test)
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads and validates every built-in recipe; a broken file is an error naming the file. */
export async function readCatalog(dir = RECIPES_DIR): Promise<{ recipes: CatalogRecipe[]; hash: string }> {
  const files = await listFiles(dir, (name) => name.endsWith('.md'));
  const hash = createHash('sha256');
  const recipes: CatalogRecipe[] = [];
  const seen = new Set<number>();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    hash.update(file.slice(dir.length)).update('\0').update(text).update('\0');
    let parsed;
    try {
      parsed = parseMarkdownRecipe(text, { sourceKey: 'catalog' });
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const { draft, frontMatter } = parsed;
    const id = draft.id;
    if (id === undefined || !Number.isInteger(id) || id <= 0)
      throw new Error(`${file}: the front matter needs a positive integer id`);
    if (seen.has(id)) throw new Error(`${file}: id ${id} is used twice`);
    seen.add(id);
    const icons = asStrings(frontMatter.picture);
    recipes.push({
      icons,
      draft: {
        ...draft,
        sourceKey: `catalog:${id}`,
        image: `/images/recipes/${id}.webp`,
        imageAlt: pictureAlt(draft.title, icons),
        sourceName: 'Dishcovery kitchen',
        sourceUrl: '',
        license: 'MIT',
      },
    });
  }
  // A newer labeller labels the catalog again too.
  hash.update(await labellerHash());
  return { recipes, hash: hash.digest('hex') };
}

export interface CatalogSummary {
  recipes: number;
  written: number;
  pictures: { written: number; skipped: number; failed: number };
  ms: number;
}

/**
 * Stores the built-in catalog when the database does not hold this version of it yet (a fresh
 * database, or a newer catalog or labeller), and gives what its pictures are drawn from.
 * Ids come from the files, so they stay the same across restarts and re-imports.
 */
export async function storeCatalog(
  db: Db,
  options: { dir?: string } = {},
): Promise<{ recipes: number; written: number; ms: number; pictures: PictureInput[] }> {
  const started = performance.now();
  const { recipes, hash } = await readCatalog(options.dir);
  let written = 0;
  if ((await getMeta(db.kysely, META_KEY)) !== hash) {
    await saveRecipes(
      db,
      recipes.map((recipe) => recipe.draft),
    );
    await setMeta(db.kysely, META_KEY, hash);
    written = recipes.length;
  }
  const pictures = recipes.map(({ draft, icons }) => ({
    id: draft.id ?? 0,
    icons,
    cuisine: draft.cuisines[0] ?? '',
    dishTypes: draft.dishTypes,
    title: draft.title,
    ingredients: draft.ingredientLines,
  }));
  return { recipes: recipes.length, written, ms: Math.round(performance.now() - started), pictures };
}

/** Stores the built-in catalog (see `storeCatalog`) and, given a folder, draws every missing picture. */
export async function loadCatalog(db: Db, options: { imagesDir?: string; dir?: string } = {}): Promise<CatalogSummary> {
  const started = performance.now();
  const stored = await storeCatalog(db, options);
  let pictures = { written: 0, skipped: 0, failed: 0 };
  if (options.imagesDir) {
    const { written, skipped, failed } = await generateRecipePictures(stored.pictures, options.imagesDir);
    pictures = { written, skipped, failed };
  }
  return {
    recipes: stored.recipes,
    written: stored.written,
    pictures,
    ms: Math.round(performance.now() - started),
  };
}
