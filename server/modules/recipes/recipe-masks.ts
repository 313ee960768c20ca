import { ALLERGY_IDS, DIET_IDS, type AllergyId, type DietId } from '../../../shared/ids';

/** Diets and allergens travel as bit masks in the database and the search index: bit i is DIET_IDS[i] / ALLERGY_IDS[i]. */
export const dietsToMask = (diets: readonly DietId[]): number =>
  diets.reduce((mask, diet) => mask | (1 << DIET_IDS.indexOf(diet)), 0);

export const allergensToMask = (allergens: readonly AllergyId[]): number =>
  allergens.reduce((mask, allergen) => mask | (1 << ALLERGY_IDS.indexOf(allergen)), 0);

export const maskToDiets = (mask: number): DietId[] => DIET_IDS.filter((_, i) => (mask & (1 << i)) !== 0);

export const maskToAllergens = (mask: number): AllergyId[] => ALLERGY_IDS.filter((_, i) => (mask & (1 << i)) !== 0);
