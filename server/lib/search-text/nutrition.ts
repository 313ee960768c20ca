import { sql, type RawBuilder } from 'kysely';

/**
 * Bounds on a recipe's estimated nutrition per serving, as the nutrition words of a search ask
 * for them ("healthy", "low carb"; catalog/knowledge/search-query-words.yaml). Every bound given
 * must hold, and the recipe's energy must be known (more than 0 kcal); that every ingredient line
 * was understood is asked separately, through the free-from mask's unchecked bit.
 *
 * Both engines decide alike: kcal are whole numbers and grams are kept to a tenth, so both
 * compare whole numbers of tenths of a gram (rounded, so PostgreSQL's single-precision columns
 * read as the figures written), with energy shares at 4 kcal a gram of protein and 9 of fat.
 */
export interface NutritionBounds {
  maxCalories?: number;
  /** Grams of protein a serving, at least. */
  minProtein?: number;
  /** Protein's share of the energy, in per cent, at least. */
  minProteinEnergyPercent?: number;
  /** Grams of carbohydrate a serving, at most. */
  maxCarbohydrates?: number;
  /** Fat's share of the energy, in per cent, at most. */
  maxFatEnergyPercent?: number;
}

export interface NutritionFigures {
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
}

const KEYS = [
  'maxCalories',
  'minProtein',
  'minProteinEnergyPercent',
  'maxCarbohydrates',
  'maxFatEnergyPercent',
] as const;

/** Both sets of bounds at once: the lower of two maxima, the higher of two minima. */
export function combineBounds(a: NutritionBounds, b: NutritionBounds): NutritionBounds {
  const out: NutritionBounds = { ...a };
  for (const key of KEYS) {
    const value = b[key];
    if (value === undefined) continue;
    const mine = out[key];
    out[key] = mine === undefined ? value : key.startsWith('max') ? Math.min(mine, value) : Math.max(mine, value);
  }
  return out;
}

const tenths = (grams: number) => Math.round(grams * 10);

/** Whether figures per serving meet the bounds. */
export function meetsBounds(figures: NutritionFigures, bounds: NutritionBounds): boolean {
  const { calories } = figures;
  if (!(calories > 0)) return false;
  if (bounds.maxCalories !== undefined && calories > bounds.maxCalories) return false;
  const protein = tenths(figures.protein);
  if (bounds.minProtein !== undefined && protein < bounds.minProtein * 10) return false;
  // 4 kcal a gram: 4 · protein/10 ≥ percent/100 · kcal, in whole numbers.
  if (bounds.minProteinEnergyPercent !== undefined && 40 * protein < bounds.minProteinEnergyPercent * calories) {
    return false;
  }
  if (bounds.maxCarbohydrates !== undefined && tenths(figures.carbohydrates) > bounds.maxCarbohydrates * 10) {
    return false;
  }
  // 9 kcal a gram: 9 · fat/10 ≤ percent/100 · kcal.
  if (bounds.maxFatEnergyPercent !== undefined && 90 * tenths(figures.fat) > bounds.maxFatEnergyPercent * calories) {
    return false;
  }
  return true;
}

/** `meetsBounds` of the recipes row `r`, in SQL both SQLite and PostgreSQL read alike. */
export function boundsSql(bounds: NutritionBounds): RawBuilder<boolean> {
  const parts = [sql`r.calories > 0`];
  const tenthsOf = (column: string) => sql`round(${sql.ref(`r.${column}`)} * 10)`;
  // Whole numbers from the checked word list, written into the statement as literals.
  const n = (value: number) => sql.lit(Math.trunc(value));
  if (bounds.maxCalories !== undefined) parts.push(sql`r.calories <= ${n(bounds.maxCalories)}`);
  if (bounds.minProtein !== undefined) parts.push(sql`${tenthsOf('protein')} >= ${n(bounds.minProtein * 10)}`);
  if (bounds.minProteinEnergyPercent !== undefined) {
    parts.push(sql`40 * ${tenthsOf('protein')} >= ${n(bounds.minProteinEnergyPercent)} * r.calories`);
  }
  if (bounds.maxCarbohydrates !== undefined) {
    parts.push(sql`${tenthsOf('carbohydrates')} <= ${n(bounds.maxCarbohydrates * 10)}`);
  }
  if (bounds.maxFatEnergyPercent !== undefined) {
    parts.push(sql`90 * ${tenthsOf('fat')} <= ${n(bounds.maxFatEnergyPercent)} * r.calories`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
