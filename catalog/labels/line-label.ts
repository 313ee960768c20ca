/**
 * One ingredient line as the labeller sees it: parsed (parse-line.ts), its description matched
 * against the knowledge base (matcher.ts), its categories turned into masks and its macros
 * estimated from the amount. Lines and matches are cached by their text.
 */
import type { ExtendedIngredient } from '../../shared/recipe';
import { ALL_ALLERGENS_MASK, ALL_CONTAINS_MASK } from '../../shared/label-masks';
import { CATEGORIES, type Category, type IngredientEntry, type Macros } from '../knowledge/ingredients';
import { masksOf } from './food-masks';
import { matchDescription, type DescriptionMatch } from './matcher';
import { gramsOf, isNegligible, macrosOf, ZERO_MACROS } from './nutrition';
import { EMPTY_PARSED_LINE, parseLine, parseLines, type ParsedLine } from './parse-line';
import { lineWords } from './text-check';

/** Everything labelRecipe needs from one line, computed once and cached by the line's text. */
export interface LineLabel {
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
export function labelLines(lines: readonly string[]): LineLabel[] {
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
