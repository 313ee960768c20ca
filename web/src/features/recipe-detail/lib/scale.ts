/**
 * Scaling an ingredient line to other servings, the way cooks write amounts: ½, ⅓, 1¼ rather than
 * 0.3333. Only the leading amount of a line is scaled ("2-3 tbsp oil", "1½ cups flour"); a line
 * without one ("salt to taste", "juice of 1 lemon") stays as written and says so. A scaled amount
 * is rounded to what a kitchen measures: whole grams and millilitres, spoonfuls a set of measuring
 * spoons holds, halves of a counted thing, whose noun then follows the number.
 */
import { COUNT_NOUNS } from './kitchen-words';
import { readMeasure } from './measures';

const GLYPHS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
};
const GLYPH_CLASS = Object.keys(GLYPHS).join('');

/** One amount: "2", "1.5", "1,5", "1/2", "1 1/2", "½", "1½", "1 ½". */
const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s*[${GLYPH_CLASS}]|\\s+\\d+/\\d+)?|\\d+/\\d+|[${GLYPH_CLASS}])`;
const LEADING = new RegExp(`^(\\s*)(${NUMBER})(?:(\\s*(?:-|–|—|to)\\s*)(${NUMBER}))?(?=$|[\\s(a-zA-Z])`);

/** The value of one written amount, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  let total = 0;
  let rest = trimmed;
  const whole = /^(\d+(?:[.,]\d+)?)/.exec(rest);
  if (whole) {
    const [matched, digits = ''] = whole;
    // "1/2" starts with digits too: read it as a fraction below.
    if (!rest.slice(matched.length).startsWith('/')) {
      total += Number(digits.replace(',', '.'));
      rest = rest.slice(matched.length).trim();
    }
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(rest);
  if (fraction) {
    const denominator = Number(fraction[2]);
    if (denominator === 0) return null;
    return total + Number(fraction[1]) / denominator;
  }
  const glyph = rest.length === 1 ? GLYPHS[rest] : undefined;
  if (glyph !== undefined) return total + glyph;
  if (rest === '') return whole ? total : null;
  return null;
}

const FRACTIONS: readonly [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

/**
 * An amount as a cook writes it: kitchen fractions below 5 ("1¼", "⅔"), halves from 5 to 10,
 * whole numbers from 10 up, and at least "⅛" for anything above nothing.
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (value >= 10) return String(Math.round(value));
  // From 5 up, nobody measures eighths: halves at most.
  if (value >= 5) {
    const halves = Math.round(value * 2) / 2;
    return Number.isInteger(halves) ? String(halves) : `${Math.floor(halves)}½`;
  }
  let whole = Math.floor(value);
  const rest = value - whole;
  let best: [number, string] = [0, ''];
  for (const candidate of [[0, ''] as [number, string], ...FRACTIONS, [1, ''] as [number, string]]) {
    if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate;
  }
  if (best[0] === 1) {
    whole += 1;
    best = [0, ''];
  }
  if (whole === 0 && best[1] === '') return '⅛';
  return whole === 0 ? best[1] : `${whole}${best[1]}`;
}

export interface ScaledLine {
  text: string;
  /** Whether the line had an amount to scale; otherwise it is shown as written. */
  scaled: boolean;
}

/** Grams or millilitres as the metric cook writes them: whole numbers, 5 steps from 100, kilos and litres from 1000. */
export function metricAmount(value: number, kind: 'mass' | 'volume'): string {
  if (value >= 1000) {
    const big = Math.round(value / 100) / 10;
    return `${big} ${kind === 'mass' ? 'kg' : 'l'}`;
  }
  const rounded = value >= 100 ? Math.round(value / 5) * 5 : Math.max(1, Math.round(value));
  return `${rounded} ${kind === 'mass' ? 'g' : 'ml'}`;
}

/** Teaspoons that a set of measuring spoons (⅛, ¼, ½, 1 tsp and 1 tbsp) measures. */
const TEASPOON_STEPS = [1 / 8, 1 / 4, 1 / 2, 3 / 4, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75];

/**
 * An amount in teaspoons as spoons: "a pinch of" below ⅛ tsp, quarter teaspoons up to 2¾ tsp,
 * then half tablespoons. `long` writes the words out ("teaspoon") as the line did.
 */
export function spoonAmount(teaspoons: number, long: boolean): string {
  if (teaspoons < 1 / 8 - 1e-9) return 'a pinch of';
  if (teaspoons < 2.875) {
    let best = TEASPOON_STEPS[0]!;
    for (const step of TEASPOON_STEPS) if (Math.abs(step - teaspoons) < Math.abs(best - teaspoons)) best = step;
    return `${formatAmount(best)} ${long ? (best > 1 ? 'teaspoons' : 'teaspoon') : 'tsp'}`;
  }
  const tablespoons = Math.max(1, Math.round((teaspoons / 3) * 2) / 2);
  return `${formatAmount(tablespoons)} ${long ? (tablespoons > 1 ? 'tablespoons' : 'tablespoon') : 'tbsp'}`;
}

/** A counted thing in halves at least ("½ onion", "1½ lemons"). */
const countAmount = (value: number): string => formatAmount(Math.max(0.5, Math.round(value * 2) / 2));

const COUNT_FORMS: readonly { form: RegExp; one: string; several: string }[] = COUNT_NOUNS.flatMap(([one, several]) =>
  [one, several].map((word) => ({ form: new RegExp(`\\b${word}\\b`, 'i'), one, several })),
);

/** The first counted noun of the line's name (before a comma or bracket) in the number that `value` takes. */
function inflect(rest: string, value: number): string {
  const end = rest.search(/[,(;]/);
  const name = end < 0 ? rest : rest.slice(0, end);
  let found: { at: number; length: number; word: string } | null = null;
  for (const { form, one, several } of COUNT_FORMS) {
    const match = form.exec(name);
    if (!match) continue;
    if (found && (match.index > found.at || (match.index === found.at && match[0].length <= found.length))) continue;
    found = { at: match.index, length: match[0].length, word: value > 1 ? several : one };
  }
  if (!found) return rest;
  const written = rest.slice(found.at, found.at + found.length);
  const word = /^\p{Lu}/u.test(written) ? found.word[0]!.toUpperCase() + found.word.slice(1) : found.word;
  return `${rest.slice(0, found.at)}${word}${rest.slice(found.at + found.length)}`;
}

/** One scaled amount and what follows it, rounded to what the unit after it is measured in. */
function scaleOne(value: number, rest: string): string {
  const gap = /^\s*/.exec(rest)?.[0] ?? '';
  const unit = readMeasure(rest.slice(gap.length));
  if (!unit) return `${countAmount(value)}${inflect(rest, Math.max(0.5, Math.round(value * 2) / 2))}`;
  const after = rest.slice(gap.length + unit.written.length);
  const { measure } = unit;
  if (measure.kind === 'spoon') {
    const long = unit.written.length > 5;
    const spoons = spoonAmount(value * measure.base, long);
    return spoons === 'a pinch of' && /^\s+of\b/i.test(after) ? 'a pinch' + after : `${spoons}${after}`;
  }
  if (measure.system === 'metric') return `${metricAmount(value * measure.base, measure.kind)}${after}`;
  return `${formatAmount(value)}${rest}`;
}

/** The line with its leading amount (or range) multiplied by `factor`. */
export function scaleLine(line: string, factor: number): ScaledLine {
  if (factor === 1) return { text: line, scaled: true };
  const match = LEADING.exec(line);
  if (!match) return { text: line, scaled: false };
  const [matched, space = '', first = '', joiner, second] = match;
  const low = parseAmount(first);
  if (low === null) return { text: line, scaled: false };
  const high = second === undefined ? null : parseAmount(second);
  const rest = line.slice(matched.length);
  if (high === null) return { text: `${space}${scaleOne(low * factor, rest)}`, scaled: true };
  const amount = `${formatAmount(low * factor)}${joiner ?? '-'}${formatAmount(high * factor)}`;
  return { text: `${space}${amount}${rest}`, scaled: true };
}

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 100;
