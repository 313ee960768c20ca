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
import {
  type ComposeInput,
  FALLBACK_ICON,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  composeRecipeSvg,
  preloadIcons,
  standaloneIconSvg,
} from './compose';

/** Bump whenever compose.ts or the encoding changes how a picture looks: every picture is drawn again. */
export const GENERATOR_VERSION = 4;
/** WebP quality: about 15–30 KB at 800x600 for these flat, smooth illustrations. */
export const WEBP_QUALITY = 82;
export const SMALL_WIDTH = 400;
export const SMALL_HEIGHT = 300;
const MANIFEST = 'manifest.json';

export interface PictureInput {
  id: number;
  icons: string[];
  cuisine: string;
  dishTypes: string[];
  /** The title and ingredient lines choose the vessel, the sauce's colour and the garnish (dish-look.ts). */
  title?: string;
  ingredients?: string[];
}

/** What compose.ts draws a recipe's picture from; the distinctness measure reads the same. */
export function composeInputOf(recipe: PictureInput, rasters?: ReadonlyMap<string, string>): ComposeInput {
  return {
    icons: recipe.icons,
    cuisine: recipe.cuisine,
    dishTypes: recipe.dishTypes,
    title: recipe.title ?? '',
    ingredients: recipe.ingredients ?? [],
    seed: recipe.id,
    ...(rasters ? { rasters } : {}),
  };
}

export interface GenerateResult {
  /** Recipes whose two pictures were drawn in this run. */
  written: number;
  /** Recipes whose pictures were already up to date. */
  skipped: number;
  /** Recipes whose pictures could not be drawn. */
  failed: number;
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
    recipe.title ?? '',
    recipe.ingredients ?? [],
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

/** Each named icon rasterised once, as a PNG data URL, for `composeRecipeSvg`'s `rasters`. */
export async function rasteriseIcons(names: Iterable<string>): Promise<Map<string, string>> {
  const rasters = new Map<string, string>();
  const unique = [...new Set(names)].filter((name) => name.trim() !== '');
  await forEachLimited(unique, availableParallelism(), async (name) => {
    try {
      const png = await sharp(Buffer.from(standaloneIconSvg(name)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      rasters.set(name, `data:image/png;base64,${png.toString('base64')}`);
    } catch {
      // Left out: the pictures that use it draw its vector body instead.
    }
  });
  return rasters;
}

async function renderOne(recipe: PictureInput, outDir: string, rasters: ReadonlyMap<string, string>): Promise<void> {
  const svg = composeRecipeSvg(composeInputOf(recipe, rasters));
  // Rasterise once, then encode both sizes from the same pixels.
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // Effort 2 without smart subsampling encodes five times faster than effort 4 with it, and the files
  // come out smaller; the difference is invisible on flat illustrations.
  const webp = { quality: WEBP_QUALITY, effort: 2 } as const;
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

/** Pictures being drawn in the background; see `startRecipePictures`. */
export interface PictureDrawing {
  /** Settles when every picture is drawn (or has failed: `failed` counts them). */
  done: Promise<GenerateResult>;
  /**
   * Draws this recipe's pictures next, ahead of the queue. Resolves true once they are written, false
   * when the id is not waiting to be drawn (already up to date, unknown) or its drawing failed.
   */
  drawNow(id: number): Promise<boolean>;
}

interface Job {
  recipe: PictureInput;
  hash: string;
  started: boolean;
  finished: Promise<boolean>;
  settle: (ok: boolean) => void;
}

/**
 * Starts drawing `<id>.webp` (800x600) and `<id>-400.webp` (400x300) for each recipe into `outDir`,
 * skipping recipes whose pictures exist and were drawn from the same inputs by the same generator
 * version, and returns once the work is known. A picture that fails is counted and the rest go on.
 */
export async function startRecipePictures(recipes: PictureInput[], outDir: string): Promise<PictureDrawing> {
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
  const jobs = new Map<number, Job>();
  const queue: Job[] = [];
  for (const { recipe, hash, upToDate } of checks) {
    if (upToDate) continue;
    let settle: (ok: boolean) => void = () => undefined;
    const finished = new Promise<boolean>((resolve) => (settle = resolve));
    const job: Job = { recipe, hash, started: false, finished, settle };
    jobs.set(recipe.id, job);
    queue.push(job);
  }
  const urgent: Job[] = [];
  const next = (): Job | undefined => {
    for (const list of [urgent, queue]) {
      for (let job = list.shift(); job; job = list.shift()) if (!job.started) return job;
    }
    return undefined;
  };

  // The icon set is parsed only when something is to be drawn, once, for just the icons needed.
  let rasters = new Map<string, string>();
  const names = queue.flatMap(({ recipe }) => recipe.icons);
  if (queue.length > 0) preloadIcons(names);

  const run = async (): Promise<GenerateResult> => {
    let written = 0;
    let failed = 0;
    let sinceSave = 0;
    const save = (): Promise<void> => writeAtomic(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    if (queue.length > 0) rasters = await rasteriseIcons([...names, FALLBACK_ICON]);
    const worker = async (): Promise<void> => {
      for (let job = next(); job; job = next()) {
        job.started = true;
        try {
          await renderOne(job.recipe, outDir, rasters);
          manifest.pictures[String(job.recipe.id)] = job.hash;
          written++;
          job.settle(true);
        } catch {
          failed++;
          job.settle(false);
        }
        // Saved now and then, so an interrupted run keeps most of its work.
        if (++sinceSave >= 25) {
          sinceSave = 0;
          await save();
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
    } finally {
      if (jobs.size > 0) await save();
    }
    return { written, failed, skipped: unique.length - jobs.size, ms: Math.round(performance.now() - started) };
  };

  return {
    done: run(),
    drawNow(id: number): Promise<boolean> {
      const job = jobs.get(id);
      if (!job) return Promise.resolve(false);
      if (!job.started) urgent.push(job);
      return job.finished;
    },
  };
}

/** Draws every picture that is not up to date (see `startRecipePictures`) and resolves when all are done. */
export async function generateRecipePictures(recipes: PictureInput[], outDir: string): Promise<GenerateResult> {
  return (await startRecipePictures(recipes, outDir)).done;
}
