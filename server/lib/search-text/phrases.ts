/**
 * Phrases of stemmed words, each with a value, found in a sequence of words: the search's
 * synonym and kind phrases, and the words a search reads as filters.
 */
export interface Phrase<T> {
  words: readonly string[];
  value: T;
}

export class PhraseTable<T> {
  /** By first word, longest first; equal lengths in the order added. */
  private readonly byFirst = new Map<string, Phrase<T>[]>();

  add(words: readonly string[], value: T): void {
    if (words.length === 0) return;
    const list = this.byFirst.get(words[0]!) ?? [];
    list.push({ words, value });
    list.sort((a, b) => b.words.length - a.words.length);
    this.byFirst.set(words[0]!, list);
  }

  /**
   * Visits every phrase that starts at `at` in `sequence`, longest first, until `visit` returns
   * true. A plain loop: indexing a million recipes calls it for every word.
   */
  forEachAt(sequence: readonly string[], at: number, visit: (phrase: Phrase<T>) => boolean | void): void {
    for (const phrase of this.byFirst.get(sequence[at]!) ?? []) {
      if (phrase.words.every((word, i) => sequence[at + i] === word) && visit(phrase) === true) return;
    }
  }

  /** The longest phrase that starts at `at`, if any. */
  longestAt(sequence: readonly string[], at: number): Phrase<T> | undefined {
    let found: Phrase<T> | undefined;
    this.forEachAt(sequence, at, (phrase) => {
      found = phrase;
      return true;
    });
    return found;
  }
}
