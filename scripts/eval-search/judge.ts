/**
 * Judges one recipe against what a relevant first search result must satisfy (the
 * `Expectation` of queries.ts). Pure functions: no app, no database.
 *
 * Text matching works on folded words: lower case, accents removed, everything that is not a letter
 * or digit splits words (a possessive's lone "s" is dropped: "shepherd's" → "shepherd",
 * "all'arrabbiata" → "all arrabbiata"), and each
 * word gets a simple plural folding (berries → berry, tomatoes → tomato, dishes → dish,
 * cakes → cake; cookie and cookies both → cooky). An alternative matches when its folded words
 * appear one after the other, the last one as a word start ("lasagn" matches "lasagne");
 * an alternative ending in `$` needs its last word whole ("egg$" does not match "eggplant").
 */
import { SEARCH_QUERY_WORDS } from '../../catalog/knowledge/search-query-words';
import { meetsBounds } from '../../server/lib/search-text/nutrition';
import type { RecipeDetail } from '../../shared/recipe';
import type { Expectation } from './queries';

/** The part of a RecipeDetail the judge reads. */
export type JudgedRecipe = Pick<
  RecipeDetail,
  'title' | 'cuisines' | 'dishTypes' | 'diets' | 'allergens' | 'readyInMinutes'
> & { extendedIngredients: readonly { name: string }[] } & Partial<Pick<RecipeDetail, 'nutrition' | 'labelReasons'>>;

/**
 * Whether a recipe makes a nutrition claim of the search words ("healthy"), by the rule the
 * words define, read off the recipe's page: its nutrition per serving, every line understood.
 */
function makesClaim(recipe: JudgedRecipe, claim: string): boolean {
  const rule = SEARCH_QUERY_WORDS.nutrition.find((entry) => entry.claim === claim);
  if (!rule) throw new Error(`no nutrition claim ${claim} in search-query-words.yaml`);
  const { names: _names, claim: _claim, label: _label, ...bounds } = rule;
  if (!recipe.nutrition || (recipe.labelReasons?.unchecked.length ?? 1) > 0) return false;
  return meetsBounds(recipe.nutrition, bounds);
}

export interface Verdict {
  relevant: boolean;
  /** One line per condition that failed, e.g. `title lacks curry|korma`, `diet: not vegan`. */
  failed: string[];
}

/** Letters NFD does not take apart. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
};
/** Words the plural rules would spoil. */
const KEEP_AS_IS = new Set(['fries', 'series', 'species']);

/** Simple plural folding of one lower-case, accent-free word. */
export function foldWord(word: string): string {
  if (word.length <= 3 || KEEP_AS_IS.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie') && word.length > 4) return `${word.slice(0, -2)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Folded words of a text: lower case, accents removed, plural folding; a lone possessive "s" is dropped. */
export function foldWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıøæœßđł]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 's')
    .map(foldWord);
}

/**
 * Words that turn the ingredient before them into something else: "chicken stock" is not
 * chicken, "rice vinegar" is not rice, "tomato paste" is not tomatoes, "cherry tomatoes" are
 * not cherries. Only ingredient names
 * are checked for them; a title says what the dish is.
 */
const DERIVED = new Set(
  [
    'stock',
    'broth',
    'bouillon',
    'vinegar',
    'wine',
    'flour',
    'powder',
    'extract',
    'essence',
    'paste',
    'sauce',
    'oil',
    'water',
    'syrup',
    'cider',
    'noodle',
    'starch',
    'cube',
    'granule',
    'seasoning',
    'fat',
    'sprout',
    'tomato',
  ].map(foldWord),
);

interface Needle {
  words: string[];
  /** The last word must be whole, not a word start. */
  whole: boolean;
}

const needleCache = new Map<string, Needle>();
function needleOf(alternative: string): Needle {
  let needle = needleCache.get(alternative);
  if (!needle) {
    const whole = alternative.trimEnd().endsWith('$');
    needle = { words: foldWords(alternative.replace(/\$\s*$/, '')), whole };
    needleCache.set(alternative, needle);
  }
  return needle;
}

/** Whether `alternative` appears in the folded `words`; `ingredient` applies the DERIVED rule. */
export function matchesAlternative(words: readonly string[], alternative: string, ingredient = false): boolean {
  const { words: needle, whole } = needleOf(alternative);
  if (needle.length === 0) return false;
  const last = needle.length - 1;
  for (let start = 0; start + needle.length <= words.length; start++) {
    let ok = true;
    for (let i = 0; i < needle.length && ok; i++) {
      const word = words[start + i] ?? '';
      const want = needle[i] ?? '';
      ok = i < last || whole ? word === want : word.startsWith(want);
    }
    if (!ok) continue;
    const next = words[start + needle.length];
    if (ingredient && next !== undefined && DERIVED.has(next)) continue;
    return true;
  }
  return false;
}

interface Folded {
  title: string[];
  ingredients: string[][];
}
const foldedCache = new WeakMap<JudgedRecipe, Folded>();
function foldedOf(recipe: JudgedRecipe): Folded {
  let folded = foldedCache.get(recipe);
  if (!folded) {
    folded = {
      title: foldWords(recipe.title),
      ingredients: recipe.extendedIngredients.map((ingredient) => foldWords(ingredient.name)),
    };
    foldedCache.set(recipe, folded);
  }
  return folded;
}

/** Whether one alternative of the group appears in the title (or, with `anywhere`, an ingredient name). */
export function groupHolds(recipe: JudgedRecipe, group: readonly string[], anywhere: boolean): boolean {
  const folded = foldedOf(recipe);
  return group.some(
    (alternative) =>
      matchesAlternative(folded.title, alternative) ||
      (anywhere && folded.ingredients.some((words) => matchesAlternative(words, alternative, true))),
  );
}

const shortList = (items: readonly string[], max = 4): string =>
  items.length <= max ? items.join('|') : `${items.slice(0, max).join('|')}|…`;

/** Every condition of `expect` that `recipe` fails; relevant when there is none. */
export function judge(recipe: JudgedRecipe, expect: Expectation): Verdict {
  const failed: string[] = [];
  for (const group of expect.title ?? [])
    if (!groupHolds(recipe, group, false)) failed.push(`title lacks ${shortList(group)}`);
  for (const group of expect.anywhere ?? [])
    if (!groupHolds(recipe, group, true)) failed.push(`no ${shortList(group)}`);
  if (expect.diet !== undefined && !recipe.diets.includes(expect.diet)) failed.push(`not ${expect.diet}`);
  if (expect.free !== undefined && recipe.allergens.includes(expect.free)) failed.push(`holds ${expect.free}`);
  if (expect.cuisine !== undefined) {
    const wanted = expect.cuisine.toLowerCase();
    if (!recipe.cuisines.some((cuisine) => cuisine.toLowerCase() === wanted))
      failed.push(`cuisine ${recipe.cuisines.join('/') || '-'} not ${expect.cuisine}`);
  }
  if (expect.type !== undefined && !expect.type.some((type) => recipe.dishTypes.includes(type)))
    failed.push(`type ${recipe.dishTypes.join('/') || '-'} not ${expect.type.join('|')}`);
  if (expect.maxReady !== undefined && recipe.readyInMinutes > expect.maxReady)
    failed.push(`ready ${recipe.readyInMinutes} min > ${expect.maxReady}`);
  if (expect.nutrition !== undefined && !makesClaim(recipe, expect.nutrition)) failed.push(`not ${expect.nutrition}`);
  return { relevant: failed.length === 0, failed };
}

/** A short human reading of an expectation, for the failure list. */
export function describeExpectation(expect: Expectation): string {
  const parts: string[] = [];
  for (const group of expect.title ?? []) parts.push(`title:${shortList(group, 3)}`);
  for (const group of expect.anywhere ?? []) parts.push(`has:${shortList(group, 3)}`);
  if (expect.diet) parts.push(`diet:${expect.diet}`);
  if (expect.free) parts.push(`free:${expect.free}`);
  if (expect.cuisine) parts.push(`cuisine:${expect.cuisine}`);
  if (expect.type) parts.push(`type:${expect.type.join('|')}`);
  if (expect.maxReady !== undefined) parts.push(`≤${expect.maxReady}min`);
  if (expect.nutrition) parts.push(expect.nutrition);
  return parts.join(' ');
}
