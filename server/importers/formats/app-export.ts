import { ARCHIVE_LIMITS } from '../archive/limits';
import { looksLikeZip, readZip, type ArchiveEntry, type ExpansionBudget } from '../archive/zip';
import { ImportError } from '../lib/import-error';
import { isChowdownExport, readChowdownEntries } from './chowdown';
import { isCopyMeThatExport, readCopyMeThatEntries } from './copymethat';
import { extensionOf, folderOf, withoutClutter, type ExportReading } from './export-parts';
import { isMealieExport, readMealieEntries } from './mealie';
import { isNextcloudExport, readNextcloudEntries } from './nextcloud';
import { readPaprika, readPaprikaEntries } from './paprika';
import { looksLikeRecipeList, readRecipeSage } from './recipesage';
import { picturesBeside, readRecipeTable, recipeTableIn, looksLikeRecipeTable } from './recipe-table';
import { isTandoorExport, readTandoorEntries } from './tandoor';

export type { ExportedRecipe, ExportReading } from './export-parts';

const NOT_AN_EXPORT = 'it is not an export of a recipe app we can read';

/** A RecipeSage export zipped: one JSON file at the top that holds a list. */
const recipeListIn = (entries: readonly ArchiveEntry[]): ArchiveEntry | undefined =>
  entries.find(
    (entry) => folderOf(entry.path) === '' && extensionOf(entry.path) === '.json' && looksLikeRecipeList(entry.data),
  );

/**
 * Which app wrote a zip, told by what it holds: Paprika's `.paprikarecipe` entries, Nextcloud
 * Cookbook's `recipe.json` folders, Mealie's `<slug>/<slug>.json` folders, a Chowdown site's
 * `_recipes`, Copy Me That's `recipes.html`, Tandoor's zip per recipe, RecipeSage's one list of
 * recipes, or a recipe table (Plan to Eat, My Recipe Box) with its pictures.
 */
function readZipExport(entries: readonly ArchiveEntry[], budget: ExpansionBudget): Promise<ExportReading> {
  const files = withoutClutter(entries);
  if (files.some((entry) => extensionOf(entry.path) === '.paprikarecipe')) return readPaprikaEntries(entries, budget);
  if (isNextcloudExport(files)) return readNextcloudEntries(files);
  if (isMealieExport(files)) return readMealieEntries(files);
  if (isChowdownExport(files)) return readChowdownEntries(files);
  if (isCopyMeThatExport(files)) return readCopyMeThatEntries(files);
  // Last of the archives: the others may carry a zip of their own beside their recipes.
  if (isTandoorExport(files)) return readTandoorEntries(files, budget);
  const list = recipeListIn(files);
  if (list !== undefined) return readRecipeSage(list.data, list.path);
  const table = recipeTableIn(files);
  if (table !== undefined) return readRecipeTable(table.data, table.path, picturesBeside(files));
  throw new ImportError(NOT_AN_EXPORT);
}

/**
 * The recipes of another recipe app's export, whichever app wrote it: each entry that gives no
 * recipe is refused by name with the reason, the others come in. An archive that cannot be
 * trusted, even one nested inside, or a file of no format we read, throws an ImportError with
 * the reason.
 */
export async function readAppExport(bytes: Buffer, fileName: string): Promise<ExportReading> {
  const name = fileName.toLowerCase();
  if (name.endsWith('.paprikarecipes') || name.endsWith('.paprikarecipe')) return readPaprika(bytes, fileName);
  if (looksLikeZip(bytes)) {
    // The zip's entries and everything unpacked from them share one budget of expanded bytes.
    const budget = { bytesLeft: ARCHIVE_LIMITS.maxExpandedBytes };
    return readZipExport(await readZip(bytes, { budget }), budget);
  }
  if (looksLikeRecipeList(bytes)) return readRecipeSage(bytes, fileName);
  if (looksLikeRecipeTable(bytes)) return readRecipeTable(bytes, fileName);
  throw new ImportError(NOT_AN_EXPORT);
}
