import { RECIPE_LIMITS } from '../../../shared/recipe-limits';
import { formatCount } from './limits';
import { collapseWhitespace } from './text';

/**
 * Times and servings as people and sites write them ("1 hr 20 min", "PT1H30M", "Makes 12"),
 * read into numbers, with the reason when a value was given but cannot be used.
 */

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
      problem: `${formatCount(rounded)} minutes is more than the limit of ${formatCount(RECIPE_LIMITS.minutes)}`,
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
 * separator), ["4", "4 servings"], and numbers in words ("Serves eight", "Makes a dozen").
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
    const digits = yieldNumber(numberWordsToDigits(text));
    if (digits === undefined) return { value: null, problem: `"${clip(text)}" has no number` };
    amount = Number(/^\d{1,3}(?:,\d{3})+$/.test(digits) ? digits.replaceAll(',', '') : digits.replace(',', '.'));
  } else {
    return { value: null, problem: 'is not a number' };
  }
  const rounded = Math.round(amount);
  if (!Number.isFinite(rounded) || rounded < 1)
    return { value: null, problem: `${String(amount)} is not a positive number` };
  if (rounded > RECIPE_LIMITS.servings) {
    return {
      value: null,
      problem: `${formatCount(rounded)} is more than the limit of ${formatCount(RECIPE_LIMITS.servings)}`,
    };
  }
  return { value: rounded };
}

const SMALL_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SPELT_NUMBER = new RegExp(
  String.raw`\b(?:(${TENS.join('|')})(?:[\s-]+(${SMALL_NUMBERS.slice(1, 10).join('|')}))?|(${SMALL_NUMBERS.join('|')}))\b`,
  'gi',
);
const DOZENS = /\b(?:(half\s+an?|an?)|(\d+(?:[.,]\d+)?))[\s-]+dozens?\b/gi;

/** Words that count in a yield: "eight", "twenty-four", "a dozen" (for plain-text lines that hold no digit). */
export const NUMBER_WORD = new RegExp(String.raw`\b(?:${[...TENS, ...SMALL_NUMBERS].join('|')}|dozens?)\b`, 'i');

/** "Serves eight" → "Serves 8", "Makes two dozen" → "Makes 24", "half a dozen" → "6". */
export function numberWordsToDigits(text: string): string {
  return text
    .replace(SPELT_NUMBER, (_, tens?: string, units?: string, small?: string) =>
      small !== undefined
        ? String(SMALL_NUMBERS.indexOf(small.toLowerCase()))
        : String(
            (TENS.indexOf((tens ?? '').toLowerCase()) + 2) * 10 +
              SMALL_NUMBERS.indexOf((units ?? 'zero').toLowerCase()),
          ),
    )
    .replace(DOZENS, (_, article?: string, amount?: string) =>
      String(article !== undefined ? (/^half/i.test(article) ? 6 : 12) : Number((amount ?? '').replace(',', '.')) * 12),
    );
}

/** A number that measures something else: a time ("two days"), a size ("9-inch", "9x13", "20 cm"), a heat. */
const MEASURE_AFTER =
  /^(?:\s*(?:days?|hours?|hrs?|minutes?|mins?|weeks?|months?|cm|in\b|°|degrees)|-?\s*inch|\s*x\s*\d)/i;

/** The first number of a yield that counts portions, else the first number; undefined when none. */
function yieldNumber(text: string): string | undefined {
  const numbers = [...text.matchAll(/\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:[.,]\d+)?/g)];
  const counting = numbers.find((match) => !MEASURE_AFTER.test(text.slice((match.index ?? 0) + match[0].length)));
  return (counting ?? numbers[0])?.[0];
}

/** Servings as a number, or null when there is none or it is unusable. */
export function parseServings(value: unknown): number | null {
  return readServings(value).value;
}

const clip = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
