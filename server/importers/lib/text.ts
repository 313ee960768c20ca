import { parse as parseHtml } from 'node-html-parser';
import sanitizeHtml from 'sanitize-html';
import { RECIPE_LIMITS } from '../../../shared/recipe-limits';
import { stripRefused } from '../../../shared/user-text';

/** An entity that survived one round of decoding: the page encoded its text twice (`&amp;frac12;`). */
const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

/** Plain text from a fragment that may hold HTML tags and entities (`Tom &amp; Jerry` → `Tom & Jerry`). */
export function htmlToText(value: string): string {
  if (!/[<&]/.test(value)) return collapseWhitespace(value);
  // Block-level breaks would otherwise glue words together ("a<br>b" → "ab").
  const spaced = value.replace(/<(?:br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, ' ');
  const text = parseHtml(spaced).text;
  return collapseWhitespace(ENTITY.test(text) ? decodeEntities(text) : text);
}

/** Entities decoded, nothing else: `&lt;b&gt;` becomes `<b>` (the caller decides what a tag is worth). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  // A text node holding only the value: no tag can form from it, only entities are decoded.
  return parseHtml(`<p>${value.replaceAll('<', '&lt;')}</p>`).text;
}

/**
 * What the rule of user text refuses goes (shared/user-text.ts): NUL and the other control
 * characters, text-direction overrides; tab and line breaks stay (CR LF and CR become LF).
 * PostgreSQL cannot store NUL, and no recipe means any of them.
 */
export const stripControls = stripRefused;

/** Runs of white space become one space; NUL and other control characters go (PostgreSQL cannot store NUL). */
export function collapseWhitespace(value: string): string {
  return stripControls(value).replace(/\s+/g, ' ').trim();
}

const INLINE_TAGS = ['b', 'i', 'em', 'strong', 'a', 'br'];
const INSTRUCTION_TAGS = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li'];
const LINK_OPTIONS: sanitizeHtml.IOptions = {
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
};

/** The instructions allow-list of the brief: only simple formatting and http(s) links survive. */
export function sanitizeInstructions(html: string): string {
  return sanitizeHtml(html, { allowedTags: INSTRUCTION_TAGS, ...LINK_OPTIONS });
}

const ESCAPED_TAG = /&lt;\/?(?:p|br|li|ol|ul|b|i|em|strong|a|div|span)\b/i;

/**
 * One step per line. A step may hold inline HTML; block tags (`<li>`, `<p>`, `<br>`) become line
 * breaks because the stored format separates steps with "\n", not with markup.
 */
export function toInstructionLines(text: string): string[] {
  // Some sites escape their step markup once too often: "&lt;p&gt;Mix.&lt;/p&gt;".
  const markup = ESCAPED_TAG.test(text) ? decodeEntities(text) : text;
  const broken = markup.replace(/<(?:br|\/p|\/li|\/div|\/h[1-6]|\/ol|\/ul)\b[^>]*>/gi, '\n');
  const inline = sanitizeHtml(broken, { allowedTags: INLINE_TAGS.filter((tag) => tag !== 'br'), ...LINK_OPTIONS });
  return inline
    .split(/\r?\n/)
    .map(collapseWhitespace)
    .filter((line) => line.length > 0);
}

/** Markdown inline syntax reduced to plain words: links and images to their text, emphasis and escapes removed. */
export function markdownInlineToText(value: string): string {
  return collapseWhitespace(
    value
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/<(https?:\/\/[^>]+)>/g, '$1')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/(^|[^\w*])[*_](?=\S)(.+?)(?<=\S)[*_](?![\w*])/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1'),
  );
}

const MINUTES_PER_UNIT: Record<string, number> = {
  s: 1 / 60,
  sec: 1 / 60,
  secs: 1 / 60,
  second: 1 / 60,
  seconds: 1 / 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  d: 1440,
  day: 1440,
  days: 1440,
  w: 10080,
  wk: 10080,
  week: 10080,
  weeks: 10080,
};

/**
 * Minutes from a time a person wrote: "15 min", "1 hr 20 min", "2h 30min", "~1.5 hrs", "30-45 min".
 * Ranges take the upper bound so a "ready in" time is never optimistic; a bare number means
 * minutes; "X or Y" keeps X; words in parentheses ("(plus one hour rising)") are ignored.
 * Null when no number is found ("Simmer all day").
 */
export function parseHumanMinutes(text: string): number | null {
  const firstAlternative =
    text
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .split(/\bor\b/)[0] ?? '';
  const amounts = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|—|~|to)\s*(\d+(?:[.,]\d+)?))?\s*([a-z]+)?/g;
  let total: number | null = null;
  for (const match of firstAlternative.matchAll(amounts)) {
    const amount = Number((match[2] ?? match[1] ?? '').replace(',', '.'));
    const unit = match[3];
    const factor = unit === undefined ? 1 : MINUTES_PER_UNIT[unit];
    if (factor === undefined || !Number.isFinite(amount)) continue;
    total = (total ?? 0) + amount * factor;
  }
  return total === null ? null : Math.round(total);
}

/** A value read from a source, or why it could not be: the caller names the field in its warning. */
export interface Reading<T> {
  value: T | null;
  /** Set when something was given but is unusable ("not understood", "negative"). */
  problem?: string;
}

const MINUTES_PER_ISO_UNIT: Record<string, number> = { Y: 525_600, W: 10_080, D: 1_440, H: 60, S: 1 / 60 };

/**
 * Minutes from an ISO 8601 duration, read tolerantly: sites write "P2H10M" (no T), "PT0D4H45M"
 * (days after the T) and "PT1,5H". Without a T an M means minutes, since no recipe takes months.
 * Null when the text is not a duration at all ("PT", "P1X").
 */
function isoMinutes(text: string): number | null {
  const body = text.toUpperCase().replace(/\s+/g, '');
  const hasTime = body.includes('T');
  const token = /T|(\d+(?:[.,]\d+)?)([YMWDHS])/y;
  let inTime = false;
  let minutes = 0;
  let found = false;
  for (let at = 1; at < body.length; at = token.lastIndex) {
    token.lastIndex = at;
    const match = token.exec(body);
    if (match === null) return null;
    if (match[0] === 'T') {
      inTime = true;
      continue;
    }
    const amount = Number((match[1] ?? '').replace(',', '.'));
    const unit = match[2] ?? '';
    found = true;
    minutes += amount * (unit === 'M' ? (hasTime && !inTime ? 43_200 : 1) : (MINUTES_PER_ISO_UNIT[unit] ?? 0));
  }
  return found ? minutes : null;
}

/**
 * A time as minutes, with the reason when one was given but cannot be used. Accepts ISO 8601
 * (tolerantly), a number of minutes, or words ("1 hr 20 min"). An empty value is simply absent.
 */
export function readDuration(value: unknown): Reading<number> {
  if (value === undefined || value === null || value === '') return { value: null };
  let minutes: number | null;
  if (typeof value === 'number') {
    minutes = Number.isFinite(value) ? value : null;
  } else if (typeof value === 'string') {
    const text = collapseWhitespace(value);
    if (text === '') return { value: null };
    if (/^-\s*(?:P|\d)/i.test(text)) return { value: null, problem: `"${clip(text)}" is negative` };
    minutes = /^P(?:T|\d)/i.test(text) || /^P$/i.test(text) ? isoMinutes(text) : parseHumanMinutes(text);
    if (minutes === null) return { value: null, problem: `"${clip(text)}" was not understood` };
  } else {
    return { value: null, problem: 'is not a time' };
  }
  if (minutes === null) return { value: null, problem: 'is not a number' };
  if (minutes < 0) return { value: null, problem: `${minutes} is negative` };
  const rounded = Math.round(minutes);
  if (rounded > RECIPE_LIMITS.minutes) {
    return {
      value: null,
      problem: `${count(rounded)} minutes is more than the limit of ${count(RECIPE_LIMITS.minutes)}`,
    };
  }
  return { value: rounded };
}

/** Minutes from an ISO 8601 duration ("PT1H30M"), a number, or human text ("30 minutes"); null when unusable. */
export function parseDurationMinutes(value: unknown): number | null {
  return readDuration(value).value;
}

/**
 * Servings from a yield as written: 4, "4 servings", "Makes 12", "4-6" (the lower bound, so
 * portions are never overstated), "1|2|3" (Cooklang scaling: the first), "1,000" (a thousands
 * separator), ["4", "4 servings"]. Number words are not read, on purpose, to stay predictable.
 */
export function readServings(value: unknown): Reading<number> {
  if (value === undefined || value === null || value === '') return { value: null };
  if (Array.isArray(value)) {
    let first: Reading<number> = { value: null };
    for (const entry of value) {
      const servings = readServings(entry);
      if (servings.value !== null) return servings;
      if (first.problem === undefined) first = servings;
    }
    return first;
  }
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else if (typeof value === 'string') {
    const text = collapseWhitespace(value);
    if (text === '') return { value: null };
    const match = /\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:[.,]\d+)?/.exec(text);
    if (match === null) return { value: null, problem: `"${clip(text)}" has no number` };
    const digits = match[0];
    amount = Number(/^\d{1,3}(?:,\d{3})+$/.test(digits) ? digits.replaceAll(',', '') : digits.replace(',', '.'));
  } else {
    return { value: null, problem: 'is not a number' };
  }
  const rounded = Math.round(amount);
  if (!Number.isFinite(rounded) || rounded < 1)
    return { value: null, problem: `${String(amount)} is not a positive number` };
  if (rounded > RECIPE_LIMITS.servings) {
    return { value: null, problem: `${count(rounded)} is more than the limit of ${count(RECIPE_LIMITS.servings)}` };
  }
  return { value: rounded };
}

/** Servings as a number, or null when there is none or it is unusable. */
export function parseServings(value: unknown): number | null {
  return readServings(value).value;
}

const count = (n: number): string => n.toLocaleString('en');
const clip = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** A list written as an array or as "a, b; c", trimmed and without empties. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((part) => (typeof part === 'string' ? part.split(/[,;]/) : typeof part === 'number' ? [String(part)] : []))
    .map((part) => collapseWhitespace(part))
    .filter((part) => part.length > 0);
}

/** The value when it is an absolute http(s) address with a host, trimmed; undefined otherwise. */
export function absoluteHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = stripControls(value).trim();
  if (!/^https?:\/\/\S+$/i.test(text) || text.length > RECIPE_LIMITS.url) return undefined;
  try {
    return new URL(text).hostname === '' ? undefined : text;
  } catch {
    return undefined;
  }
}

export function isHttpUrl(value: string): boolean {
  return absoluteHttpUrl(value) !== undefined;
}
