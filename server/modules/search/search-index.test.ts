import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../shared/seeded-random';
import { Bitset } from './bitset';
import { ALL_CONTAINS_MASK, UNCHECKED_BIT } from '../../../shared/label-masks';
import { browseScore } from '../../lib/search-text/browse';
import { BROWSE, SearchIndex, type IndexDoc, type SearchSort } from './search-index';
import { documentTerms } from '../../lib/search-text/search-document';
import { isStopWord, stem, terms, words } from '../../lib/search-text/text';

const doc = (id: number, title: string, body = '', extra: Partial<IndexDoc> = {}): IndexDoc => ({
  id,
  title,
  image: `/img/${id}.webp`,
  body,
  dietsMask: 0,
  allergensMask: 0,
  ...extra,
});
const query = (text: string, extra: Partial<Parameters<SearchIndex['search']>[0]> = {}) => ({
  text,
  dietsMask: 0,
  allergensMask: 0,
  offset: 0,
  number: 20,
  ...extra,
});

describe('text', () => {
  it('folds case, accents, ligatures and apostrophes; punctuation breaks words', () => {
    expect(words("Crème Brûlée & Shepherd's PIE—Æbleskiver")).toEqual([
      'creme',
      'brulee',
      'shepherds',
      'pie',
      'aebleskiver',
    ]);
    expect(words('💥"*NEAR(')).toEqual(['near']);
  });

  it('folds plurals lightly', () => {
    expect(['tomatoes', 'berries', 'dishes', 'eggs', 'hummus', 'couscous', 'glass', 'pea'].map(stem)).toEqual([
      'tomato',
      'berri',
      'dish',
      'egg',
      'hummus',
      'couscous',
      'glass',
      'pea',
    ]);
    expect(terms('The eggs and the Egg')).toEqual(['egg']);
  });
});

describe('Bitset', () => {
  it('counts and collects with skips across words', () => {
    const set = Bitset.fromSorted(200, [0, 5, 31, 32, 63, 64, 150, 199]);
    expect(set.count()).toBe(8);
    expect(set.collect(0, 3)).toEqual([0, 5, 31]);
    expect(set.collect(3, 3)).toEqual([32, 63, 64]);
    expect(set.collect(7, 10)).toEqual([199]);
    expect(Bitset.full(70).count()).toBe(70);
  });
});

describe('SearchIndex', () => {
  it('orders by the static quality order: pictures first, then shorter titles', () => {
    const index = new SearchIndex();
    index.rebuild([doc(1, 'Very Long Chicken Title'), doc(2, 'Chicken', '', { image: '' }), doc(3, 'Chicken Pie')]);
    expect(index.search(query('chicken')).results.map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it('replaces a changed document and forgets its old words', () => {
    const index = new SearchIndex();
    index.rebuild([doc(1, 'Apple Pie'), doc(2, 'Pear Tart')]);
    index.upsert([doc(1, 'Cherry Pie')]);
    expect(index.search(query('apple')).totalResults).toBe(0);
    expect(index.search(query('cherry')).results.map((r) => r.id)).toEqual([1]);
    expect(index.size).toBe(2);
    expect(index.search(query('')).totalResults).toBe(2);
  });

  it('corrects towards a word that arrived after the build, and forgets no word it had', () => {
    const index = new SearchIndex();
    index.rebuild([doc(1, 'Apple Pie'), doc(2, 'Pear Tart')]);
    expect(index.corrections('cheery', false, 3)).toEqual([]);
    expect(index.corrections('aple', false, 3)).toEqual([stem('apple')]);
    index.upsert([doc(3, 'Cherry Cake')]);
    expect(index.corrections('cheery', false, 3)).toEqual([stem('cherry')]);
    expect(index.corrections('aple', false, 3)).toEqual([stem('apple')]);
    index.rebuild([doc(4, 'Plum Jam')]);
    expect(index.corrections('cheery', false, 3)).toEqual([]);
    expect(index.corrections('plumm', false, 3)).toEqual([stem('plum')]);
  });

  it('grows past its first capacity', () => {
    const index = new SearchIndex();
    index.rebuild([doc(1, 'Soup')]);
    index.upsert(Array.from({ length: 300 }, (_, i) => doc(i + 2, `Soup ${i}`, 'salt')));
    expect(index.search(query('soup')).totalResults).toBe(301);
    expect(index.search(query('salt', { number: 5, offset: 298 })).results).toHaveLength(2);
  });

  it('asks for compaction after many replacements', () => {
    const index = new SearchIndex();
    const docs = Array.from({ length: 2000 }, (_, i) => doc(i + 1, `Dish ${i}`));
    index.rebuild(docs);
    expect(index.needsCompaction).toBe(false);
    index.upsert(docs.slice(0, 1500));
    expect(index.needsCompaction).toBe(true);
  });

  it('filters by every diet bit and every allergen bit', () => {
    const index = new SearchIndex();
    index.rebuild([
      doc(1, 'A', '', { dietsMask: 0b11, allergensMask: 0 }),
      doc(2, 'B', '', { dietsMask: 0b01, allergensMask: 0b10 }),
      doc(3, 'C', '', { dietsMask: 0b10, allergensMask: 0b01 }),
    ]);
    expect(index.search(query('', { dietsMask: 0b01 })).results.map((r) => r.id)).toEqual([1, 2]);
    expect(index.search(query('', { dietsMask: 0b11 })).results.map((r) => r.id)).toEqual([1]);
    expect(index.search(query('', { allergensMask: 0b10 })).results.map((r) => r.id)).toEqual([1, 3]);
    expect(index.search(query('', { allergensMask: 0b11 })).results.map((r) => r.id)).toEqual([1]);
  });

  it('draws distinct random recipes, only with pictures', () => {
    const index = new SearchIndex();
    index.rebuild([
      ...Array.from({ length: 30 }, (_, i) => doc(i + 1, `R${i}`)),
      doc(99, 'No picture', '', { image: '' }),
    ]);
    for (let round = 0; round < 20; round++) {
      const picked = index.random(12);
      expect(new Set(picked.map((r) => r.id)).size).toBe(12);
      expect(picked.some((r) => r.id === 99)).toBe(false);
    }
  });
});

describe('static order after upserts', () => {
  const ids = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);

  it('counts title length in code points, not UTF-16 units', () => {
    const index = new SearchIndex();
    // 12 UTF-16 units but 8 code points, against 9 of each.
    index.rebuild([doc(1, 'Pizza Pie'), doc(2, '🍕🍕🍕🍕 Pie')]);
    expect(ids(index.search(query('pie')))).toEqual([2, 1]);
    index.upsert([doc(3, '🍕🍕🍕🍕🍕 Pie')]);
    expect(ids(index.search(query('pie')))).toEqual([2, 1, 3]);
  });

  it('places upserted recipes by the static order, not at the end', () => {
    const index = new SearchIndex();
    index.rebuild([doc(1, 'Chicken Pie'), doc(2, 'Chicken Curry Bake'), doc(3, 'Chicken', '', { image: '' })]);
    index.upsert([doc(4, 'Chicken Stew'), doc(5, 'Chicken Soup Deluxe', '', { image: '' })]);
    expect(ids(index.search(query('chicken')))).toEqual([1, 4, 2, 3, 5]);
    index.upsert([doc(1, 'Chicken Pie Supreme Deluxe')]);
    expect(ids(index.search(query('chicken')))).toEqual([4, 2, 1, 3, 5]);
    expect(ids(index.search(query('chicken', { offset: 1, number: 2 })))).toEqual([2, 1]);
    expect(ids(index.search(query('chicken', { offset: 4, number: 5 })))).toEqual([5]);
  });

  it('forgets every filter bit of the previous build', () => {
    const index = new SearchIndex();
    index.rebuild([doc(1, 'A', '', { dietsMask: 1 }), doc(2, 'B', '', { dietsMask: 1 }), doc(3, 'C')]);
    index.rebuild([doc(4, 'D')]);
    expect(index.search(query('')).totalResults).toBe(1);
    expect(index.search(query('', { dietsMask: 1 })).totalResults).toBe(0);
  });

  it('asks for compaction when the tail grows long', () => {
    const index = new SearchIndex();
    index.rebuild(Array.from({ length: 17_000 }, (_, i) => doc(i + 1, `D${i}`)));
    index.upsert(Array.from({ length: 1001 }, (_, i) => doc(i + 1, `E${i}`)));
    // 1001 tail slots are fewer than 1/16 of 17,000 live recipes.
    expect(index.needsCompaction).toBe(false);
    index.upsert(Array.from({ length: 100 }, (_, i) => doc(20_000 + i, `N${i}`)));
    expect(index.needsCompaction).toBe(true);
    index.rebuild(Array.from({ length: 17_100 }, (_, i) => doc(i + 1, `D${i}`)));
    expect(index.needsCompaction).toBe(false);
  });

  const VOCABULARY = [
    'chicken',
    'chickens',
    'chickpea',
    'garlic',
    'tomato',
    'tomatoes',
    'pie',
    'pies',
    'soup',
    'salad',
    'crème',
    'creme',
    'berry',
    'berries',
    'rice',
    'curry',
    'cherry',
    'cheese',
    'a',
    'the',
    'with',
    'de',
    'la',
    '🍕',
    '🌶️',
    'e\u0301clair',
    'éclair',
  ];
  const QUERY_WORDS = [...VOCABULARY, 'c', 'ch', 'chi', 'chick', 'to', 'tomatoe', 'ga', 'be', 'ber', 'th', 'ecl', 'x'];

  const termCache = new WeakMap<IndexDoc, { title: string[]; all: string[] }>();
  const termsOf = (d: IndexDoc) => {
    let cached = termCache.get(d);
    if (!cached) {
      // What a recipe holds (its terms and its synonyms' terms) is documentTerms' business, tested on its own.
      cached = documentTerms(d.title, d.body);
      termCache.set(d, cached);
    }
    return cached;
  };

  /** The ranking written out plainly: filter every live recipe, then sort each group by the static key. */
  function reference(docs: Map<number, IndexDoc>, q: ReturnType<typeof query>) {
    const queryWords = words(q.text);
    let meaningful = queryWords.filter((word) => !isStopWord(word));
    if (meaningful.length === 0 && queryWords.length > 0) meaningful = queryWords.slice(-1);
    const trailingBreak = /[^\p{L}\p{N}]$/u.test(q.text);
    const prefixAt = meaningful.length - 1;
    const usePrefix = !trailingBreak && meaningful.at(-1) === queryWords.at(-1);
    const holds = (termList: string[], word: string, prefix: boolean) =>
      termList.some((term) => term === stem(word) || (prefix && term.startsWith(word)));
    const key = (d: IndexDoc): [number, number, number] => [d.image !== '' ? 0 : 1, [...d.title].length, d.id];
    const byKey = (a: IndexDoc, b: IndexDoc) => {
      const [ka, kb] = [key(a), key(b)];
      return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
    };
    const titleGroup: IndexDoc[] = [];
    const rest: IndexDoc[] = [];
    for (const d of docs.values()) {
      if ((d.dietsMask & q.dietsMask) !== q.dietsMask || (d.allergensMask & q.allergensMask) !== 0) continue;
      const { title: titleTerms, all: allTerms } = termsOf(d);
      if (!meaningful.every((word, i) => holds(allTerms, word, i === prefixAt && usePrefix))) continue;
      const inTitle =
        meaningful.length > 0 && meaningful.every((word, i) => holds(titleTerms, word, i === prefixAt && usePrefix));
      (inTitle ? titleGroup : rest).push(d);
    }
    const ordered = [...titleGroup.sort(byKey), ...rest.sort(byKey)];
    return { ids: ordered.slice(q.offset, q.offset + q.number).map((d) => d.id), totalResults: ordered.length };
  }

  it('matches a brute-force reference through random rebuilds, upserts and queries', () => {
    let queries = 0;
    let mixed = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const random = seededRandom(seed);
      const int = (n: number) => Math.floor(random() * n);
      const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
      const phrase = (max: number) => Array.from({ length: int(max + 1) }, () => pick(VOCABULARY)).join(' ');
      let nextId = 1;
      const makeDoc = (id: number): IndexDoc => ({
        id,
        title: phrase(4) || pick(VOCABULARY),
        image: random() < 0.7 ? `/img/${id}.webp` : '',
        body: phrase(4),
        dietsMask: int(8),
        allergensMask: int(8),
      });
      const model = new Map<number, IndexDoc>();
      const index = new SearchIndex();
      const upserted = new Set<number>();
      const rebuild = (count: number) => {
        upserted.clear();
        // A rebuild may also drop recipes, as compaction from the database would after deletes.
        for (const id of [...model.keys()]) if (random() < 0.2) model.delete(id);
        for (let i = 0; i < count; i++) {
          const d = makeDoc(nextId++);
          model.set(d.id, d);
        }
        index.rebuild([...model.values()].reverse());
      };
      rebuild(int(60));
      for (let step = 0; step < 12; step++) {
        const op = random();
        if (op < 0.1) rebuild(int(20));
        else {
          const batch: IndexDoc[] = [];
          const size = 1 + int(12);
          for (let i = 0; i < size; i++) {
            const existing = [...model.values()];
            if (existing.length > 0 && random() < 0.6) {
              // Change some fields of a recipe, sometimes twice in one batch.
              const old = pick(existing);
              const changed = { ...old };
              if (random() < 0.5) changed.title = phrase(4) || pick(VOCABULARY);
              if (random() < 0.4) changed.image = changed.image ? '' : `/img/${old.id}.webp`;
              if (random() < 0.3) changed.dietsMask = int(8);
              if (random() < 0.3) changed.allergensMask = int(8);
              if (random() < 0.3) changed.body = phrase(4);
              batch.push(changed);
              model.set(changed.id, changed);
            } else {
              const d = makeDoc(nextId++);
              batch.push(d);
              model.set(d.id, d);
            }
          }
          for (const d of batch) upserted.add(d.id);
          index.upsert(batch);
        }
        expect(index.size).toBe(model.size);
        for (let k = 0; k < 12; k++) {
          const text = Array.from({ length: int(4) }, () => {
            const word = pick(QUERY_WORDS);
            return random() < 0.2 ? word.toUpperCase() : word;
          }).join(pick([' ', ' ', ', ', ' & ']));
          const q = query(text + (random() < 0.25 ? pick([' ', '!', '-']) : ''), {
            dietsMask: random() < 0.3 ? 1 << int(3) : 0,
            allergensMask: random() < 0.3 ? 1 << int(3) : 0,
            offset: random() < 0.4 ? 0 : int(model.size + 5),
            number: 1 + int(random() < 0.5 ? 5 : 40),
          });
          const expected = reference(model, q);
          const page = index.search(q);
          expect({ text: q.text, ids: ids(page), totalResults: page.totalResults }).toEqual({
            text: q.text,
            ids: expected.ids,
            totalResults: expected.totalResults,
          });
          queries++;
          // Pages that mix recipes from the last rebuild with recipes upserted since.
          if (expected.ids.some((id) => upserted.has(id)) && expected.ids.some((id) => !upserted.has(id))) mixed++;
        }
      }
    }
    expect(queries).toBeGreaterThan(10_000);
    expect(mixed).toBeGreaterThan(1000);
  }, 60_000);
});

describe('Bitset ranges', () => {
  it('counts and collects within slot ranges like a plain scan', () => {
    const random = (() => {
      let a = 12345;
      return () => {
        a = (Math.imul(a, 1103515245) + 12345) >>> 0;
        return a / 4294967296;
      };
    })();
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 300);
      const slots = Array.from({ length: size }, (_, i) => i).filter(() => random() < 0.4);
      const set = Bitset.fromSorted(size, slots);
      const from = Math.floor(random() * (size + 1));
      const to = Math.floor(random() * (size + 1));
      const inRange = slots.filter((s) => s >= from && s < to);
      expect(set.countRange(from, to)).toBe(inRange.length);
      expect(set.countRange(from, to, 3)).toBeGreaterThanOrEqual(Math.min(3, inRange.length));
      const skip = Math.floor(random() * 10);
      const below = slots.filter((s) => s < to);
      expect(set.collect(skip, 7, [], to)).toEqual(below.slice(skip, skip + 7));
    }
  });

  it('intersects one to five sets in one pass, itself among them or not, and counts the result', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 700);
      const pick = () =>
        Bitset.fromSorted(
          size,
          Array.from({ length: size }, (_, i) => i).filter(() => random() < 0.7),
        );
      const sets = Array.from({ length: 1 + (round % 5) }, pick);
      const expected = sets.slice(1).reduce((acc, set) => acc.and(set), sets[0]!.clone());
      const into = round % 2 === 0 ? sets[0]! : new Bitset(size);
      expect(into.intersectionOf(sets)).toBe(expected.count());
      expect([...into.words]).toEqual([...expected.words]);
    }
  });

  it('counts the slots two sets share like a plain scan, for any size and density', () => {
    const random = seededRandom(20261128);
    for (let round = 0; round < 300; round++) {
      // Sizes around whole blocks of eight words, and dense sets, where a carry could be lost.
      const size = 1 + Math.floor(random() * 1200);
      const density = [0.02, 0.5, 0.97, 1][round % 4]!;
      const pick = () => Array.from({ length: size }, (_, i) => i).filter(() => random() < density);
      const a = pick();
      const b = new Set(pick());
      const shared = a.filter((slot) => b.has(slot)).length;
      expect(Bitset.fromSorted(size, a).countAnd(Bitset.fromSorted(size, [...b]))).toBe(shared);
    }
  });
});

describe('rebuildGradually', () => {
  it('hands the event loop back while building, and builds the same index as rebuild', async () => {
    const docs = Array.from({ length: 50 }, (_, i) =>
      doc(i + 1, `${i % 3 ? 'garlic' : 'lemon'} dish ${'x'.repeat(i % 7)}`, i % 2 ? 'salt' : 'pepper', {
        image: i % 5 ? `/images/${i}.webp` : '',
        dietsMask: i % 4,
      }),
    );
    const whole = new SearchIndex();
    whole.rebuild(docs);
    const gradual = new SearchIndex();
    let pauses = 0;
    await gradual.rebuildGradually(docs, () => Promise.resolve(void pauses++), 7);
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(50 / 7));
    for (const text of ['garlic', 'lemon', 'sal', 'dish ', '']) {
      for (const dietsMask of [0, 1, 3]) {
        const page = gradual.search(query(text, { dietsMask, number: 100 }));
        expect(page, `${text} ${dietsMask}`).toEqual(whole.search(query(text, { dietsMask, number: 100 })));
        if (text === 'garlic' && dietsMask === 0) expect(page.totalResults).toBe(33);
      }
    }
  });
});

describe('orders kept across changes', () => {
  const recipes = (from: number, count: number, random: () => number) =>
    Array.from({ length: count }, (_, i) =>
      doc(from + i, `dish ${i % 7}`, 'salt', {
        readyInMinutes: 5 + Math.floor(random() * 90),
        calories: Math.floor(random() * 3) * 200,
        containsMask: random() < 0.3 ? ALL_CONTAINS_MASK : 0,
        image: random() < 0.9 ? `/img/${from + i}.webp` : '',
      }),
    );

  it('a sort order built before new recipes arrive answers as one built after', () => {
    const random = seededRandom(7);
    const first = recipes(1, 300, random);
    const later = [...recipes(301, 40, random), ...recipes(5, 10, random)];
    // Every sorted page is read off the kept orders, not sorted outright.
    const kept = new SearchIndex(0);
    kept.rebuild(first);
    const fresh = new SearchIndex(0);
    fresh.rebuild(first);
    fresh.upsert(later);
    const sorts: SearchSort[] = [BROWSE, { key: 'time', descending: false }, { key: 'calories', descending: true }];
    // Built now, on the first recipes only; then the new ones are merged in.
    for (const sort of sorts) kept.search(query('', { sort, number: 5 }));
    kept.upsert(later);
    for (const sort of sorts) {
      for (const offset of [0, 100, 330]) {
        const page = (index: SearchIndex) => index.search(query('', { sort, offset, number: 20 }));
        const merged = page(kept);
        expect(merged.totalResults).toBe(340);
        expect(merged).toEqual(page(fresh));
        // The reference: every live recipe ordered the slow way.
        expect(merged.results.map((r) => r.id)).toEqual(
          slowOrder([...first, ...later], sort).slice(offset, offset + 20),
        );
      }
    }
  });

  /** The latest version of each recipe, ordered the slow way: the sort's number, then picture, title length, id. */
  function slowOrder(docs: readonly IndexDoc[], sort: SearchSort): number[] {
    const live = [...new Map(docs.map((d) => [d.id, d])).values()];
    const value = (d: IndexDoc) =>
      sort.key === 'browse'
        ? browseScore({
            id: d.id,
            image: d.image,
            containsMask: d.containsMask ?? ALL_CONTAINS_MASK,
            readyInMinutes: d.readyInMinutes ?? 0,
            calories: d.calories ?? 0,
          })
        : sort.key === 'time'
          ? d.readyInMinutes!
          : d.calories!;
    const sign = sort.descending ? -1 : 1;
    return live
      .sort(
        (a, b) =>
          sign * (value(a) - value(b)) ||
          (a.image ? 0 : 1) - (b.image ? 0 : 1) ||
          [...a.title].length - [...b.title].length ||
          a.id - b.id,
      )
      .map((d) => d.id);
  }
});

describe('browsing order', () => {
  it('lists pictures, understood labels, everyday times and known nutrition first', () => {
    const base = { id: 1, image: '/a.webp', containsMask: 0, readyInMinutes: 30, calories: 400 };
    const full = browseScore(base);
    expect(browseScore({ ...base, calories: 0 })).toBeLessThan(full);
    // Each level outweighs every lower one together, and the shuffle within a level.
    expect(browseScore({ ...base, readyInMinutes: 240 })).toBeLessThan(browseScore({ ...base, calories: 0, id: 9 }));
    expect(browseScore({ ...base, containsMask: UNCHECKED_BIT })).toBeLessThan(
      browseScore({ ...base, readyInMinutes: 240, calories: 0, id: 77 }),
    );
    expect(browseScore({ ...base, image: '' })).toBeLessThan(
      browseScore({ ...base, containsMask: ALL_CONTAINS_MASK, readyInMinutes: 0, calories: 0, id: 5 }),
    );
  });

  it('mixes neighbouring ids within a level', () => {
    const order = Array.from({ length: 40 }, (_, i) => i + 1).sort(
      (a, b) =>
        browseScore({ id: b, image: 'x', containsMask: 0, readyInMinutes: 10, calories: 1 }) -
        browseScore({ id: a, image: 'x', containsMask: 0, readyInMinutes: 10, calories: 1 }),
    );
    const runs = order.filter((id, i) => i > 0 && Math.abs(id - order[i - 1]!) === 1).length;
    expect(runs).toBeLessThan(5);
  });
});
