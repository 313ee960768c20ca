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
/** The same for names of one word: the words that name a food on their own ("chocolate", not "chocolat" of "pain au chocolat"). */
const NAMED_FOODS = new Map<string, Set<number>>();
INGREDIENTS.forEach((entry, at) => {
  for (const name of entry.names) {
    const all = words(name);
    for (const word of all) {
      const term = stem(word);
      for (const map of all.length === 1 ? [FOODS_OF, NAMED_FOODS] : [FOODS_OF]) {
        const foods = map.get(term) ?? new Set<number>();
        foods.add(at);
        map.set(term, foods);
      }
    }
  }
});
const DISHES = new Set(
  [...SEARCH_QUERY_WORDS.dishes, ...SEARCH_SYNONYMS.flat()].flatMap((name) => words(name).map(stem)),
);

/**
 * Whether `term` may replace the typed `word`: any term for an unknown word, another name of the
 * same food for a food word, none for a dish word or a word that describes ("slow", "spicy").
 * A word some recipe holds is judged by `NAMED_FOODS`: only a word that names a food on its own
 * keeps to that food.
 */
function mayReplace(word: string, term: string, foodsOf: ReadonlyMap<string, Set<number>> = FOODS_OF): boolean {
  const typed = stem(word);
  if (DISHES.has(typed) || isSoftWord(typed)) return false;
  const foods = foodsOf.get(typed);
  if (!foods) return true;
  const other = FOODS_OF.get(term);
  return other !== undefined && [...other].some((food) => foods.has(food));
}

/**
 * Corrects the words of a search that finds nothing (the text left once filters were read).
 * A word that matches nothing is replaced, one at a time, by the candidate that finds recipes
 * together with the words already settled (`count`), else by its closest candidate. When the
 * search still finds nothing, a word the vocabulary holds may be respelt too, but only into a
 * term more recipes hold that makes the whole search find recipes: "chocolat cake" becomes
 * "chocolate cake" rather than leaving a mousse au chocolat to answer for one word of two. Returns
 * the corrected words and the whole search as typed with the corrections in it, or undefined
 * when no word needs or finds one.
 */
export async function correctWords(
  index: SearchIndex,
  typed: string,
  text: string,
  count: (words: readonly QueryWord[]) => Promise<number>,
): Promise<{ words: QueryWord[]; display: string; text: string } | undefined> {
  const queryWords = parseQuery(text);
  const known = queryWords.map(({ word, term, prefix }) => index.hasTerm(term) || (prefix && index.hasPrefix(word)));
  const options = queryWords.map(({ word, prefix }, at) => {
    // A phrase typed in full ("green onion") is not respelt: its words were found as typed.
    if (known[at] || isPhraseTerm(word)) return [];
    return index.corrections(word, prefix, CANDIDATES).filter((candidate) => mayReplace(word, candidate));
  });

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
  // Known words, only while the whole search still finds nothing, and only into a commoner term
  // that makes it find something; a word being typed is left to its completions.
  const respelt = new Set(options.flatMap((list, at) => (list.length > 0 ? [at] : [])));
  if (queryWords.length > 1 && (await count(chosen)) === 0) {
    for (let at = 0; at < queryWords.length; at++) {
      const { word, term, prefix } = queryWords[at]!;
      if (!known[at] || prefix || isPhraseTerm(word)) continue;
      const common = index.termFrequency(term);
      const list = index
        .corrections(word, false, CANDIDATES, true)
        .filter((candidate) => mayReplace(word, candidate, NAMED_FOODS) && index.termFrequency(candidate) > common);
      let found = false;
      for (const candidate of list) {
        const trial = chosen.with(at, replace(candidate));
        if ((await count(trial)) > 0) {
          chosen[at] = trial[at]!;
          respelt.add(at);
          found = true;
          break;
        }
      }
      if (found) break;
    }
  }
  if (respelt.size === 0) return undefined;

  const replaced = new Map<string, string>();
  queryWords.forEach((original, at) => {
    if (respelt.has(at)) replaced.set(original.word, chosen[at]!.word);
  });
  const all = words(typed);
  const display = all.map((word) => replaced.get(word) ?? word).join(' ');
  // A corrected word is complete; an uncorrected last word stays a prefix if it was one.
  const complete = replaced.has(all.at(-1) ?? '') || /[^\p{L}\p{N}]$/u.test(typed);
  return { words: chosen, display, text: complete ? `${display} ` : display };
}
