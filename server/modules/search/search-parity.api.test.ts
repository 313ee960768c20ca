import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGY_IDS, DIET_IDS, FREE_FROM_IDS } from '../../../shared/ids';
import { DISH_TYPES } from '../../../shared/recipe';
import { seededRandom } from '../../../shared/seeded-random';
import { createTestApp, type TestContext } from '../../test/harness';
import { seedRecipes, type TestRecipe } from '../../test/recipes';
import { parseSearchRequest, SORTS } from './search.schemas';

/**
 * The in-memory index and the database's own full text (FTS5 or tsvector, whichever database
 * this suite runs on) must give the same page and the same count for every query: same matches,
 * title matches first, then the same static order. A seeded generator makes a catalog with
 * plurals, accents, other scripts, stop words, synonyms, digits and missing pictures, and a few hundred
 * queries of every shape compare the two; then recipes change and new ones arrive, and the
 * comparison runs again on the index's incremental update.
 */

const VOCABULARY = [
  // Synonyms, one-word and phrases (catalog/knowledge/search-synonyms.ts).
  'aubergine',
  'eggplant',
  'spring',
  'onion',
  'green',
  'scallions',
  'baking',
  'soda',
  'Chicken',
  'chickens',
  'chickpea',
  'chickpeas',
  'chili',
  'chilies',
  'chive',
  'tomato',
  'tomatoes',
  'berry',
  'berries',
  'dish',
  'dishes',
  'glass',
  'hummus',
  'couscous',
  'peas',
  'pea',
  'jalapeño',
  'crème',
  'brûlée',
  'pâté',
  'smørrebrød',
  'Straße',
  'σαλάτα',
  '豆腐',
  'キムチ',
  '김치',
  'garlic',
  'garlicky',
  'gar',
  'salt',
  'salted',
  'lemon',
  'lemons',
  'lime',
  "mac'n'cheese",
  'stir-fry',
  'and',
  'the',
  'with',
  'of',
  'a',
  'la',
  '7',
  '24',
  '1950s',
  'curry',
  'curried',
  'soup',
  'soups',
  'to',
  'tofu',
  'toast',
  'thyme',
  'the-best',
  'Ü',
  'über',
  'noodle',
  'noodles',
  'rice',
  'riced',
  'ᴬpple',
  'İstanbul',
  'Σοῦπας',
  'ǅemal',
  'ﬁg',
  'Ⅻ',
  '𞤀𞤁',
];

/** Cuisines and dish types as recipes name them, and words a cook types that are filters. */
const CUISINES = ['Italian', 'Thai', 'Mexican', 'Middle Eastern', 'Greek'];
const FILTER_WORDS = [
  'quick',
  'vegan',
  'thai',
  'dinner',
  'under 20 min',
  'gluten free',
  'easy',
  'breakfast',
  'dairy free',
  'no nuts',
  'healthy',
  'low carb',
  'high protein',
  'light',
];
const EXCLUDE = ['dairy', 'egg', 'nuts', 'fish', 'chicken', 'garlic', 'lemon'];
const INCLUDE = ['garlic', 'rice', 'tomato', 'lemon', 'tofu'];

function buildCatalog(random: () => number, from: number, count: number): TestRecipe[] {
  const pick = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
  const phrase = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, pick).join(random() < 0.2 ? ', ' : ' ');
  return Array.from({ length: count }, (_, i) => {
    const diets = DIET_IDS.filter(() => random() < 0.4);
    const allergens = ALLERGY_IDS.filter(() => random() < 0.3);
    return {
      id: from + i,
      title: phrase(1, 5),
      ingredients: Array.from({ length: 1 + Math.floor(random() * 5) }, () => phrase(1, 3)),
      cuisines:
        random() < 0.5 ? [random() < 0.5 ? phrase(1, 1) : CUISINES[Math.floor(random() * CUISINES.length)]!] : [],
      dishTypes:
        random() < 0.5 ? [random() < 0.3 ? phrase(1, 2) : DISH_TYPES[Math.floor(random() * DISH_TYPES.length)]!] : [],
      readyInMinutes: 5 + Math.floor(random() * 90),
      contains: FREE_FROM_IDS.filter(() => random() < 0.2),
      unchecked: random() < 0.05,
      calories: Math.floor(random() * 900),
      protein: Math.round(random() * 600) / 10,
      fat: Math.round(random() * 500) / 10,
      carbohydrates: Math.round(random() * 900) / 10,
      diets,
      allergens,
      ...(random() < 0.15 ? { image: '' } : {}),
    };
  });
}

interface Query {
  searchInput: string;
  diet?: string;
  allergy?: string;
  cuisine?: string;
  type?: string;
  maxReadyTime?: number;
  includeIngredients?: string;
  excludeIngredients?: string;
  sort?: string;
  sortDirection?: string;
  facets?: boolean;
  addRecipeInformation?: boolean;
  ranking?: string;
  offset?: number;
  number?: number;
}

/** The first `end` code points: a search text is never cut inside a character. */
const cut = (text: string, end: number) => Array.from(text).slice(0, end).join('');

function buildQueries(random: () => number): Query[] {
  const queries: Query[] = [];
  const texts = new Set<string>(['', ' ', '!!', 'the', 'a', 'the ', 'and the', 'chicken and', 'c', 'ch', '豆']);
  for (const word of VOCABULARY) {
    texts.add(word);
    texts.add(`${word} `);
    texts.add(word.toUpperCase());
    for (let n = 1; n <= Math.min(3, Array.from(word).length - 1); n++) texts.add(cut(word, n));
  }
  for (let i = 0; i < 120; i++) {
    const count = 2 + Math.floor(random() * 2);
    const words = Array.from({ length: count }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!);
    let text = words.join(random() < 0.3 ? ', ' : ' ');
    if (random() < 0.4) text = cut(text, Math.max(1, Array.from(text).length - 1 - Math.floor(random() * 3)));
    texts.add(cut(text, 32));
  }
  // Filter words among text, and searches of four words that rarely all match (partial matches).
  for (let i = 0; i < 60; i++) {
    const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
    const filter = FILTER_WORDS[Math.floor(random() * FILTER_WORDS.length)]!;
    texts.add(cut(`${filter} ${word()}`, 32));
    texts.add(cut(`${word()} ${word()} ${word()} ${word()}`, 32));
  }
  for (const searchInput of texts) {
    const query: Query = { searchInput };
    if (random() < 0.35) query.diet = DIET_IDS.filter(() => random() < 0.3).join(',');
    if (random() < 0.35) query.allergy = ALLERGY_IDS.filter(() => random() < 0.3).join(',');
    if (random() < 0.15) query.cuisine = CUISINES.filter(() => random() < 0.4).join(',');
    if (random() < 0.15) query.type = DISH_TYPES.filter(() => random() < 0.3).join(',');
    if (random() < 0.15) query.maxReadyTime = 10 + Math.floor(random() * 60);
    if (random() < 0.15) query.excludeIngredients = EXCLUDE.filter(() => random() < 0.3).join(',');
    if (random() < 0.1) {
      // Including and excluding one food is refused (400): keep the two apart.
      const excluded = (query.excludeIngredients ?? '').split(',');
      query.includeIngredients = INCLUDE.filter((item) => random() < 0.3 && !excluded.includes(item)).join(',');
    }
    if (random() < 0.25) query.sort = SORTS[Math.floor(random() * SORTS.length)]!;
    if (random() < 0.1) query.sortDirection = random() < 0.5 ? 'asc' : 'desc';
    if (random() < 0.15) query.facets = true;
    if (random() < 0.2) query.addRecipeInformation = true;
    if (query.includeIngredients && random() < 0.6) query.ranking = 'maximise-used';
    if (random() < 0.3) query.offset = Math.floor(random() * 12);
    if (random() < 0.3) query.number = 1 + Math.floor(random() * 15);
    queries.push(query);
  }
  return queries;
}

let t: TestContext;
const random = seededRandom(20261122);
const catalog = buildCatalog(random, 1, 400);
const queries = buildQueries(random);

beforeAll(async () => {
  t = await createTestApp({ seed: (db) => seedRecipes(db, catalog) });
});
afterAll(async () => t.close());

async function compareAll(): Promise<number> {
  const search = t.app.services.search;
  let nonEmpty = 0;
  let partial = 0;
  let understood = 0;
  for (const query of queries) {
    const request = parseSearchRequest(query);
    const memory = await search.search(request, { engine: 'memory' });
    const database = await search.search(request, { engine: 'database' });
    expect(database, JSON.stringify(query)).toEqual(memory);
    if (memory.totalResults > 0) nonEmpty++;
    if (memory.partial) partial++;
    if (memory.understood) understood++;
  }
  // Partial matches and filter words are compared too, not only plain searches.
  expect(partial).toBeGreaterThan(10);
  expect(understood).toBeGreaterThan(30);
  return nonEmpty;
}

describe('search engines agree', () => {
  it('on a freshly built index', async () => {
    expect(t.app.services.search.indexed).toBe(true);
    const nonEmpty = await compareAll();
    // The comparison means something only if most queries find recipes.
    expect(nonEmpty).toBeGreaterThan(queries.length * 0.6);
  });

  it('after recipes change and new ones arrive', async () => {
    const changed = buildCatalog(random, 1, 400)
      .filter(() => random() < 0.15)
      .map((recipe, i) => ({
        ...recipe,
        id: 1 + Math.floor(random() * 400),
        title: `${recipe.title} ${i % 3 ? '' : 'x'}`,
      }));
    const added = buildCatalog(random, 401, 60);
    await seedRecipes(t.db, [...new Map([...changed, ...added].map((r) => [r.id, r])).values()]);
    await t.app.services.search.refresh();
    expect(t.app.services.search.index.size).toBe(460);
    await compareAll();
  });
});

describe('search engines agree on letters from every script', () => {
  // One recipe per letter or digit, sampled across Unicode: the database must neither split nor
  // fold a term differently from the app (SQLite's unicode61 tokenizer did both).
  const letters: string[] = [];
  for (let cp = 0x80; cp < 0x30000; cp++) {
    const ch = String.fromCodePoint(cp);
    if (/^[\p{L}\p{N}]$/u.test(ch)) letters.push(ch);
  }
  // New Tai Lue vowel signs are letters to JavaScript but separators to unicode61.
  const sample = [...letters.filter((_, i) => i % 97 === 0), '\u19bb', '\u19b0'];
  let u: TestContext;
  beforeAll(async () => {
    u = await createTestApp({
      seed: (db) =>
        seedRecipes(
          db,
          sample.map((ch, i) => ({ id: i + 1, title: `a${ch}b`, ingredients: [`${ch}x`] })),
        ),
    });
  });
  afterAll(async () => u.close());

  it('for exact words and prefixes', async () => {
    const search = u.app.services.search;
    let found = 0;
    for (const ch of sample) {
      for (const searchInput of [`a${ch}b `, `a${ch}`, `${ch}x`]) {
        const memory = await search.search({ searchInput }, { engine: 'memory' });
        const database = await search.search({ searchInput }, { engine: 'database' });
        expect(database, searchInput).toEqual(memory);
        if (memory.totalResults > 0) found++;
      }
    }
    expect(found).toBeGreaterThan(sample.length * 2);
  });
});
