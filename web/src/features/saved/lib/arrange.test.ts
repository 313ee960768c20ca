import { describe, expect, it } from 'vitest';
import type { SavedEntry } from '@shared/collections';
import { arrangeSaved } from './arrange';

const recipe = (id: number, title: string) => ({ id, title, image: `/images/recipes/${id}.webp` });
const entry = (recipeId: number, savedAt: string, readyInMinutes: number): SavedEntry => ({
  recipeId,
  savedAt,
  readyInMinutes,
  note: '',
});

// In the order they were saved, as the server lists them.
const recipes = [
  recipe(1, 'lentil soup'),
  recipe(2, 'Apple pie'),
  recipe(3, 'Zucchini bake'),
  recipe(4, 'apple crumble'),
];
const entries = {
  1: entry(1, '2024-01-01T10:00:00.000Z', 45),
  2: entry(2, '2024-03-01T10:00:00.000Z', 90),
  3: entry(3, '2024-02-01T10:00:00.000Z', 10),
  4: entry(4, '2024-02-01T10:00:00.000Z', 0),
};
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('arrangeSaved', () => {
  it('puts the newest saved first; an equal date keeps the later save first', () => {
    expect(ids(arrangeSaved(recipes, entries, { sort: 'saved', collection: null }))).toEqual([2, 4, 3, 1]);
  });

  it('without dates (not loaded yet) the last saved comes first', () => {
    expect(ids(arrangeSaved(recipes, {}, { sort: 'saved', collection: null }))).toEqual([4, 3, 2, 1]);
  });

  it('sorts by title whatever the case', () => {
    expect(ids(arrangeSaved(recipes, entries, { sort: 'title', collection: null }))).toEqual([4, 2, 1, 3]);
  });

  it('sorts quickest first, unknown times last', () => {
    expect(ids(arrangeSaved(recipes, entries, { sort: 'time', collection: null }))).toEqual([3, 1, 2, 4]);
  });

  it('keeps only the recipes of the chosen collection', () => {
    const collection = { id: 7, name: 'Weeknight', recipeIds: [3, 1, 99] };
    expect(ids(arrangeSaved(recipes, entries, { sort: 'title', collection }))).toEqual([1, 3]);
    expect(arrangeSaved(recipes, entries, { sort: 'saved', collection: { ...collection, recipeIds: [] } })).toEqual([]);
  });
});
