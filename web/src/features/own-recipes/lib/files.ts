import { APP_EXPORT_EXTENSIONS, IMPORT_LIMITS, type FileImportResult } from '@shared/own-recipes';

/** The recipe files the server reads: schema.org JSON-LD, saved web pages, Markdown, Cooklang and plain text. */
export const RECIPE_FILE_EXTENSIONS = ['.json', '.html', '.htm', '.md', '.cook', '.txt'] as const;
/** What the file picker offers: recipe files, and other apps' exports (sent whole, one at a time). */
export const RECIPE_FILE_ACCEPT = [...RECIPE_FILE_EXTENSIONS, ...APP_EXPORT_EXTENSIONS].join(',');

const count = (n: number) => n.toLocaleString('en');

export const fileMessages = {
  extension: `Not a recipe file: choose ${RECIPE_FILE_EXTENSIONS.slice(0, -1).join(', ')} or ${RECIPE_FILE_EXTENSIONS.at(-1)} files.`,
  tooLarge: `Too large: a file can hold at most ${count(IMPORT_LIMITS.fileCharacters)} characters.`,
  unreadable: 'The browser could not read this file.',
  exportTooLarge: `Too large: an export can be at most ${count(IMPORT_LIMITS.appExportBytes / 1024 / 1024)} MB; export fewer recipes at a time.`,
} as const;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
};

export const isRecipeFile = (name: string): boolean =>
  (RECIPE_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/**
 * One row for a whole export: the recipes of every entry that came in; each entry refused is a
 * warning naming it. An export of which nothing came in is refused with its reasons.
 */
export function exportRow(
  name: string,
  results: readonly FileImportResult[],
):
  | { status: 'imported'; recipes: { id: number; title: string }[]; warnings: string[] }
  | { status: 'refused'; reason: string } {
  const entry = (result: FileImportResult) =>
    result.name.startsWith(`${name} › `) ? result.name.slice(name.length + 3) : result.name;
  const recipes = results.flatMap((result) => (result.status === 'imported' ? result.recipes : []));
  const refusals = results.flatMap((result) =>
    result.status === 'refused' ? [result.name === name ? result.reason : `${entry(result)}: ${result.reason}`] : [],
  );
  if (recipes.length === 0) return { status: 'refused', reason: refusals.join('; ') || 'No recipe was found in it.' };
  const warnings = results.flatMap((result) =>
    result.status === 'imported' ? result.warnings.map((warning) => `${entry(result)}: ${warning}`) : [],
  );
  return {
    status: 'imported',
    recipes,
    warnings: [...refusals.map((refusal) => `Not imported: ${refusal}`), ...warnings],
  };
}

/**
 * UTF-8 takes at most three bytes per character of a JavaScript string (four for a pair), so a
 * file of more than three bytes per allowed character is too long without reading it.
 */
export const surelyTooLarge = (bytes: number): boolean => bytes > IMPORT_LIMITS.fileCharacters * 3;

/** The name as sent: a very long one is shortened, keeping its extension, which says how to read the file. */
export function sentName(name: string): string {
  if (name.length <= IMPORT_LIMITS.fileName) return name;
  const extension = extensionOf(name);
  return name.slice(0, IMPORT_LIMITS.fileName - extension.length) + extension;
}

export interface ReadFile {
  /** Where the file is in the list the user chose. */
  index: number;
  name: string;
  content: string;
}

/**
 * Whether one more file goes in the same request: at most `IMPORT_LIMITS.files` files and
 * `IMPORT_LIMITS.requestCharacters` characters together, as the server takes them. Files are
 * read as their request fills, never all at once, and the count on screen moves as each returns.
 */
export function fitsInBatch(batch: readonly ReadFile[], next: ReadFile): boolean {
  if (batch.length === 0) return true;
  if (batch.length >= IMPORT_LIMITS.files) return false;
  const characters = batch.reduce((sum, file) => sum + file.content.length, 0);
  return characters + next.content.length <= IMPORT_LIMITS.requestCharacters;
}
