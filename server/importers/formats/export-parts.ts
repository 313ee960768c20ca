import path from 'node:path/posix';
import { ARCHIVE_LIMITS } from '../archive/limits';
import { UntrustedArchive, type ArchiveEntry } from '../archive/zip';
import type { ImportedRecipe } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { formatCount } from '../lib/limits';
import { classifyTags, unique } from '../lib/vocabulary';

/** What the readers of other apps' exports share: walking an archive's entries and reading each recipe on its own. */

/** A recipe read from an app's export, with what the export carries beside the recipe itself. */
export interface ExportedRecipe extends ImportedRecipe {
  /** The file inside the export it came from ("Leek soup.paprikarecipe"). */
  entry: string;
  /** The recipe's own photo, as the export holds it (JPEG, PNG...), to be checked and re-encoded. */
  photo?: Buffer;
  /** The cook's notes on the recipe. */
  notes?: string;
}

/** What an export gave: its recipes, and each entry that gave none, with the reason. */
export interface ExportReading {
  recipes: ExportedRecipe[];
  refused: { entry: string; reason: string }[];
}

/**
 * Entries no app writes as a recipe: a name with a part starting with "." (macOS's `._x` and
 * `.DS_Store`, hidden folders) or under `__MACOSX/` (the resource forks macOS adds to a zip).
 */
export const isClutter = (entryPath: string): boolean =>
  entryPath.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

/** The archive's entries without the clutter, for readers that look at file names. */
export const withoutClutter = (entries: readonly ArchiveEntry[]): ArchiveEntry[] =>
  entries.filter((entry) => !isClutter(entry.path));

/** The folder an entry sits in, '' at the top of the archive. */
export const folderOf = (entryPath: string): string => {
  const folder = path.dirname(entryPath);
  return folder === '.' ? '' : folder;
};

export const baseName = (entryPath: string): string => path.basename(entryPath);

/** The file's name without its extension: `pancakes` for `recipes/pancakes/pancakes.json`. */
export const stem = (entryPath: string): string => path.basename(entryPath, path.extname(entryPath));

export const extensionOf = (entryPath: string): string => path.extname(entryPath).toLowerCase();

const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.heic']);

/** A file the exports hold as a recipe's photo, by its extension (its content is checked when it is stored). */
export const isPhoto = (entryPath: string): boolean => PHOTO_EXTENSIONS.has(extensionOf(entryPath));

export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One recipe an export holds: the entry to name when it is refused, and how to read it. */
export interface ExportItem {
  entry: string;
  read: () => ExportedRecipe | Promise<ExportedRecipe>;
}

/**
 * Each item read on its own: one that gives no recipe is refused with its entry and reason, the
 * others come in. An archive nested in the export that cannot be trusted refuses the export
 * whole, naming the entry it was, and so do more recipes than an archive may hold entries.
 */
export async function readEach(items: readonly ExportItem[]): Promise<ExportReading> {
  // An export that is one file (a list, a page) is held to the count an archive is held to.
  const most = ARCHIVE_LIMITS.maxEntries;
  if (items.length > most) {
    throw new ImportError(`it holds ${formatCount(items.length)} recipes (at most ${formatCount(most)})`);
  }
  const reading: ExportReading = { recipes: [], refused: [] };
  for (const { entry, read } of items) {
    try {
      reading.recipes.push(await read());
    } catch (error) {
      if (error instanceof UntrustedArchive) throw new UntrustedArchive(error.reason, error.path ?? entry);
      reading.refused.push({ entry, reason: reasonOf(error) });
    }
  }
  return reading;
}

/** An exported recipe from a finished one, with what the export carries beside it. */
export function exported(
  recipe: ImportedRecipe,
  entry: string,
  extras: { photo?: Buffer | undefined; notes?: string | undefined },
): ExportedRecipe {
  const notes = extras.notes?.trim() ?? '';
  return {
    ...recipe,
    entry,
    ...(extras.photo === undefined ? {} : { photo: extras.photo }),
    ...(notes === '' ? {} : { notes }),
  };
}

/**
 * Free tags an app keeps beside what its recipe format says (keywords, labels) added to a finished
 * recipe's cuisines and dish types, when they are ones we recognise.
 */
export function withTags(recipe: ImportedRecipe, tags: readonly string[]): ImportedRecipe {
  const { cuisines, dishTypes } = classifyTags(tags.filter((tag) => tag.trim() !== ''));
  const { draft } = recipe;
  return {
    ...recipe,
    draft: {
      ...draft,
      cuisines: unique([...draft.cuisines, ...cuisines]),
      dishTypes: unique([...draft.dishTypes, ...dishTypes]),
    },
  };
}

/** A value as text: strings as they are, finite numbers written out, anything else empty. */
export const textField = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const listField = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The `name` of each `{ name }` object of a list (Mealie's tags, Tandoor's keywords), or each string. */
export const namesIn = (value: unknown): string[] =>
  listField(value)
    .map((item) => (isRecord(item) ? textField(item['name']) : textField(item)).trim())
    .filter((name) => name !== '');

/** An amount as a cook writes it: `0.5`, `2`, never `2.0000001`; none when unset or zero. */
export function amountText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return '';
  return String(Math.round(value * 1000) / 1000);
}

/** The `name` of a `{ name }` object (a unit, a food), or nothing. */
export const nameOf = (value: unknown): string => (isRecord(value) ? textField(value['name']).trim() : '');
