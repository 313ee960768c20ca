import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RecipeDraft } from '../../shared/recipe';
import { parseCooklangRecipe } from './cooklang';
import { ImportError } from './import-error';
import { parseHtmlRecipes, parseJsonLdRecipes } from './json-ld';
import { parseMarkdownRecipe } from './markdown';

export { ImportError } from './import-error';
export { DEFAULT_SERVINGS } from './draft';
export { parseCooklangRecipe } from './cooklang';
export { parseHtmlRecipes, parseJsonLdRecipes } from './json-ld';
export { parseMarkdownRecipe } from './markdown';

type Format = 'json-ld' | 'html' | 'markdown' | 'cooklang';

const FORMAT_BY_EXTENSION: Record<string, Format> = {
  '.json': 'json-ld',
  '.jsonld': 'json-ld',
  '.html': 'html',
  '.htm': 'html',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.cook': 'cooklang',
};

export const RECIPE_EXTENSIONS = Object.keys(FORMAT_BY_EXTENSION);

const formatOf = (file: string): Format | undefined => FORMAT_BY_EXTENSION[path.extname(file).toLowerCase()];

/** Hidden files and Hugo's section index pages are never recipes. */
const isSkipped = (name: string): boolean => name.startsWith('.') || name.toLowerCase() === '_index.md';

/**
 * Recipe files under a folder (recursive, sorted, by extension), or the file itself when given
 * one: a file named explicitly is read even with an unknown extension, so its error says why.
 */
export async function collectRecipeFiles(pathOrDir: string): Promise<string[]> {
  const info = await stat(pathOrDir).catch(() => {
    throw new ImportError(`no such file or folder: ${pathOrDir}`);
  });
  if (!info.isDirectory()) return [pathOrDir];
  const entries = await readdir(pathOrDir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !isSkipped(entry.name))
      .map(async (entry) => {
        const full = path.join(pathOrDir, entry.name);
        if (entry.isDirectory()) return collectRecipeFiles(full);
        return entry.isFile() && formatOf(entry.name) !== undefined ? [full] : [];
      }),
  );
  return nested.flat().sort();
}

export interface ReadOptions {
  /** The folder the import started from; keys are relative to it. Defaults to the file's folder. */
  root?: string;
}

/**
 * The recipes of one file. Each is keyed `import:<path relative to root>` (with `#2`, `#3` for
 * further recipes of the same file), or `import:<url>` when JSON-LD names the recipe's canonical
 * page, so importing the same source again updates rather than duplicates. Markdown and Cooklang
 * `source` fields are not identities: many files cite the same site.
 */
export async function readRecipeFile(file: string, options: ReadOptions = {}): Promise<RecipeDraft[]> {
  const relative = path
    .relative(options.root ?? path.dirname(file), file)
    .split(path.sep)
    .join('/');
  const sourceKey = `import:${relative}`;
  try {
    const format = formatOf(file);
    if (format === undefined) throw new ImportError(`unsupported file type "${path.extname(file)}"`);
    const text = stripBom(await readFile(file, 'utf8'));
    return parseByFormat(format, text, sourceKey, path.basename(file, path.extname(file)));
  } catch (error) {
    if (error instanceof ImportError) throw error.withPath(relative);
    // Anything else (an unreadable file, a library failing on odd input) still gets a readable reason.
    throw new ImportError(error instanceof Error ? error.message : String(error), relative);
  }
}

function parseByFormat(format: Format, text: string, sourceKey: string, fileName: string): RecipeDraft[] {
  switch (format) {
    case 'json-ld':
      return parseJsonLdRecipes(text, { sourceKey });
    case 'html':
      return parseHtmlRecipes(text, { sourceKey });
    case 'markdown':
      return [parseMarkdownRecipe(text, { sourceKey }).draft];
    case 'cooklang':
      return [parseCooklangRecipe(text, { sourceKey, fileName })];
  }
}

const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
