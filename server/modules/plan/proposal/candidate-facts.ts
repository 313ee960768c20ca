import type { Category } from '../../../../catalog/knowledge/ingredients';
import { matchDescription } from '../../../../catalog/labels/matcher';
import { foodKey, readLines } from '../../../../shared/shopping-list/read-line';
import type { PlanFacts } from '../../recipes/recipe.service';
import type { PlanCandidate } from './choose';

/** Foods nobody goes out to buy for one dish: left out of what a week's list costs. */
const STAPLE_CATEGORIES: ReadonlySet<Category> = new Set(['salt', 'water']);
/** What a dish is built on, in the order a cook names it: the first line of one of these is its main. */
const MAIN_CATEGORIES: readonly Category[] = ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'egg', 'legume'];

interface LineFoods {
  foods: string[];
  main: string | null;
}

/** Recipes' lines read once: the same lines give the same foods, and a proposal reads hundreds. */
const CACHE_SIZE = 20_000;
const cache = new Map<string, LineFoods>();

/** The foods to buy for these ingredient lines (by the food knowledge's canonical name), and the main one. */
export function foodsOfLines(lines: readonly string[]): LineFoods {
  const key = lines.join('\n');
  const hit = cache.get(key);
  if (hit) return hit;
  const foods = new Set<string>();
  let main: string | null = null;
  let mainRank = MAIN_CATEGORIES.length;
  for (const reading of readLines(lines)) {
    const entry = matchDescription(reading.name).primary;
    if (entry?.categories.some((category) => STAPLE_CATEGORIES.has(category))) continue;
    const food = entry?.id ?? foodKey(reading.name);
    if (food === '') continue;
    foods.add(food);
    const rank = entry ? MAIN_CATEGORIES.findIndex((category) => entry.categories.includes(category)) : -1;
    if (rank !== -1 && rank < mainRank) [main, mainRank] = [food, rank];
  }
  const read = { foods: [...foods], main };
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, read);
  return read;
}

export function toCandidate(facts: PlanFacts, saved: ReadonlySet<number>): PlanCandidate {
  const { foods, main } = foodsOfLines(facts.lines);
  return {
    id: facts.id,
    title: facts.title,
    readyInMinutes: facts.readyInMinutes,
    cuisines: facts.cuisines.map((cuisine) => cuisine.toLowerCase()),
    main,
    foods,
    saved: saved.has(facts.id),
  };
}

/** Words of what is at hand ("spinach", "eggs"), as the same foods the recipes' lines are read to. */
export function pantryFoods(words: readonly string[]): Set<string> {
  const foods = new Set<string>();
  for (const word of words) {
    const text = word.trim();
    if (text === '') continue;
    const food = matchDescription(text).primary?.id ?? foodKey(text);
    if (food !== '') foods.add(food);
  }
  return foods;
}
