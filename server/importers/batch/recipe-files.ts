import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isAppExport } from '../../../shared/own-recipes';
import type { RecipeDraft } from '../../../shared/recipe';
import { readAppExport, type ExportReading } from '../formats/app-export';
import { formatOf, parseRecipeText } from '../formats/recipe-text';
import type { ImportedRecipe } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { describeSize, IMPORT_FILE_LIMITS } from '../lib/limits';
import { readTextFile, scanFolder, type FolderScan } from './files';

/** Hidden files and Hugo's section index pages are never recipes. */
const isSkipped = (name: string): boolean => name.startsWith('.') || name.toLowerCase() === '_index.md';

/**
 * Recipe files under a folder (recursive, sorted, by extension), or the file itself when given
 * one (read even with an unknown extension, so its error says why), with the entries passed
 * over and why: named pipes, devices, sockets, links leading out of the folder.
 */
export async function scanRecipeFiles(pathOrDir: string): Promise<FolderScan> {
  return scanFolder(pathOrDir, (name) => formatOf(name) !== undefined || isAppExport(name), isSkipped);
}

/** The recipe files of `scanRecipeFiles`, without the skipped entries. */
export async function collectRecipeFiles(pathOrDir: string): Promise<string[]> {
  return (await scanRecipeFiles(pathOrDir)).files;
}

export interface ReadOptions {
  /** The folder the import started from; keys are relative to it. Defaults to the file's folder. */
  root?: string;
}

/**
 * The recipes of one file, each with the warnings of fields left out. Each is keyed
 * `import:<path relative to root>` (with `#2`, `#3` for further recipes of the same file), or
 * `import:<url>` when the page names the recipe's canonical address, so importing the same source
 * again updates rather than duplicates. Markdown and Cooklang `source` fields are not identities:
 * many files cite the same site. Ids written in files are never kept: keys decide identity.
 */
export async function readRecipes(file: string, options: ReadOptions = {}): Promise<ImportedRecipe[]> {
  const relative = path
    .relative(options.root ?? path.dirname(file), file)
    .split(path.sep)
    .join('/');
  try {
    const format = formatOf(file);
    if (format === undefined) throw new ImportError(`unsupported file type "${path.extname(file)}"`);
    const text = await readTextFile(file, options.root);
    const recipes = parseRecipeText(text, {
      format,
      sourceKey: `import:${relative}`,
      fileName: path.basename(file, path.extname(file)),
    });
    for (const recipe of recipes) delete recipe.draft.id;
    return recipes;
  } catch (error) {
    if (error instanceof ImportError) throw error.withPath(relative);
    // Anything else (an unreadable file, a library failing on odd input) still gets a readable reason.
    throw new ImportError(error instanceof Error ? error.message : String(error), relative);
  }
}

/** `readRecipes` without the warnings. */
export async function readRecipeFile(file: string, options: ReadOptions = {}): Promise<RecipeDraft[]> {
  return (await readRecipes(file, options)).map((recipe) => recipe.draft);
}

/**
 * Another app's export (a Paprika, Mealie or Tandoor zip, a recipe table...), read whole: its
 * recipes, each named by the entry it came from, and every entry that gave none, with the
 * reason. An archive that cannot be trusted, or a file of no format we read, throws an
 * ImportError naming the file.
 */
export async function readExportFile(file: string, options: ReadOptions = {}): Promise<ExportReading> {
  const relative = path
    .relative(options.root ?? path.dirname(file), file)
    .split(path.sep)
    .join('/');
  try {
    const { size } = await stat(file);
    if (size > IMPORT_FILE_LIMITS.exportBytes) {
      throw new ImportError(
        `the file is too large: ${describeSize(size)} (at most ${describeSize(IMPORT_FILE_LIMITS.exportBytes)})`,
      );
    }
    const reading = await readAppExport(await readFile(file), path.basename(file));
    for (const recipe of reading.recipes) delete recipe.draft.id;
    return reading;
  } catch (error) {
    if (error instanceof ImportError) throw error.withPath(relative);
    throw new ImportError(error instanceof Error ? error.message : String(error), relative);
  }
}
