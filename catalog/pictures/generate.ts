/**
 * Renders the built-in recipes' illustrations to WebP, incrementally: `manifest.json` in the output
 * folder remembers, per recipe id, a hash of what the picture was drawn from, so only new or changed
 * recipes are drawn again. See docs/decisions/005-recipe-pictures.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_HEIGHT, PICTURE_WIDTH, composeRecipeSvg, preloadIcons } from './compose';

/** Bump whenever compose.ts or the encoding changes how a picture looks: every picture is drawn again. */
export const GENERATOR_VERSION = 2;
/** WebP quality: about 15–40 KB at 800x600 for these flat, smooth illustrations. */
export const WEBP_QUALITY = 86;
export const SMALL_WIDTH = 400;
export const SMALL_HEIGHT = 300;
const MANIFEST = 'manifest.json';

export interface PictureInput {
  id: number;
  icons: string[];
  cuisine: string;
  dishTypes: string[];
}

export interface GenerateResult {
  /** Recipes whose two pictures were drawn in this run. */
  written: number;
  /** Recipes whose pictures were already up to date. */
  skipped: number;
  ms: number;
}

interface Manifest {
  generator: number;
  /** Recipe id → hash of the inputs its pictures were drawn from. */
  pictures: Record<string, string>;
}

/** The file names of a recipe's pictures, relative to the output folder. */
export function pictureFiles(id: number): { large: string; small: string } {
  return { large: `${id}.webp`, small: `${id}-${SMALL_WIDTH}.webp` };
}

/** Readable words for an icon name: `shallow-pan-of-food` → `shallow pan of food`. */
/** Icons whose names say little to someone hearing the alt text. */
const ALT_WORDS: Record<string, string> = { oden: 'skewer' };

function iconWords(name: string): string {
  const known = ALT_WORDS[name.trim()];
  if (known !== undefined) return known;
  return name.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
}

/** Alt text of a recipe's picture, e.g. "Illustration of Shakshuka: shallow pan of food, tomato and egg". */
export function pictureAlt(title: string, icons: string[]): string {
  const words = icons.map(iconWords).filter((w) => w !== '');
  const name = title.trim() || 'a recipe';
  if (words.length === 0) return `Illustration of ${name}`;
  const list =
    words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
  return `Illustration of ${name}: ${list}`;
}

let iconSetVersion: string | undefined;
/** The icon set's version is part of the hash: a new set may draw an icon differently. */
function getIconSetVersion(): string {
  if (iconSetVersion === undefined) {
    try {
      const require = createRequire(import.meta.url);
      const file = require.resolve('@iconify-json/fluent-emoji/package.json');
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      iconSetVersion = typeof pkg.version === 'string' ? pkg.version : '';
    } catch {
      iconSetVersion = '';
    }
  }
  return iconSetVersion;
}

function inputHash(recipe: PictureInput): string {
  const key = JSON.stringify([
    GENERATOR_VERSION,
    getIconSetVersion(),
    WEBP_QUALITY,
    recipe.id,
    recipe.icons,
    recipe.cuisine,
    recipe.dishTypes,
  ]);
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(join(outDir, MANIFEST), 'utf8')) as Partial<Manifest>;
    if (parsed.generator === GENERATOR_VERSION && parsed.pictures && typeof parsed.pictures === 'object') {
      return { generator: GENERATOR_VERSION, pictures: { ...parsed.pictures } };
    }
  } catch {
    // Missing or unreadable: every picture is drawn again.
  }
  return { generator: GENERATOR_VERSION, pictures: {} };
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
let tmpCounter = 0;
async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}-${tmpCounter++}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function renderOne(recipe: PictureInput, outDir: string): Promise<void> {
  const svg = composeRecipeSvg({
    icons: recipe.icons,
    cuisine: recipe.cuisine,
    dishTypes: recipe.dishTypes,
    seed: recipe.id,
  });
  // Rasterise once, then encode both sizes from the same pixels.
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const webp = { quality: WEBP_QUALITY, smartSubsample: true, effort: 4 } as const;
  const [large, small] = await Promise.all([
    sharp(data, raw).webp(webp).toBuffer(),
    sharp(data, raw).resize(SMALL_WIDTH, SMALL_HEIGHT, { kernel: 'lanczos3' }).webp(webp).toBuffer(),
  ]);
  const files = pictureFiles(recipe.id);
  await Promise.all([writeAtomic(join(outDir, files.large), large), writeAtomic(join(outDir, files.small), small)]);
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function forEachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Draws `<id>.webp` (800x600) and `<id>-400.webp` (400x300) for each recipe into `outDir`, skipping
 * recipes whose pictures exist and were drawn from the same inputs by the same generator version.
 */
export async function generateRecipePictures(recipes: PictureInput[], outDir: string): Promise<GenerateResult> {
  const started = performance.now();
  for (const recipe of recipes) {
    if (!Number.isSafeInteger(recipe.id) || recipe.id < 0)
      throw new TypeError(`recipe picture: invalid id ${String(recipe.id)}`);
  }
  await mkdir(outDir, { recursive: true });
  const manifest = await readManifest(outDir);

  // The same id twice would draw the same files twice: the first one wins.
  const seen = new Set<number>();
  const unique = recipes.filter((recipe) => !seen.has(recipe.id) && seen.add(recipe.id));

  const checks = await Promise.all(
    unique.map(async (recipe) => {
      const hash = inputHash(recipe);
      const files = pictureFiles(recipe.id);
      const upToDate =
        manifest.pictures[String(recipe.id)] === hash &&
        (await exists(join(outDir, files.large))) &&
        (await exists(join(outDir, files.small)));
      return { recipe, hash, upToDate };
    }),
  );
  const todo = checks.filter((check) => !check.upToDate);

  let written = 0;
  let sinceSave = 0;
  const save = (): Promise<void> => writeAtomic(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  // The icon set is parsed only when something is to be drawn, once, for just the icons needed.
  if (todo.length > 0) preloadIcons(todo.flatMap(({ recipe }) => recipe.icons));
  try {
    await forEachLimited(todo, Math.min(2, availableParallelism()), async ({ recipe, hash }) => {
      await renderOne(recipe, outDir);
      manifest.pictures[String(recipe.id)] = hash;
      written++;
      // Saved now and then, so an interrupted run keeps most of its work.
      if (++sinceSave >= 25) {
        sinceSave = 0;
        await save();
      }
    });
  } finally {
    if (written > 0 || todo.length > 0) await save();
  }
  return { written, skipped: unique.length - todo.length, ms: Math.round(performance.now() - started) };
}
