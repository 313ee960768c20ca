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
  if (!prefix || term.length <= word.length - 1) return distance(word, term);
  let best = Number.POSITIVE_INFINITY;
  for (let length = word.length - 1; length <= Math.min(term.length, word.length + 1); length++) {
    best = Math.min(best, distance(word, term.slice(0, length)));
  }
  return best;
}

/**
 * The term a misspelt word most likely meant: among the terms that start with the same letter
 * (typos rarely hit the first one) and lie within `maxEdits`, the closest, then the one in the
 * most recipes, then the first in alphabetical order, so every engine picks the same one.
 * `sortedTerms` is the vocabulary in ascending order; phrase terms ("·springonion") start with
 * a mark no typed word starts with, so they are never candidates.
 */
export function closestTerm(
  word: string,
  prefix: boolean,
  sortedTerms: readonly string[],
  frequency: (term: string) => number,
): string | undefined {
  if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word)) return undefined;
  const limit = maxEdits(word);
  const first = String.fromCodePoint(word.codePointAt(0)!);
  let best: { term: string; edits: number; count: number } | undefined;
  for (let i = lowerBound(sortedTerms, first); i < sortedTerms.length; i++) {
    const term = sortedTerms[i]!;
    if (!term.startsWith(first)) break;
    if (term.length < MIN_CORRECTED_LENGTH) continue;
    if (!prefix && Math.abs(term.length - word.length) > limit) continue;
    const edits = editsTo(word, term, prefix);
    if (edits > limit) continue;
    const count = frequency(term);
    if (!best || edits < best.edits || (edits === best.edits && count > best.count)) {
      best = { term, edits, count };
    }
  }
  return best?.term;
}

export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
