/**
 * One ingredient line as the labeller sees it: parsed (parse-line.ts), its description matched
 * against the knowledge base (matcher.ts), its categories turned into masks and its macros
 * estimated from the amount. Lines and matches are cached by their text.
 */
import type { ExtendedIngredient } from '../../shared/recipe';
import { ALL_ALLERGENS_MASK, ALL_CONTAINS_MASK } from '../../shared/label-masks';
import { CATEGORIES, type Category, type IngredientEntry, type Macros } from '../knowledge/ingredients';
import { masksOf } from './food-masks';
import { INDEX, matchDescription, type DescriptionMatch } from './matcher';
import { isNumberToken, tokens } from './normalise';
import { gramsOf, isNegligible, macrosOf, ZERO_MACROS } from './nutrition';
import { EMPTY_PARSED_LINE, parseLine, parseLines, type ParsedLine } from './parse-line';
import { lineWords } from './text-check';
import { MASS_GRAMS, VOLUME_ML } from '../knowledge/units';

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
const COOKED = /\b(?:cooked|precooked|boiled|steamed|leftover|day[- ]old|canned|tinned|fresh|frozen)\b/i;
/** Words that say cooked wherever they stand: "chickpeas (canned)". */
const CANNED = /\b(?:canned|tinned)\b/i;
const DRY = /\b(?:dried|dry|uncooked|raw|soaked)\b/i;
/** Pulses bought cooked come in these; rice comes in bags and pasta in boxes, dry. */
const COOKED_CONTAINERS: ReadonlySet<string> = new Set(['can', 'jar', 'carton']);
/** Canned pulses are drained; dried ones are soaked, which DRY reads first. */
const DRAINED = /\bdrained\b/i;

const CATEGORY_ORDER: ReadonlyMap<Category, number> = new Map(CATEGORIES.map((category, order) => [category, order]));
const byCategoryOrder = (a: Category, b: Category): number =>
  (CATEGORY_ORDER.get(a) ?? 0) - (CATEGORY_ORDER.get(b) ?? 0);

/** The ingredient's own words, before any note: "cooked rice" counts, "rice, cooked to package directions" does not. */
function mainText(description: string): string {
  return description.split(NOTE_START)[0] ?? description;
}

/**
 * Whether a line of a food sold dry (rice, pasta, lentils, beans: it has `cooked`) weighs the
 * cooked food. Its name says so ("cooked rice", "canned chickpeas", "frozen broad beans", which
 * are fresh; in a note, "rice, cooked to package directions" is still weighed dry, but "chickpeas
 * (canned)" is canned); "dried", "dry", "uncooked", "raw" or "soaked" anywhere makes it dry; a can or jar holds it cooked; a weight is of the dry food as sold; a cup
 * or a count is dry unless the food is usually bought cooked (beans: `usually: cooked`), and then a
 * note that drains it ("chickpeas, drained") says cooked too.
 */
function weighsCooked(entry: IngredientEntry, parsed: ParsedLine): boolean {
  if (entry.cooked === undefined) return false;
  if (COOKED.test(mainText(parsed.description)) || CANNED.test(parsed.description)) return true;
  if (DRY.test(parsed.description)) return false;
  if (COOKED_CONTAINERS.has(parsed.container)) return true;
  if (entry.usually !== 'cooked') return false;
  if (DRAINED.test(parsed.description)) return true;
  return MASS_GRAMS[parsed.unit] === undefined;
}

const BRACKET = /\(([^()]*)\)/;
const LIST_SEPARATOR = /\s*(?:[,;&]|\band\b)\s*/i;
const LIST_FILLER = /\b(?:etc|e\.?\s?g|such as|like|including|for example|i\.?\s?e)\b\.?/gi;
/** A bracket of alternatives or exceptions is a note: "butter (or ghee)", "cloves (not garlic cloves)". */
const ALTERNATIVES = /\b(?:or|not|no|without|except)\b/i;

/** One food of a mix and its grams. */
interface MixPart {
  readonly entry: IngredientEntry;
  readonly grams: number;
}

/**
 * "1 lb mixed vegetables (carrots, potatoes, broccoli, etc.)": a bracket that lists two or more
 * foods says what the line holds, so it is costed as that mix: each food by its own amount when
 * every one gives one ("nuts (50 g almonds, 50 g walnuts)"), else the line's weight split evenly.
 * A bracket of alternatives ("butter (or ghee)"), of anything but foods ("(room temperature)") or
 * of kinds of the food ("liver (chicken, beef)") is a note. Undefined when the line is no such mix.
 */
function mixOf(parsed: ParsedLine, primaryName: string, lineGrams: number | null): MixPart[] | undefined {
  const inside = BRACKET.exec(parsed.description)?.[1];
  if (inside === undefined || ALTERNATIVES.test(inside)) return undefined;
  // "liver (chicken, beef, etc.)" lists kinds of liver, not foods: "chicken liver" is a name.
  const head = tokens(primaryName).at(-1) ?? '';
  // "dried fruit (apricots, dates)" lists dried apricots and dates: the words before the food's
  // own name qualify each food of the list when that makes a name.
  const named = tokens(mainText(parsed.description)).filter((word) => !isNumberToken(word));
  const qualifier = named.slice(0, named.lastIndexOf(head)).at(-1);
  const parts = inside
    .replace(LIST_FILLER, ' ')
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length < 2) return undefined;
  const parsedParts = parseLines(parts);
  const foods: { entry: IngredientEntry; grams: number | null }[] = [];
  for (const part of parsedParts) {
    if (INDEX.byPhrase.has([...tokens(part.description), head].join(' '))) return undefined;
    const words = tokens(part.description);
    const qualified = [[qualifier, ...words].join(' '), [qualifier, words.at(-1)].join(' ')].find(
      (phrase) => qualifier !== undefined && INDEX.byPhrase.has(phrase),
    );
    const match = matchCached(qualified ?? part.description);
    if (match.primary === undefined || match.unknownWords.length > 0) return undefined;
    // Only a weight or a volume is an amount of its own ("50/50 mix of gruyère" is not).
    const measured = MASS_GRAMS[part.unit] !== undefined || VOLUME_ML[part.unit] !== undefined;
    const grams = measured ? gramsOf(match.primary, part.amount, part.unit, part.sizeFactor) : null;
    foods.push({
      entry: match.primary,
      grams:
        grams !== null && match.primary.cooked !== undefined && weighsCooked(match.primary, part)
          ? grams * match.primary.cooked
          : grams,
    });
  }
  if (foods.every((food) => food.grams !== null))
    return foods.map(({ entry, grams }) => ({ entry, grams: grams ?? 0 }));
  if (lineGrams === null) return undefined;
  return foods.map(({ entry }) => ({
    entry,
    grams:
      entry.cooked !== undefined && weighsCooked(entry, parsed)
        ? (lineGrams / foods.length) * entry.cooked
        : lineGrams / foods.length,
  }));
}

function sumMacros(parts: readonly MixPart[]): Macros {
  return parts.reduce<Macros>((sum, { entry, grams }) => {
    const macros = macrosOf(entry, grams);
    return {
      kcal: sum.kcal + macros.kcal,
      fat: sum.fat + macros.fat,
      protein: sum.protein + macros.protein,
      carbs: sum.carbs + macros.carbs,
    };
  }, ZERO_MACROS);
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
    fried !== null && primary?.cooked !== undefined && weighsCooked(primary, parsed) ? fried * primary.cooked : fried;
  const mix = primary === undefined ? undefined : mixOf(parsed, match.primaryName ?? primary.id, fried);
  const macros =
    mix !== undefined
      ? sumMacros(mix)
      : primary === undefined || grams === null
        ? ZERO_MACROS
        : macrosOf(primary, grams);
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
    quantified: grams !== null || mix !== undefined || (primary !== undefined && isNegligible(primary)),
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
