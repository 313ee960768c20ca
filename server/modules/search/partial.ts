import type { PartialResult } from '../../../shared/api';
import type { QueryWord } from '../../lib/search-text/search-document';
import { pageOfGroups, type GroupSearch } from './group-searches';
import { isSoftWord } from './understand';

/** A search of more words than this drops at most two of them. */
const DROP_ALL_UP_TO = 3;

/**
 * Words a partial match never drops: "free" and the word beside it ("dairy free", "nut-free"),
 * and the word after "no" or "without". A free-from wish the filters could not read must never be
 * quietly left out of the results.
 */
function protectedWords(words: readonly QueryWord[]): Set<number> {
  const kept = new Set<number>();
  words.forEach(({ word }, at) => {
    if (word === 'free') for (const k of [at - 1, at, at + 1]) kept.add(k);
    if (word === 'no' || word === 'without') for (const k of [at, at + 1]) kept.add(k);
  });
  return kept;
}

/**
 * When no recipe holds every word of a search: the recipes that hold most of them. Groups of
 * words are tried from the largest down; within one size, groups with more naming words come
 * first ("noodles" before "spicy"), then those with rarer words (fewer recipes hold
 * them, so they say more about what was meant); each group holds the recipes with
 * exactly those words, so no recipe shows twice, title matches first inside it as in every
 * search. Both engines answer the groups, so they agree.
 */
export async function partialMatches(
  words: readonly QueryWord[],
  filtered: boolean,
  run: GroupSearch,
  offset: number,
  number: number,
): Promise<{ results: PartialResult[]; totalResults: number }> {
  const none = { results: [], totalResults: 0 };
  const naming = words.map((word) => !isSoftWord(word.term));
  // Words that only describe ("healthy breakfast", "low carb dinner") may all be dropped for the
  // filters that come with them; a word that names a food never is: "chicken" with the Vegan
  // filter finds nothing, and the search page says which filter to remove.
  const dropAll = filtered && !naming.includes(true);
  if (words.length === 0 || words.length > 8 || (words.length < 2 && !dropAll)) return none;
  const kept = protectedWords(words);
  const counts = await Promise.all(words.map(async (word) => (await run([word], [], 0, 1)).totalResults));
  const smallest = dropAll ? 0 : words.length <= DROP_ALL_UP_TO ? 1 : words.length - 2;
  const groups: number[][] = [];
  for (let mask = 0; mask < (1 << words.length) - 1; mask++) {
    const members = words.map((_, at) => at).filter((at) => mask & (1 << at));
    if (members.length < smallest) continue;
    if ([...kept].some((at) => at < words.length && !members.includes(at))) continue;
    if (members.some((at) => counts[at] === 0)) continue;
    groups.push(members);
  }
  // Within one size: more naming words (not "spicy", "one pan"), then the rarer words.
  const named = (members: number[]) => members.filter((at) => naming[at]).length;
  const rarity = (members: number[]) => members.reduce((sum, at) => sum + 1 / (1 + counts[at]!), 0);
  groups.sort(
    (a, b) => b.length - a.length || named(b) - named(a) || rarity(b) - rarity(a) || a.join().localeCompare(b.join()),
  );

  const split = (members: readonly number[]) => ({
    must: members.map((at) => words[at]!),
    without: words.filter((_, at) => !members.includes(at)),
  });
  return pageOfGroups(groups, split, run, offset, number, (summaries, _, without): PartialResult[] => {
    const missing = without.map((word) => word.word);
    return summaries.map((summary) => ({ ...summary, missing }));
  });
}
