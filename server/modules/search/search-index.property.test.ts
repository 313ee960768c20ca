import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_FROM_IDS } from '../../../shared/ids';
import { ALL_CONTAINS_MASK, UNCHECKED_BIT } from '../../../shared/label-masks';
import { browseScore } from '../../lib/search-text/browse';
import { FACET_CUISINES, FACET_TIMES, FACET_TYPES, facetsFromCounts } from '../../lib/search-text/facets';
import {
  cuisineTerm,
  dishTypeTerm,
  documentTerms,
  parseQuery,
  titleLength,
  type QueryWord,
} from '../../lib/search-text/search-document';
import { SearchIndex, type IndexDoc, type SearchQuery, type SearchSort, type SortKey } from './search-index';

/**
 * The index against a plain reference written here: every live recipe checked the slow way, the
 * matches counted, ordered by the documented rules (docs/search.md) and cut to the page. Small
 * catalogs drawn from a small alphabet of words, so titles, ingredients and prefixes collide, with
 * upserts, removals and rebuilds (which also drop recipes) between queries.
 */

// Words that share beginnings, plurals that fold, stop words, a synonym phrase and an accent.
const WORDS = [
  'chicken',
  'chickens',
  'chickpea',
  'chili',
  'chilies',
  'garlic',
  'tomato',
  'tomatoes',
  'pie',
  'pies',
  'soup',
  'salt',
  'salad',
  'rice',
  'curry',
  'cherry',
  'cheese',
  'spring',
  'onion',
  'aubergine',
  'eggplant',
  'crème',
  'the',
  'with',
  'a',
];
const TYPED = [...WORDS, 'c', 'ch', 'chi', 'chick', 's', 'sa', 'sal', 'to', 'tomatoe', 'ga', 'on', 'a', 'x', 'cre'];
const CUISINES = ['italian', 'thai', 'indian', 'mexican'];
const TYPES = ['main course', 'dessert', 'soup', 'salad'];
/** The free-from bits the index keeps sets for, with the "unchecked" bit. */
const CONTAINS_BITS = FREE_FROM_IDS.reduce((mask, _, i) => mask | (1 << i), 0) | UNCHECKED_BIT;

const phrase = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((list) => list.join(' '));

const docFields = fc.record({
  title: phrase(1, 4),
  image: fc.boolean(),
  body: fc.array(phrase(1, 2), { maxLength: 4 }),
  cuisines: fc.subarray(CUISINES, { maxLength: 2 }),
  types: fc.subarray(TYPES, { maxLength: 2 }),
  dietsMask: fc.integer({ min: 0, max: 15 }),
  allergensMask: fc.integer({ min: 0, max: 7 }),
  containsMask: fc.option(
    fc.oneof(fc.integer({ min: 0, max: 15 }), fc.constant(UNCHECKED_BIT | 3), fc.constant(ALL_CONTAINS_MASK)),
    { nil: undefined },
  ),
  readyInMinutes: fc.option(fc.integer({ min: 0, max: 130 }), { nil: undefined }),
  calories: fc.integer({ min: 0, max: 5 }).map((n) => n * 100),
  protein: fc.integer({ min: 0, max: 4 }).map((n) => n * 10),
  lineCount: fc.integer({ min: 0, max: 5 }),
});
type DocFields = typeof docFields extends fc.Arbitrary<infer T> ? T : never;

const toDoc = (id: number, f: DocFields): IndexDoc => ({
  id,
  title: f.title,
  image: f.image ? `/img/${id}.webp` : '',
  body: [...f.body, ...f.cuisines, ...f.types].join(' \n '),
  fields: [...f.cuisines.map(cuisineTerm), ...f.types.map(dishTypeTerm)],
  dietsMask: f.dietsMask,
  allergensMask: f.allergensMask,
  ...(f.containsMask === undefined ? {} : { containsMask: f.containsMask }),
  ...(f.readyInMinutes === undefined ? {} : { readyInMinutes: f.readyInMinutes }),
  calories: f.calories,
  protein: f.protein,
  lineCount: f.lineCount,
});

const SORT_KEYS: SortKey[] = ['time', 'calories', 'protein', 'newest', 'lines', 'browse'];
const queryArb = fc.record({
  text: fc
    .tuple(
      fc.array(fc.constantFrom(...TYPED), { maxLength: 3 }),
      fc.constantFrom('', '', ' ', ','),
      fc.constantFrom(' ', ' ', ', ', ' & '),
    )
    .map(([list, end, join]) => list.join(join) + end),
  without: fc.array(fc.constantFrom(...TYPED), { maxLength: 1 }),
  groups: fc.array(
    fc.oneof(
      fc.subarray(CUISINES, { minLength: 1 }).map((list) => list.map(cuisineTerm)),
      fc.subarray(TYPES, { minLength: 1 }).map((list) => list.map(dishTypeTerm)),
    ),
    { maxLength: 2 },
  ),
  maxReadyTime: fc.option(fc.constantFrom(0, 1, 15, 20, 30, 45, 60, 61, 90, 200), { nil: undefined }),
  excludeMask: fc.option(fc.constantFrom(0, 1, 2, 5, UNCHECKED_BIT, UNCHECKED_BIT | 4, 1 << 20), { nil: undefined }),
  sort: fc.option(fc.record({ key: fc.constantFrom(...SORT_KEYS), descending: fc.boolean() }), {
    nil: undefined,
    freq: 3,
  }),
  facets: fc.boolean(),
  dietsMask: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 15 })),
  allergensMask: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 7 })),
  offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
  number: fc.integer({ min: 1, max: 30 }),
});
type QueryFields = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;

const toQuery = (q: QueryFields): SearchQuery => ({
  text: q.text,
  without: q.without.flatMap((word) => parseQuery(`${word} `)),
  groups: q.groups,
  ...(q.maxReadyTime === undefined ? {} : { maxReadyTime: q.maxReadyTime }),
  ...(q.excludeMask === undefined ? {} : { excludeMask: q.excludeMask }),
  ...(q.sort ? { sort: q.sort } : {}),
  ...(q.facets ? { facets: true } : {}),
  dietsMask: q.dietsMask,
  allergensMask: q.allergensMask,
  offset: q.offset,
  number: q.number,
});

/** A recipe's terms, computed once. */
const termsOf = (() => {
  const cache = new WeakMap<IndexDoc, { title: Set<string>; all: Set<string> }>();
  return (d: IndexDoc) => {
    let found = cache.get(d);
    if (!found) {
      const { title, all } = documentTerms(d.title, d.body, d.fields);
      found = { title: new Set(title), all: new Set(all) };
      cache.set(d, found);
    }
    return found;
  };
})();

const holds = (terms: Set<string>, { word, term, prefix }: QueryWord) =>
  terms.has(term) || (prefix && [...terms].some((t) => t.startsWith(word)));

const sortValue = (d: IndexDoc, key: SortKey): number => {
  if (key === 'time') return d.readyInMinutes ?? 0;
  if (key === 'calories') return d.calories ?? 0;
  if (key === 'protein') return d.protein ?? 0;
  if (key === 'lines') return d.lineCount ?? 0;
  if (key === 'newest') return d.id;
  return browseScore({
    id: d.id,
    image: d.image,
    containsMask: d.containsMask ?? ALL_CONTAINS_MASK,
    readyInMinutes: d.readyInMinutes ?? 0,
    calories: d.calories ?? 0,
  });
};

/** The static order: a picture first, then a shorter title, then the smaller id. */
const byStatic = (a: IndexDoc, b: IndexDoc) =>
  (a.image ? 0 : 1) - (b.image ? 0 : 1) || titleLength(a.title) - titleLength(b.title) || a.id - b.id;

function reference(docs: Iterable<IndexDoc>, q: SearchQuery) {
  const queryWords = parseQuery(q.text);
  const exclude = (q.excludeMask ?? 0) & CONTAINS_BITS;
  const matches: IndexDoc[] = [];
  const inTitle = new Set<IndexDoc>();
  for (const d of docs) {
    if ((d.dietsMask & q.dietsMask) !== q.dietsMask || (d.allergensMask & q.allergensMask) !== 0) continue;
    if (((d.containsMask ?? ALL_CONTAINS_MASK) & exclude) !== 0) continue;
    if (q.maxReadyTime !== undefined && (d.readyInMinutes ?? 0) > q.maxReadyTime) continue;
    const { title, all } = termsOf(d);
    if (!(q.groups ?? []).every((group) => group.some((term) => all.has(term)))) continue;
    if ((q.without ?? []).some((word) => holds(all, word))) continue;
    if (!queryWords.every((word) => holds(all, word))) continue;
    matches.push(d);
    if (queryWords.length > 0 && queryWords.every((word) => holds(title, word))) inTitle.add(d);
  }
  let ordered: IndexDoc[];
  const sort: SearchSort | undefined = q.sort;
  if (sort) {
    const sign = sort.descending ? -1 : 1;
    ordered = matches.sort((a, b) => sign * (sortValue(a, sort.key) - sortValue(b, sort.key)) || byStatic(a, b));
  } else {
    ordered = matches.sort((a, b) => (inTitle.has(a) ? 0 : 1) - (inTitle.has(b) ? 0 : 1) || byStatic(a, b));
  }
  const count = (test: (d: IndexDoc) => boolean) => matches.filter(test).length;
  const facets = q.facets
    ? facetsFromCounts([
        ...Array.from({ length: 9 }, (_, i) => count((d) => (d.dietsMask & (1 << i)) !== 0)),
        ...FREE_FROM_IDS.map((_, i) => count((d) => ((d.containsMask ?? ALL_CONTAINS_MASK) & (1 << i)) === 0)),
        ...[...FACET_CUISINES, ...FACET_TYPES].map(([, term]) => count((d) => termsOf(d).all.has(term))),
        ...FACET_TIMES.map((minutes) => count((d) => (d.readyInMinutes ?? 0) <= minutes)),
      ])
    : undefined;
  return {
    ids: ordered.slice(q.offset, q.offset + q.number).map((d) => d.id),
    totalResults: matches.length,
    ...(facets ? { facets } : {}),
  };
}

/**
 * "What's in my fridge" the slow way: a recipe belongs to the group of the ingredients whose every
 * word it holds, to none when it holds a word of another one; groups largest first, then by their
 * ingredients' order; in a group, fewest ingredient lines first, then the static order.
 */
function fridgeReference(iterable: Iterable<IndexDoc>, q: SearchQuery, items: readonly (readonly QueryWord[])[]) {
  const docs = [...iterable];
  const everything = reference(docs, {
    ...q,
    offset: 0,
    number: Number.MAX_SAFE_INTEGER,
    sort: undefined,
    facets: false,
  });
  const byId = new Map(docs.map((d) => [d.id, d]));
  const placed: { d: IndexDoc; used: number[] }[] = [];
  for (const id of everything.ids) {
    const d = byId.get(id)!;
    const { all } = termsOf(d);
    const used = items.flatMap((words, i) => (words.every((word) => holds(all, word)) ? [i] : []));
    const touched = items.flatMap((words, i) => (words.some((word) => holds(all, word)) ? [i] : []));
    if (used.length > 0 && touched.every((i) => used.includes(i))) placed.push({ d, used });
  }
  placed.sort(
    (a, b) =>
      b.used.length - a.used.length ||
      a.used.join().localeCompare(b.used.join()) ||
      (a.d.lineCount ?? 0) - (b.d.lineCount ?? 0) ||
      byStatic(a.d, b.d),
  );
  return {
    page: placed.slice(q.offset, q.offset + q.number).map(({ d, used }) => ({ id: d.id, used })),
    totalResults: placed.length,
  };
}

type Step =
  | { kind: 'query'; query: QueryFields }
  | { kind: 'fridge'; query: QueryFields; items: string[] }
  | { kind: 'upsert'; changes: { pick: number; fields: DocFields; fresh: boolean }[] }
  | { kind: 'rebuild'; drop: number[]; added: DocFields[] }
  | { kind: 'remove'; picks: number[] };

const FRIDGE_ITEMS = ['chicken', 'garlic', 'tomatoes', 'rice', 'spring onion', 'cheese pie', 'the salt', 'eggplant'];
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: queryArb.map((query) => ({ kind: 'query' as const, query })) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        query: queryArb,
        items: fc.uniqueArray(fc.constantFrom(...FRIDGE_ITEMS), { minLength: 1, maxLength: 6 }),
      })
      .map(({ query, items }) => ({ kind: 'fridge' as const, query, items })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.record({ pick: fc.nat(), fields: docFields, fresh: fc.boolean() }), { minLength: 1, maxLength: 6 })
      .map((changes) => ({ kind: 'upsert' as const, changes })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ drop: fc.array(fc.nat(), { maxLength: 5 }), added: fc.array(docFields, { maxLength: 5 }) })
      .map(({ drop, added }) => ({ kind: 'rebuild' as const, drop, added })),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }).map((picks) => ({ kind: 'remove' as const, picks })),
  },
);

/** Runs a scenario on the index and on the model, comparing every answer. */
function run(initial: DocFields[], steps: Step[], make: () => SearchIndex): void {
  const model = new Map<number, IndexDoc>();
  let nextId = 1;
  for (const fields of initial) {
    const d = toDoc(nextId++, fields);
    model.set(d.id, d);
  }
  const index = make();
  index.rebuild([...model.values()].reverse());
  for (const step of steps) {
    if (step.kind === 'query') {
      const q = toQuery(step.query);
      const page = index.search(q);
      const got = {
        ids: page.results.map((r) => r.id),
        totalResults: page.totalResults,
        ...(page.facets ? { facets: page.facets } : {}),
      };
      expect(got, JSON.stringify(step.query)).toEqual(reference(model.values(), q));
      index.dropCaches();
    } else if (step.kind === 'fridge') {
      const q = toQuery(step.query);
      const items = step.items.map((item) => parseQuery(`${item} `));
      const answer = index.fridge(q, items, q.offset, q.number);
      const got = {
        page: answer.page.map(({ summary, used }) => ({ id: summary.id, used })),
        totalResults: answer.totalResults,
      };
      const expected = fridgeReference(model.values(), q, items);
      expect(got, JSON.stringify(step)).toEqual(expected);
      // Every page of two, through all the groups: each page skips the groups before it exactly.
      const all = fridgeReference(model.values(), { ...q, offset: 0, number: expected.totalResults }, items).page;
      for (let at = 0; at < expected.totalResults; at += 2) {
        const ids = index.fridge(q, items, at, 2).page.map(({ summary }) => summary.id);
        expect(ids, `page at ${at} of ${JSON.stringify(step)}`).toEqual(all.slice(at, at + 2).map(({ id }) => id));
      }
    } else if (step.kind === 'upsert') {
      const existing = [...model.keys()];
      const batch = step.changes.map(({ pick, fields, fresh }) => {
        const id = fresh || existing.length === 0 ? nextId++ : existing[pick % existing.length]!;
        const d = toDoc(id, fields);
        model.set(id, d);
        return d;
      });
      index.upsert(batch);
    } else if (step.kind === 'remove') {
      // A recipe made private or deleted; an id the index does not know is ignored.
      const existing = [...model.keys()];
      const ids = step.picks.map((pick) => (existing.length > 0 ? existing[pick % existing.length]! : 999_999));
      for (const id of ids) model.delete(id);
      index.remove([...ids, 999_999]);
    } else {
      const existing = [...model.keys()];
      for (const pick of step.drop) if (existing.length > 0) model.delete(existing[pick % existing.length]!);
      for (const fields of step.added) {
        const d = toDoc(nextId++, fields);
        model.set(d.id, d);
      }
      index.rebuild([...model.values()]);
    }
    expect(index.size).toBe(model.size);
  }
}

describe('SearchIndex against a plain reference', () => {
  it('answers every query as the reference does, through upserts, removals and rebuilds', () => {
    fc.assert(
      fc.property(
        fc.array(docFields, { maxLength: 40 }),
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        (docs, steps) => run(docs, steps, () => new SearchIndex()),
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it('reads sorted pages off kept orders as the reference sorts them', () => {
    // Sorting outright never: every sorted page comes off a kept order, merged through upserts.
    fc.assert(
      fc.property(
        fc.array(docFields, { maxLength: 40 }),
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        (docs, steps) => run(docs, steps, () => new SearchIndex(0)),
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('answers alike whichever representation each term and prefix takes', () => {
    // Mostly lists and no kept prefixes; then every term a bit set and every short prefix kept.
    const tunings = [
      () => new SearchIndex(20_000, { denseShare: 0.6, prefixShare: 100 }),
      () => new SearchIndex(3, { denseShare: 0, prefixShare: 0, prefixLength: 6 }),
    ];
    for (const make of tunings) {
      fc.assert(
        fc.property(
          fc.array(docFields, { maxLength: 40 }),
          fc.array(stepArb, { minLength: 1, maxLength: 25 }),
          (docs, steps) => run(docs, steps, make),
        ),
        { numRuns: 150 },
      );
    }
  }, 120_000);
});

describe('what is in the fridge, with many ingredients at hand', () => {
  it('leaves out a recipe that holds only part of an ingredient, at every page', () => {
    const titles = [
      'cheese pie',
      'cheese soup',
      'garlic rice',
      'garlic cheese pie',
      'tomato rice',
      'onion pie',
      'garlic tomato onion rice',
      'rice',
      'cheese rice',
      'pie',
    ];
    const docs = titles.map((title, i) =>
      toDoc(i + 1, {
        title,
        image: i % 3 !== 0,
        body: [],
        cuisines: [],
        types: [],
        dietsMask: 0,
        allergensMask: 0,
        containsMask: undefined,
        readyInMinutes: undefined,
        calories: 0,
        protein: 0,
        lineCount: (i * 7) % 4,
      }),
    );
    const items = ['cheese pie', 'garlic', 'rice', 'tomato', 'onion', 'salt'].map((item) => parseQuery(`${item} `));
    // Every term a bit set (the whole catalog counted a machine word at a time), then mostly lists.
    for (const index of [new SearchIndex(20_000, { denseShare: 0 }), new SearchIndex(20_000, { denseShare: 0.9 })]) {
      index.rebuild(docs);
      const q: SearchQuery = { text: '', dietsMask: 0, allergensMask: 0, offset: 0, number: 100 };
      const all = fridgeReference(docs, q, items);
      // "cheese soup", "onion pie", "cheese rice" and "pie" hold a word of "cheese pie" without the other.
      expect(all.totalResults).toBe(6);
      expect(index.fridge(q, items, 0, 100).totalResults).toBe(6);
      for (let at = 0; at < all.totalResults; at++) {
        const page = index.fridge(q, items, at, 1).page.map(({ summary, used }) => ({ id: summary.id, used }));
        expect(page, `page at ${at}`).toEqual(all.page.slice(at, at + 1));
      }
    }
  });
});
