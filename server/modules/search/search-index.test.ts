import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';
import { SearchIndex, type IndexDoc } from './search-index';
import { stem, terms, words } from './text';

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
      'berry',
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

describe('result cache', () => {
  it('serves a repeated query from the cache and forgets it when the index changes', () => {
    const index = new SearchIndex();
    index.rebuild([doc(1, 'Apple Pie')]);
    const first = index.search(query('apple'));
    expect(index.search(query('APPLE'))).toBe(first);
    expect(index.search(query('apple'), { cache: false })).not.toBe(first);
    index.upsert([doc(2, 'Apple Crumble')]);
    expect(index.search(query('apple')).totalResults).toBe(2);
  });
});
