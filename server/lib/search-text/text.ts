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

export function foldText(text: string): string {
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
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Plurals whose singular is not the plural less a suffix. */
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  calves: 'calf',
};

/**
 * A light plural folding, so that a plural and its singular give one term: "tomatoes" and
 * "tomato", "dishes" and "dish". Words ending in -ie, -ies and a consonant + y all end in -i
 * ("cookie", "cookies" → "cooki"; "berry", "berries" → "berri"), since "-ies" alone cannot
 * tell "cookies" from "berries".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}i`;
  if (word.endsWith('ie')) return word.slice(0, -1);
  if (/[^aeiouy]y$/.test(word)) return `${word.slice(0, -1)}i`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is|as)$/.test(word)) return word.slice(0, -1);
  return word;
}

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** Index terms of a text: stemmed words without stop words, each once. */
export function terms(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) if (!isStopWord(word)) out.add(stem(word));
  return [...out];
}
