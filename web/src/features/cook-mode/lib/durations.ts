/**
 * Times written in a step ("simmer 20 minutes", "bake for 1 hour 15 minutes", "rest 5–10 min") as
 * timers a cook can start. A range starts the timer at its lower bound, the moment to check.
 */

export interface StepDuration {
  /** The words as written in the step: "20 minutes", "1 hour 15 minutes", "5–10 min". */
  text: string;
  /** The timer's length. */
  seconds: number;
}

/** The longest timer offered: a step that says "3 days" is not a kitchen timer. */
export const MAX_TIMER_SECONDS = 24 * 3600;

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
};
const FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

const NUMBER = `(?:\\d+(?:[.,]\\d+)?\\s*[½¼¾⅓⅔]?|[½¼¾⅓⅔]|\\d+\\s+\\d/\\d|\\d/\\d|${Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const UNIT = '(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)';
/** One amount with its unit, e.g. "20 minutes", "1½ hours", "5-10 min", "a minute", "half an hour". */
const PART = `(?:(half an? hour)|(${NUMBER})(?:\\s*(?:-|–|—|to|or)\\s*(${NUMBER}))?\\s*${UNIT})`;
const PART_RE = new RegExp(`\\b${PART}(?![a-z])`, 'gi');
/** What may join "1 hour" to "15 minutes". */
const JOINER = /^\s*(?:,|and|,\s*and)?\s*$/i;

function numberValue(text: string): number | null {
  const word = WORD_NUMBERS[text.toLowerCase()];
  if (word !== undefined) return word;
  const mixed = /^(\d+)\s+(\d)\/(\d)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d)\/(\d)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const match = /^(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔])?$/.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return (match[1] ? Number(match[1].replace(',', '.')) : 0) + (match[2] ? (FRACTIONS[match[2]] ?? 0) : 0);
}

function unitSeconds(unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return 3600;
  if (u.startsWith('m')) return 60;
  return 1;
}

interface Part {
  start: number;
  end: number;
  seconds: number;
  unit: number;
}

/** Every time written in a step's text, in order; compound times ("1 hour 15 minutes") are one. */
export function findDurations(text: string): StepDuration[] {
  const parts: Part[] = [];
  for (const match of text.matchAll(PART_RE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[1]) {
      parts.push({ start, end, seconds: 1800, unit: 3600 });
      continue;
    }
    const low = numberValue(match[2] ?? '');
    const unit = unitSeconds(match[4] ?? '');
    // "2 h" alone is rare in recipes and "h" often is not a unit: only "1h" stuck to its number counts.
    if (low === null || low <= 0 || (match[4]?.toLowerCase() === 'h' && /\s/.test(match[0]))) continue;
    parts.push({ start, end, seconds: Math.round(low * unit), unit });
  }
  const found: StepDuration[] = [];
  for (let i = 0; i < parts.length; i++) {
    const first = parts[i] as Part;
    let { seconds, end } = first;
    let unit = first.unit;
    // "1 hour 15 minutes", "2 minutes and 30 seconds": a smaller unit right after joins the larger.
    for (let next = parts[i + 1]; next && next.unit < unit && JOINER.test(text.slice(end, next.start));) {
      seconds += next.seconds;
      end = next.end;
      unit = next.unit;
      i++;
      next = parts[i + 1];
    }
    if (seconds < 1 || seconds > MAX_TIMER_SECONDS) continue;
    found.push({ text: text.slice(first.start, end), seconds });
  }
  return found;
}

/** A timer's time as a clock shows it: 20:00, 1:05:00, 0:45. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
