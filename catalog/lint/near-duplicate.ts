/**
 * Near-duplicate recipes: two recipes the catalog should not hold both of. A pair is flagged when
 * their titles hold the same words in another order ("Chicken and Leek Pie" / "Leek and Chicken
 * Pie"), or when their titles share most words and their known foods are nearly the same set.
 * Variants that say what differs ("Chicken Lasagne" / "Vegetarian Lasagne") are not flagged when
 * their foods differ, which is what makes them variants.
 */
import { INDEX, matchDescription } from '../labels/matcher';
import { tokens } from '../labels/normalise';
import { parseLine } from '../labels/parse-line';
import { wordKey } from './word-key';

/**
 * Foods share at or above this Jaccard index: two thirds of their combined foods in common. Read
 * over the catalog's pairs with alike titles, variants that change the dish ("Vegan Pad Thai with
 * Tofu" / "Vegetable Pad Thai with Tofu", "Coconut Chutney" / "Idli with Coconut Chutney") reach
 * 0.65 at most, while the one rewrite of a recipe under a new name scored 0.81. Foods are the
 * knowledge base's entries, which are broad (one entry for every oil), so the index runs high.
 */
export const FOOD_SIMILARITY = 0.67;
/** Titles share at or above this Jaccard index of their words ("Beef Stew" / "Easy Beef Stew": 2/3). */
export const TITLE_SIMILARITY = 0.6;

/** Words that say nothing about which dish it is. */
const TITLE_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'with',
  'of',
  'in',
  'on',
  'for',
  'style',
  'easy',
  'simple',
  'classic',
  'quick',
  'homemade',
  'best',
  'perfect',
]);

/** The words of a title that name the dish, singular, in their order. */
export function titleWords(title: string): string[] {
  return tokens(title)
    .filter((word) => !TITLE_STOP_WORDS.has(word))
    .map(wordKey);
}

/** Foods that nearly every savoury recipe holds: sharing them says nothing. */
const STAPLE_CATEGORIES = new Set(['salt', 'water']);
const STAPLES = new Set(['black pepper']);

/** The known foods of a recipe's lines (their main entries), less salt, pepper and water. */
export function knownFoods(ingredientLines: readonly string[]): Set<string> {
  const foods = new Set<string>();
  for (const line of ingredientLines) {
    const parsed = parseLine(line);
    if (parsed.header) continue;
    const primary = matchDescription(parsed.description).primary;
    if (primary === undefined || STAPLES.has(primary.id)) continue;
    if (primary.categories.some((category) => STAPLE_CATEGORIES.has(category))) continue;
    foods.add(primary.id);
  }
  return foods;
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface DuplicateCandidate {
  readonly file: string;
  readonly title: string;
  readonly ingredientLines: readonly string[];
}

export interface NearDuplicate {
  readonly file: string;
  readonly twin: string;
  readonly detail: string;
}

const sortedKey = (words: readonly string[]): string => [...words].sort().join(' ');

/**
 * Whether the words one title has and the other lacks name a food the two recipes do not share:
 * "Sri Lankan Beetroot Curry" and "Sri Lankan Pumpkin Curry" are two dishes, "Vegan Chickpea
 * Curry" and "Chickpea Curry" may be one.
 */
function titlesNameDifferentFoods(
  a: { raw: readonly string[]; foods: ReadonlySet<string> },
  b: { raw: readonly string[]; foods: ReadonlySet<string> },
): boolean {
  const differing = [
    ...a.raw.filter((word) => !b.raw.includes(word)),
    ...b.raw.filter((word) => !a.raw.includes(word)),
  ];
  return differing.some((word) => {
    const hit = INDEX.byPhrase.get(word);
    if (hit === undefined || hit.entry.modifier === true) return false;
    return !(a.foods.has(hit.entry.id) && b.foods.has(hit.entry.id));
  });
}

/**
 * Every near-duplicate pair, reported on the later file of the pair. Titles alike as written are
 * the `unique-title` rule's, not this one's.
 */
export function nearDuplicates(recipes: readonly DuplicateCandidate[]): NearDuplicate[] {
  const read = recipes.map((recipe) => {
    const words = titleWords(recipe.title);
    return {
      file: recipe.file,
      raw: tokens(recipe.title),
      words,
      wordSet: new Set(words),
      sorted: sortedKey(words),
      foods: knownFoods(recipe.ingredientLines),
    };
  });
  const found: NearDuplicate[] = [];
  for (let later = 1; later < read.length; later += 1) {
    const b = read[later]!;
    for (let earlier = 0; earlier < later; earlier += 1) {
      const a = read[earlier]!;
      if (a.raw.join(' ') === b.raw.join(' ')) continue;
      if (a.words.length > 1 && a.sorted === b.sorted) {
        // "Chicken and Leek Pie" / "Leek and Chicken Pie", "Beef Stew" / "Easy Beef Stew".
        found.push({ file: b.file, twin: a.file, detail: `same title words as ${a.file}` });
        continue;
      }
      const titles = jaccard(a.wordSet, b.wordSet);
      if (titles < TITLE_SIMILARITY || titlesNameDifferentFoods(a, b)) continue;
      const foods = jaccard(a.foods, b.foods);
      if (foods >= FOOD_SIMILARITY)
        found.push({
          file: b.file,
          twin: a.file,
          detail: `like ${a.file}: titles ${titles.toFixed(2)}, foods ${foods.toFixed(2)} alike`,
        });
    }
  }
  return found;
}
