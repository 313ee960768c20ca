import path from 'node:path';
import type { RecipeDraft } from '../../shared/recipe';
import { parseCooklangRecipe } from './cooklang';
import type { ImportedRecipe } from './draft';
import { readTextFile, scanFolder, type FolderScan } from './files';
import { parseHtmlRecipes } from './html';
import { ImportError } from './import-error';
import { parseJsonLdRecipes } from './json-ld';
import { parseMarkdownRecipe } from './markdown';
import { parsePlainTextRecipe } from './plain-text';

export { ImportError } from './import-error';
export { DEFAULT_SERVINGS, type ImportedRecipe } from './draft';
export { parseCooklangRecipe } from './cooklang';
export { parseHtmlRecipes } from './html';
export { parseJsonLdRecipes } from './json-ld';
export { parseMarkdownRecipe } from './markdown';
export { parsePlainTextRecipe } from './plain-text';
export { IMPORT_LIMITS } from './limits';
export type { FolderScan, SkippedFile } from './files';

export type Format = 'json-ld' | 'html' | 'markdown' | 'cooklang' | 'text';

const FORMAT_BY_EXTENSION: Record<string, Format> = {
  '.json': 'json-ld',
  '.jsonld': 'json-ld',
  '.html': 'html',
  '.htm': 'html',
  '.xhtml': 'html',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.cook': 'cooklang',
  '.txt': 'text',
};

export const RECIPE_EXTENSIONS = Object.keys(FORMAT_BY_EXTENSION);

/** The format a file's name says it holds, or undefined for a file no importer reads. */
export const formatOf = (file: string): Format | undefined => FORMAT_BY_EXTENSION[path.extname(file).toLowerCase()];

/** Hidden files and Hugo's section index pages are never recipes. */
const isSkipped = (name: string): boolean => name.startsWith('.') || name.toLowerCase() === '_index.md';

/**
 * Recipe files under a folder (recursive, sorted, by extension), or the file itself when given
 * one (read even with an unknown extension, so its error says why), with the entries passed
 * over and why: named pipes, devices, sockets, links leading out of the folder.
 */
export async function scanRecipeFiles(pathOrDir: string): Promise<FolderScan> {
  return scanFolder(pathOrDir, (name) => formatOf(name) !== undefined, isSkipped);
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

export interface TextOptions {
  /** The format named by the file's extension; sniffed from the text when not given. */
  format?: Format;
  sourceKey: string;
  /** A title of last resort (Cooklang recipes are named by their file). */
  fileName?: string;
}

/**
 * The recipes of a text whatever its origin (a file, an upload, a paste in the app). A `.json`
 * that holds HTML, or an `.html` that holds JSON, is read as what it is.
 */
export function parseRecipeText(text: string, options: TextOptions): ImportedRecipe[] {
  const content = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const format = sniff(content, options.format);
  const { sourceKey } = options;
  switch (format) {
    case 'json-ld':
      return parseJsonLdRecipes(content, { sourceKey });
    case 'html':
      return parseHtmlRecipes(content, { sourceKey });
    case 'markdown': {
      const { draft, warnings } = parseMarkdownRecipe(content, { sourceKey, ignoreId: true });
      return [{ draft, warnings }];
    }
    case 'cooklang':
      return [parseCooklangRecipe(content, { sourceKey, fileName: options.fileName ?? 'Untitled' })];
    case 'text':
      return [parsePlainTextRecipe(content, { sourceKey })];
  }
}

function sniff(text: string, given: Format | undefined): Format {
  const start = text.trimStart().slice(0, 200);
  if (given === 'json-ld' || given === 'html' || given === 'text' || given === undefined) {
    if (/^[{[]/.test(start)) return 'json-ld';
    if (/^<(?:!--|(?:!doctype|html|head|body|meta|script|div|article|main)\b)/i.test(start)) return 'html';
    if (given === undefined && /^---\r?\n/.test(start)) return 'markdown';
  }
  return given ?? 'text';
}
