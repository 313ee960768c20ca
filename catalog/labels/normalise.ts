/**
 * Text normalisation shared by the knowledge-base index and the line matcher. Both sides must
 * go through the same function, or "jalapeño" in a recipe would never meet "jalapeno" in the base.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Letters with no decomposition: "kiełbasa" must meet "kielbasa", never split at the "ł". */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };
const UNDECOMPOSED = /[ßæœøđłþı]/g;
const APOSTROPHES = /['’‘`´]/g;
const AMPERSAND = /&/g;
/** "or"-like separators inside a phrase: "cilantro/coriander" names two ingredients. */
const SLASH = /\//g;
/** Everything that is not a letter, digit, fraction glyph, separator or space becomes a space. */
const NOISE = /[^a-z0-9½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒,;:()[\]{} ]+/g;
const SPACES = /\s+/g;
const DIGIT_START = /^[0-9½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒]/;

/** Lowercase, accents folded, apostrophes dropped ("bird's" → "birds"), "&" → "and". */
const NON_ASCII = /[^\u0020-\u007e]/;
const STRUCTURE = /[,;:()[\]{}]/;

export function fold(text: string): string {
  // Unicode normalisation is the costly step; most lines are plain ASCII and skip it.
  const folded = NON_ASCII.test(text) ? text.normalize('NFD').replace(COMBINING_MARKS, '') : text;
  const lower = folded.toLowerCase();
  return (NON_ASCII.test(lower) ? lower.replace(UNDECOMPOSED, (ch) => LETTERS[ch] ?? ch) : lower)
    .replace(APOSTROPHES, '')
    .replace(AMPERSAND, ' and ')
    .replace(SLASH, ' or ');
}

/** Tokens of a knowledge-base name or any text without structure. */
export function tokens(text: string): string[] {
  const cleaned = fold(text)
    .replace(NOISE, ' ')
    .replace(/[,;:()[\]{}]/g, ' ')
    .replace(SPACES, ' ')
    .trim();
  return cleaned.length === 0 ? [] : cleaned.split(' ');
}

export const isNumberToken = (token: string): boolean => DIGIT_START.test(token);

/** Where a run of tokens came from: the ingredient itself, or a note after a comma or in brackets. */
export type SegmentKind = 'main' | 'note';
export interface Segment {
  readonly kind: SegmentKind;
  readonly tokens: readonly string[];
}

/**
 * Splits an ingredient description into segments. The text before the first comma (outside
 * brackets) names the ingredient; what follows a comma, colon or semicolon, and what sits in
 * brackets, is a note: "chicken thighs, boneless and skinless", "flour (or gluten-free flour)".
 * Notes are still searched for ingredients, so an alternative named in a note is not lost.
 */
export function segments(description: string): Segment[] {
  const text = fold(description).replace(NOISE, ' ');
  if (!STRUCTURE.test(text)) {
    const words = text.replace(SPACES, ' ').trim();
    return words.length === 0 ? [] : [{ kind: 'main', tokens: words.split(' ') }];
  }
  const result: Segment[] = [];
  let depth = 0;
  let kind: SegmentKind = 'main';
  let current = '';
  const flush = (segmentKind: SegmentKind): void => {
    const words = current.replace(SPACES, ' ').trim();
    if (words.length > 0) result.push({ kind: segmentKind, tokens: words.split(' ') });
    current = '';
  };
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') {
      flush(depth > 0 ? 'note' : kind);
      depth += 1;
    } else if (char === ')' || char === ']' || char === '}') {
      flush('note');
      depth = Math.max(0, depth - 1);
    } else if ((char === ',' || char === ';' || char === ':') && depth === 0) {
      flush(kind);
      kind = 'note';
    } else if (char === ',' || char === ';' || char === ':') {
      current += ' ';
    } else {
      current += char;
    }
  }
  flush(depth > 0 ? 'note' : kind);
  return result;
}

/** Plural spellings of a singular word; several where English hesitates (mangos, mangoes). */
export function pluralsOf(word: string): string[] {
  if (word.length < 2 || isNumberToken(word)) return [];
  const last = word.slice(-1);
  const beforeLast = word.slice(-2, -1);
  if (word.endsWith('s') || word.endsWith('x') || word.endsWith('z') || word.endsWith('ch') || word.endsWith('sh')) {
    return [`${word}es`];
  }
  if (last === 'y' && !'aeiou'.includes(beforeLast)) return [`${word.slice(0, -1)}ies`, `${word}s`];
  if (word.endsWith('fe')) return [`${word.slice(0, -2)}ves`, `${word}s`];
  if (last === 'f') return [`${word.slice(0, -1)}ves`, `${word}s`];
  if (last === 'o') return [`${word}es`, `${word}s`];
  // chilli → chillies, chillis; kiwi → kiwis.
  if (last === 'i') return [`${word}es`, `${word}s`];
  return [`${word}s`];
}
