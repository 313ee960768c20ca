import { isStopWord, stem, terms, words } from './text';

export const MAX_TERM_LENGTH = 64;

/** The searchable text of a recipe: its title, and its ingredient names, cuisines and dish types. */
export interface SearchSource {
  title: string;
  /** JSON arrays as stored in the recipes table. */
  ingredients: string;
  cuisines: string;
  dish_types: string;
}

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Ingredient names, cuisines and dish types as one text: searched after the title. */
export function searchBody(row: SearchSource): string {
  const names = parseList(row.ingredients).map((item) =>
    item && typeof item === 'object' && 'name' in item && typeof item.name === 'string' ? item.name : '',
  );
  const labels = [...parseList(row.cuisines), ...parseList(row.dish_types)].filter(
    (value): value is string => typeof value === 'string',
  );
  return [...names, ...labels].join(' \n ');
}

/**
 * The terms both search engines index: the title's terms, and every term of the recipe (title
 * included). The in-memory index and the databases' full-text tables are fed from here, so they
 * agree on what a recipe contains.
 */
export function documentTerms(title: string, body: string): { title: string[]; all: string[] } {
  // Nobody searches a 100-letter word, and PostgreSQL refuses lexemes over 2 KB.
  const keep = (term: string) => term.length <= MAX_TERM_LENGTH;
  const titleTerms = terms(title).filter(keep);
  return { title: titleTerms, all: [...new Set([...titleTerms, ...terms(body).filter(keep)])] };
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
  return meaningful.map((word, i) => ({
    word,
    term: stem(word),
    prefix: i === meaningful.length - 1 && !trailingBreak && word === queryWords.at(-1),
  }));
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
