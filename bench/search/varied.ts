import { seededRandom } from '../../shared/seeded-random';
import { parseSearchRequest } from '../../server/modules/search/search.schemas';
import { CUISINES, TAIL, TITLE_DISHES, TITLE_HEADS } from './synthetic';

/**
 * Distinct request bodies for each query shape, drawn with a fixed seed from a benchmark catalog's
 * words, so a benchmark measures many queries rather than one answer kept in a cache.
 */
export type Body = Record<string, unknown>;

/** Whether the server accepts `body`, as it would a client's. */
export function acceptedBody(body: Body): boolean {
  try {
    parseSearchRequest(body);
    return true;
  } catch {
    return false;
  }
}

/** The words a catalog's queries are drawn from. */
export interface BenchWords {
  /** Words in a large share of recipes. */
  staples: readonly string[];
  /** Words of titles and ingredients, common and less so. */
  words: readonly string[];
  /** Words in very few recipes (under 0.01 % at a million). */
  rare: readonly string[];
  titleWords: readonly string[];
  /** Whole ingredient names, as includeIngredients takes them. */
  ingredients: readonly string[];
  cuisines: readonly string[];
}

const TITLE_WORDS = [...TITLE_HEADS, ...TITLE_DISHES].map((word) => word.toLowerCase());
const SMALL_INGREDIENT_WORDS = ['chicken', 'garlic', 'onion', ...TAIL.flatMap((item) => item.split(' '))];

/** The 209-word synthetic catalog of bench/search/synthetic.ts. */
export const SMALL_WORDS: BenchWords = {
  staples: ['salt', 'garlic', 'onion', 'olive', 'pepper', 'butter', 'chicken', 'eggs', 'flour'],
  words: [...new Set([...SMALL_INGREDIENT_WORDS, ...TITLE_WORDS])].filter((word) => /^[a-z]+$/.test(word)),
  // The rarest ingredients of the synthetic catalog: its long tail.
  rare: TAIL.slice(-60).flatMap((item) => item.split(' ')),
  titleWords: TITLE_WORDS,
  ingredients: ['chicken', 'garlic', 'onion', ...TAIL],
  cuisines: CUISINES,
};

const range = (n: number) => [...Array(n).keys()];
const DIETS = ['vegetarian', 'vegan', 'paleo', 'ketogenic', 'pescatarian', 'whole30'];
const ALLERGIES = ['gluten', 'peanut', 'shellfish', 'soy', 'sulfite', 'wheat'];
const GROUPS = ['dairy', 'egg', 'nuts', 'fish', 'sesame', 'mustard', 'gluten', 'soy'];
const FILTER_PHRASES = [
  'quick',
  'vegan',
  'gluten free',
  'dairy free',
  'dinner',
  'healthy',
  'under 30 minutes',
  'italian',
];
const SORTS = ['time', 'calories', 'protein', 'newest'];

/** One letter changed, dropped, added or two swapped: a typo of `word`, never a vocabulary word. */
function typo(word: string, random: () => number, known: readonly string[]): string {
  const at = Math.floor(random() * word.length);
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  const kind = Math.floor(random() * 4);
  const out =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + letter + word.slice(at + 1)
        : kind === 2
          ? word.slice(0, at) + letter + word.slice(at)
          : at < word.length - 1
            ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
            : word.slice(0, -1) + letter;
  return known.includes(out) ? `${out}x` : out;
}

type Generator = (pick: <T>(list: readonly T[]) => T, random: () => number, w: BenchWords) => Body;

const GENERATORS: Record<string, Generator> = {
  'staple word': (pick, _random, w) => ({
    searchInput: pick(w.staples),
    offset: 24 * pick(range(150)),
    number: pick([12, 20, 24]),
  }),
  'two words': (pick, _random, w) => ({ searchInput: `${pick(w.words)} ${pick(w.words)}` }),
  'typing a prefix': (pick, random, w) => {
    const word = pick(w.words);
    const prefix = word.slice(0, 1 + Math.floor(random() * Math.min(4, word.length)));
    return { searchInput: random() < 0.5 ? prefix : `${pick(w.words)} ${prefix}` };
  },
  'rare word': (pick, _random, w) => ({
    searchInput: pick(w.rare),
    number: pick([10, 12, 20, 24]),
    offset: pick([0, 0, 10, 20]),
    ...(pick([true, false]) ? { maxReadyTime: pick([15, 20, 30, 45, 60, 90, 120]) } : {}),
  }),
  'staple + diet + allergen': (pick, _random, w) => ({
    searchInput: pick(w.staples),
    diet: pick(DIETS),
    allergy: [pick(ALLERGIES), pick(ALLERGIES)].join(','),
    offset: pick([0, 24, 48, 72]),
  }),
  'empty query + filters': (pick, _random, w) => ({
    searchInput: '',
    diet: pick(DIETS),
    allergy: [pick(ALLERGIES), pick(ALLERGIES)].join(','),
    ...(pick([true, false]) ? { maxReadyTime: pick([15, 20, 30, 45, 60, 90]) } : {}),
    ...(pick([true, false]) ? { cuisine: pick(w.cuisines) } : {}),
  }),
  'blank search': (pick, _random, w) => ({
    searchInput: '',
    offset: 24 * pick(range(400)),
    number: pick([12, 20, 24, 30]),
    ...(pick([true, false]) ? { cuisine: pick(w.cuisines) } : {}),
  }),
  'deep page': (pick, _random, w) => ({
    searchInput: pick(w.staples),
    offset: 1000 + 20 * pick(range(400)),
    number: 20,
  }),
  'misspelt word': (pick, random, w) => ({
    searchInput: typo(pick(w.words.filter((word) => word.length >= 5)), random, w.words),
  }),
  'misspelt plural': (pick, random, w) => {
    const word = pick(w.words.filter((candidate) => candidate.length >= 4 && !candidate.endsWith('s')));
    const plural = /(ch|sh|x|o)$/.test(word) ? `${word}es` : `${word}s`;
    return { searchInput: typo(plural, random, w.words) };
  },
  'two rare words': (pick, _random, w) => ({ searchInput: `${pick(w.rare)} ${pick(w.rare)}` }),
  'filter words': (pick, _random, w) => ({
    searchInput: `${pick(FILTER_PHRASES)} ${pick(w.words)}${pick(['', ` ${pick(w.titleWords)}`])}`.slice(0, 32),
  }),
  'partial match': (pick, _random, w) => ({ searchInput: `${pick(w.rare)} ${pick(w.rare)} ${pick(w.titleWords)}` }),
  'include + exclude': (pick, _random, w) => ({
    searchInput: pick(['', '', pick(w.titleWords)]),
    includeIngredients: [pick(w.ingredients), pick(w.ingredients)].join(','),
    excludeIngredients: pick(GROUPS),
  }),
  fridge: (pick, _random, w) => ({
    searchInput: '',
    includeIngredients: [pick(w.ingredients), pick(w.ingredients), pick(w.ingredients)].join(','),
    ranking: 'maximise-used',
  }),
  facets: (pick, _random, w) => ({
    searchInput: pick(['', pick(w.words)]),
    facets: true,
    ...(pick([true, false]) ? { diet: pick(DIETS) } : {}),
    ...(pick([true, false]) ? { cuisine: pick(w.cuisines) } : {}),
  }),
  'sort by time': (pick, _random, w) => ({
    searchInput: pick(['', pick(w.words)]),
    sort: pick(SORTS),
    sortDirection: pick(['asc', 'desc']),
    offset: pick([0, 24, 48]),
  }),
};

export const VARIED_SHAPES = Object.keys(GENERATORS);

/**
 * `count` distinct bodies of one shape (fewer only when the shape has fewer); bodies that the
 * server would refuse (an ingredient both included and excluded) are skipped.
 */
export function variedBodies(
  shape: string,
  count: number,
  valid: (body: Body) => boolean,
  seed = 20261125,
  source: BenchWords = SMALL_WORDS,
): Body[] {
  const generate = GENERATORS[shape];
  if (!generate) throw new Error(`No varied bodies for the shape "${shape}"`);
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const seen = new Set<string>();
  const bodies: Body[] = [];
  for (let attempt = 0; bodies.length < count && attempt < count * 50; attempt++) {
    const body = generate(pick, random, source);
    const key = JSON.stringify(body);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!valid(body)) continue;
    bodies.push(body);
  }
  return bodies;
}
