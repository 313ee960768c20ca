import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_SLOTS } from '../../../../shared/plan';
import { addDays } from '../../../../shared/plan-dates';
import { seededRandom } from '../../../../shared/seeded-random';
import { propose, type PlanCandidate, type PlanCell } from './choose';

const MONDAY = '2026-12-07';
const dinners = (days: number, maxReadyTime?: number): PlanCell[] =>
  Array.from({ length: days }, (_, i) => ({
    date: addDays(MONDAY, i),
    slot: 'dinner' as const,
    ...(maxReadyTime ? { maxReadyTime } : {}),
  }));

let nextId = 1;
function recipe(foods: string[], extra: Partial<PlanCandidate> = {}): PlanCandidate {
  const id = nextId++;
  return { id, title: `Recipe ${id}`, readyInMinutes: 30, cuisines: [], main: null, foods, ...extra };
}

describe('plan my week', () => {
  it('gives the same week for the same seed, and another week for another seed', () => {
    const candidates = Array.from({ length: 40 }, (_, i) => recipe([`food${i % 7}`, `food${(i * 3) % 11}`]));
    const week = (seed: number) => propose({ cells: dinners(5), candidates, seed }).picks.map((p) => p.candidate.id);
    expect(week(1)).toEqual(week(1));
    const weeks = new Set([1, 2, 3, 4, 5].map((seed) => week(seed).join(',')));
    expect(weeks.size).toBeGreaterThan(1);
  });

  it('keeps the time limit, and never takes a recipe that does not say its time when there is one', () => {
    const slow = recipe(['beef'], { readyInMinutes: 90 });
    const unknown = recipe(['beef'], { readyInMinutes: null });
    const quick = recipe(['egg'], { readyInMinutes: 15 });
    const { picks, unfilled } = propose({ cells: dinners(2, 30), candidates: [slow, unknown, quick], seed: 3 });
    expect(picks.map((p) => p.candidate.id)).toEqual([quick.id]);
    expect(unfilled).toEqual([
      {
        date: addDays(MONDAY, 1),
        slot: 'dinner',
        reason: 'Only 1 recipes meet your rules, and each is already in this plan.',
      },
    ]);
  });

  it('says why a cell stays empty when nothing is quick enough, or nothing meets the rules', () => {
    const slow = recipe(['beef'], { readyInMinutes: 90 });
    expect(propose({ cells: dinners(1, 20), candidates: [slow], seed: 1 }).unfilled[0]!.reason).toBe(
      'No recipe that meets your diet and allergens is ready in 20 minutes.',
    );
    expect(propose({ cells: dinners(1), candidates: [], seed: 1 }).unfilled[0]!.reason).toBe(
      'No recipe meets your diet and allergens.',
    );
    expect(
      propose({ cells: dinners(1), candidates: [slow], recent: new Set([slow.id]), seed: 1 }).unfilled[0]!.reason,
    ).toBe('Every recipe that meets your rules is already planned within two weeks.');
  });

  it('never puts one cuisine or one main ingredient on two days running when it can avoid it', () => {
    const italian = Array.from({ length: 6 }, () => recipe(['tomato', 'basil'], { cuisines: ['italian'] }));
    const chicken = Array.from({ length: 3 }, () => recipe(['rice'], { main: 'chicken' }));
    const thai = Array.from({ length: 3 }, () => recipe(['lime', 'rice'], { cuisines: ['thai'] }));
    for (let seed = 0; seed < 20; seed++) {
      const { picks, clashes } = propose({ cells: dinners(5), candidates: [...italian, ...chicken, ...thai], seed });
      expect(picks).toHaveLength(5);
      expect(clashes).toBe(0);
      for (let i = 1; i < picks.length; i++) {
        const [a, b] = [picks[i - 1]!.candidate, picks[i]!.candidate];
        expect(a.cuisines.some((c) => b.cuisines.includes(c))).toBe(false);
        expect(a.main !== null && a.main === b.main).toBe(false);
      }
    }
  });

  it('reuses what the week already buys, and says so', () => {
    const spinach = [recipe(['spinach', 'feta']), recipe(['spinach', 'egg']), recipe(['spinach', 'rice'])];
    const others = Array.from({ length: 12 }, (_, i) => recipe([`odd${i}a`, `odd${i}b`, `odd${i}c`]));
    const { picks, toBuy } = propose({ cells: dinners(3), candidates: [...others, ...spinach], seed: 9 });
    expect(picks.map((p) => p.candidate.foods).every((foods) => foods.includes('spinach'))).toBe(true);
    expect(toBuy).toBe(4);
    expect(picks[1]!.reason).toBe('uses the spinach from Monday, 30 min');
  });

  it('plans around locked entries and the foods at hand', () => {
    const locked = recipe(['coriander', 'lamb']);
    const coriander = recipe(['coriander', 'chickpea'], { readyInMinutes: 20 });
    const eggs = recipe(['egg', 'bread'], { readyInMinutes: 10 });
    const other = recipe(['pork', 'apple', 'sage']);
    const result = propose({
      cells: dinners(3).slice(1),
      candidates: [other, coriander, eggs],
      locked: [{ date: MONDAY, slot: 'dinner', candidate: locked }],
      pantry: new Set(['egg']),
      seed: 4,
    });
    const reasons = new Map(result.picks.map((p) => [p.candidate.id, p.reason]));
    expect(reasons).toEqual(
      new Map([
        [coriander.id, 'uses the coriander from Monday, 20 min'],
        [eggs.id, 'uses your egg, 10 min'],
      ]),
    );
    expect(result.toBuy).toBe(4);
  });

  it('fills every cell once or says why, and breaks no hard rule, whatever it is given', () => {
    const arbitrary = fc.record({
      seed: fc.integer({ min: 0, max: 1000 }),
      days: fc.integer({ min: 1, max: 10 }),
      slots: fc.subarray([...PLAN_SLOTS], { minLength: 1 }),
      limit: fc.option(fc.integer({ min: 5, max: 60 }), { nil: undefined }),
      count: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(arbitrary, ({ seed, days, slots, limit, count }) => {
        const rng = seededRandom(seed);
        const candidates = Array.from({ length: count }, () =>
          recipe([`f${Math.floor(rng() * 8)}`, `f${Math.floor(rng() * 8)}`], {
            readyInMinutes: rng() < 0.1 ? null : 5 + Math.floor(rng() * 60),
            cuisines: rng() < 0.5 ? [`c${Math.floor(rng() * 3)}`] : [],
          }),
        );
        const recent = new Set(candidates.filter(() => rng() < 0.2).map((c) => c.id));
        const cells = Array.from({ length: days }, (_, d) =>
          slots.map((slot) => ({ date: addDays(MONDAY, d), slot, ...(limit ? { maxReadyTime: limit } : {}) })),
        ).flat();
        const { picks, unfilled } = propose({ cells, candidates, recent, seed });
        expect(picks.length + unfilled.length).toBe(cells.length);
        const ids = picks.map((p) => p.candidate.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const pick of picks) {
          expect(recent.has(pick.candidate.id)).toBe(false);
          if (limit) expect(pick.candidate.readyInMinutes).not.toBeNull();
          if (limit) expect(pick.candidate.readyInMinutes!).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 200 },
    );
  });
});
