/**
 * Diet and allergen labels computed from a recipe's ingredient lines.
 *
 * Each line is parsed (parse-ingredient), its description matched against the knowledge base,
 * and the matched entries' categories turned into allergen and diet masks by the rules. A line
 * that is not understood makes the recipe "may contain" every allergen and fit no diet: a false
 * "peanut-free" is worse than a missing one.
 */
import { type AllergyId, type DietId } from '../../shared/ids';
import type { ExtendedIngredient, LabelEvidence, LabelReasons, Nutrition } from '../../shared/recipe';
import { CATEGORIES, type Category, type IngredientEntry, type Macros } from '../knowledge/ingredients';
import { matchDescription, type DescriptionMatch } from './matcher';
import { gramsOf, isNegligible, macrosOf, ZERO_MACROS } from './nutrition';
import { EMPTY_PARSED_LINE, parseLine, parseLines, type ParsedLine } from './parse-line';
import {
  ALL_ALLERGENS_MASK,
  ALL_CONTAINS_MASK,
  ALL_DIETS_MASK,
  maskToAllergens,
  maskToDiets,
} from '../../shared/label-masks';
import {
  allergenMaskOf,
  containsMaskOf,
  deriveLabels,
  dietViolationMaskOf,
  KETO_THRESHOLDS,
  type MacroTotals,
} from './rules';
import { explainedByLines, findMentions, lineWords, type RecipeTexts, type TextMention } from './text-check';

export type { RecipeTexts } from './text-check';

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

/** Everything labelRecipe needs from one line, computed once and cached by the line's text. */
interface LineLabel {
  readonly ingredient: ExtendedIngredient;
  readonly known: boolean;
  /** Group headers ("For the sauce:") and blank lines: shown, but hold no ingredient. */
  readonly skip: boolean;
  readonly categories: readonly Category[];
  readonly allergenMask: number;
  readonly dietViolationMask: number;
  readonly containsMask: number;
  readonly macros: Macros;
  /** Whether the macros are a real estimate (an amount was given, or the ingredient is negligible). */
  readonly quantified: boolean;
  /** The entries found and the words they were found under, to tell whether the line accounts for a food the steps name. */
  readonly entries: readonly IngredientEntry[];
  readonly phrases: readonly string[];
  readonly words: ReadonlySet<string>;
}

interface EntryMasks {
  readonly allergens: number;
  readonly dietViolations: number;
  /** Free-from groups the entry holds (FREE_FROM_RULES). */
  readonly contains: number;
}
const ENTRY_MASKS = new WeakMap<IngredientEntry, EntryMasks>();
function masksOf(entry: IngredientEntry): EntryMasks {
  let masks = ENTRY_MASKS.get(entry);
  if (masks === undefined) {
    masks = {
      allergens: allergenMaskOf(entry.categories),
      dietViolations: dietViolationMaskOf(entry.categories),
      contains: containsMaskOf(entry.categories),
    };
    ENTRY_MASKS.set(entry, masks);
  }
  return masks;
}

const FRYING_OR_GREASING =
  /\b(?:fry|frying|deep[- ]?fry(?:ing)?|greas(?:e|ing)|brush(?:ing)?|for the (?:pan|tin|dish))\b/i;
/** Share of frying or greasing fat that ends up in the food: a rough, deliberately low estimate. */
const OIL_ABSORBED = 0.1;
const FRYING_OIL_GRAMS = 400;
const NOTE_START = /[,(;:]/;
const COOKED = /\b(?:cooked|boiled|steamed|leftover|day[- ]old)\b/i;

const CATEGORY_ORDER: ReadonlyMap<Category, number> = new Map(CATEGORIES.map((category, order) => [category, order]));
const byCategoryOrder = (a: Category, b: Category): number =>
  (CATEGORY_ORDER.get(a) ?? 0) - (CATEGORY_ORDER.get(b) ?? 0);

/** The ingredient's own words, before any note: "cooked rice" counts, "rice, cooked to package directions" does not. */
function mainText(description: string): string {
  return description.split(NOTE_START)[0] ?? description;
}

function cleanName(description: string): string {
  return mainText(description).trim().toLowerCase();
}

function computeLineLabel(original: string, parsed: ParsedLine): LineLabel {
  const blank = original.trim().length === 0;
  if (parsed.header || blank) {
    return {
      ingredient: { original, name: '', amount: null, unit: '' },
      known: true,
      skip: true,
      categories: [],
      allergenMask: 0,
      dietViolationMask: 0,
      containsMask: 0,
      macros: ZERO_MACROS,
      quantified: true,
      entries: [],
      phrases: [],
      words: new Set(),
    };
  }
  const match = matchCached(parsed.description);
  const primary = match.primary;
  const known = primary !== undefined && match.unknownWords.length === 0;
  const categories = new Set<Category>();
  let allergenMask = 0;
  let dietViolationMask = 0;
  let containsMask = 0;
  for (const entry of match.entries) {
    for (const category of entry.categories) categories.add(category);
    const masks = masksOf(entry);
    allergenMask |= masks.allergens;
    dietViolationMask |= masks.dietViolations;
    containsMask |= masks.contains;
  }
  const fullGrams = primary === undefined ? null : gramsOf(primary, parsed.amount, parsed.unit, parsed.sizeFactor);
  // A litre of oil "for deep-frying" mostly stays in the pan; count what food typically absorbs.
  // Recipes do not always say so: no dish eats 400 g of oil, so that much is frying oil too.
  const fryingFat =
    fullGrams !== null &&
    primary?.categories.includes('oil-fat') === true &&
    (FRYING_OR_GREASING.test(parsed.description) || fullGrams >= FRYING_OIL_GRAMS);
  const fried = fryingFat && fullGrams !== null ? fullGrams * OIL_ABSORBED : fullGrams;
  // "600 g cooked rice": the weight includes the water the grain took up.
  const grams =
    fried !== null && primary?.cooked !== undefined && COOKED.test(mainText(parsed.description))
      ? fried * primary.cooked
      : fried;
  const macros = primary === undefined || grams === null ? ZERO_MACROS : macrosOf(primary, grams);
  return {
    ingredient: {
      original,
      name: known && match.primaryName !== undefined ? match.primaryName : cleanName(parsed.description),
      amount: parsed.quantity,
      unit: parsed.unit,
    },
    known,
    skip: false,
    categories: [...categories].sort(byCategoryOrder),
    allergenMask: known ? allergenMask : ALL_ALLERGENS_MASK,
    dietViolationMask,
    containsMask: known ? containsMask : ALL_CONTAINS_MASK,
    macros,
    quantified: grams !== null || (primary !== undefined && isNegligible(primary)),
    entries: match.entries,
    phrases: match.phrases,
    words: lineWords(parsed.description),
  };
}

// Synthetic and real catalogs repeat lines a lot ("1 teaspoon salt"); parsing is the costly part,
// so each distinct line is labelled once. Descriptions repeat even when quantities differ
// ("250 g flour", "300 g flour"), so matches are cached too. Caches are cleared when full rather
// than evicted entry by entry, which keeps the hot path to one Map lookup.
const CACHE_LIMIT = 200_000;
const lineCache = new Map<string, LineLabel>();
const matchCache = new Map<string, DescriptionMatch>();

function matchCached(description: string): DescriptionMatch {
  let match = matchCache.get(description);
  if (match === undefined) {
    match = matchDescription(description);
    if (matchCache.size >= CACHE_LIMIT) matchCache.clear();
    matchCache.set(description, match);
  }
  return match;
}

/** Labels for the given lines, parsing all unseen lines in one batch. */
function labelLines(lines: readonly string[]): LineLabel[] {
  const fresh = new Map<string, LineLabel>();
  const missing = [...new Set(lines.filter((line) => !lineCache.has(line)))];
  if (missing.length > 0) {
    const parsed = parseLines(missing);
    if (lineCache.size + missing.length > CACHE_LIMIT) lineCache.clear();
    missing.forEach((line, index) => {
      const label = computeLineLabel(line, parsed[index] ?? EMPTY_PARSED_LINE);
      fresh.set(line, label);
      lineCache.set(line, label);
    });
  }
  return lines.map((line) => fresh.get(line) ?? lineCache.get(line) ?? computeLineLabel(line, parseLine(line)));
}

/** Forgets every cached line (benchmarks use it to measure first-sight speed). */
export function clearLabelCache(): void {
  lineCache.clear();
  matchCache.clear();
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

const MAX_EVIDENCE = 3;

/** Up to MAX_EVIDENCE reasons per label, in the order found (ingredient lines first), without repeats. */
class Evidence<Id extends string> {
  readonly byId = new Map<Id, LabelEvidence[]>();
  add(ids: readonly Id[], evidence: LabelEvidence): void {
    for (const id of ids) {
      const list = this.byId.get(id) ?? [];
      const repeated = list.some((item) => item.text === evidence.text && item.food === evidence.food);
      if (list.length < MAX_EVIDENCE && !repeated) list.push(evidence);
      this.byId.set(id, list);
    }
  }
  get(id: Id): LabelEvidence[] {
    return this.byId.get(id) ?? [];
  }
}

const MENTION_MASKS = new Map<string, EntryMasks>();
function mentionMasks(mention: TextMention): EntryMasks {
  const key = mention.categories.join(',');
  let masks = MENTION_MASKS.get(key);
  if (masks === undefined) {
    masks = {
      allergens: allergenMaskOf(mention.categories),
      dietViolations: dietViolationMaskOf(mention.categories),
      contains: containsMaskOf(mention.categories),
    };
    MENTION_MASKS.set(key, masks);
  }
  return masks;
}

const percent = (share: number): string => `${Math.round(share * 100)} %`;

/** Why the energy ratio is not ketogenic, in words. */
function ketoRatioReasons(totals: MacroTotals): LabelEvidence[] {
  const energy = totals.fat * 9 + totals.protein * 4 + totals.carbs * 4;
  if (energy <= 0) return [{ source: 'nutrition', text: 'no energy could be estimated from the amounts' }];
  const reasons: LabelEvidence[] = [];
  const carbShare = (totals.carbs * 4) / energy;
  const fatShare = (totals.fat * 9) / energy;
  if (carbShare > KETO_THRESHOLDS.maxCarbEnergyShare)
    reasons.push({
      source: 'nutrition',
      text: `carbohydrate gives ${percent(carbShare)} of the energy (ketogenic allows at most ${percent(KETO_THRESHOLDS.maxCarbEnergyShare)})`,
    });
  if (fatShare < KETO_THRESHOLDS.minFatEnergyShare)
    reasons.push({
      source: 'nutrition',
      text: `fat gives ${percent(fatShare)} of the energy (ketogenic needs at least ${percent(KETO_THRESHOLDS.minFatEnergyShare)})`,
    });
  return reasons;
}

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
    const evidence: LabelEvidence = { source: mention.source, text: mention.excerpt, food: mention.phrase };
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
  const unchecked: LabelEvidence[] =
    realLines === 0
      ? [{ source: 'unchecked', text: 'the recipe lists no ingredients' }]
      : unrecognised.slice(0, MAX_EVIDENCE).map((line) => ({ source: 'unchecked', text: line }));
  const reasons: LabelReasons = {
    allergens: allergens.map((id) => {
      const found = allergenWhy.get(id);
      return { id, because: found.length > 0 ? found : unchecked };
    }),
    brokenDiets: maskToDiets(ALL_DIETS_MASK)
      .filter((id) => !diets.includes(id))
      .map((id) => {
        if (id === 'ketogenic') {
          const because = !allKnown
            ? unchecked
            : !allQuantified
              ? unquantified.slice(0, MAX_EVIDENCE)
              : ketoRatioReasons(totals);
          return { id, because };
        }
        const found = dietWhy.get(id);
        return { id, because: found.length > 0 ? found : unchecked };
      }),
    unchecked: unrecognised,
  };
  return { ingredients, diets, allergens, nutrition, unrecognised, reasons, containsMask };
}

export function classifyIngredient(line: string): IngredientClassification {
  const [label] = labelLines([line]);
  if (label === undefined) return { categories: [], known: false, name: '' };
  return { categories: [...label.categories], known: label.known, name: label.ingredient.name };
}
