/**
 * What a recipe's picture shows besides its icons, read from the recipe's words: the vessel it is
 * served in, the colour of its sauce, crust or drink, and a garnish scattered over it. Word matching
 * over the tables of catalog/knowledge/pictures/ (vessels.yaml, sauce-colours.yaml, garnishes.yaml),
 * so a red curry and a green one, or a stew and a loaf, are drawn apart.
 * See docs/decisions/005-recipe-pictures.md.
 */
import {
  DRINK_ICONS,
  GARNISHES,
  SAUCE_COLOURS,
  type Tint,
  VESSEL_RULES,
  type Vessel,
  type VesselRule,
} from '../knowledge/pictures/looks';

export { GARNISHES, SAUCE_COLOURS, VESSELS, type Tint, type Vessel } from '../knowledge/pictures/looks';

export interface DishWords {
  /** The recipe's title. */
  title: string;
  /** The ingredient lines as written (`800 g canned chopped tomatoes`). */
  ingredients: readonly string[];
  dishTypes: readonly string[];
  /** The dish icon, the first of the recipe's `picture` names. */
  dishIcon: string;
}

/** Lower-case, without accents, apostrophes and hyphens as spaces: `Ragù` → `ragu`, `stir-fry` → `stir fry`. */
export function foldWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’\-–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whole words or phrases, each also matching its plural (`tomato` → `tomatoes`). */
function wordsPattern(words: readonly string[]): RegExp {
  const alternatives = words.map((word) =>
    foldWords(word)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, ' '),
  );
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:e?s)?(?=$|[^\\p{L}\\p{N}])`, 'u');
}

// ---------------------------------------------------------------------------------------------
// Vessels: the first rule that matches wins (vessels.yaml). Title words come first (a "loaf" is a
// loaf whatever its icon), then the dish icon, then the dish types.

interface CompiledVesselRule extends VesselRule {
  pattern?: RegExp;
}
const COMPILED_VESSEL_RULES: readonly CompiledVesselRule[] = VESSEL_RULES.map((rule) =>
  rule.title ? { ...rule, pattern: wordsPattern(rule.title) } : rule,
);

const lowerSet = (items: readonly string[]): Set<string> =>
  new Set(items.filter((item) => typeof item === 'string').map((item) => item.trim().toLowerCase()));

/** The vessel the dish is served in (a plate when nothing says otherwise). */
export function chooseVessel(words: DishWords): Vessel {
  const types = lowerSet(words.dishTypes);
  const icon = words.dishIcon.trim();
  const drink = types.has('drink') || DRINK_ICONS.includes(icon);
  const title = foldWords(words.title);
  for (const rule of COMPILED_VESSEL_RULES) {
    if (rule.drinks !== undefined && rule.drinks !== drink) continue;
    if (rule.only && !rule.only.some((type) => types.has(type))) continue;
    const byTitle = rule.pattern?.test(title) ?? false;
    const byIcon = rule.icons?.includes(icon) ?? false;
    const byType = rule.dishTypes?.some((type) => types.has(type)) ?? false;
    const unconditional = !rule.title && !rule.icons && !rule.dishTypes;
    if (byTitle || byIcon || byType || unconditional) return rule.vessel;
  }
  return 'plate';
}
// ---------------------------------------------------------------------------------------------
// Colours of the sauce, crust or drink (sauce-colours.yaml): each colour collects points from the
// words that name it, in the title and in the ingredient lines (1 point a line, less for a spoonful
// or a pinch). The most points win (a colour's entries add up); a tie goes to the colour listed first.

/** A spoonful or a pinch colours less than a can. */
const SMALL_AMOUNT = /\b(teaspoons?|tsp|pinch(es)?|dash(es)?|sprigs?|to serve|for serving|to garnish|optional)\b/;
const TITLE_POINTS = 10;

interface CompiledTint {
  tint: Tint;
  pattern: RegExp;
}
const compileTints = (tints: readonly Tint[]): CompiledTint[] =>
  tints.map((tint) => ({ tint, pattern: wordsPattern(tint.words) }));
const COMPILED_SAUCES = compileTints(SAUCE_COLOURS);

/** Words that name no colour although they hold a colour's word ("black pepper" is not black beans). */
const NOT_A_COLOUR =
  /\b(black|white|green|pink) pepper(corns?)?\b|\bcream of tartar\b|\bcornflour\b|\bcornstarch\b|\bcorn flour\b|\bbaking (powder|soda)\b/g;

function bestTint(
  compiled: readonly CompiledTint[],
  words: Pick<DishWords, 'title' | 'ingredients'>,
): Tint | undefined {
  const points = new Map<string, number>();
  const add = (text: string, weight: number): void => {
    const folded = foldWords(text).replace(NOT_A_COLOUR, ' ');
    for (const { tint, pattern } of compiled)
      if (pattern.test(folded)) points.set(tint.name, (points.get(tint.name) ?? 0) + weight * (tint.strength ?? 1));
  };
  add(words.title, TITLE_POINTS);
  for (const line of words.ingredients) {
    if (typeof line !== 'string') continue;
    add(line, SMALL_AMOUNT.test(line.toLowerCase()) ? 0.4 : 1);
  }
  let best: { tint: Tint; points: number } | undefined;
  for (const { tint } of compiled) {
    const p = points.get(tint.name) ?? 0;
    if (p > 0 && (!best || p > best.points)) best = { tint, points: p };
  }
  return best?.tint;
}

/** The colour of the sauce, crust or drink, or undefined when no word names one. */
export function sauceColour(words: Pick<DishWords, 'title' | 'ingredients'>): Tint | undefined {
  return bestTint(COMPILED_SAUCES, words);
}
// ---------------------------------------------------------------------------------------------
// Garnish: a few small shapes scattered over the dish, from the same kind of table (garnishes.yaml).

const COMPILED_GARNISHES = compileTints(GARNISHES);

/** The garnish scattered over the dish, or undefined. */
export function garnishOf(words: Pick<DishWords, 'title' | 'ingredients'>): Tint | undefined {
  return bestTint(COMPILED_GARNISHES, words);
}
