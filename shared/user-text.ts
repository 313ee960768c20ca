/**
 * One rule for every text a person writes: shopping-list lines, notes, collection names, the texts
 * of their own recipes, the search text. Both sides use it (the server's request schemas, the web
 * app's forms), so a text the form accepts is one the server stores, on either database.
 *
 * - Length is counted in characters as people see them (grapheme clusters): "👍🏽", "é" written
 *   as e + accent and a flag are one character each.
 * - Control characters (C0, DEL, C1) are refused; a text of several lines keeps tab and line
 *   breaks (CR LF and CR become LF). PostgreSQL cannot store NUL at all, and no reader wants BEL.
 * - Text-direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused: they make a
 *   text read differently from what it holds.
 * - A text that holds nothing but invisible characters (zero-width, format, white space) is refused.
 * - A text with broken UTF-16 (a lone surrogate) is refused: it cannot be stored as it was sent.
 *
 * No zod here, so a screen that only counts characters does not load the validation library;
 * `user-text-schema.ts` builds the schemas from these functions.
 */
export interface TextRule {
  /** The field in words, as a sentence starts: "A shopping-list line", "The title". */
  what: string;
  /** At most this many characters, as people count them. */
  max: number;
  /** Several lines: tab and line breaks are allowed. Elsewhere they are refused like other control characters. */
  multiline?: boolean;
  /** Leading and trailing white space is removed (the default); the search text keeps it as typed. */
  trim?: boolean;
}

const count = (n: number) => n.toLocaleString('en');

export const TEXT_MESSAGES = {
  notText: (what: string) => `${what} must be text.`,
  tooLong: (what: string, max: number) => `${what} can be at most ${count(max)} characters.`,
  control: (what: string, char: string) => `${what} must not hold the control character ${codePoint(char)}.`,
  lineBreak: (what: string) => `${what} must be one line, without tabs or line breaks.`,
  direction: (what: string, char: string) =>
    `${what} must not hold the text-direction control ${codePoint(char)}: it makes text read differently from what it holds.`,
  invisible: (what: string) => `${what} must hold visible characters, not only invisible ones.`,
  broken: (what: string) => `${what} holds a broken character (a lone UTF-16 surrogate).`,
} as const;

/** "U+0000", the way a character's number is written. */
export const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const LINE_CONTROL = /[\t\n\r]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f]/;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;
/** A lone surrogate: in a `u` pattern a paired one is read as one code point and does not match. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/** White space, controls, format characters, the default-ignorable ones (fillers, variation selectors) and the blank braille pattern. */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]+$/u;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

let segmenter: Intl.Segmenter | undefined;

/** Characters as people count them (grapheme clusters). */
export function textLength(text: string): number {
  if (PLAIN_ASCII.test(text)) return text.length;
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/** True when the text has more than `max` characters; a text of at most `max` UTF-16 units never does. */
export const longerThan = (text: string, max: number): boolean => text.length > max && textLength(text) > max;

/** The text as it is kept: line breaks written one way, outer white space trimmed (unless the rule keeps it), composed (NFC). */
export function cleanText(text: string, rule: TextRule): string {
  const lines = rule.multiline ? text.replace(/\r\n?/g, '\n') : text;
  return (rule.trim === false ? lines : lines.trim()).normalize('NFC');
}

/**
 * Why a cleaned text breaks the rule, in words for the person who wrote it, or null when it is
 * fine. An empty text is fine here: each field says itself whether it needs one.
 */
export function textProblem(text: string, rule: TextRule): string | null {
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.broken(rule.what);
  if (!rule.multiline && LINE_CONTROL.test(text)) return TEXT_MESSAGES.lineBreak(rule.what);
  const control = CONTROL.exec(text);
  if (control) return TEXT_MESSAGES.control(rule.what, control[0]);
  const direction = DIRECTION.exec(text);
  if (direction) return TEXT_MESSAGES.direction(rule.what, direction[0]);
  if (text.trim() !== '' && INVISIBLE_ONLY.test(text)) return TEXT_MESSAGES.invisible(rule.what);
  if (longerThan(text, rule.max)) return TEXT_MESSAGES.tooLong(rule.what, rule.max);
  return null;
}

/** Removes what the rule refuses, for texts read from elsewhere (imported pages and files) rather than typed. */
export function stripRefused(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(new RegExp(CONTROL.source, 'g'), '')
    .replace(new RegExp(DIRECTION.source, 'g'), '')
    .replace(new RegExp(LONE_SURROGATE.source, 'gu'), '\ufffd');
}

/**
 * A text a message quotes back (an unknown id, a unit): at most `max` characters as people count
 * them, with what the rule refuses shown as "�", so a reason never carries a control character or
 * turns the reading direction of the page that shows it.
 */
export function shown(text: string, max = 40): string {
  const safe = text.replace(
    new RegExp(`${LINE_CONTROL.source}|${CONTROL.source}|${DIRECTION.source}|${LONE_SURROGATE.source}`, 'gu'),
    '\ufffd',
  );
  if (!longerThan(safe, max)) return safe;
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let out = '';
  let n = 0;
  for (const { segment } of segmenter.segment(safe)) {
    if (n === max) break;
    out += segment;
    n += 1;
  }
  return out;
}
