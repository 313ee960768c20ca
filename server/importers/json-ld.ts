import { parse as parseHtml } from 'node-html-parser';
import type { RecipeDraft } from '../../shared/recipe';
import { finishDraft } from './draft';
import { ImportError } from './import-error';
import { isHttpUrl, parseDurationMinutes, parseServings, splitList } from './text';
import { toCuisines, toDishTypes } from './vocabulary';

export interface JsonLdOptions {
  /** The key of the file (`import:<path>`); used when a recipe has no canonical URL of its own. */
  sourceKey: string;
  /** The page's own URL (an HTML page's canonical link), used when the recipe names none. */
  pageUrl?: string;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** Recipes from JSON-LD text (a `.json` / `.jsonld` file). */
export function parseJsonLdRecipes(text: string, options: JsonLdOptions): RecipeDraft[] {
  return recipesFromJsonLd(parseJson(text), options);
}

/** Recipes from the `<script type="application/ld+json">` blocks of an HTML page. */
export function parseHtmlRecipes(html: string, options: JsonLdOptions): RecipeDraft[] {
  const root = parseHtml(html);
  const blocks = root
    .querySelectorAll('script')
    .filter((script) => (script.getAttribute('type') ?? '').trim().toLowerCase().startsWith('application/ld+json'));
  if (blocks.length === 0) throw new ImportError('no schema.org Recipe found (the page has no JSON-LD)');

  const documents: unknown[] = [];
  let firstError: ImportError | undefined;
  blocks.forEach((block, index) => {
    try {
      documents.push(parseJson(stripScriptWrapping(block.rawText)));
    } catch (error) {
      // One broken block (often an unrelated breadcrumb) must not hide a good Recipe block.
      if (error instanceof ImportError && firstError === undefined) {
        firstError = new ImportError(`${error.reason} in JSON-LD block ${index + 1}`);
      }
    }
  });
  const pageUrl = options.pageUrl ?? canonicalUrl(root);
  if (firstError !== undefined && findRecipeNodes(documents).length === 0) throw firstError;
  return recipesFromJsonLd(documents, pageUrl === undefined ? options : { ...options, pageUrl });
}

/** Recipes from already parsed JSON-LD: an object, an array, a `@graph`, nested anywhere. */
export function recipesFromJsonLd(data: unknown, options: JsonLdOptions): RecipeDraft[] {
  const nodes = findRecipeNodes(data);
  if (nodes.length === 0) throw new ImportError('no schema.org Recipe found');
  const drafts: RecipeDraft[] = [];
  const keys = new Set<string>();
  let firstError: unknown;
  nodes.forEach((node, index) => {
    try {
      const draft = toDraft(node, options, index);
      // Two recipes naming the same page would overwrite each other on the next import.
      if (keys.has(draft.sourceKey)) draft.sourceKey = `${draft.sourceKey}#${index + 1}`;
      keys.add(draft.sourceKey);
      drafts.push(draft);
    } catch (error) {
      firstError ??= error;
    }
  });
  // A page with one broken recipe among good ones still imports the good ones.
  if (drafts.length === 0) throw firstError;
  return drafts;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ImportError(describeJsonError(text, error));
  }
}

/** "invalid JSON at line 3, column 5" from V8's "... at position 42". */
function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return text.trim() === '' ? 'invalid JSON: the file is empty' : 'invalid JSON';
  const before = text.slice(0, Number(position)).split('\n');
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `invalid JSON at line ${before.length}, column ${column}`;
}

/** Some sites wrap JSON-LD in HTML comments or CDATA markers to please old parsers. */
function stripScriptWrapping(text: string): string {
  return text
    .trim()
    .replace(/^(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\]\]>)$/, '')
    .trim();
}

function canonicalUrl(root: ReturnType<typeof parseHtml>): string | undefined {
  const link = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const og = root.querySelector('meta[property="og:url"]')?.getAttribute('content');
  return [link, og].find((url): url is string => url !== undefined && isHttpUrl(url));
}

export function findRecipeNodes(data: unknown, depth = 0): JsonObject[] {
  if (depth > 32) return [];
  if (Array.isArray(data)) return data.flatMap((item) => findRecipeNodes(item, depth + 1));
  if (!isObject(data)) return [];
  if (isRecipeType(data['@type'])) return [data];
  return Object.values(data).flatMap((value) => findRecipeNodes(value, depth + 1));
}

function isRecipeType(type: unknown): boolean {
  return asArray(type).some(
    (entry) => typeof entry === 'string' && entry.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '') === 'Recipe',
  );
}

function toDraft(node: JsonObject, options: JsonLdOptions, index: number): RecipeDraft {
  const sourceUrl = firstUrl(node['url'], node['mainEntityOfPage']) ?? options.pageUrl ?? '';
  return finishDraft({
    sourceKey:
      sourceUrl !== '' ? `import:${sourceUrl}` : index === 0 ? options.sourceKey : `${options.sourceKey}#${index + 1}`,
    title: textOf(node['name']) || textOf(node['headline']),
    summary: textOf(node['description']),
    image: imageOf(node['image'], sourceUrl),
    servings: parseServings(yieldValues(node['recipeYield'] ?? node['yield'])),
    prepMinutes: parseDurationMinutes(textOrNumber(node['prepTime'])),
    cookMinutes: parseDurationMinutes(textOrNumber(node['cookTime'])),
    totalMinutes: parseDurationMinutes(textOrNumber(node['totalTime'])),
    cuisines: toCuisines(splitList(asArray(node['recipeCuisine']).map(textOf))),
    dishTypes: toDishTypes(splitList(asArray(node['recipeCategory']).map(textOf))),
    ingredientLines: ingredientsOf(node['recipeIngredient'] ?? node['ingredients']),
    instructionLines: instructionLines(node['recipeInstructions']),
    sourceName: namesOf(node['publisher']) || namesOf(node['author']),
    sourceUrl,
    license: licenseOf(node['license']),
  });
}

/** A text property: a string, a number, `{ "@value": ... }`, or the first usable entry of an array. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).find((text) => text.trim() !== '') ?? '';
  if (isObject(value)) return textOf(value['@value']);
  return '';
}

function textOrNumber(value: unknown): string | number {
  return typeof value === 'number' ? value : textOf(value);
}

/** `recipeYield` keeps numbers as numbers so that `[4, "4 servings"]` and `6` both read. */
function yieldValues(value: unknown): unknown[] {
  return asArray(value).map((entry) => (typeof entry === 'number' ? entry : textOf(entry)));
}

function ingredientsOf(value: unknown): string[] {
  // A few sites put all ingredients in one string, one per line.
  return asArray(value).flatMap((entry) => textOf(entry).split(/\r?\n/));
}

/**
 * `recipeInstructions` as lines: a string (split on line breaks), strings, HowToStep (its text),
 * HowToSection (its name as a line, then its steps), ItemList-like `itemListElement` nests.
 */
export function instructionLines(value: unknown, depth = 0): string[] {
  if (depth > 16) return [];
  // Strings stay whole: finishDraft splits them on line breaks and block tags, after sanitising.
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((entry) => instructionLines(entry, depth + 1));
  if (!isObject(value)) return [];
  const children = value['itemListElement'] ?? value['steps'];
  if (children !== undefined) {
    const name = textOf(value['name']);
    return [...(name === '' ? [] : [name]), ...instructionLines(children, depth + 1)];
  }
  return [textOf(value['text']) || textOf(value['name']) || textOf(value['description'])];
}

function firstUrl(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const url = isObject(candidate) ? textOf(candidate['@id']) || textOf(candidate['url']) : textOf(candidate);
    if (isHttpUrl(url)) return url.trim();
  }
  return undefined;
}

/** `image` as a URL string, an ImageObject, or an array of either; relative URLs resolved against the page. */
function imageOf(value: unknown, base: string): string {
  for (const entry of asArray(value)) {
    const url = isObject(entry)
      ? textOf(entry['url']) || textOf(entry['contentUrl']) || textOf(entry['@id'])
      : textOf(entry);
    const resolved = resolveUrl(url.trim(), base);
    if (resolved !== '') return resolved;
  }
  return '';
}

function resolveUrl(url: string, base: string): string {
  if (url === '' || isHttpUrl(url)) return url;
  if (base === '') return '';
  try {
    return new URL(url, base).href;
  } catch {
    return '';
  }
}

/** Person or Organization names, or plain strings, joined: "Ada Lovelace, Charles Babbage". */
function namesOf(value: unknown): string {
  return asArray(value)
    .map((entry) => (isObject(entry) ? textOf(entry['name']) : textOf(entry)).trim())
    .filter((name) => name !== '')
    .join(', ');
}

function licenseOf(value: unknown): string {
  const entry = asArray(value)[0];
  return isObject(entry) ? textOf(entry['url']) || textOf(entry['@id']) || textOf(entry['name']) : textOf(entry);
}
