/**
 * Turns a parsed amount into grams of an ingredient and then into macros. Estimates only: good
 * enough to rank recipes and to judge the keto ratio, not a nutrition label.
 */
import type { Category, IngredientEntry, Macros } from '../knowledge/ingredients';
import {
  COUNT_UNIT_IDS,
  DEFAULT_UNIT_GRAMS,
  LENGTH_FACTOR,
  MASS_GRAMS,
  PER_UNIT_IDS,
  TINY_GRAMS,
  VOLUME_ML,
  type PerUnit,
} from '../knowledge/units';

const PER_UNITS: ReadonlySet<string> = new Set(PER_UNIT_IDS);
const isPerUnit = (unit: string): unit is PerUnit => PER_UNITS.has(unit);

/** Density when an entry gives none: liquids pour like water, solids fill a cup loosely. */
const LIQUID: ReadonlySet<Category> = new Set<Category>(['water', 'beverage', 'alcohol', 'oil-fat']);
function densityOf(entry: IngredientEntry): number {
  if (entry.density !== undefined) return entry.density;
  return entry.categories.some((category) => LIQUID.has(category)) ? 1 : 0.6;
}

/** Units that count pieces of the ingredient itself ("2 heads", "1 ear"): one piece is `each`. */
const EACH_LIKE: ReadonlySet<string> = new Set(['head', 'ear', 'piece', 'fillet', 'leaf', 'wedge']);

/**
 * Grams of `entry` in `amount` × `unit`, or null when the line gives no amount ("salt to taste")
 * or counts pieces of something with no known piece weight.
 */
export function gramsOf(
  entry: IngredientEntry,
  amount: number | null,
  unit: string,
  sizeFactor: number,
): number | null {
  if (amount === null) return null;
  const mass = MASS_GRAMS[unit];
  if (mass !== undefined) return amount * mass;
  const volume = VOLUME_ML[unit];
  if (volume !== undefined) return amount * volume * densityOf(entry);
  const tiny = TINY_GRAMS[unit];
  if (tiny !== undefined) return amount * tiny;
  const length = LENGTH_FACTOR[unit];
  if (length !== undefined) return amount * length * (entry.per?.inch ?? DEFAULT_UNIT_GRAMS.inch);
  if (unit === '' || COUNT_UNIT_IDS.has(unit)) {
    if (entry.each === undefined) return null;
    return amount * entry.each * sizeFactor * (unit === 'dozen' ? 12 : 1);
  }
  if (isPerUnit(unit)) {
    const perUnit = entry.per?.[unit] ?? (EACH_LIKE.has(unit) ? entry.each : undefined) ?? DEFAULT_UNIT_GRAMS[unit];
    return amount * perUnit * sizeFactor;
  }
  return entry.each === undefined ? null : amount * entry.each * sizeFactor;
}

export const ZERO_MACROS: Macros = { kcal: 0, fat: 0, protein: 0, carbs: 0 };

export function macrosOf(entry: IngredientEntry, grams: number): Macros {
  const factor = grams / 100;
  return {
    kcal: entry.per100g.kcal * factor,
    fat: entry.per100g.fat * factor,
    protein: entry.per100g.protein * factor,
    carbs: entry.per100g.carbs * factor,
  };
}

/** Categories whose members are eaten in amounts too small to matter when no amount is given. */
const NEGLIGIBLE: ReadonlySet<Category> = new Set<Category>(['salt', 'water', 'herb-spice', 'leavening', 'beverage']);

/** Whether leaving this ingredient out of the totals ("pepper to taste") cannot change the ratios. */
export function isNegligible(entry: IngredientEntry): boolean {
  return entry.per100g.kcal <= 60 || entry.categories.some((category) => NEGLIGIBLE.has(category));
}
