import { finishRecipe, minutesField, servingsField, type DraftFields, type ImportedRecipe } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { parseLenientJson } from '../lib/lenient-json';
import { IMPORT_FILE_LIMITS } from '../lib/limits';
import { absoluteHttpUrl, htmlToText, splitList } from '../lib/text';
import { toCuisines, toDishTypes } from '../lib/vocabulary';
import { applyCard, type RecipeCard } from './recipe-card';

export interface JsonLdOptions {
  /** The key of the file (`import:<path>`); used when a recipe has no canonical URL of its own. */
  sourceKey: string;
  /** The page's own URL (an HTML page's canonical link), used when the recipe names none. */
  pageUrl?: string;
  /** The recipe card the page shows (recipe-card.ts): it completes a page's only recipe. */
  card?: RecipeCard;
}

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** Recipes from JSON-LD text (a `.json` / `.jsonld` file), read tolerantly (see lib/lenient-json.ts). */
export function parseJsonLdRecipes(text: string, options: JsonLdOptions): ImportedRecipe[] {
  return recipesFromJsonLd(parseLenientJson(text), options);
}

/**
 * Recipes from already parsed JSON-LD: an object, an array, a `@graph`, an ItemList, nested
 * anywhere. Microdata and RDFa items arrive here too, in the same shape.
 */
export function recipesFromJsonLd(data: unknown, options: JsonLdOptions): ImportedRecipe[] {
  let nodes = findRecipeNodes(data);
  if (nodes.length === 0) throw new ImportError('no schema.org Recipe found');
  if (nodes.length > IMPORT_FILE_LIMITS.recipesPerFile) {
    throw new ImportError(`the file holds ${nodes.length} recipes (at most ${IMPORT_FILE_LIMITS.recipesPerFile})`);
  }
  nodes = onceEach(nodes);
  const recipes: ImportedRecipe[] = [];
  const keys = new Set<string>();
  const refused: string[] = [];
  let firstError: unknown;
  nodes.forEach((node, index) => {
    try {
      const recipe = toRecipe(node, options, index, nodes.length === 1 ? options.card : undefined);
      // Two recipes naming the same page would overwrite each other on the next import.
      if (keys.has(recipe.draft.sourceKey)) recipe.draft.sourceKey = `${recipe.draft.sourceKey}#${index + 1}`;
      keys.add(recipe.draft.sourceKey);
      recipes.push(recipe);
    } catch (error) {
      firstError ??= error;
      refused.push(
        `recipe ${index + 1} of the file refused: ${error instanceof ImportError ? error.reason : String(error)}`,
      );
    }
  });
  // A page with one broken recipe among good ones still imports the good ones, and says so.
  const [first] = recipes;
  if (first === undefined) throw firstError;
  first.warnings.push(...refused);
  return recipes;
}

/**
 * A recipe written twice on one page (a plugin and a theme each write it, one copy cut short) is
 * read once, from the copy with more ingredient lines: two nodes of one name where the lines of
 * one are all lines of the other. Two recipes of one name with lines of their own stay two.
 */
function onceEach(nodes: JsonObject[]): JsonObject[] {
  const kept: { node: JsonObject; name: string; lines: Set<string> }[] = [];
  for (const node of nodes) {
    const name = htmlToText(textOf(node['name'])).toLowerCase();
    const lines = new Set(ingredientsOf(node).map(htmlToText));
    const twin = kept.find(
      (entry) =>
        name !== '' &&
        entry.name === name &&
        ([...lines].every((line) => entry.lines.has(line)) || [...entry.lines].every((line) => lines.has(line))),
    );
    if (twin === undefined) kept.push({ node, name, lines });
    else if (lines.size > twin.lines.size) Object.assign(twin, { node, lines });
  }
  return kept.map((entry) => entry.node);
}

const ingredientsOf = (node: JsonObject): string[] =>
  ingredientLines(node['recipeIngredient'] ?? node['ingredients'] ?? node['ingredient']);

/** Every Recipe node, wherever it sits; the same node reached twice (an `@id` reused) counts once. */
export function findRecipeNodes(data: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 32) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) {
      if (isRecipeType(value['@type'])) {
        if (!found.includes(value)) found.push(value);
        return;
      }
      for (const child of Object.values(value)) visit(child, depth + 1);
    }
  };
  visit(data, 0);
  return found;
}

/** "Recipe", "schema:Recipe", "http://schema.org/Recipe", "https://schema.org/Recipe/", the legacy data-vocabulary type, in an array or not. */
export function isRecipeType(type: unknown): boolean {
  return asArray(type).some((entry) => typeof entry === 'string' && typeName(entry) === 'recipe');
}

/** The bare name of a type, lower case: "http://schema.org/HowToSection" → "howtosection". */
export function typeName(type: string): string {
  return (
    type
      .trim()
      .replace(/[/#]+$/, '')
      .split(/[/#:]/)
      .at(-1) ?? ''
  ).toLowerCase();
}

const hasType = (node: JsonObject, name: string): boolean =>
  asArray(node['@type']).some((entry) => typeof entry === 'string' && typeName(entry) === name);

function toRecipe(
  node: JsonObject,
  options: JsonLdOptions,
  index: number,
  card: RecipeCard | undefined,
): ImportedRecipe {
  const warnings: string[] = [];
  const keyUrl = recipeUrl(node) ?? options.pageUrl;
  const fields: DraftFields = {
    sourceKey:
      keyUrl !== undefined
        ? `import:${withoutFragment(keyUrl)}`
        : index === 0
          ? options.sourceKey
          : `${options.sourceKey}#${index + 1}`,
    title: textOf(node['name']) || textOf(node['headline']),
    summary: textOf(node['description']),
    image: imageOf(node['image'] ?? node['photo'] ?? node['thumbnailUrl'], keyUrl ?? '', warnings),
    servings: servingsField(yieldValues(node['recipeYield'] ?? node['yield']), warnings),
    prepMinutes: minutesField('preparation time', timeValue(node['prepTime']), warnings),
    cookMinutes: minutesField('cooking time', timeValue(node['cookTime']), warnings),
    totalMinutes: minutesField('total time', timeValue(node['totalTime']), warnings),
    cuisines: toCuisines(splitList(asArray(node['recipeCuisine']).map(textOf))),
    dishTypes: toDishTypes(splitList(asArray(node['recipeCategory']).map(textOf))),
    ingredientLines: ingredientsOf(node),
    instructionLines: instructionLines(node['recipeInstructions'] ?? node['instructions']),
    sourceName: namesOf(node['publisher']) || namesOf(node['author']),
    sourceUrl: keyUrl ?? '',
    license: licenseOf(node['license']),
    warnings,
  };
  return finishRecipe(applyCard(fields, card));
}

/**
 * A text property: a string, a number, `{ "@value": ... }`, or the first usable entry of an
 * array. Booleans and other objects are not text. `@text` is the element text microdata keeps
 * for an item that also has properties.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(textOf).find((text) => text.trim() !== '') ?? '';
  if (isObject(value)) return textOf(value['@value']) || textOf(value['@text']);
  return '';
}

/** Durations stay numbers when given as numbers; `{ "@value": "PT5M" }` and arrays read as their text. */
function timeValue(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  const text = textOf(value);
  // Something that is no text at all (`true`, `{}`) is still reported, not silently dropped.
  return text === '' && !Array.isArray(value) ? value : text;
}

/** `recipeYield` keeps numbers as numbers so that `[4, "4 servings"]` and `6` both read. */
function yieldValues(value: unknown): unknown[] {
  return asArray(value).map((entry) => (typeof entry === 'number' ? entry : textOf(entry)));
}

/**
 * Ingredient lines as written. A few sites put all of them in one string, one per line; some
 * group them (`{ "@type": "HowToSection", "name": "For the sauce", "itemListElement": [...] }`):
 * the group's name becomes a line "For the sauce:", which the labeller reads as a heading.
 */
export function ingredientLines(value: unknown): string[] {
  return groupedLines(value, 0).map(singleBrackets);
}

/**
 * A note bracketed twice shows once: recipe plugins write a note that brings its own brackets
 * inside brackets of their own ("softened ((1/2 cup))"), while their card shows it once. Only a
 * pair that wraps nothing but another pair goes: "(or rapeseed oil (cold-pressed))" stays.
 */
export const singleBrackets = (line: string): string => line.replace(/\(\s*\(([^()]*)\)\s*\)/g, '($1)');

function groupedLines(value: unknown, depth: number): string[] {
  if (depth > 8) return [];
  return asArray(value).flatMap((entry) => {
    if (!isObject(entry)) return textOf(entry).split(/\r?\n/);
    const children = entry['itemListElement'] ?? entry['recipeIngredient'] ?? entry['ingredients'];
    // A Microdata item (`@text`) reads as its whole text: "3 tbsp olive oil", not just its name.
    if (children === undefined) return [textOf(entry['@text']) || textOf(entry['text']) || textOf(entry['name'])];
    const name = textOf(entry['name']).trim();
    return [...(name === '' ? [] : [/:$/.test(name) ? name : `${name}:`]), ...groupedLines(children, depth + 1)];
  });
}

/**
 * `recipeInstructions` as lines: a string (split later on line breaks and block tags), strings,
 * HowToStep (its text), HowToSection (its name in bold as a line of its own, then its steps),
 * ItemList-like `itemListElement` nests, a HowToStep made of HowToDirections.
 */
export function instructionLines(value: unknown, depth = 0): string[] {
  if (depth > 16) return [];
  // Strings stay whole: finishRecipe splits them on line breaks and block tags, after sanitising.
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((entry) => instructionLines(entry, depth + 1));
  if (!isObject(value)) return [];
  // A ListItem holds its step in `item`.
  if (hasType(value, 'listitem') && value['item'] !== undefined) return instructionLines(value['item'], depth + 1);
  const children = value['itemListElement'] ?? value['steps'];
  const own = textOf(value['text']);
  if (children !== undefined && !(hasType(value, 'howtostep') && own !== '')) {
    if (hasType(value, 'howtostep')) return [instructionLines(children, depth + 1).join(' ')];
    const name = textOf(value['name']).trim();
    return [...(name === '' ? [] : [`<strong>${name}</strong>`]), ...instructionLines(children, depth + 1)];
  }
  return [own || textOf(value['name']) || textOf(value['description']) || textOf(value['@text'])];
}

/**
 * The recipe's own page, when it names one: `url` first, then `mainEntityOfPage`. Either may be
 * a string, an object with `@id` or `url`, an array, or something else entirely (`true`); only
 * an absolute http(s) address counts.
 */
function recipeUrl(node: JsonObject): string | undefined {
  for (const candidate of [node['url'], node['mainEntityOfPage']]) {
    const url = urlsOf(candidate)[0];
    if (url !== undefined) return url;
  }
  return undefined;
}

function urlsOf(value: unknown, depth = 0): string[] {
  if (depth > 4) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => urlsOf(entry, depth + 1));
  if (isObject(value)) return urlsOf([value['@id'], value['url'], value['@value']], depth + 1);
  const url = absoluteHttpUrl(value);
  return url === undefined ? [] : [url];
}

/** `#recipe` and `#webpage` name parts of one page, not another page; `#/route` and `#!` do. */
const withoutFragment = (url: string): string => url.replace(/#(?![/!]).*$/, '');

/** `image` as a URL string, an ImageObject, or an array of either; relative URLs resolved against the page. */
function imageOf(value: unknown, base: string, warnings: string[]): string {
  const candidates = asArray(value).map((entry) =>
    (isObject(entry)
      ? textOf(entry['url']) || textOf(entry['contentUrl']) || textOf(entry['@id'])
      : textOf(entry)
    ).trim(),
  );
  for (const candidate of candidates) {
    const resolved = resolveUrl(candidate, base);
    if (resolved !== undefined) return resolved;
  }
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '';
  const given = candidates.find((candidate) => candidate !== '');
  warnings.push(
    given === undefined
      ? 'the picture is not a web address; left out'
      : `the picture "${given.length > 60 ? `${given.slice(0, 60)}…` : given}" is not a web address; left out`,
  );
  return '';
}

function resolveUrl(url: string, base: string): string | undefined {
  if (url === '') return undefined;
  const absolute = absoluteHttpUrl(url);
  if (absolute !== undefined || base === '' || /^[a-z][a-z0-9+.-]*:/i.test(url)) return absolute;
  try {
    return absoluteHttpUrl(new URL(url, base).href);
  } catch {
    return undefined;
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
