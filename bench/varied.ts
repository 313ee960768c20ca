import { seededRandom } from '../shared/seeded-random';
import { CUISINES, TAIL, TITLE_DISHES, TITLE_HEADS } from './synthetic';

/**
 * Distinct request bodies for each query shape, drawn with a fixed seed from the synthetic
 * catalog's words, so a benchmark measures many queries rather than one answer kept in a cache.
 */
export type Body = Record<string, unknown>;

const STAPLE_WORDS = ['salt', 'garlic', 'onion', 'olive', 'pepper', 'butter', 'chicken', 'eggs', 'flour'];
const INGREDIENT_WORDS = ['chicken', 'garlic', 'onion', ...TAIL.flatMap((item) => item.split(' '))];
/** Whole ingredient names, as includeIngredients takes them. */
const INGREDIENTS = ['chicken', 'garlic', 'onion', ...TAIL];
const range = (n: number) => [...Array(n).keys()];
const TITLE_WORDS = [...TITLE_HEADS, ...TITLE_DISHES].map((word) => word.toLowerCase());
const WORDS = [...new Set([...INGREDIENT_WORDS, ...TITLE_WORDS])].filter((word) => /^[a-z]+$/.test(word));
/** The rarest ingredients of the synthetic catalog: its long tail. */
const RARE = TAIL.slice(-60).flatMap((item) => item.split(' '));
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
function typo(word: string, random: () => number): string {
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
  return WORDS.includes(out) ? `${out}x` : out;
}

const GENERATORS: Record<string, (pick: <T>(list: readonly T[]) => T, random: () => number) => Body> = {
  'staple word': (pick) => ({
    searchInput: pick(STAPLE_WORDS),
    offset: 24 * pick(range(150)),
    number: pick([12, 20, 24]),
  }),
  'two words': (pick) => ({ searchInput: `${pick(WORDS)} ${pick(WORDS)}` }),
  'typing a prefix': (pick, random) => {
    const word = pick(WORDS);
    const prefix = word.slice(0, 1 + Math.floor(random() * Math.min(4, word.length)));
    return { searchInput: random() < 0.5 ? prefix : `${pick(WORDS)} ${prefix}` };
  },
  'rare word': (pick) => ({
    searchInput: pick(RARE),
    number: pick([10, 12, 20, 24]),
    offset: pick([0, 0, 10, 20]),
    ...(pick([true, false]) ? { maxReadyTime: pick([15, 20, 30, 45, 60, 90, 120]) } : {}),
  }),
  'staple + diet + allergen': (pick) => ({
    searchInput: pick(STAPLE_WORDS),
    diet: pick(DIETS),
    allergy: [pick(ALLERGIES), pick(ALLERGIES)].join(','),
    offset: pick([0, 24, 48, 72]),
  }),
  'empty query + filters': (pick) => ({
    searchInput: '',
    diet: pick(DIETS),
    allergy: [pick(ALLERGIES), pick(ALLERGIES)].join(','),
    ...(pick([true, false]) ? { maxReadyTime: pick([15, 20, 30, 45, 60, 90]) } : {}),
    ...(pick([true, false]) ? { cuisine: pick(CUISINES) } : {}),
  }),
  'blank search': (pick) => ({
    searchInput: '',
    offset: 24 * pick(range(400)),
    number: pick([12, 20, 24, 30]),
    ...(pick([true, false]) ? { cuisine: pick(CUISINES) } : {}),
  }),
  'deep page': (pick) => ({ searchInput: pick(STAPLE_WORDS), offset: 1000 + 20 * pick(range(400)), number: 20 }),
  'misspelt word': (pick, random) => ({ searchInput: typo(pick(WORDS.filter((w) => w.length >= 5)), random) }),
  'filter words': (pick) => ({
    searchInput: `${pick(FILTER_PHRASES)} ${pick(WORDS)}${pick(['', ` ${pick(TITLE_WORDS)}`])}`.slice(0, 32),
  }),
  'partial match': (pick) => ({ searchInput: `${pick(RARE)} ${pick(RARE)} ${pick(TITLE_WORDS)}` }),
  'include + exclude': (pick) => ({
    searchInput: pick(['', '', pick(TITLE_WORDS)]),
    includeIngredients: [pick(INGREDIENTS), pick(INGREDIENTS)].join(','),
    excludeIngredients: pick(GROUPS),
  }),
  fridge: (pick) => ({
    searchInput: '',
    includeIngredients: [pick(INGREDIENTS), pick(INGREDIENTS), pick(INGREDIENTS)].join(','),
    ranking: 'maximise-used',
  }),
  facets: (pick) => ({
    searchInput: pick(['', pick(WORDS)]),
    facets: true,
    ...(pick([true, false]) ? { diet: pick(DIETS) } : {}),
    ...(pick([true, false]) ? { cuisine: pick(CUISINES) } : {}),
  }),
  'sort by time': (pick) => ({
    searchInput: pick(['', pick(WORDS)]),
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
export function variedBodies(shape: string, count: number, valid: (body: Body) => boolean, seed = 20261125): Body[] {
  const generate = GENERATORS[shape];
  if (!generate) throw new Error(`No varied bodies for the shape "${shape}"`);
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const seen = new Set<string>();
  const bodies: Body[] = [];
  for (let attempt = 0; bodies.length < count && attempt < count * 50; attempt++) {
    const body = generate(pick, random);
    const key = JSON.stringify(body);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!valid(body)) continue;
    bodies.push(body);
  }
  return bodies;
}
