/**
 * Scaling an ingredient line to other servings, the way cooks write amounts: ½, ⅓, 1¼ rather than
 * 0.3333. Only the leading amount of a line is scaled ("2-3 tbsp oil", "1½ cups flour"); a line
 * without one ("salt to taste", "juice of 1 lemon") stays as written and says so.
 */

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

/** The line with its leading amount (or range) multiplied by `factor`. */
export function scaleLine(line: string, factor: number): ScaledLine {
  if (factor === 1) return { text: line, scaled: true };
  const match = LEADING.exec(line);
  if (!match) return { text: line, scaled: false };
  const [matched, space = '', first = '', joiner, second] = match;
  const low = parseAmount(first);
  if (low === null) return { text: line, scaled: false };
  const high = second === undefined ? null : parseAmount(second);
  const amount =
    high === null
      ? formatAmount(low * factor)
      : `${formatAmount(low * factor)}${joiner ?? '-'}${formatAmount(high * factor)}`;
  return { text: `${space}${amount}${line.slice(matched.length)}`, scaled: true };
}

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 100;
