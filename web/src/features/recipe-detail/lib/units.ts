/**
 * Metric and US measures for an ingredient line, and temperatures and lengths in the steps. Only
 * what converts without knowing the food changes: weights to weights, volumes to volumes (a cup is
 * 240 ml, as recipes round it), butter to the tablespoons and sticks US cooks measure it in, and the
 * British names of foods whose US name is the same thing. Spoons stay spoons, counted things stay
 * as written.
 */
import { US_NAMES } from './kitchen-words';
import { readMeasure, type UnitSystem } from './measures';
import { formatAmount, metricAmount, parseAmount, scaleLine, spoonAmount, type ScaledLine } from './scale';

export type { UnitSystem } from './measures';

const GLYPHS = '½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';
const NUMBER = `(?:\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${GLYPHS}]|\\s+\\d+/\\d+)?|[${GLYPHS}])`;
const AMOUNT = new RegExp(`^(\\s*)(${NUMBER})\\s*`);

/** A converted amount is an approximation: quarters at most below 10, so 500 g reads "1 lb", not "1⅛ lb". */
const quarters = (value: number): number => (value >= 10 ? value : Math.max(0.25, Math.round(value * 4) / 4));

const OUNCE = 28.35;
const CUP = 240;
const FLUID_OUNCE = 29.57;

/** Ounces and pounds, or cups (fluid ounces below a quarter cup). */
function us(value: number, kind: 'mass' | 'volume'): string {
  if (kind === 'mass') {
    const ounces = value / OUNCE;
    if (ounces >= 16) return `${formatAmount(quarters(ounces / 16))} lb`;
    return `${formatAmount(quarters(ounces))} oz`;
  }
  const cups = value / CUP;
  if (cups >= 0.25) {
    const rounded = quarters(cups);
    return `${formatAmount(rounded)} ${rounded > 1 ? 'cups' : 'cup'}`;
  }
  return `${formatAmount(quarters(value / FLUID_OUNCE))} fl oz`;
}

/** Butter, and only butter: "unsalted butter", "cold butter, cubed"; not peanut butter or butter beans. */
const BUTTER =
  /^\s*(?:of\s+)?(?:(?:unsalted|salted|cold|chilled|soft|softened|melted|room-temperature|good-quality|cultured)\s+)*butter\b(?!\s*(?:beans?|milk|nut|scotch|lettuce|icing|cream))/i;
/** A US stick of butter is 113 g, 8 tablespoons. */
const STICK_GRAMS = 113;
const TABLESPOON_GRAMS = STICK_GRAMS / 8;

/** Grams of butter as US cooks measure it: spoons below a tablespoon, tablespoons below a stick, then sticks. */
function butter(grams: number): string {
  const tablespoons = grams / TABLESPOON_GRAMS;
  if (tablespoons < 0.9) return spoonAmount(tablespoons * 3, false);
  if (tablespoons < 7.75) return `${formatAmount(Math.max(1, Math.round(tablespoons * 2) / 2))} tbsp`;
  const sticks = Math.round(tablespoons / 2) / 4;
  return `${formatAmount(sticks)} ${sticks > 1 ? 'sticks' : 'stick'} (${Math.round(sticks * 8)} tbsp)`;
}

/** The line with a leading weight or volume written in the other system, or null when there is none to convert. */
export function convertLine(line: string, system: UnitSystem): string | null {
  const amount = AMOUNT.exec(line);
  if (!amount) return null;
  const [matched, space = '', written = ''] = amount;
  const rest = line.slice(matched.length);
  const value = parseAmount(written);
  if (value === null) return null;
  const unit = readMeasure(rest);
  if (!unit) return null;
  const { measure } = unit;
  if (measure.kind === 'spoon') return null;
  const after = rest.slice(unit.written.length);
  const base = value * measure.base;
  if (system === 'us' && measure.kind === 'mass' && BUTTER.test(after)) return `${space}${butter(base)}${after}`;
  if (measure.system === system) return null;
  const converted = system === 'metric' ? metricAmount(base, measure.kind) : us(base, measure.kind);
  return `${space}${converted}${after}`;
}

const TEMPERATURE = String.raw`(?:(\d{1,3})\s*°\s*([CF])\b|(\d{2,3})([CF])\b)`;
const TEMPERATURE_ONE = new RegExp(TEMPERATURE, 'g');
/** "190°C (375°F)" or "190°C/375°F": the recipe gives both scales already. */
const TEMPERATURE_PAIR = new RegExp(`${TEMPERATURE}\\s*(?:\\(\\s*${TEMPERATURE}\\s*\\)|/\\s*${TEMPERATURE})`, 'g');

/** One temperature in the chosen system, rounded the way oven dials read. */
function temperature(degrees: number, scale: string, system: UnitSystem): string | null {
  if (scale === 'C' && system === 'us') {
    const fahrenheit = (degrees * 9) / 5 + 32;
    return `${degrees >= 100 ? Math.round(fahrenheit / 25) * 25 : Math.round(fahrenheit)}°F`;
  }
  if (scale === 'F' && system === 'metric') {
    const celsius = ((degrees - 32) * 5) / 9;
    return `${celsius >= 100 ? Math.round(celsius / 10) * 10 : Math.round(celsius)}°C`;
  }
  return null;
}

/**
 * Temperatures in a step ("180°C", "350 °F", "200C") in the chosen system, rounded the way oven
 * dials read (180 °C is 350 °F, 425 °F is 220 °C); gas marks stay as written. Where a step gives
 * both ("190°C (375°F)"), the one in the chosen system is kept, as written, once.
 */
export function convertTemperatures(text: string, system: UnitSystem): string {
  const paired = text.replace(TEMPERATURE_PAIR, (whole, ...groups: (string | undefined)[]) => {
    const [a, b, c, d, e, f, g, h, i, j, k, l] = groups;
    const first = { text: a ?? c ?? '', scale: b ?? d };
    const secondDegrees = e ?? g ?? i ?? k;
    const second = { scale: f ?? h ?? j ?? l };
    if (first.scale === second.scale || secondDegrees === undefined) return whole;
    const wanted = system === 'us' ? 'F' : 'C';
    const [firstText] = whole.split(/\s*[(/]/);
    if (first.scale === wanted) return firstText ?? whole;
    return `${secondDegrees}°${wanted}`;
  });
  return paired.replace(TEMPERATURE_ONE, (whole, a?: string, b?: string, c?: string, d?: string) => {
    return temperature(Number(a ?? c), b ?? d ?? '', system) ?? whole;
  });
}

const LENGTH_NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s*[${GLYPHS}])?|[${GLYPHS}]`;
const CENTIMETRES = new RegExp(
  String.raw`(?:(${LENGTH_NUMBER})\s*(?:x|×|by)\s*)?(${LENGTH_NUMBER})\s*(cm|centimetres?|centimeters?|mm|millimetres?|millimeters?)(?![\p{L}])(\s+(?=\p{L}))?`,
  'giu',
);
const INCHES = new RegExp(
  String.raw`(?:(${LENGTH_NUMBER})\s*(?:x|×|by)\s*)?(${LENGTH_NUMBER})(?:\s*-\s*|\s+)?(inches|inch|in\.|in(?=[\s,.)]|$)|")(?=[\s,.)-]|$)`,
  'giu',
);

/** Inches as a cook reads a ruler: whole inches from 2, quarters below (⅛ at least). */
const inches = (cm: number): string => {
  const value = cm / 2.54;
  return value >= 1.75 ? String(Math.round(value)) : formatAmount(Math.max(0.125, Math.round(value * 4) / 4));
};
/** Centimetres: whole from 1 cm, millimetres below. */
const centimetres = (inch: number): string => {
  const cm = inch * 2.54;
  return cm >= 0.95 ? `${Math.round(cm)}` : `${Math.max(1, Math.round(cm * 10))} mm`;
};

/**
 * Lengths (pan sizes, how thick to roll, how wide to cut) in the chosen system: "25 cm pan" reads
 * "10-inch pan" and "9-inch tin" reads "23 cm tin"; "20 x 30 cm" reads "8 x 12-inch".
 */
export function convertLengths(text: string, system: UnitSystem): string {
  if (system === 'us') {
    return text.replace(CENTIMETRES, (whole, across?: string, along?: string, unit?: string, gap?: string) => {
      const perUnit = /^m/i.test(unit ?? '') ? 0.1 : 1;
      const length = parseAmount(along ?? '');
      const width = across === undefined ? null : parseAmount(across);
      if (length === null || (across !== undefined && width === null)) return whole;
      const size = `${width === null ? '' : `${inches(width * perUnit)} x `}${inches(length * perUnit)}`;
      if (gap !== undefined) return `${size}-inch `;
      return `${size} ${length * perUnit > 2.54 * 1.25 ? 'inches' : 'inch'}`;
    });
  }
  return text.replace(INCHES, (whole, across?: string, along?: string) => {
    const length = parseAmount(along ?? '');
    const width = across === undefined ? null : parseAmount(across);
    if (length === null || (across !== undefined && width === null)) return whole;
    const cm = (inch: number): string => {
      const written = centimetres(inch);
      return written.endsWith('mm') ? written : `${written} cm`;
    };
    return width === null ? cm(length) : `${centimetres(width)} x ${cm(length)}`;
  });
}

const NAME_PATTERNS: readonly [RegExp, string][] = [...US_NAMES]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([british, american]) => [new RegExp(`\\b${british}\\b`, 'gi'), american]);

/** British names of foods in their US names, keeping a capital letter where the text had one. */
export function usNames(text: string): string {
  let named = text;
  for (const [pattern, american] of NAME_PATTERNS) {
    named = named.replace(pattern, (written) =>
      /^\p{Lu}/u.test(written) ? american[0]!.toUpperCase() + american.slice(1) : american,
    );
  }
  return named;
}

/** An ingredient line as the page shows it: scaled by `factor`, then in the chosen measures and names. */
export function lineAsShown(line: string, factor: number, units: UnitSystem | 'as-written'): ScaledLine {
  const scaled = scaleLine(line, factor);
  if (units === 'as-written') return scaled;
  const converted = convertLine(scaled.text, units) ?? scaled.text;
  const lengths = convertLengths(converted, units);
  return { ...scaled, text: units === 'us' ? usNames(lengths) : lengths };
}

/** A step as the page shows it: temperatures, lengths and names in the chosen system. */
export function stepAsShown(html: string, units: UnitSystem | 'as-written'): string {
  if (units === 'as-written') return html;
  const converted = convertLengths(convertTemperatures(html, units), units);
  return units === 'us' ? usNames(converted) : converted;
}
