/**
 * Diet and allergen labels computed from a recipe's ingredient lines.
 *
 * Each line is parsed, its description matched against the knowledge base, and the matched
 * entries' categories turned into allergen and diet masks by the rules (line-label.ts). A line
 * that is not understood makes the recipe "may contain" every allergen and fit no diet: a false
 * "peanut-free" is worse than a missing one. Foods the other texts name count too unless a line
 * accounts for them (text-check.ts); label-reasons.ts says why each label holds.
 */
import { type AllergyId, type DietId } from '../../shared/ids';
import type { ExtendedIngredient, LabelEvidence, LabelReasons, Nutrition } from '../../shared/recipe';
import { ALL_CONTAINS_MASK, maskToAllergens, maskToDiets } from '../../shared/label-masks';
import { mentionMasks } from './food-masks';
import { Evidence, explainLabels } from './label-reasons';
import { clearLabelCache, labelLines, type LineLabel } from './line-label';
import { isNegligible } from './nutrition';
import { deriveLabels } from './rules';
import { explainedByLines, findMentions, type RecipeTexts } from './text-check';

export type { RecipeTexts } from './text-check';
export { clearLabelCache };

export interface LabelResult {
  /** One per line: original text, parsed name, amount, unit. */
  ingredients: ExtendedIngredient[];
  /** Diets the recipe satisfies. */
  diets: DietId[];
  /** Allergens it contains or may contain (an unknown line => all six). */
  allergens: AllergyId[];
  /** Per serving, estimated from amounts (kcal integer, grams to 1 decimal). */
  nutrition: Nutrition;
  /** Original lines not understood. */
  unrecognised: string[];
  /** What decided each allergen and each diet the recipe does not fit. */
  reasons: LabelReasons;
  /**
   * The free-from groups the recipe holds or may hold (shared/label-masks.ts): every bit, with
   * UNCHECKED_BIT, when a line could not be checked.
   */
  containsMask: number;
}

export interface IngredientClassification {
  categories: string[];
  known: boolean;
  name: string;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Labels a recipe from its ingredient lines and, when given, its other texts: a food the title,
 * summary or steps name that no line accounts for counts as if it were listed, without an amount.
 */
export function labelRecipe(ingredientLines: string[], servings: number, texts?: RecipeTexts): LabelResult {
  const portions = Number.isFinite(servings) && servings > 0 ? servings : 1;
  const ingredients: ExtendedIngredient[] = [];
  const unrecognised: string[] = [];
  const allergenWhy = new Evidence<AllergyId>();
  const dietWhy = new Evidence<DietId>();
  const unquantified: LabelEvidence[] = [];
  const lineFoods: LineLabel[] = [];
  let allergenMask = 0;
  let dietViolationMask = 0;
  let containsMask = 0;
  let allKnown = true;
  let allQuantified = true;
  let realLines = 0;
  let kcal = 0;
  let fat = 0;
  let protein = 0;
  let carbs = 0;
  const labels = labelLines(ingredientLines);
  ingredientLines.forEach((line, index) => {
    const label = labels[index];
    if (label === undefined) return;
    ingredients.push({ ...label.ingredient });
    if (label.skip) return;
    realLines += 1;
    lineFoods.push(label);
    if (!label.known) {
      allKnown = false;
      unrecognised.push(line);
    } else {
      const evidence: LabelEvidence = { source: 'ingredient', text: line };
      allergenWhy.add(maskToAllergens(label.allergenMask), evidence);
      dietWhy.add(maskToDiets(label.dietViolationMask), evidence);
    }
    if (!label.quantified) unquantified.push({ source: 'ingredient', text: `${line} (no amount)` });
    allQuantified &&= label.quantified;
    allergenMask |= label.allergenMask;
    dietViolationMask |= label.dietViolationMask;
    containsMask |= label.containsMask;
    kcal += label.macros.kcal;
    fat += label.macros.fat;
    protein += label.macros.protein;
    carbs += label.macros.carbs;
  });
  // A food the other texts name counts as listed, with no amount, when no line accounts for it
  // ("the chicken" in a chicken dish is the listed chicken). It is a reason for every label it
  // breaks, and blocks the ketogenic claim when it changes a label (an unlisted food of unknown
  // amount).
  for (const mention of texts === undefined ? [] : findMentions(texts)) {
    const masks = mentionMasks(mention);
    if ((masks.allergens | masks.dietViolations | masks.contains) === 0) continue;
    const changes = (masks.allergens & ~allergenMask) !== 0 || (masks.dietViolations & ~dietViolationMask) !== 0;
    if (explainedByLines(mention, lineFoods)) continue;
    containsMask |= masks.contains;
    const evidence: LabelEvidence = {
      source: mention.source,
      text: mention.excerpt,
      food: mention.phrase,
      ...(mention.served === true ? { served: true } : {}),
    };
    allergenWhy.add(maskToAllergens(masks.allergens), evidence);
    dietWhy.add(maskToDiets(masks.dietViolations), evidence);
    allergenMask |= masks.allergens;
    dietViolationMask |= masks.dietViolations;
    if (changes && !isNegligible(mention.entry)) {
      allQuantified = false;
      unquantified.push({ source: mention.source, text: mention.excerpt, food: mention.phrase });
    }
  }
  // A recipe without a single ingredient line tells us nothing about the dish: no claims either.
  if (realLines === 0) allKnown = false;
  if (!allKnown) containsMask = ALL_CONTAINS_MASK;
  const nutrition: Nutrition = {
    calories: Math.round(kcal / portions),
    fat: round1(fat / portions),
    protein: round1(protein / portions),
    carbohydrates: round1(carbs / portions),
  };
  const totals = { fat, protein, carbs };
  const { diets, allergens } = deriveLabels({ allKnown, allQuantified, allergenMask, dietViolationMask, totals });
  const reasons = explainLabels({
    allergens,
    diets,
    allergenWhy,
    dietWhy,
    unrecognised,
    unquantified,
    realLines,
    allKnown,
    allQuantified,
    totals,
  });
  return { ingredients, diets, allergens, nutrition, unrecognised, reasons, containsMask };
}

export function classifyIngredient(line: string): IngredientClassification {
  const [label] = labelLines([line]);
  if (label === undefined) return { categories: [], known: false, name: '' };
  return { categories: [...label.categories], known: label.known, name: label.ingredient.name };
}
