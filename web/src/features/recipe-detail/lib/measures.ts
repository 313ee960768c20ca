/**
 * The measures an ingredient line starts with, and how each is spelt. Weights and volumes convert
 * between systems; spoons are the same in both and only change size when an amount is scaled.
 */
export type UnitSystem = 'metric' | 'us';

export interface Measure {
  /** What one unit is in grams, millilitres or teaspoons. */
  readonly base: number;
  readonly kind: 'mass' | 'volume' | 'spoon';
  readonly system: UnitSystem | 'both';
  readonly spellings: readonly string[];
}

export const MEASURES: Readonly<Record<string, Measure>> = {
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
  teaspoon: { base: 1, kind: 'spoon', system: 'both', spellings: ['tsp', 'tsps', 'teaspoon', 'teaspoons'] },
  tablespoon: {
    base: 3,
    kind: 'spoon',
    system: 'both',
    spellings: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons'],
  },
};

/** Spellings to unit ids, longest first so "fl oz" wins over "oz". */
const SPELLINGS: readonly [string, string][] = Object.entries(MEASURES)
  .flatMap(([id, measure]) => measure.spellings.map((spelling): [string, string] => [spelling, id]))
  .sort((a, b) => b[0].length - a[0].length);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS: readonly [RegExp, string][] = SPELLINGS.map(([spelling, id]) => [
  new RegExp(`^${escape(spelling)}(?![\\p{L}])\\.?`, 'iu'),
  id,
]);

export interface ReadMeasure {
  id: string;
  measure: Measure;
  /** The unit as written, e.g. "tablespoons" or "g." */
  written: string;
}

/** The measure a text starts with ("g butter", "tablespoons dill"), or null. */
export function readMeasure(text: string): ReadMeasure | null {
  for (const [pattern, id] of PATTERNS) {
    const unit = pattern.exec(text);
    if (unit) return { id, measure: MEASURES[id]!, written: unit[0] };
  }
  return null;
}
