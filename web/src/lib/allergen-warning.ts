import { ALLERGY_LABELS, type AllergyId } from '@shared/ids';

/** What a tile knows of a recipe's allergens: those it holds, and those only in what it is served with. */
export interface TileAllergens {
  allergens?: readonly AllergyId[];
  servedWith?: readonly AllergyId[];
}

const names = (ids: readonly AllergyId[]) => ids.map((id) => ALLERGY_LABELS[id].toLowerCase()).join(', ');

/**
 * A tile's warning about the allergens the cook avoids: "Contains peanut" for those the dish
 * holds, and for those only in what it is served with ("serve with crusty bread") "Check what you
 * serve it with: gluten", as the recipe page says, never "contains" (the free-of claim stays
 * withheld all the same). Recipes whose allergens are not known are flagged too.
 */
export function allergenWarning(recipe: TileAllergens, warnAbout: readonly AllergyId[]): string | null {
  if (warnAbout.length === 0) return null;
  if (!recipe.allergens) return 'Check allergens';
  const held = warnAbout.filter((id) => recipe.allergens!.includes(id));
  const served = held.filter((id) => recipe.servedWith?.includes(id) === true);
  const contained = held.filter((id) => !served.includes(id));
  if (contained.length === 0) return served.length === 0 ? null : `Check what you serve it with: ${names(served)}`;
  return served.length === 0
    ? `Contains ${names(contained)}`
    : `Contains ${names(contained)} · check what you serve it with: ${names(served)}`;
}
