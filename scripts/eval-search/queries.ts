import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SEARCH_QUERY_WORDS } from '../../catalog/knowledge/search-query-words';
import { parseYamlData } from '../../catalog/knowledge/yaml-data';
import { ALLERGY_IDS, DIET_IDS, type AllergyId, type DietId } from '../../shared/ids';
import { DISH_TYPES } from '../../shared/recipe';

/**
 * Everyday search queries, each with what a relevant first result must satisfy. The data and
 * the conventions behind it live in `queries.yaml`; this file reads it, checks it and replaces
 * each named list (`CHICKEN`, `MAIN`) by the alternatives or dish types it stands for.
 */

export type DishType = (typeof DISH_TYPES)[number];

/**
 * What the first result must satisfy; every condition given must hold.
 * Text conditions are lists of groups: each group is a list of alternatives, at least one of
 * which must appear as a word or word start (after folding case, accents and plurals); an
 * alternative ending in `$` must appear as a whole word.
 */
export interface Expectation {
  /** Every group: one of its alternatives is in the title. */
  title?: string[][];
  /** Every group: one of its alternatives is in the title or an ingredient name. */
  anywhere?: string[][];
  /** A diet id (shared/ids.ts) the recipe's `diets` must include. */
  diet?: DietId;
  /** An allergy id the recipe must not hold in `allergens`. */
  free?: AllergyId;
  /** A cuisine the recipe's `cuisines` must include (case-insensitive). */
  cuisine?: string;
  /** At least one of these in the recipe's `dishTypes`. */
  type?: DishType[];
  /** readyInMinutes ≤ this. */
  maxReady?: number;
  /** A nutrition claim of the search words (`healthy`, `low-carb`): the recipe meets its rule. */
  nutrition?: string;
}

export const QUERY_KINDS = [
  'dish',
  'ingredient',
  'pair',
  'triple',
  'meal-time',
  'diet',
  'misspelling',
  'british',
  'plural',
  'mixed',
] as const;

export type QueryKind = (typeof QUERY_KINDS)[number];

export interface EvalQuery {
  query: string;
  kind: QueryKind;
  expect: Expectation;
}

/** A shared list is named in capitals, so no name reads as a word to find. */
const listName = z.string().regex(/^[A-Z][A-Z_]*$/, 'a shared list is named in capitals');
const words = z.array(z.string().trim().min(1)).min(1);
const dishTypes = z.array(z.enum(DISH_TYPES)).min(1);
const groups = z.array(z.union([words, listName])).min(1);
const expectation = z.strictObject({
  title: groups.optional(),
  anywhere: groups.optional(),
  diet: z.enum(DIET_IDS).optional(),
  free: z.enum(ALLERGY_IDS).optional(),
  cuisine: z.string().trim().min(1).optional(),
  type: z.union([dishTypes, listName]).optional(),
  maxReady: z.number().int().min(1).optional(),
  nutrition: z.enum(SEARCH_QUERY_WORDS.nutrition.map((entry) => entry.claim) as [string, ...string[]]).optional(),
});
const schema = z.strictObject({
  alternatives: z.record(listName, words),
  types: z.record(listName, dishTypes),
  queries: z.strictObject(
    Object.fromEntries(QUERY_KINDS.map((kind) => [kind, z.record(z.string().trim().min(1), expectation)])) as Record<
      QueryKind,
      z.ZodRecord<z.ZodString, typeof expectation>
    >,
  ),
});

/** Reads the queries; a bad entry or an unknown list name is an error naming the file and the field. */
export function parseQueries(text: string, file: string): EvalQuery[] {
  const { alternatives, types, queries } = parseYamlData(text, file, schema);
  const lookUp = <T>(lists: Record<string, T>, name: string, where: string): T => {
    const list = lists[name];
    if (list === undefined) throw new Error(`${file}: ${where}: no shared list ${name}`);
    return list;
  };
  const groupsOf = (given: (string[] | string)[], where: string) =>
    given.map((group) => (typeof group === 'string' ? lookUp(alternatives, group, where) : group));
  return QUERY_KINDS.flatMap((kind) =>
    Object.entries(queries[kind]).map(([query, { title, anywhere, type, ...rest }]): EvalQuery => {
      const where = `queries.${kind}.${query}`;
      const expect: Expectation = { ...rest };
      if (title) expect.title = groupsOf(title, `${where}.title`);
      if (anywhere) expect.anywhere = groupsOf(anywhere, `${where}.anywhere`);
      if (type) expect.type = typeof type === 'string' ? lookUp(types, type, `${where}.type`) : type;
      return { query, kind, expect };
    }),
  );
}

export const QUERIES: readonly EvalQuery[] = parseQueries(
  readFileSync(join(import.meta.dirname, 'queries.yaml'), 'utf8'),
  'scripts/eval-search/queries.yaml',
);
