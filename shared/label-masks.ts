import { ALLERGY_IDS, DIET_IDS, type AllergyId, type DietId } from './ids';

/**
 * Diets and allergens as bit masks: bit i stands for DIET_IDS[i] or ALLERGY_IDS[i]. The labeller
 * ORs its lines' masks, the database stores one integer per set and the search index filters with
 * one AND, so this layout is written here once and everything else goes through these functions.
 */
export const ALL_DIETS_MASK = (1 << DIET_IDS.length) - 1;
export const ALL_ALLERGENS_MASK = (1 << ALLERGY_IDS.length) - 1;

export const dietBit = (diet: DietId): number => 1 << DIET_IDS.indexOf(diet);
export const allergenBit = (allergen: AllergyId): number => 1 << ALLERGY_IDS.indexOf(allergen);

export const dietsToMask = (diets: readonly DietId[]): number => diets.reduce((mask, diet) => mask | dietBit(diet), 0);

export const allergensToMask = (allergens: readonly AllergyId[]): number =>
  allergens.reduce((mask, allergen) => mask | allergenBit(allergen), 0);

export const maskToDiets = (mask: number): DietId[] => DIET_IDS.filter((_, bit) => (mask & (1 << bit)) !== 0);

export const maskToAllergens = (mask: number): AllergyId[] => ALLERGY_IDS.filter((_, bit) => (mask & (1 << bit)) !== 0);
