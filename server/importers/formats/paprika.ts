import { gunzipSync } from 'node:zlib';
import { ARCHIVE_LIMITS } from '../archive/limits';
import { readZip, type ArchiveEntry, type ExpansionBudget } from '../archive/zip';
import { finishRecipe, minutesField, servingsField } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { parseLenientJson } from '../lib/lenient-json';
import { describeSize } from '../lib/limits';
import { classifyTags } from '../lib/vocabulary';
import {
  exported,
  isRecord,
  listField,
  readEach,
  textField as text,
  withoutClutter,
  type ExportedRecipe,
  type ExportReading,
} from './export-parts';

/** One recipe's gzipped JSON, photo included: far above a real one (a few hundred KB). */
const RECIPE_BYTES = 20 * 1024 * 1024;

const lines = (value: unknown): string[] => text(value).split(/\r?\n/);

/** A gzip file starts with 1f 8b. */
const isGzip = (bytes: Buffer) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

function gunzip(bytes: Buffer, budget: ExpansionBudget): Buffer {
  if (!isGzip(bytes)) throw new ImportError('it is not a Paprika recipe (not gzip-compressed)');
  const limit = Math.min(RECIPE_BYTES, budget.bytesLeft);
  let data: Buffer;
  try {
    data = gunzipSync(bytes, { maxOutputLength: limit });
  } catch (error) {
    if (error instanceof RangeError) throw new ImportError(`it expands to more than ${describeSize(limit)}`);
    throw new ImportError('it is not a Paprika recipe (its compressed data is broken)');
  }
  budget.bytesLeft -= data.length;
  return data;
}

/**
 * One Paprika recipe: gzipped JSON whose fields are plain text (ingredients and directions one
 * per line), times in words ("1 hr 15 mins"), servings as written ("4 servings"), the user's
 * categories, and the photo in base64. Its `uid` is its identity, so importing the same
 * export again updates rather than duplicates.
 */
export function parsePaprikaRecipe(
  bytes: Buffer,
  entry: string,
  budget: ExpansionBudget = { bytesLeft: RECIPE_BYTES },
): ExportedRecipe {
  const json: unknown = parseLenientJson(gunzip(bytes, budget).toString('utf8'));
  if (!isRecord(json)) throw new ImportError('it is not a Paprika recipe (no recipe object inside)');
  const node = json;
  const warnings: string[] = [];
  const uid = text(node['uid']).trim();
  const categories = listField(node['categories']).map(text);
  const { cuisines, dishTypes } = classifyTags(categories.filter((category) => category.trim() !== ''));
  const photoData = text(node['photo_data']).trim();
  const recipe = finishRecipe({
    sourceKey: `paprika:${uid || entry}`,
    title: text(node['name']),
    summary: text(node['description']),
    // The photo travels in the export; an address elsewhere is used only when there is none.
    image: photoData === '' ? text(node['image_url']) : '',
    servings: servingsField(text(node['servings']) || undefined, warnings),
    prepMinutes: minutesField('preparation time', text(node['prep_time']), warnings),
    cookMinutes: minutesField('cooking time', text(node['cook_time']), warnings),
    totalMinutes: minutesField('total time', text(node['total_time']), warnings),
    cuisines,
    dishTypes,
    ingredientLines: lines(node['ingredients']),
    instructionLines: lines(node['directions']).filter((line) => line.trim() !== ''),
    sourceName: text(node['source']),
    sourceUrl: text(node['source_url']),
    warnings,
  });
  return exported(recipe, entry, {
    photo: photoData === '' ? undefined : Buffer.from(photoData, 'base64'),
    notes: text(node['notes']),
  });
}

/**
 * A Paprika export: a `.paprikarecipes` zip of `.paprikarecipe` entries, or one `.paprikarecipe`.
 * Each entry is read on its own: one that cannot be read is refused with its name and reason,
 * the others still come in. An archive that cannot be trusted is refused whole (see readZip).
 */
export async function readPaprika(bytes: Buffer, fileName: string): Promise<ExportReading> {
  // The zip's entries and the JSON they unpack to share one budget of expanded bytes.
  const budget = { bytesLeft: ARCHIVE_LIMITS.maxExpandedBytes };
  const entries = isGzip(bytes) ? [{ path: fileName, data: bytes }] : await readZip(bytes, { budget });
  return readPaprikaEntries(entries, budget);
}

/** The recipes of a Paprika archive already read: every entry but the clutter is one recipe. */
export function readPaprikaEntries(entries: readonly ArchiveEntry[], budget: ExpansionBudget): Promise<ExportReading> {
  return readEach(
    withoutClutter(entries).map(({ path, data }) => ({
      entry: path,
      read: () => parsePaprikaRecipe(data, path, budget),
    })),
  );
}
