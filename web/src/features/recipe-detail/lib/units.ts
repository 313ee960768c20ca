/**
 * Metric and US measures for an ingredient line, and temperatures in the steps. Only what converts
 * without knowing the food changes: weights to weights, volumes to volumes (a cup is 240 ml, as
 * recipes round it). Spoons stay spoons, and counted things stay as written.
 */
import { formatAmount, parseAmount } from './scale';

export type UnitSystem = 'metric' | 'us';

interface Measure {
  /** What one unit is in grams or millilitres. */
  readonly base: number;
  readonly kind: 'mass' | 'volume';
  readonly system: UnitSystem;
  readonly spellings: readonly string[];
}

const MEASURES: Readonly<Record<string, Measure>> = {
  gram: { base: 1, kind: 'mass', system: 'metric', spellings: ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes'] },
  kilogram: { base: 1000, kind: 'mass', system: 'metric', spellings: ['kg', 'kilo', 'kilos', 'kilogram', 'kilograms'] },
  ounce: { base: 28.35, kind: 'mass', system: 'us', spellings: ['oz', 'ounce', 'ounces'] },
  pound: { base: 453.6, kind: 'mass', system: 'us', spellings: ['lb', 'lbs', 'pound', 'pounds'] },
  milliliter: {
    base: 1,
    kind: 'volume',
    system: 'metric',
    spellings: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  },
  liter: { base: 1000, kind: 'volume', system: 'metric', spellings: ['l', 'litre', 'litres', 'liter', 'liters'] },
  cup: { base: 240, kind: 'volume', system: 'us', spellings: ['cup', 'cups', 'c'] },
  'fluid ounce': {
    base: 29.57,
    kind: 'volume',
    system: 'us',
    spellings: ['fl oz', 'fl. oz.', 'fluid ounce', 'fluid ounces'],
  },
  pint: { base: 473, kind: 'volume', system: 'us', spellings: ['pint', 'pints', 'pt'] },
  quart: { base: 946, kind: 'volume', system: 'us', spellings: ['quart', 'quarts', 'qt'] },
};

/** Spellings to unit ids, longest first so "fl oz" wins over "oz". */
const SPELLINGS: readonly [string, string][] = Object.entries(MEASURES)
  .flatMap(([id, measure]) => measure.spellings.map((spelling): [string, string] => [spelling, id]))
  .sort((a, b) => b[0].length - a[0].length);

const GLYPHS = '½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';
const AMOUNT = new RegExp(`^(\\s*)((?:\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${GLYPHS}]|\\s+\\d+/\\d+)?|[${GLYPHS}]))\\s*`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Grams or millilitres as the metric cook writes them: whole numbers, kilos and litres from 1000. */
function metric(value: number, kind: 'mass' | 'volume'): string {
  if (value >= 1000) {
    const big = Math.round(value / 100) / 10;
    return `${big} ${kind === 'mass' ? 'kg' : 'l'}`;
  }
  const rounded = value >= 100 ? Math.round(value / 5) * 5 : Math.max(1, Math.round(value));
  return `${rounded} ${kind === 'mass' ? 'g' : 'ml'}`;
}

/** A converted amount is an approximation: quarters at most below 10, so 500 g reads "1 lb", not "1⅛ lb". */
const quarters = (value: number): number => (value >= 10 ? value : Math.max(0.25, Math.round(value * 4) / 4));

/** Ounces and pounds, or cups (fluid ounces below a quarter cup). */
function us(value: number, kind: 'mass' | 'volume'): string {
  if (kind === 'mass') {
    const ounces = value / MEASURES.ounce!.base;
    if (ounces >= 16) return `${formatAmount(quarters(ounces / 16))} lb`;
    return `${formatAmount(quarters(ounces))} oz`;
  }
  const cups = value / MEASURES.cup!.base;
  if (cups >= 0.25) {
    const rounded = quarters(cups);
    return `${formatAmount(rounded)} ${rounded > 1 ? 'cups' : 'cup'}`;
  }
  return `${formatAmount(quarters(value / MEASURES['fluid ounce']!.base))} fl oz`;
}

/** The line with a leading weight or volume written in the other system, or null when there is none to convert. */
export function convertLine(line: string, system: UnitSystem): string | null {
  const amount = AMOUNT.exec(line);
  if (!amount) return null;
  const [matched, space = '', written = ''] = amount;
  const rest = line.slice(matched.length);
  const value = parseAmount(written);
  if (value === null) return null;
  for (const [spelling, id] of SPELLINGS) {
    const unit = new RegExp(`^${escape(spelling)}(?![\\p{L}])\\.?`, 'iu').exec(rest);
    if (!unit) continue;
    const measure = MEASURES[id]!;
    if (measure.system === system) return null;
    const base = value * measure.base;
    const converted = system === 'metric' ? metric(base, measure.kind) : us(base, measure.kind);
    return `${space}${converted}${rest.slice(unit[0].length)}`;
  }
  return null;
}

/**
 * Temperatures in a step ("180°C", "350 °F", "200C") in the chosen system, rounded the way oven
 * dials read (180 °C is 350 °F, 425 °F is 220 °C); gas marks stay as written.
 */
export function convertTemperatures(text: string, system: UnitSystem): string {
  return text.replace(
    /(\d{1,3})\s*°\s*([CF])\b|(\d{2,3})([CF])\b/g,
    (whole, a?: string, b?: string, c?: string, d?: string) => {
      const degrees = Number(a ?? c);
      const scale = b ?? d;
      if (scale === 'C' && system === 'us') {
        const fahrenheit = (degrees * 9) / 5 + 32;
        return `${degrees >= 100 ? Math.round(fahrenheit / 25) * 25 : Math.round(fahrenheit)}°F`;
      }
      if (scale === 'F' && system === 'metric') {
        const celsius = ((degrees - 32) * 5) / 9;
        return `${celsius >= 100 ? Math.round(celsius / 10) * 10 : Math.round(celsius)}°C`;
      }
      return whole;
    },
  );
}
