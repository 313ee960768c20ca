/**
 * Every diet and allergen rule, in one place. The knowledge base says what an ingredient is
 * (its categories); these rules say which categories an allergen or a diet cares about.
 * docs/labels.md explains each rule in prose; keep the two in step.
 *
 * Safety principle: a recipe with any line we do not understand "may contain" every allergen
 * and claims no diet (deriveLabels, at the end of this file).
 */
import { ALLERGY_IDS, DIET_IDS, FREE_FROM_IDS, type AllergyId, type DietId, type FreeFromId } from '../../shared/ids';
import { ALL_ALLERGENS_MASK, allergenBit, dietBit, freeFromBit, maskToAllergens } from '../../shared/label-masks';
import type { Category } from '../knowledge/ingredients';

/** An allergen is present when any ingredient carries one of these categories. */
export const ALLERGEN_RULES: Readonly<Record<AllergyId, readonly Category[]>> = {
  // Gluten: wheat in every form, plus barley, rye, malt, beer, and oats not sold as gluten-free.
  gluten: ['gluten-grain', 'wheat'],
  wheat: ['wheat'],
  peanut: ['peanut'],
  // Crustaceans (shrimp, prawns, crab, lobster, crayfish, krill); molluscs are their own allergen.
  shellfish: ['crustacean'],
  soy: ['soy'],
  // Wine, wine vinegar, dried fruit, molasses, sulphite preservatives (see docs for the list).
  sulfite: ['sulfite'],
  // Milk of any animal and everything made from it, ghee included (clarified butter keeps traces).
  dairy: ['dairy', 'clarified-butter'],
  egg: ['egg'],
  fish: ['fish'],
  // The nuts both lists name; coconut, nutmeg, water chestnut and shea are not among them ('nut').
  'tree-nut': ['tree-nut'],
  sesame: ['sesame'],
  mustard: ['mustard'],
  celery: ['celery'],
  lupin: ['lupin'],
  mollusc: ['mollusc'],
};

/**
 * A free-from group is present when any ingredient carries one of these categories. A group that
 * shares an allergen's id is that allergen, so "dairy-free" in a search and a saved milk allergy
 * mean one thing.
 */
export const FREE_FROM_RULES: Readonly<Record<FreeFromId, readonly Category[]>> = {
  dairy: ALLERGEN_RULES.dairy,
  egg: ALLERGEN_RULES.egg,
  // "Nut-free" leaves out peanuts too, and the foods the knowledge base marks as nuts (coconut).
  nuts: ['tree-nut', 'peanut', 'nut'],
  'tree-nut': ALLERGEN_RULES['tree-nut'],
  peanut: ALLERGEN_RULES.peanut,
  fish: ALLERGEN_RULES.fish,
  shellfish: ALLERGEN_RULES.shellfish,
  meat: ['meat', 'poultry'],
  alcohol: ['alcohol'],
  gluten: ALLERGEN_RULES.gluten,
  wheat: ALLERGEN_RULES.wheat,
  soy: ALLERGEN_RULES.soy,
  sulfite: ALLERGEN_RULES.sulfite,
  // "No added sugar": sugars and syrups, honey and other unrefined sweeteners alike.
  sugar: ['added-sugar', 'unrefined-sweetener', 'honey'],
  honey: ['honey'],
  gelatin: ['gelatin'],
  sesame: ALLERGEN_RULES.sesame,
  mustard: ALLERGEN_RULES.mustard,
  celery: ALLERGEN_RULES.celery,
  lupin: ALLERGEN_RULES.lupin,
  mollusc: ALLERGEN_RULES.mollusc,
};

export interface DietRule {
  /** Categories the diet excludes. */
  readonly excludes: readonly Category[];
  /** An excluded category is allowed on an ingredient that also carries the paired category. */
  readonly unless?: Readonly<Partial<Record<Category, Category>>>;
}

const NOT_VEGETARIAN: readonly Category[] = [
  'meat',
  'poultry',
  'fish',
  'crustacean',
  'mollusc',
  'gelatin',
  'animal-rennet',
];
const NOT_PALEO: readonly Category[] = [
  'grain',
  'gluten-grain',
  'wheat',
  'legume',
  'soy',
  'peanut',
  'added-sugar',
  'seed-oil',
  'alcohol',
  'additive',
];

/** Diets decided by ingredients. Ketogenic is decided by the nutrition ratio (KETO_THRESHOLDS). */
export const DIET_RULES: Readonly<Record<Exclude<DietId, 'ketogenic'>, DietRule>> = {
  vegetarian: { excludes: NOT_VEGETARIAN },
  'lacto-Vegetarian': { excludes: [...NOT_VEGETARIAN, 'egg'] },
  'ovo-Vegetarian': { excludes: [...NOT_VEGETARIAN, 'dairy'] },
  vegan: { excludes: [...NOT_VEGETARIAN, 'egg', 'dairy', 'honey'] },
  // Fish and shellfish are fine; meat, poultry and their by-products (gelatin, calf rennet) are not.
  pescatarian: { excludes: ['meat', 'poultry', 'gelatin', 'animal-rennet'] },
  // Honey and maple syrup are paleo; ghee is accepted as butter without the milk solids.
  paleo: { excludes: [...NOT_PALEO, 'dairy'], unless: { dairy: 'clarified-butter' } },
  primal: { excludes: NOT_PALEO },
  // No sweetener of any kind, no dairy but ghee; green beans and peas (pod-legume) are allowed.
  whole30: {
    excludes: [...NOT_PALEO, 'dairy', 'honey', 'unrefined-sweetener'],
    unless: { dairy: 'clarified-butter' },
  },
};

/**
 * Ketogenic by the energy ratio of the whole recipe (4 kcal/g carbohydrate and protein, 9 kcal/g
 * fat): carbohydrate at most 10 % and fat at least 60 % of the energy. Only judged when every line
 * is understood and every non-negligible line has an amount.
 */
export const KETO_THRESHOLDS = { maxCarbEnergyShare: 0.1, minFatEnergyShare: 0.6 } as const;

export interface MacroTotals {
  readonly fat: number;
  readonly protein: number;
  readonly carbs: number;
}

export function isKetogenic(totals: MacroTotals): boolean {
  const energy = totals.fat * 9 + totals.protein * 4 + totals.carbs * 4;
  if (energy <= 0) return false;
  return (
    (totals.carbs * 4) / energy <= KETO_THRESHOLDS.maxCarbEnergyShare &&
    (totals.fat * 9) / energy >= KETO_THRESHOLDS.minFatEnergyShare
  );
}

// A recipe's labels are an OR over its lines' masks (shared/label-masks.ts), which keeps labelling a
// million recipes cheap.

/** Allergens carried by one ingredient entry, as a bit mask. */
export function allergenMaskOf(categories: readonly Category[]): number {
  let mask = 0;
  for (const allergen of ALLERGY_IDS) {
    if (ALLERGEN_RULES[allergen].some((category) => categories.includes(category))) mask |= allergenBit(allergen);
  }
  return mask;
}

/** Free-from groups one ingredient entry holds, as a bit mask (shared/label-masks.ts). */
export function containsMaskOf(categories: readonly Category[]): number {
  let mask = 0;
  for (const id of FREE_FROM_IDS) {
    if (FREE_FROM_RULES[id].some((category) => categories.includes(category))) mask |= freeFromBit(id);
  }
  return mask;
}

/** Diets one ingredient entry rules out, as a bit mask. Exemptions apply per entry. */
export function dietViolationMaskOf(categories: readonly Category[]): number {
  let mask = 0;
  for (const diet of DIET_IDS) {
    if (diet === 'ketogenic') continue;
    const rule = DIET_RULES[diet];
    const violated = rule.excludes.some((category) => {
      if (!categories.includes(category)) return false;
      const exemption = rule.unless?.[category];
      return exemption === undefined || !categories.includes(exemption);
    });
    if (violated) mask |= dietBit(diet);
  }
  return mask;
}

/** Diets not violated, ketogenic added only when the ratio holds. */
export function dietsFromMask(violations: number, ketogenic: boolean): DietId[] {
  return DIET_IDS.filter((diet) => (diet === 'ketogenic' ? ketogenic : (violations & dietBit(diet)) === 0));
}

/** What a whole recipe's lines add up to, as labelRecipe collects it. */
export interface RecipeEvidence {
  /** Every line understood, and at least one ingredient line. */
  readonly allKnown: boolean;
  /** Every line has an amount, or is negligible without one ("pepper to taste"). */
  readonly allQuantified: boolean;
  readonly allergenMask: number;
  readonly dietViolationMask: number;
  readonly totals: MacroTotals;
}

/** The recipe's labels. Not understanding a line withdraws every claim. */
export function deriveLabels(evidence: RecipeEvidence): { diets: DietId[]; allergens: AllergyId[] } {
  if (!evidence.allKnown) return { diets: [], allergens: maskToAllergens(ALL_ALLERGENS_MASK) };
  const ketogenic = evidence.allQuantified && isKetogenic(evidence.totals);
  return {
    diets: dietsFromMask(evidence.dietViolationMask, ketogenic),
    allergens: maskToAllergens(evidence.allergenMask),
  };
}
