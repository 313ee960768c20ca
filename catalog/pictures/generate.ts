/**
 * Renders the built-in recipes' illustrations to WebP, incrementally: `manifest.json` in the output
 * folder remembers, per recipe id, a hash of what the picture was drawn from, so only new or changed
 * recipes are drawn again. See docs/decisions/005-recipe-pictures.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { FALLBACK_ICON, preloadIcons } from './compose';
import { type PictureInput, WEBP_QUALITY, pictureFiles, rasteriseIcons, renderOne, writeAtomic } from './render';

export { pictureAlt } from './alt-text';
export {
  type PictureInput,
  SMALL_HEIGHT,
  SMALL_WIDTH,
  WEBP_QUALITY,
  composeInputOf,
  pictureFiles,
  rasteriseIcons,
} from './render';

/**
 * Bump whenever the drawing (compose.ts and the files it draws with), the tables of
 * catalog/knowledge/pictures/ or the encoding change how a picture looks: every picture is drawn again.
 */
export const GENERATOR_VERSION = 4;
const MANIFEST = 'manifest.json';

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

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
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
