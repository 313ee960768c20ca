/**
 * The catalog's own quality rules, checked on every recipe we ship (`npm run lint:catalog`).
 * Each rule has a name; a recipe may allow one in its front matter (`lint: { allow: { rule: why } }`)
 * when the rule is wrong for it, and says why.
 */
import type { RecipeDraft } from '../../shared/recipe';
import { labelRecipe } from '../labels/index';
import { unlistedFoods, unusedLines } from './ingredient-use';

export const RULES = {
  'lines-understood': 'every ingredient line parses to a known food',
  'calories-plausible': 'calories per serving between 50 and 1,500 (drinks and sauces from 5)',
  'servings-range': 'servings between 1 and 24',
  'ready-in-covers-times': 'ready-in time at least prep plus cook, and at least the longest time a step states',
  'oven-plausible': 'oven temperatures between 100 and 260 °C (210 and 500 °F)',
  'steps-name-listed-foods': 'no food the title, summary or steps name withdraws a claim the ingredient lines allow',
  'unique-title': 'no two recipes share a title',
  'ingredient-used-in-steps':
    'every ingredient line is used by a step (by its name, a synonym, its kind or a collective)',
  'food-in-steps-in-ingredients': 'every food a step names is on an ingredient line (or is its kind, synonym or part)',
  'near-duplicate': 'no two recipes are near-duplicates (same title words, or similar titles with similar foods)',
} as const;

export type RuleName = keyof typeof RULES;

export interface Problem {
  rule: RuleName;
  detail: string;
}

/** "20 minutes", "20-25 minutes", "1 3/4 hours", "1.5 hours"; never the "4 hours" inside "1 3/4 hours". */
const STEP_TIME =
  /(?<![\d/.])(\d+(?:\.\d+)?)(?:\s+(\d)\/(\d))?(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|minutes?|mins?)\b/gi;
/** A thermometer's reading, not an oven's: "reads 75°C", "an internal temperature of 63°C". */
const READING = /(?:reads?|registers?|reach(?:es)?|internal|core|thermometer)[^.]{0,30}$/i;
const OVEN = /(\d{2,3})\s*°\s*([CF])\b/g;
const OVEN_WORDS = /\b(?:oven|preheat)\b/i;
const LIGHT_DISH_TYPES = new Set(['drink', 'sauce']);

/** The longest single time a step states, in minutes ("simmer 20-25 minutes" is 25). */
export function longestStepMinutes(instructions: string): number {
  let longest = 0;
  for (const match of instructions.matchAll(STEP_TIME)) {
    const [, whole = '0', numerator, denominator, upper, unit = ''] = match;
    const fraction = numerator && denominator ? Number(numerator) / Number(denominator) : 0;
    const value = upper === undefined ? Number(whole) + fraction : Number(upper);
    const minutes = /^h/i.test(unit) ? value * 60 : value;
    longest = Math.max(longest, minutes);
  }
  return longest;
}

/** The problems of one recipe, before its allow-list. */
export function lintRecipe(draft: RecipeDraft): Problem[] {
  const problems: Problem[] = [];
  const labels = labelRecipe(draft.ingredientLines, draft.servings, {
    title: draft.title,
    summary: draft.summary,
    instructions: draft.instructions,
  });
  for (const line of labels.unrecognised) problems.push({ rule: 'lines-understood', detail: line });

  const light = draft.dishTypes.some((type) => LIGHT_DISH_TYPES.has(type));
  const calories = labels.nutrition.calories;
  if (calories > 1500 || calories < (light ? 5 : 50))
    problems.push({ rule: 'calories-plausible', detail: `${calories} kcal per serving` });

  if (!Number.isInteger(draft.servings) || draft.servings < 1 || draft.servings > 24)
    problems.push({ rule: 'servings-range', detail: `${draft.servings} servings` });

  const stated = (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0);
  if (draft.readyInMinutes < stated)
    problems.push({
      rule: 'ready-in-covers-times',
      detail: `ready in ${draft.readyInMinutes} < prep + cook ${stated}`,
    });
  const longest = longestStepMinutes(draft.instructions);
  if (draft.readyInMinutes < longest)
    problems.push({ rule: 'ready-in-covers-times', detail: `ready in ${draft.readyInMinutes} < a step's ${longest}` });

  // Oven temperatures only: a thermometer's reading ("75 °C in the thickest part") is not one.
  const ovenSentences = draft.instructions.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => OVEN_WORDS.test(sentence));
  const ovenText = ovenSentences.join('\n');
  for (const match of ovenText.matchAll(OVEN)) {
    // A Fahrenheit figure in brackets restates the Celsius before it: judge the pair by that one.
    const before = ovenText.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0);
    if (READING.test(before) || /\d\s*°\s*C\s*\($/.test(before)) continue;
    const degrees = Number(match[1]);
    const [low, high] = match[2] === 'C' ? [100, 260] : [210, 500];
    if (degrees < low || degrees > high) problems.push({ rule: 'oven-plausible', detail: match[0] });
  }

  // A food the title, summary or steps name that withdraws a claim the lines allow: either the
  // list misses it, or the text needs rewording (or an allowance saying why the rule is wrong here).
  const linesOnly = labelRecipe(draft.ingredientLines, draft.servings);
  const withdrawn = new Set<string>([
    ...linesOnly.diets.filter((diet) => !labels.diets.includes(diet)),
    ...labels.allergens.filter((allergen) => !linesOnly.allergens.includes(allergen)),
  ]);
  const foods = new Set<string>();
  for (const list of [labels.reasons.allergens, labels.reasons.brokenDiets]) {
    for (const { id, because } of list) {
      if (!withdrawn.has(id)) continue;
      for (const evidence of because)
        if (evidence.food !== undefined) foods.add(`${evidence.food} (${evidence.source})`);
    }
  }
  for (const food of foods) problems.push({ rule: 'steps-name-listed-foods', detail: food });

  for (const line of unusedLines(draft)) problems.push({ rule: 'ingredient-used-in-steps', detail: line });
  for (const food of unlistedFoods(draft)) problems.push({ rule: 'food-in-steps-in-ingredients', detail: food });
  return problems;
}

/** A title as two recipes would share it: case, accents and punctuation aside. */
export const titleKey = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The rules a recipe allows, with the reason it gives; an allowance without a reason does not count. */
export function allowances(frontMatter: Record<string, unknown>): Map<RuleName, string> {
  const allowed = new Map<RuleName, string>();
  const lint = frontMatter.lint;
  if (typeof lint !== 'object' || lint === null) return allowed;
  const allow = (lint as { allow?: unknown }).allow;
  if (typeof allow !== 'object' || allow === null) return allowed;
  for (const [rule, why] of Object.entries(allow)) {
    if (rule in RULES && typeof why === 'string' && why.trim().length >= 10) allowed.set(rule as RuleName, why);
  }
  return allowed;
}
