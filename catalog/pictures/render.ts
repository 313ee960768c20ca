/** Draws one recipe's two picture files: its SVG rasterised once and encoded to WebP in two sizes. */
import { rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type ComposeInput, PICTURE_HEIGHT, PICTURE_WIDTH, composeRecipeSvg, standaloneIconSvg } from './compose';

/** WebP quality: about 15–30 KB at 800x600 for these flat, smooth illustrations. */
export const WEBP_QUALITY = 82;
export const SMALL_WIDTH = 400;
export const SMALL_HEIGHT = 300;

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

/** The file names of a recipe's pictures, relative to the output folder. */
export function pictureFiles(id: number): { large: string; small: string } {
  return { large: `${id}.webp`, small: `${id}-${SMALL_WIDTH}.webp` };
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
let tmpCounter = 0;
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}-${tmpCounter++}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
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

/** Writes `<id>.webp` and `<id>-400.webp` of one recipe into `outDir`. */
export async function renderOne(
  recipe: PictureInput,
  outDir: string,
  rasters: ReadonlyMap<string, string>,
): Promise<void> {
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
