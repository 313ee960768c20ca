import { z } from 'zod';
import { SEARCH_QUERY_WORDS } from '../../../catalog/knowledge/search-query-words';
import { INGREDIENTS } from '../../../catalog/knowledge/ingredients';
import { ALLERGY_IDS, DIET_IDS, type FreeFromId } from '../../../shared/ids';
import { freeFromToMask } from '../../../shared/label-masks';
import { DISH_TYPES } from '../../../shared/recipe';
import { cuisineTerm, dishTypeTerm } from '../../lib/search-text/search-document';
import { stem, words } from '../../lib/search-text/text';
import { shown } from '../../../shared/user-text';
import { searchInputSchema } from '../../../shared/validation';
import { idString, idValue } from '../../lib/schemas';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;
export const MAX_BULK = 100;

/**
 * A diet or allergy filter: one id or a comma-joined list ("vegan,paleo"); blanks between commas
 * are ignored, an unknown id is refused with the list of known ones.
 */
const idList = <T extends string>(field: string, known: readonly T[]) =>
  z
    .string({ error: `${field} must be text: one id or a comma-joined list.` })
    .max(200, { error: `${field} is too long.` })
    .transform((value, ctx): T[] => {
      const ids: T[] = [];
      for (const raw of value.split(',')) {
        const id = raw.trim();
        if (id === '') continue;
        if (!(known as readonly string[]).includes(id)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown ${field} "${shown(id)}". Use one of: ${known.join(', ')}.`,
          });
          return z.NEVER;
        }
        if (!ids.includes(id as T)) ids.push(id as T);
      }
      return ids;
    });

const page = {
  searchInput: searchInputSchema.default(''),
  offset: z.number().int({ error: 'offset must be a whole number.' }).min(0).max(100_000).optional(),
  number: z
    .number()
    .int({ error: 'number must be a whole number.' })
    .min(1, { error: `number must be 1 to ${MAX_PAGE}.` })
    .max(MAX_PAGE, { error: `number must be 1 to ${MAX_PAGE}.` })
    .optional(),
};
const diet = idList('diet', DIET_IDS);
const allergy = idList('allergy', ALLERGY_IDS);

/**
 * Cuisine and meal filters: comma-joined names, each read through the query words of the
 * catalog's knowledge, so "italian", "Italian" and "asian" work as they do in the search box.
 * The answer is one group of field terms: a recipe of any of them.
 */
const namedList = (field: string, known: ReadonlyMap<string, readonly string[]>) =>
  z
    .string({ error: `${field} must be text: one name or a comma-joined list.` })
    .max(200, { error: `${field} is too long.` })
    .transform((value, ctx): string[] => {
      const terms = new Set<string>();
      const parts = value.split(',').map((part) => part.trim());
      if (parts.filter(Boolean).length > MAX_LIST) {
        ctx.addIssue({ code: 'custom', message: `${field}: at most ${MAX_LIST} names.` });
        return z.NEVER;
      }
      for (const raw of parts) {
        if (raw === '') continue;
        const found = known.get(words(raw).join(' '));
        if (!found) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown ${field} "${shown(raw)}". Use one of: ${[...known.keys()].join(', ')}.`,
          });
          return z.NEVER;
        }
        for (const term of found) terms.add(term);
      }
      return [...terms];
    });

const MAX_LIST = 20;
const cuisineNames = new Map<string, string[]>();
const addCuisine = (name: string, terms: readonly string[]) => {
  const key = words(name).join(' ');
  cuisineNames.set(key, [...new Set([...(cuisineNames.get(key) ?? []), ...terms])]);
};
// A word a cook types stands for its cuisines ("asian" for several); a cuisine's own name for itself.
for (const entry of SEARCH_QUERY_WORDS.cuisines) {
  for (const name of entry.names) addCuisine(name, entry.cuisines.map(cuisineTerm));
  for (const cuisine of entry.cuisines) addCuisine(cuisine, [cuisineTerm(cuisine)]);
}
const typeNames = new Map<string, string[]>(DISH_TYPES.map((type) => [type, [dishTypeTerm(type)]]));
for (const meal of SEARCH_QUERY_WORDS.meals) {
  for (const name of meal.names) typeNames.set(words(name).join(' '), meal.types.map(dishTypeTerm));
}

export const foldName = (name: string) => words(name).map(stem).join(' ');
/** Names of free-from groups a cook may give to include or exclude (catalog knowledge), folded. */
const GROUP_NAMES = SEARCH_QUERY_WORDS.ingredientGroups.flatMap((entry) => entry.names);
export const GROUPS_BY_KEY: ReadonlyMap<string, readonly FreeFromId[]> = new Map(
  SEARCH_QUERY_WORDS.ingredientGroups.flatMap((entry) => entry.names.map((name) => [foldName(name), entry.groups])),
);
/** Every food name of the knowledge base, folded, singular: an ingredient to include or exclude must be one. */
export const FOOD_NAMES: ReadonlySet<string> = new Set(INGREDIENTS.flatMap((entry) => entry.names.map(foldName)));

/** Ingredients to include or exclude: free-from groups (a mask) and food names (words the recipes must or must not hold). */
export interface IngredientList {
  /** The items as given, and folded to tell contradictions. */
  items: string[];
  keys: string[];
  groups: number;
  words: string[];
}

const ingredientList = (field: string) =>
  z
    .string({ error: `${field} must be text: one ingredient or a comma-joined list.` })
    .max(600, { error: `${field} is too long.` })
    .transform((value, ctx): IngredientList => {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length > MAX_LIST) {
        ctx.addIssue({ code: 'custom', message: `${field}: at most ${MAX_LIST} ingredients.` });
        return z.NEVER;
      }
      const out: IngredientList = { items: [], keys: [], groups: 0, words: [] };
      for (const part of parts) {
        const key = foldName(part);
        const group = GROUPS_BY_KEY.get(key);
        if (!group && !FOOD_NAMES.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown ingredient "${shown(part)}" in ${field}: use a food name, or one of: ${GROUP_NAMES.join(', ')}.`,
          });
          return z.NEVER;
        }
        out.items.push(part);
        out.keys.push(key);
        if (group) out.groups |= freeFromToMask(group);
        else out.words.push(part);
      }
      return out;
    });

export const SORTS = ['relevance', 'time', 'calories', 'protein', 'newest'] as const;

const filters = {
  sort: z.enum(SORTS, { error: `sort must be one of: ${SORTS.join(', ')}.` }).optional(),
  sortDirection: z.enum(['asc', 'desc'], { error: 'sortDirection must be asc or desc.' }).optional(),
  facets: z.boolean({ error: 'facets must be true or false.' }).optional(),
  addRecipeInformation: z.boolean({ error: 'addRecipeInformation must be true or false.' }).optional(),
  ranking: z
    .enum(['maximise-used', 'maximize-used'], { error: 'ranking must be maximise-used.' })
    .transform(() => 'maximise-used' as const)
    .optional(),
  cuisine: namedList('cuisine', cuisineNames).optional(),
  includeIngredients: ingredientList('includeIngredients').optional(),
  excludeIngredients: ingredientList('excludeIngredients').optional(),
  type: namedList('type', typeNames).optional(),
  maxReadyTime: z
    .number({ error: 'maxReadyTime must be a number of minutes.' })
    .int({ error: 'maxReadyTime must be a whole number of minutes.' })
    .min(1, { error: 'maxReadyTime must be 1 to 1440 minutes.' })
    .max(1440, { error: 'maxReadyTime must be 1 to 1440 minutes.' })
    .optional(),
};

/** The bodies of the four searches: each takes the filters its path names, and all take the others. */
export const searchBodies = {
  general: z.object({ ...page, ...filters }),
  diet: z.object({ ...page, ...filters, diet }),
  allergens: z.object({ ...page, ...filters, allergy }),
  both: z.object({ ...page, ...filters, diet, allergy }),
};

/** A search as the service takes it: filters already checked and split into ids. */
export type SearchRequest = z.output<typeof searchBodies.general> & {
  diet?: z.output<typeof diet>;
  allergy?: z.output<typeof allergy>;
};

/** Checks a search the way the routes do (tests and the benchmark call the service with it). */
export const parseSearchRequest = (body: unknown): SearchRequest => anySearchBody.parse(body);
const anySearchBody = searchBodies.both.partial({ diet: true, allergy: true });

/**
 * Random recipes take no body; a client may send the allergens to leave out and the diets every
 * recipe must keep to (the saved ones).
 */
export const randomBody = z.object({ allergy: allergy.optional(), diet: diet.optional() }).nullish();

export const infoBody = z.object({ id: idValue('id') });

/** Bulk ids: a comma-joined string or an array, at most MAX_BULK, each a canonical recipe id. */
export const bulkBody = z
  .object({
    ids: z.union([
      z
        .string({ error: 'ids must be a comma-joined list of recipe ids.' })
        .max(1200, { error: `ids: at most ${MAX_BULK} ids.` }),
      z.array(idValue('ids')).max(MAX_BULK, { error: `ids: at most ${MAX_BULK} ids.` }),
    ]),
  })
  .transform(({ ids }, ctx): { ids: number[] } => {
    if (Array.isArray(ids)) return { ids };
    const parts = ids
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.length > MAX_BULK) {
      ctx.addIssue({ code: 'custom', message: `ids: at most ${MAX_BULK} ids.` });
      return z.NEVER;
    }
    const parser = idString('ids');
    const parsed: number[] = [];
    for (const part of parts) {
      const result = parser.safeParse(part);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: `ids: "${shown(part, 20)}" is not a recipe id.` });
        return z.NEVER;
      }
      parsed.push(result.data);
    }
    return { ids: parsed };
  });
