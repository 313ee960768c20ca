import path from 'node:path';
import type { ImportedRecipe } from '../lib/draft';
import { parseCooklangRecipe } from './cooklang';
import { parseHtmlRecipes } from './html';
import { parseJsonLdRecipes } from './json-ld';
import { parseMarkdownRecipe } from './markdown';
import { parsePlainTextRecipe } from './plain-text';

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
