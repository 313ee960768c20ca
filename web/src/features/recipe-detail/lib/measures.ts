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

/** One unit: what it is in its kind's base (grams, millilitres or teaspoons), and how it is spelt. */
const measure = (kind: Measure['kind'], system: Measure['system'], base: number, ...spellings: string[]): Measure => ({
  base,
  kind,
  system,
  spellings,
});

export const MEASURES: Readonly<Record<string, Measure>> = {
  gram: measure('mass', 'metric', 1, 'g', 'gr', 'gram', 'grams', 'gramme', 'grammes'),
  kilogram: measure('mass', 'metric', 1000, 'kg', 'kilo', 'kilos', 'kilogram', 'kilograms'),
  ounce: measure('mass', 'us', 28.35, 'oz', 'ounce', 'ounces'),
  pound: measure('mass', 'us', 453.6, 'lb', 'lbs', 'pound', 'pounds'),
  milliliter: measure('volume', 'metric', 1, 'ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'),
  liter: measure('volume', 'metric', 1000, 'l', 'litre', 'litres', 'liter', 'liters'),
  cup: measure('volume', 'us', 240, 'cup', 'cups', 'c'),
  'fluid ounce': measure('volume', 'us', 29.57, 'fl oz', 'fl. oz.', 'fluid ounce', 'fluid ounces'),
  pint: measure('volume', 'us', 473, 'pint', 'pints', 'pt'),
  quart: measure('volume', 'us', 946, 'quart', 'quarts', 'qt'),
  teaspoon: measure('spoon', 'both', 1, 'tsp', 'tsps', 'teaspoon', 'teaspoons'),
  tablespoon: measure('spoon', 'both', 3, 'tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons'),
};

/** Spellings to unit ids, longest first so "fl oz" wins over "oz". */
const SPELLINGS: readonly [string, string][] = Object.entries(MEASURES)
  .flatMap(([id, { spellings }]) => spellings.map((spelling): [string, string] => [spelling, id]))
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
