import { SEARCH_QUERY_WORDS } from '../../../catalog/knowledge/search-query-words';
import { INGREDIENTS } from '../../../catalog/knowledge/ingredients';
import { SEARCH_SYNONYMS } from '../../../catalog/knowledge/search-synonyms';
import { isPhraseTerm, parseQuery, type QueryWord } from '../../lib/search-text/search-document';
import { stem, words } from '../../lib/search-text/text';
import type { SearchIndex } from './search-index';
import { isSoftWord } from './understand';

/** How many corrections of one word are tried against the rest of the search. */
const CANDIDATES = 4;

/**
 * Words that name a food or a dish are never respelt into another word, even when no recipe holds
 * them ("cookie" is not a misspelt "cooked"; the search answers with what holds its other words).
 * A food's other names are the exception: "humus" may become "hummus", both names of one food.
 */
const FOODS_OF = new Map<string, Set<number>>();
INGREDIENTS.forEach((entry, at) => {
  for (const name of entry.names) {
    for (const word of words(name)) {
      const term = stem(word);
      const foods = FOODS_OF.get(term) ?? new Set<number>();
      foods.add(at);
      FOODS_OF.set(term, foods);
    }
  }
});
const DISHES = new Set(
  [...SEARCH_QUERY_WORDS.dishes, ...SEARCH_SYNONYMS.flat()].flatMap((name) => words(name).map(stem)),
);

/**
 * Whether `term` may replace the typed `word`: any term for an unknown word, another name of the
 * same food for a food word, none for a dish word or a word that describes ("slow", "spicy").
 */
function mayReplace(word: string, term: string): boolean {
  const typed = stem(word);
  if (DISHES.has(typed) || isSoftWord(typed)) return false;
  const foods = FOODS_OF.get(typed);
  if (!foods) return true;
  const other = FOODS_OF.get(term);
  return other !== undefined && [...other].some((food) => foods.has(food));
}

/**
 * Corrects the words of a search that match nothing (the text left once filters were read),
 * one at a time, each towards the candidate that finds recipes together with the words already
 * settled (`count`), else its closest candidate. Returns the corrected words and the whole search
 * as typed with the corrections in it, or undefined when no word needs or finds one.
 */
export async function correctWords(
  index: SearchIndex,
  typed: string,
  text: string,
  count: (words: readonly QueryWord[]) => Promise<number>,
): Promise<{ words: QueryWord[]; display: string; text: string } | undefined> {
  const queryWords = parseQuery(text);
  const options = queryWords.map(({ word, term, prefix }) => {
    // A phrase typed in full ("green onion") is not respelt: its words were found as typed.
    if (index.hasTerm(term) || isPhraseTerm(word)) return [];
    if (prefix && index.hasPrefix(word)) return [];
    return index.corrections(word, prefix, CANDIDATES).filter((candidate) => mayReplace(word, candidate));
  });
  if (options.every((list) => list.length === 0)) return undefined;

  const chosen = [...queryWords];
  const replace = (term: string): QueryWord => ({ word: index.surface(term), term, prefix: false });
  // Every word starts at its closest candidate; then each in turn takes the first that finds recipes.
  options.forEach((list, at) => {
    if (list.length > 0) chosen[at] = replace(list[0]!);
  });
  for (let at = 0; at < options.length; at++) {
    const list = options[at]!;
    if (list.length < 2) continue;
    for (const candidate of list) {
      const trial = chosen.with(at, replace(candidate));
      if ((await count(trial)) > 0) {
        chosen[at] = trial[at]!;
        break;
      }
    }
  }

  const replaced = new Map<string, string>();
  queryWords.forEach((original, at) => {
    if (options[at]!.length > 0) replaced.set(original.word, chosen[at]!.word);
  });
  const all = words(typed);
  const display = all.map((word) => replaced.get(word) ?? word).join(' ');
  // A corrected word is complete; an uncorrected last word stays a prefix if it was one.
  const complete = replaced.has(all.at(-1) ?? '') || /[^\p{L}\p{N}]$/u.test(typed);
  return { words: chosen, display, text: complete ? `${display} ` : display };
}
