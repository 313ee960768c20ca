/** What the index's vocabulary answers: known terms and prefixes, corrections, a term's written form. */
import { stem, words } from '../../../lib/search-text/text';
import { closestTerms } from '../spelling';
import type { IndexState } from './state';

/** Whether some term begins with a word being typed. */
export function hasPrefix(state: IndexState, word: string): boolean {
  const vocabulary = state.body.vocabulary;
  return vocabulary[termLowerBound(vocabulary, word)]?.startsWith(word) ?? false;
}

/** The first index of the sorted terms not before `value`. */
export function termLowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The terms a word that matches nothing most likely meant, best first (../spelling.ts). */
export function corrections(state: IndexState, word: string, prefix: boolean, limit: number, others = false): string[] {
  const postings = state.body.postings;
  const frequency = (candidate: string) => postings.get(candidate)?.length ?? 0;
  return closestTerms(word, prefix, state.body.vocabulary, frequency, limit, stem(word), state.spellingTrie, others);
}

/** A term as cooks write it: the word of a title it was read from, or the term itself. */
export function surface(state: IndexState, term: string): string {
  const postings = state.title.postings.get(term);
  if (postings && postings.length > 0) {
    const found = words(state.titles[postings.data[0]!]!).find((word) => stem(word) === term);
    if (found) return found;
  }
  return term;
}
