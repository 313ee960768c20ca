/**
 * "What's in my fridge" for every engine: the ingredients at hand read into words, the groups of
 * them in the order both engines list their recipes, a page answered by one search per group (the
 * database engine; the index answers in one pass, ./index/fridge-one-pass.ts), and what each
 * result uses and still needs.
 */
import type { FridgeResult } from '../../../shared/api';
import type { RecipeSummary } from '../../../shared/recipe';
import { parseQuery, type QueryWord } from '../../lib/search-text/search-document';
import { terms } from '../../lib/search-text/text';
import { pageOfGroups, type GroupSearch } from './group-searches';

/** At most this many ingredients at hand are ranked (every group of them is one search). */
export const MAX_FRIDGE_ITEMS = 8;

/** The words of each ingredient at hand. */
export const fridgeWords = (items: readonly string[]): QueryWord[][] =>
  items.slice(0, MAX_FRIDGE_ITEMS).map((item) => parseQuery(`${item} `));

/** A page of recipes, each with the indexes of the ingredients at hand it uses, and how many there are. */
export interface FridgeGroups {
  page: { summary: RecipeSummary; used: number[] }[];
  totalResults: number;
}

/**
 * Every group of `count` ingredients at hand (their indexes), largest first, then by their
 * ingredients' order: the order in which both engines list the groups' recipes.
 */
export function fridgeGroups(count: number): number[][] {
  const groups: number[][] = [];
  for (let mask = 1; mask < 1 << count; mask++) {
    groups.push(Array.from({ length: count }, (_, at) => at).filter((at) => (mask >>> at) & 1));
  }
  return groups.sort((a, b) => b.length - a.length || a.join().localeCompare(b.join()));
}

/**
 * "What's in my fridge": the recipes that use the most of the ingredients at hand, then those that
 * need the fewest others (fewest ingredient lines), then the static order. Each group of
 * ingredients (`fridgeGroups`) holds the recipes that use exactly those of the list (every word of
 * each, and no word of the others); this answers each group with one search of the engine, sorted
 * by the number of lines. The in-memory index answers all groups in one pass instead
 * (./index/fridge-one-pass.ts), alike.
 */
export async function fridgeBySearches(
  words: readonly (readonly QueryWord[])[],
  run: GroupSearch,
  offset: number,
  number: number,
): Promise<FridgeGroups> {
  const split = (members: readonly number[]) => ({
    must: members.flatMap((at) => words[at]!),
    without: words.flatMap((list, at) => (members.includes(at) ? [] : list)),
  });
  const { results, totalResults } = await pageOfGroups(
    fridgeGroups(words.length),
    split,
    run,
    offset,
    number,
    (summaries, used) => summaries.map((summary) => ({ summary, used })),
  );
  return { page: results, totalResults };
}

/** Each result of a fridge page says which ingredients at hand it uses and which of its own it still needs. */
export async function withUsedAndMissed(
  items: readonly string[],
  words: readonly (readonly QueryWord[])[],
  { page, totalResults }: FridgeGroups,
  ingredientNames: (ids: readonly number[]) => Promise<Map<number, string[]>>,
): Promise<{ results: FridgeResult[]; totalResults: number }> {
  const namesById = await ingredientNames(page.map(({ summary }) => summary.id));
  // The results of one group share its list of ingredients, and so its terms.
  const termsOf = new Map<readonly number[], Set<string>>();
  const results = page.map(({ summary, used }) => {
    let usedTerms = termsOf.get(used);
    if (!usedTerms) {
      usedTerms = new Set(used.flatMap((at) => words[at]!.map((word) => word.term)));
      termsOf.set(used, usedTerms);
    }
    const names = (namesById.get(summary.id) ?? []).filter(Boolean);
    const missed = names.filter((name) => !terms(name).some((term) => usedTerms.has(term)));
    return { ...summary, usedIngredients: used.map((at) => items[at]!), missedIngredients: missed };
  });
  return { results, totalResults };
}
