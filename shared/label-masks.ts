import { ALLERGY_IDS, DIET_IDS, FREE_FROM_IDS, type AllergyId, type DietId, type FreeFromId } from './ids';

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

/**
 * What a recipe contains or may contain, by free-from group: bit i stands for FREE_FROM_IDS[i],
 * and UNCHECKED_BIT says a line (or a food the texts name) could not be checked, so the recipe
 * may contain anything: the labeller then sets every bit, and an excluded word never passes.
 */
export const UNCHECKED_BIT = 1 << 30;
export const ALL_CONTAINS_MASK = ((1 << FREE_FROM_IDS.length) - 1) | UNCHECKED_BIT;
export const freeFromBit = (id: FreeFromId): number => 1 << FREE_FROM_IDS.indexOf(id);
export const freeFromToMask = (ids: readonly FreeFromId[]): number =>
  ids.reduce((mask, id) => mask | freeFromBit(id), 0);
export const maskToFreeFrom = (mask: number): FreeFromId[] =>
  FREE_FROM_IDS.filter((_, bit) => (mask & (1 << bit)) !== 0);
