import { TermTrie } from './term-trie';
import damerau from 'damerau-levenshtein';
import { distance } from 'fastest-levenshtein';

/** Words shorter than this are too ambiguous to correct ("rce" could be rice or race). */
export const MIN_CORRECTED_LENGTH = 4;

/** Edits allowed: one in a short word, two from six letters on ("chikcen" is two from "chicken"). */
export const maxEdits = (word: string): number => (word.length >= 6 ? 2 : 1);

/**
 * How far a typed word is from a term. A word still being typed (`prefix`) is compared with the
 * term's beginnings around its own length, so "chik" is one edit from "chic(ken)".
 */
export function editsTo(word: string, term: string, prefix: boolean): number {
  if (!prefix || term.length <= word.length - 1) return edits(word, term);
  let best = Number.POSITIVE_INFINITY;
  for (let length = word.length - 1; length <= Math.min(term.length, word.length + 1); length++) {
    best = Math.min(best, edits(word, term.slice(0, length)));
  }
  return best;
}

/**
 * Edits between two words, a swap of two neighbouring letters counting as one ("browines" is
 * one swap from "brownies"). The plain distance is fast; the one that knows swaps runs only when
 * a swap could bring a word within reach.
 */
function edits(a: string, b: string): number {
  const plain = distance(a, b);
  if (plain < 2 || plain > maxEdits(a) + 1) return plain;
  return Math.min(plain, damerau(a, b).steps);
}

/** Whether a word is corrected at all: long enough (`MIN_CORRECTED_LENGTH`) and holding no digit. */
const correctable = (word: string) => word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word);

/** Terms that start with a mark (phrase and field terms) are never offered: no typed word holds one. */
const typable = (term: string) => term.length >= MIN_CORRECTED_LENGTH && /^[\p{L}\p{N}]/u.test(term);

/**
 * The terms a misspelt word most likely meant, best first, all as close as the closest: among the
 * terms within `maxEdits` of the word as typed or of its singular (`stemmed`: "tmatoes" → "tmato"
 * is one edit from "tomato"), whatever letter they start with ("pplesauce" → "applesauce"), the
 * closest, then the one nearest in length, then the one in the most recipes, then the first in
 * alphabetical order, so every engine picks alike.
 * `sortedTerms` is the vocabulary in ascending order; `trie`, the same as a `TermTrie` (made and kept
 * for the array when left out); `others`: the word itself is a term, and only other terms are wanted. The trie walk visits the branches within reach, not every term.
 */
export function closestTerms(
  word: string,
  prefix: boolean,
  sortedTerms: readonly string[],
  frequency: (term: string) => number,
  limit = 1,
  stemmed = word,
  trie?: TermTrie,
  others = false,
): string[] {
  if (!correctable(word)) return [];
  const most = maxEdits(word);
  const within = trie ?? trieOf(sortedTerms);
  // Most typos are one edit: a walk within one edit is much cheaper than within two, and when it
  // finds a term one edit away, no term farther can be among the closest.
  // A stem that begins the word ("tmato" of "tmatoes") is walked with it, in one walk.
  const together = stemmed !== word && word.startsWith(stemmed);
  for (let reach = 1; reach <= most; reach++) {
    const candidates = within.near(word, prefix, reach, new Set(), together ? stemmed.length : -1);
    if (stemmed !== word && !together) within.near(stemmed, false, reach, candidates);
    const found = rank(word, prefix, stemmed, candidates, frequency, limit, others);
    if (found.edits <= reach || reach === most) return found.terms;
  }
  return [];
}

/**
 * `closestTerms` the plain way, from the same arguments (a trie is not used): comparing the word with
 * every term, the reference the fast walk is tested against.
 */
export function closestTermsByScan(
  ...[word, prefix, sortedTerms, frequency, limit = 1, stemmed = word, , others = false]: Parameters<
    typeof closestTerms
  >
): string[] {
  if (!correctable(word)) return [];
  return rank(word, prefix, stemmed, sortedTerms, frequency, limit, others).terms;
}

/** The candidates within reach, measured exactly (`editsTo`), ordered, the closest only. */
function rank(
  word: string,
  prefix: boolean,
  stemmed: string,
  candidates: Iterable<string>,
  frequency: (term: string) => number,
  limit: number,
  others: boolean,
): { terms: string[]; edits: number } {
  const most = maxEdits(word);
  const found: { term: string; edits: number; count: number }[] = [];
  for (const term of candidates) {
    if (!typable(term) || (others && (term === word || term === stemmed))) continue;
    if (!prefix && Math.abs(term.length - word.length) > most && Math.abs(term.length - stemmed.length) > most) {
      continue;
    }
    let edits = editsTo(word, term, prefix);
    if (stemmed !== word) edits = Math.min(edits, editsTo(stemmed, term, false));
    if (edits > most) continue;
    found.push({ term, edits, count: frequency(term) });
  }
  // Equally close: a term as long as the word (a swap or a wrong letter) before one that drops or
  // adds letters (unless the word is still being typed), then the term in more recipes.
  const gap = (term: string) => (prefix ? 0 : Math.abs(term.length - stemmed.length));
  found.sort(
    (a, b) =>
      a.edits - b.edits ||
      gap(a.term) - gap(b.term) ||
      b.count - a.count ||
      (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
  // Only the closest count: a farther word that happens to find recipes is still a worse guess.
  const closest = found[0]?.edits ?? Number.POSITIVE_INFINITY;
  const terms = found
    .filter((candidate) => candidate.edits === closest)
    .slice(0, limit)
    .map((candidate) => candidate.term);
  return { terms, edits: closest };
}

/** Tries of vocabularies handed in as arrays, while the array lives (an index keeps its own). */
const TRIES = new WeakMap<readonly string[], TermTrie>();
const trieOf = (sortedTerms: readonly string[]): TermTrie => {
  let trie = TRIES.get(sortedTerms);
  if (trie?.terms.length !== sortedTerms.length) {
    trie = new TermTrie(sortedTerms);
    TRIES.set(sortedTerms, trie);
  }
  return trie;
};

/** The one term a misspelt word most likely meant (`closestTerms`), or undefined. */
export function closestTerm(
  word: string,
  prefix: boolean,
  sortedTerms: readonly string[],
  frequency: (term: string) => number,
): string | undefined {
  return closestTerms(word, prefix, sortedTerms, frequency)[0];
}
