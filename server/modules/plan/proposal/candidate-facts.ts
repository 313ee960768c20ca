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

/** One line's food to buy (null for a staple or nothing), and how strongly it names the main. */
interface LineFood {
  food: string;
  /** Its place in MAIN_CATEGORIES, or MAIN_CATEGORIES.length when it is no main. */
  rank: number;
}

/**
 * Lines read once: recipes share most of their lines ("2 cloves garlic"), and a proposal reads
 * hundreds of recipes, so a line is parsed and matched the first time only.
 */
const CACHE_SIZE = 50_000;
const cache = new Map<string, LineFood | null>();

function readFood(name: string): LineFood | null {
  const entry = matchDescription(name).primary;
  if (entry?.categories.some((category) => STAPLE_CATEGORIES.has(category))) return null;
  const food = entry?.id ?? foodKey(name);
  if (food === '') return null;
  const rank = entry ? MAIN_CATEGORIES.findIndex((category) => entry.categories.includes(category)) : -1;
  return { food, rank: rank === -1 ? MAIN_CATEGORIES.length : rank };
}

/** The foods to buy for these ingredient lines (by the food knowledge's canonical name), and the main one. */
export function foodsOfLines(lines: readonly string[]): LineFoods {
  const unread = lines.filter((line) => !cache.has(line));
  if (unread.length > 0) {
    if (cache.size + unread.length > CACHE_SIZE) cache.clear();
    readLines(unread).forEach((reading, i) => cache.set(unread[i]!, readFood(reading.name)));
  }
  const foods = new Set<string>();
  let main: string | null = null;
  let mainRank = MAIN_CATEGORIES.length;
  for (const line of lines) {
    const read = cache.get(line);
    if (!read) continue;
    foods.add(read.food);
    if (read.rank < mainRank) [main, mainRank] = [read.food, read.rank];
  }
  return { foods: [...foods], main };
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

/** Pantry items' names by the food each names, as the recipes' lines are read to ("aubergine" → eggplant). */
export function pantryFoodNames(names: readonly string[]): Map<string, string> {
  const foods = new Map<string, string>();
  for (const name of names) {
    const [food] = pantryFoods([name]);
    if (food !== undefined && !foods.has(food)) foods.set(food, name.trim());
  }
  return foods;
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
