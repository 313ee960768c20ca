import { DIET_IDS, type DietId } from '../../shared/ids';
import { seededRandom } from '../../shared/seeded-random';
import { fieldTerms, searchBody } from '../../server/lib/search-text/search-document';
import type { IndexDoc } from '../../server/modules/search/search-index';
import { CUISINES, TAIL, TITLE_DISHES, TITLE_HEADS } from './synthetic';
import type { BenchWords } from './varied';

/**
 * Index documents for the search index benchmark, made directly (no database, no labeller), from
 * one of two vocabularies: the 209 words of bench/search/synthetic.ts, or a real catalog's tens of
 * thousands (bench/search/vocabulary.ts) drawn with a Zipf-like spread. Labels are drawn at realistic
 * rates. Deterministic for a seed.
 */
export interface IndexCatalog {
  docs: IndexDoc[];
  /** Ingredient names by recipe id: what ranking by the ingredients at hand reads. */
  ingredientNames: Map<number, string[]>;
}

const STAPLES: [string, number][] = [
  ['salt', 0.7],
  ['garlic', 0.45],
  ['onion', 0.4],
  ['olive oil', 0.45],
  ['black pepper', 0.4],
  ['unsalted butter', 0.25],
  ['chicken thighs', 0.2],
  ['eggs', 0.18],
  ['plain flour', 0.15],
  ['soy sauce', 0.08],
];
const DISH_TYPES = ['main course', 'side dish', 'soup', 'salad', 'dessert', 'breakfast', 'snack'];

const diets = (...ids: DietId[]) => ids.reduce((mask, id) => mask | (1 << DIET_IDS.indexOf(id)), 0);

/** Zipf-like pick: index i with weight about 1/(i+1). */
function zipf(random: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(Math.exp(random() * Math.log(n + 1)) - 1));
}

const capitalise = (text: string) =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, c: string) => space + c.toUpperCase());

/** `vocabulary`: distinct words, most common first; none for the 209-word catalog. */
export function indexCatalog(size: number, vocabulary: readonly string[] | null, seed = 42): IndexCatalog {
  const random = seededRandom(seed);
  const docs: IndexDoc[] = [];
  const ingredientNames = new Map<number, string[]>();
  const word = () => vocabulary![zipf(random, vocabulary!.length)]!;
  for (let i = 0; i < size; i++) {
    const id = 1000 + i;
    const names: string[] = [];
    for (const [name, share] of STAPLES) if (random() < share) names.push(name);
    const tailCount = 3 + Math.floor(random() * 7);
    let title: string;
    if (vocabulary) {
      for (let k = 0; k < tailCount; k++) names.push(random() < 0.6 ? word() : `${word()} ${word()}`);
      const titleWords = 2 + Math.floor(random() * 3);
      title = capitalise(Array.from({ length: titleWords }, word).join(' '));
    } else {
      const seen = new Set<number>();
      while (seen.size < tailCount) seen.add(zipf(random, TAIL.length));
      for (const k of seen) names.push(TAIL[k]!);
      const head = TITLE_HEADS[zipf(random, TITLE_HEADS.length)]!;
      const dish = TITLE_DISHES[Math.floor(random() * TITLE_DISHES.length)]!;
      title = `${head} ${capitalise(TAIL[zipf(random, TAIL.length)]!)} ${dish}`;
    }
    const cuisines = [CUISINES[zipf(random, CUISINES.length)]!];
    const dishTypes = [DISH_TYPES[Math.floor(random() * DISH_TYPES.length)]!];
    const vegan = random() < 0.15;
    const vegetarian = vegan || random() < 0.25;
    let dietsMask = 0;
    if (vegetarian) dietsMask |= diets('vegetarian', 'lacto-Vegetarian', 'ovo-Vegetarian', 'pescatarian');
    if (vegan) dietsMask |= diets('vegan');
    for (const diet of ['ketogenic', 'paleo', 'primal', 'whole30'] as const)
      if (random() < 0.15) dietsMask |= diets(diet);
    let allergensMask = 0;
    for (let bit = 0; bit < 6; bit++) if (random() < 0.2) allergensMask |= 1 << bit;
    let containsMask = 0;
    for (let bit = 0; bit < 31; bit++) if (random() < (vocabulary ? 0.3 : 0.15)) containsMask |= 1 << bit;
    docs.push({
      id,
      title,
      image: random() < 0.9 ? `/images/bench/${id}.webp` : '',
      body: searchBody({ ingredientNames: names, cuisines, dishTypes }),
      fields: fieldTerms({ cuisines, dishTypes }),
      dietsMask,
      allergensMask,
      containsMask,
      readyInMinutes: 5 + Math.floor(random() * 115),
      calories: 100 + Math.floor(random() * 800),
      protein: Math.floor(random() * 60),
      lineCount: names.length,
    });
    ingredientNames.set(id, names);
  }
  return { docs, ingredientNames };
}

/** The words a real-vocabulary catalog's queries are drawn from; `present` says whether the index holds a word. */
export function vocabularyWords(vocabulary: readonly string[], present: (word: string) => boolean): BenchWords {
  const letters = (list: readonly string[]) => list.filter((w) => /^[a-z]{2,}$/.test(w) && present(w));
  const staples = ['salt', 'garlic', 'onion', 'olive', 'pepper', 'butter', 'chicken', 'eggs', 'flour'];
  // Ranks past 20,000 are expected in under 0.01 % of recipes (about 12 draws a recipe over 60,000 words).
  const rare = letters(vocabulary.slice(20_000)).slice(0, 5_000);
  const words = letters(vocabulary.slice(0, 20_000));
  return {
    staples: [...staples, ...letters(vocabulary.slice(0, 20))],
    words,
    rare,
    titleWords: words.slice(0, 3_000),
    ingredients: ['chicken', 'garlic', 'onion', ...words.slice(0, 2_000)],
    cuisines: CUISINES,
  };
}
