import { SEARCH_QUERY_WORDS } from '../../../catalog/knowledge/search-query-words';
import type { SearchFacets } from '../../../shared/api';
import { DIET_IDS, FREE_FROM_IDS } from '../../../shared/ids';
import { DISH_TYPES } from '../../../shared/recipe';
import { cuisineTerm, dishTypeTerm } from './search-document';

/**
 * What the filter panel counts, the same for both engines: each diet, each free-from group, each
 * cuisine the catalog's knowledge names, each dish type and a few ready times.
 */
export const FACET_TIMES = [15, 20, 30, 45, 60] as const;
export const FACET_CUISINES: readonly (readonly [name: string, term: string])[] = [
  ...new Set(SEARCH_QUERY_WORDS.cuisines.flatMap((entry) => entry.cuisines)),
]
  .sort()
  .map((name) => [name, cuisineTerm(name)] as const);
export const FACET_TYPES: readonly (readonly [name: string, term: string])[] = DISH_TYPES.map(
  (type) => [type, dishTypeTerm(type)] as const,
);

/** Facets from counts listed in this order: diets, free-from groups, cuisines, types, times. */
export function facetsFromCounts(counts: readonly number[]): SearchFacets {
  let at = 0;
  const take = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, counts[at++] ?? 0]));
  return {
    diets: take(DIET_IDS),
    free: take(FREE_FROM_IDS),
    cuisines: take(FACET_CUISINES.map(([name]) => name)),
    types: take(FACET_TYPES.map(([name]) => name)),
    time: take(FACET_TIMES.map(String)),
  };
}
