import { allergensToMask, maskToAllergens } from './label-masks';
import type { AllergyId } from './ids';
import type { LabelEvidence, LabelReasons } from './recipe';

/** Every reason is a food to serve the dish with ("serve with crusty bread"): the dish as listed does not hold it. */
export const onlyServed = (because: readonly LabelEvidence[]): boolean =>
  because.length > 0 && because.every((item) => item.served === true);

/**
 * The allergens a recipe holds only through what it is served with, as a bit mask
 * (shared/label-masks.ts): the free-of claim stays withheld, but "contains" would be untrue.
 */
export const servedOnlyMask = (reasons: LabelReasons): number =>
  allergensToMask(reasons.allergens.filter(({ because }) => onlyServed(because)).map(({ id }) => id));

/** `{ servedWith }` for a summary or a result when the mask names any allergen; nothing otherwise. */
export const servedWithField = (mask: number): { servedWith?: AllergyId[] } =>
  mask === 0 ? {} : { servedWith: maskToAllergens(mask) };
