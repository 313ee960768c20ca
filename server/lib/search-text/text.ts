/**
 * Text normalisation shared by the index and the queries: lower case, accents folded,
 * apostrophes dropped, everything else that is not a letter or digit is a word break.
 * Query text is data, never syntax: no character has a meaning here.
 */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'with',
  'in',
  'on',
  'for',
  'to',
  'or',
  'de',
  'la',
  'le',
  'au',
  'a la',
]);

/** Plain ASCII: nothing to decompose or fold but capitals and apostrophes. */
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

export function foldText(text: string): string {
  if (ASCII.test(text)) {
    const lower = text.toLowerCase();
    return lower.includes("'") || lower.includes('`') ? lower.replace(/['`]/g, '') : lower;
  }
  // Decompose before lower-casing: compatibility forms can decompose to capitals ("ᴬ" → "A").
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłþı]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/['’‘`]/g, '');
}

export function words(text: string): string[] {
  return foldedWords(foldText(text));
}

/** The words of text already folded. */
export function foldedWords(folded: string): string[] {
  if (!ASCII.test(folded)) return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  // Folded ASCII holds no capitals: a word is a run of a-z and 0-9. A plain loop: indexing reads
  // every word of every recipe.
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    const code = i < folded.length ? folded.charCodeAt(i) : 32;
    const inWord = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(folded.slice(start, i));
      start = -1;
    }
  }
  return out;
}

/** Plurals whose singular is not the plural less a suffix. */
const IRREGULAR = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
  ['knives', 'knife'],
  ['calves', 'calf'],
]);

const hasDigit = (word: string): boolean => {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
};

/**
 * A light plural folding, so that a plural and its singular give one term: "tomatoes" and
 * "tomato", "dishes" and "dish". Words ending in -ie, -ies and a consonant + y all end in -i
 * ("cookie", "cookies" → "cooki"; "berry", "berries" → "berri"), since "-ies" alone cannot
 * tell "cookies" from "berries". Plain string tests: indexing calls it for every word.
 */
export function stem(word: string): string {
  const length = word.length;
  if (length <= 3 || hasDigit(word)) return word;
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  const last = word[length - 1];
  const before = word[length - 2]!;
  if (last === 's') {
    if (word.endsWith('ies') && length > 4) return `${word.slice(0, -3)}i`;
    if (word.endsWith('oes')) return word.slice(0, -2);
    if (word.endsWith('ches') || word.endsWith('shes') || word.endsWith('sses')) return word.slice(0, -2);
    if (word.endsWith('xes') || word.endsWith('zes')) return word.slice(0, -2);
    if (before !== 's' && before !== 'u' && before !== 'i' && before !== 'a') return word.slice(0, -1);
    return word;
  }
  if (last === 'e' && before === 'i') return word.slice(0, -1);
  if (last === 'y' && !'aeiouy'.includes(before)) return `${word.slice(0, -1)}i`;
  return word;
}

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** Index terms of a text: stemmed words without stop words, each once. */
export function terms(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) if (!isStopWord(word)) out.add(stem(word));
  return [...out];
}
