import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdSlots, PicturePaths } from './compact-columns';

describe('IdSlots', () => {
  it('answers as a map does through any sequence of sets and deletes', () => {
    // Ids past the table's reach go to the map first and into the table once it grows over them.
    const id = fc.oneof(
      fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 3000, max: 40_000 }),
      fc.integer({ min: -5, max: 2 ** 31 }),
      fc.constantFrom(0, 1, 1023, 1024, 4095, 2 ** 26, 2 ** 26 - 1),
    );
    const step = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), id, slot: fc.nat({ max: 1_000_000 }) }),
      fc.record({ kind: fc.constant('delete' as const), id }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 300 }), (steps) => {
        const table = new IdSlots();
        const reference = new Map<number, number>();
        for (const s of steps) {
          if (s.kind === 'set') {
            table.set(s.id, s.slot);
            reference.set(s.id, s.slot);
          } else {
            table.delete(s.id);
            reference.delete(s.id);
          }
          expect(table.size).toBe(reference.size);
        }
        for (const s of steps) {
          expect(table.get(s.id)).toBe(reference.get(s.id));
          expect(table.has(s.id)).toBe(reference.has(s.id));
        }
      }),
    );
  });
});

describe('PicturePaths', () => {
  it('gives back every path as it was set, whatever its shape', () => {
    const path = fc.oneof(
      fc.constant(''),
      fc.string(),
      fc.nat({ max: 99 }).map((n) => `/images/recipes/${n}.webp`),
      fc.constantFrom('/images/own/12-abc.webp', '/images/recipes/12.webp', '/a/12', '12.webp', '/x/112.png'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 40 }), fc.nat({ max: 99 }), path), { maxLength: 200 }), (sets) => {
        const paths = new PicturePaths();
        const reference = new Map<number, { id: number; path: string }>();
        for (const [slot, id, value] of sets) {
          paths.set(slot, id, value);
          reference.set(slot, { id, path: value });
        }
        for (const [slot, { id, path: value }] of reference) expect(paths.get(slot, id)).toBe(value);
        expect(paths.get(1000, 5)).toBe('');
      }),
    );
  });

  it('keeps one pattern for the pictures named after their recipe, and other paths whole', () => {
    const paths = new PicturePaths();
    for (let slot = 0; slot < 300; slot++) paths.set(slot, 1000 + slot, `/images/recipes/${1000 + slot}.webp`);
    paths.set(300, 7, '/images/own/7-k3y.webp');
    expect(paths.get(299, 1299)).toBe('/images/recipes/1299.webp');
    expect(paths.get(300, 7)).toBe('/images/own/7-k3y.webp');
    expect((paths as unknown as { patterns: unknown[] }).patterns).toHaveLength(1);
  });
});
