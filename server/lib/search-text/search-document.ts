import { SEARCH_KINDS, SEARCH_SYNONYMS } from '../../../catalog/knowledge/search-synonyms';
import { PhraseTable } from './phrases';
import { foldedWords, foldText, isStopWord, stem, words } from './text';

export const MAX_TERM_LENGTH = 64;

/** What a recipe offers the search besides its title. */
export interface SearchSource {
  ingredientNames: readonly string[];
  cuisines: readonly string[];
  dishTypes: readonly string[];
}

/** Ingredient names, cuisines and dish types as one text, a line each: searched after the title. */
export function searchBody(source: SearchSource): string {
  return [...source.ingredientNames, ...source.cuisines, ...source.dishTypes].join(' \n ');
}

/** A text as the search reads it: stemmed words in order, stop words left out. */
function termSequence(text: string): string[] {
  return sequenceOfWords(words(text));
}

function sequenceOfWords(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of list) if (!isStopWord(word)) out.push(stem(word));
  return out;
}

/**
 * Synonyms (catalog/knowledge/search-synonyms.ts) as terms: a one-word name is its term, a
 * longer one is one compound term of its words ("spring onion" → "·springonion"), so it matches
 * only as a whole phrase. The mark in front is a character no query word holds, so a word being
 * typed ("spr", "green") never matches a compound as a prefix. Each phrase is listed under its
 * first term.
 */
const COMPOUND_MARK = '\u00b7';
/** A phrase's compound term ("·springonion"), as opposed to a single word's. */
export const isPhraseTerm = (term: string): boolean => term.startsWith(COMPOUND_MARK);
const compound = (sequence: readonly string[]) =>
  sequence.length === 1 ? sequence[0]! : COMPOUND_MARK + sequence.join('');
/** Each synonym or kind phrase, with the terms a text that holds it gets. */
const SYNONYM_PHRASES = new PhraseTable<readonly string[]>();
for (const names of SEARCH_SYNONYMS) {
  const phrases = names.map(termSequence).filter((sequence) => sequence.length > 0);
  const group = [...new Set(phrases.map(compound))];
  for (const sequence of phrases) SYNONYM_PHRASES.add(sequence, group);
}
// A food of a kind holds the kind's name too, one way: penne is pasta (catalog/knowledge/search-kinds.yaml).
for (const [kind, foods] of SEARCH_KINDS) {
  const kindTerm = compound(termSequence(kind));
  for (const food of foods) {
    const sequence = termSequence(food);
    SYNONYM_PHRASES.add(sequence, [compound(sequence), kindTerm]);
  }
}

/** The terms of a text plus, for every synonym phrase in it, the terms of all its synonyms. */
function termsWithSynonyms(text: string): string[] {
  const out = new Set<string>();
  // Line by line: the body lists one ingredient per line, and a phrase never spans two. A line
  // break is a word break, so the lines' terms together are the text's.
  for (const line of foldText(text).split('\n')) {
    const sequence = sequenceOfWords(foldedWords(line));
    for (const term of sequence) out.add(term);
    for (let i = 0; i < sequence.length; i++) {
      // Every phrase found here, not only the longest: "aubergine parmigiana" is also an aubergine.
      SYNONYM_PHRASES.forEachAt(sequence, i, (phrase) => {
        for (const term of phrase.value) out.add(term);
      });
    }
  }
  return [...out];
}

/**
 * Field terms say what a recipe is rather than what it says: its cuisines ("§citalian") and dish
 * types ("§tmaincourse"). The mark is a character no query word holds, so typed text never matches
 * one; filters on cuisine and meal match them in both engines.
 */
const FIELD_MARK = '\u00a7';
export const cuisineTerm = (cuisine: string): string => `${FIELD_MARK}c${words(cuisine).join('')}`;
export const dishTypeTerm = (dishType: string): string => `${FIELD_MARK}t${words(dishType).join('')}`;

/** The field terms of a recipe. */
export function fieldTerms(source: Pick<SearchSource, 'cuisines' | 'dishTypes'>): string[] {
  return [...new Set([...source.cuisines.map(cuisineTerm), ...source.dishTypes.map(dishTypeTerm)])];
}

/**
 * The terms both search engines index: the title's terms, and every term of the recipe (title
 * included), each with the terms of its synonyms, plus its field terms. The in-memory index and
 * the databases' full-text tables are fed from here, so they agree on what a recipe contains.
 */
export function documentTerms(
  title: string,
  body: string,
  fields: readonly string[] = [],
): { title: string[]; all: string[] } {
  // Nobody searches a 100-letter word, and PostgreSQL refuses lexemes over 2 KB.
  const keep = (term: string) => term.length <= MAX_TERM_LENGTH;
  const titleTerms = termsWithSynonyms(title).filter(keep);
  const all = new Set([...titleTerms, ...termsWithSynonyms(body).filter(keep), ...fields.filter(keep)]);
  return { title: titleTerms, all: [...all] };
}

/** One query word: the recipe must hold `term`, or, for a prefix, any term starting with `word`. */
export interface QueryWord {
  word: string;
  term: string;
  prefix: boolean;
}

/**
 * Reads search text the way both engines apply it: stop words are dropped unless the query holds
 * nothing else (then the last word still searches, as a prefix being typed); the last word is a
 * prefix unless the text ends with a break (a space, a comma) or the last word was a stop word.
 */
export function parseQuery(text: string): QueryWord[] {
  const queryWords = words(text);
  let meaningful = queryWords.filter((word) => !isStopWord(word));
  if (meaningful.length === 0 && queryWords.length > 0) meaningful = queryWords.slice(-1);
  const trailingBreak = /[^\p{L}\p{N}]$/u.test(text);
  const parsed = meaningful.map((word, i) => ({
    word,
    term: stem(word),
    prefix: i === meaningful.length - 1 && !trailingBreak && word === queryWords.at(-1),
  }));
  // A synonym phrase typed in full ("green onion") is searched as the phrase: its compound term.
  const out: QueryWord[] = [];
  const sequence = parsed.map((w) => w.term);
  for (let i = 0; i < parsed.length; i++) {
    const phrase = SYNONYM_PHRASES.longestAt(sequence, i);
    if (phrase && phrase.words.length > 1) {
      const term = compound(phrase.words);
      // As typed, the phrase is complete: the compound is matched whole, never as a prefix.
      out.push({ word: term, term, prefix: false });
      i += phrase.words.length - 1;
    } else {
      out.push(parsed[i]!);
    }
  }
  return out;
}

/**
 * The static quality order both engines use inside each group: recipes with a picture first,
 * then shorter (more canonical) titles, counted in code points, then id.
 */
export function titleLength(title: string): number {
  let length = 0;
  for (let i = 0; i < title.length; i++) {
    const code = title.charCodeAt(i);
    // A surrogate pair is one code point, as SQL's length() counts it.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < title.length) {
      const next = title.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}
