import { ImportError } from '../lib/import-error';
import { parseLenientJson } from '../lib/lenient-json';
import { exported, isRecord, listField, readEach, textField, withTags, type ExportReading } from './export-parts';
import { isRecipeType, recipesFromJsonLd } from './json-ld';

/** Whether a JSON text is a list of schema.org Recipes, as RecipeSage exports them, judged by its start. */
export const looksLikeRecipeList = (bytes: Buffer): boolean =>
  /^\uFEFF?\s*\[\s*\{/.test(bytes.subarray(0, 64).toString('utf8'));

/** "[For the sauce]": how RecipeSage marks a heading among the ingredients. */
const HEADING = /^\s*\[(.+)\]\s*$/;

/** The texts of the recipe's comments (RecipeSage writes its notes as one). */
const notesOf = (value: unknown): string =>
  (Array.isArray(value) ? value : [value])
    .map((comment) => (isRecord(comment) ? textField(comment['text']) : textField(comment)).trim())
    .filter((text) => text !== '')
    .join('\n\n');

/**
 * One recipe of the list, read by the JSON-LD reader once the export's own habits are put in
 * schema.org's words: ingredient headings in brackets, the page it came from in `isBasedOn`, the
 * cook's credit in `creditText`. Its labels (`recipeCategory`) are the cook's free tags, so only
 * the cuisines and dish types we recognise among them are kept. Its `identifier` is its identity.
 */
function parseRecipeSageRecipe(node: unknown, entry: string, index: number) {
  if (!isRecord(node) || !isRecipeType(node['@type'])) throw new ImportError('it is not a schema.org Recipe');
  const ingredients = listField(node['recipeIngredient']).map((line) => {
    const heading = HEADING.exec(textField(line));
    return heading === null ? line : `${heading[1]}:`;
  });
  const url = textField(node['url']) || textField(node['isBasedOn']);
  const identity = textField(node['identifier']).trim() || url || textField(node['name']).trim() || `${index + 1}`;
  const sourceKey = `recipesage:${identity}`;
  const { recipeCategory, comment, ...rest } = node;
  const [recipe] = recipesFromJsonLd(
    {
      ...rest,
      recipeIngredient: ingredients,
      url,
      ...(rest['author'] === undefined && rest['creditText'] !== undefined ? { author: rest['creditText'] } : {}),
    },
    { sourceKey },
  );
  if (recipe === undefined) throw new ImportError('it is not a schema.org Recipe');
  const tagged = withTags(recipe, (Array.isArray(recipeCategory) ? recipeCategory : [recipeCategory]).map(textField));
  return exported({ ...tagged, draft: { ...tagged.draft, sourceKey } }, entry, { notes: notesOf(comment) });
}

/**
 * A RecipeSage JSON-LD export: one JSON file holding a list of schema.org Recipes. Each recipe is
 * read on its own and named by its place in the list when it is refused ("export.json, recipe 3").
 */
export function readRecipeSage(bytes: Buffer, fileName: string): Promise<ExportReading> {
  const json: unknown = parseLenientJson(bytes.toString('utf8'));
  if (!Array.isArray(json) || !json.some((node) => isRecord(node) && isRecipeType(node['@type']))) {
    throw new ImportError('it is not a RecipeSage export (no list of recipes inside)');
  }
  return readEach(
    json.map((node, index) => {
      const entry = `${fileName}, recipe ${index + 1}`;
      return { entry, read: () => parseRecipeSageRecipe(node, entry, index) };
    }),
  );
}
