import { PLAN_SLOTS, type PlanSlot } from '../../../../shared/plan';
import { dayNumber } from '../../../../shared/plan-dates';
import { seededRandom } from '../../../../shared/seeded-random';
import { pickReason } from './reasons';

/**
 * "Plan my week": fills cells (a day's slot) from recipes that already keep the hard rules (diet
 * and allergens, checked by whoever gathered them), so that the week varies and its shopping list
 * stays short. Greedy, in date order: each cell takes the recipe that adds the fewest foods to buy
 * and uses most of what the week already buys, with a seeded jitter so that two seeds give two weeks, and a heavy cost for the same cuisine or
 * main ingredient as the day before in that slot. Several starts are tried and the week with the
 * fewest foods to buy wins; the same seed gives the same week.
 */

export interface PlanCandidate {
  id: number;
  title: string;
  /** Null when the recipe does not say: such a recipe never fills a cell with a time limit. */
  readyInMinutes: number | null;
  cuisines: readonly string[];
  /** The food the dish is built on (chicken, chickpea), when one stands out. */
  main: string | null;
  /** The foods to buy for it, by their shopping name; staples such as salt and water are left out. */
  foods: readonly string[];
  /** One of the user's saved recipes. */
  saved?: boolean;
}

export interface PlanCell {
  date: string;
  slot: PlanSlot;
  maxReadyTime?: number;
}

export interface LockedPick {
  date: string;
  slot: PlanSlot;
  candidate: PlanCandidate;
}

export interface ProposalInput {
  cells: readonly PlanCell[];
  candidates: readonly PlanCandidate[];
  locked?: readonly LockedPick[];
  /** Recipes planned in the two weeks around the range: never proposed again. */
  recent?: ReadonlySet<number>;
  /** Foods at hand: using them costs nothing and says so. */
  pantry?: ReadonlySet<string>;
  /**
   * Foods in the pantry close to their date (within three days): a recipe using one gets a bonus
   * per such food, so it is proposed first. Only a choice among candidates that already keep the
   * hard rules, so it can never bring in a recipe the diet or allergens refuse. Each food maps
   * to the item's name as the pantry writes it, for the reason.
   */
  nearDate?: ReadonlyMap<string, string>;
  /** Prefer saved recipes a little. */
  preferSaved?: boolean;
  seed: number;
  /** How many greedy starts to compare; more finds shorter lists, slower. */
  starts?: number;
}

export interface Pick {
  date: string;
  slot: PlanSlot;
  candidate: PlanCandidate;
  reason: string;
}

export interface Unfilled {
  date: string;
  slot: PlanSlot;
  reason: string;
}

export interface Proposal {
  picks: Pick[];
  unfilled: Unfilled[];
  /** Distinct foods to buy for the whole proposal, locked entries included, pantry left out. */
  toBuy: number;
  /** Neighbouring days in one slot that share a cuisine or a main ingredient. */
  clashes: number;
}

const CLASH_COST = 1000;
/**
 * A food bought for another day counts against the cost, not just as free: otherwise the
 * cheapest week is the one of the smallest recipes, and a week of toast is not a plan.
 */
const REUSE = 1.5;
const AT_HAND = 0.5;
/** Worth more than the jitter and a few foods to buy: a near-date food is used before it spoils. */
const NEAR_DATE = 4;
const JITTER = 1.5;
const DEFAULT_STARTS = 6;

interface Placed {
  day: number;
  slot: PlanSlot;
  candidate: PlanCandidate;
}

const slotOrder = (slot: PlanSlot) => PLAN_SLOTS.indexOf(slot);

function clashesWith(candidate: PlanCandidate, neighbour: PlanCandidate): boolean {
  if (candidate.main !== null && candidate.main === neighbour.main) return true;
  return candidate.cuisines.some((cuisine) => neighbour.cuisines.includes(cuisine));
}

/** Picks of the days either side of `day` in `slot`. */
function neighbours(placed: readonly Placed[], day: number, slot: PlanSlot): PlanCandidate[] {
  return placed.filter((p) => p.slot === slot && Math.abs(p.day - day) === 1).map((p) => p.candidate);
}

function fits(candidate: PlanCandidate, cell: PlanCell): boolean {
  if (cell.maxReadyTime === undefined) return true;
  return candidate.readyInMinutes !== null && candidate.readyInMinutes <= cell.maxReadyTime;
}

interface Week {
  placed: Placed[];
  unfilled: PlanCell[];
  /** Distinct foods bought, pantry left out. */
  toBuy: number;
  clashes: number;
  reused: number;
  /** Near-date foods the week uses. */
  nearDateUsed: number;
}

/**
 * The foods of every candidate and locked pick as small numbers, with the pantry as a mark per
 * number: the greedy weighs each candidate's foods for every cell of every start, and numbers in
 * typed arrays cost a fraction of looking strings up in sets.
 */
interface Foods {
  count: number;
  ofCandidate: Int32Array[];
  ofLocked: Int32Array[];
  atHand: Uint8Array;
  nearDate: Uint8Array;
}

function numberFoods(input: ProposalInput): Foods {
  const numbers = new Map<string, number>();
  const numberOf = (food: string) => {
    let n = numbers.get(food);
    if (n === undefined) numbers.set(food, (n = numbers.size));
    return n;
  };
  const ofCandidate = input.candidates.map((c) => Int32Array.from(c.foods, numberOf));
  const ofLocked = (input.locked ?? []).map((l) => Int32Array.from(l.candidate.foods, numberOf));
  const atHand = new Uint8Array(numbers.size);
  for (const food of input.pantry ?? []) {
    const n = numbers.get(food);
    if (n !== undefined) atHand[n] = 1;
  }
  const nearDate = new Uint8Array(numbers.size);
  for (const food of input.nearDate?.keys() ?? []) {
    const n = numbers.get(food);
    if (n !== undefined) nearDate[n] = 1;
  }
  return { count: numbers.size, ofCandidate, ofLocked, atHand, nearDate };
}

function runGreedy(input: ProposalInput, foods: Foods, cells: readonly PlanCell[], rng: () => number): Week {
  const { atHand, nearDate } = foods;
  // A near-date food favours the first recipe that uses it: once used, it is gone.
  const spent = new Uint8Array(foods.count);
  const used = new Set<number>(input.recent ?? []);
  const bought = new Uint8Array(foods.count);
  let toBuy = 0;
  const buy = (numbers: Int32Array) => {
    for (const n of numbers) {
      if (atHand[n] || bought[n]) continue;
      bought[n] = 1;
      toBuy++;
    }
  };
  const placed: Placed[] = [];
  (input.locked ?? []).forEach((lock, i) => {
    placed.push({ day: dayNumber(lock.date) ?? 0, slot: lock.slot, candidate: lock.candidate });
    used.add(lock.candidate.id);
    buy(foods.ofLocked[i]!);
  });
  const unfilled: PlanCell[] = [];
  let clashes = 0;
  let reused = 0;
  let nearDateUsed = 0;
  for (const cell of cells) {
    const day = dayNumber(cell.date) ?? 0;
    const around = neighbours(placed, day, cell.slot);
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let bestClash = false;
    for (let c = 0; c < input.candidates.length; c++) {
      const candidate = input.candidates[c]!;
      if (used.has(candidate.id) || !fits(candidate, cell)) continue;
      let score = JITTER * rng();
      for (const n of foods.ofCandidate[c]!) {
        if (nearDate[n] && !spent[n]) score -= NEAR_DATE;
        if (atHand[n]) score -= AT_HAND;
        else if (bought[n]) score -= REUSE;
        else score += 1;
      }
      if (input.preferSaved && candidate.saved) score -= 1;
      const clash = around.some((neighbour) => clashesWith(candidate, neighbour));
      if (clash) score += CLASH_COST;
      if (score < bestScore) [best, bestScore, bestClash] = [c, score, clash];
    }
    if (best === -1) {
      unfilled.push(cell);
      continue;
    }
    const candidate = input.candidates[best]!;
    if (bestClash) clashes++;
    for (const n of foods.ofCandidate[best]!) if (bought[n]) reused++;
    placed.push({ day, slot: cell.slot, candidate });
    used.add(candidate.id);
    buy(foods.ofCandidate[best]!);
    for (const n of foods.ofCandidate[best]!) {
      if (nearDate[n] && !spent[n]) nearDateUsed++;
      if (nearDate[n]) spent[n] = 1;
    }
  }
  return { placed, unfilled, toBuy, clashes, reused, nearDateUsed };
}

/** Why a cell stayed empty, in words a cook reads. */
function unfilledReason(input: ProposalInput, cell: PlanCell): string {
  const recent = input.recent ?? new Set<number>();
  const timely = input.candidates.filter((c) => fits(c, cell));
  if (input.candidates.length === 0) return 'No recipe meets your diet and allergens.';
  if (timely.length === 0) {
    return `No recipe that meets your diet and allergens is ready in ${cell.maxReadyTime} minutes.`;
  }
  const fresh = timely.filter((c) => !recent.has(c.id)).length;
  if (fresh === 0) return 'Every recipe that meets your rules is already planned within two weeks.';
  return `Only ${timely.length} recipes meet your rules, and each is already in this plan.`;
}

export function propose(input: ProposalInput): Proposal {
  const cells = [...input.cells].sort(
    (a, b) => (dayNumber(a.date) ?? 0) - (dayNumber(b.date) ?? 0) || slotOrder(a.slot) - slotOrder(b.slot),
  );
  const lockedCount = input.locked?.length ?? 0;
  let best: Week | undefined;
  const starts = Math.max(1, input.starts ?? DEFAULT_STARTS);
  const foods = numberFoods(input);
  for (let start = 0; start < starts; start++) {
    const week = runGreedy(input, foods, cells, seededRandom(input.seed * 7919 + start));
    const cost = (w: Week) =>
      w.unfilled.length * CLASH_COST * 10 +
      w.clashes * CLASH_COST +
      w.toBuy -
      REUSE * w.reused -
      NEAR_DATE * w.nearDateUsed;
    if (!best || cost(week) < cost(best)) best = week;
  }
  const week = best!;
  const picked = week.placed.slice(lockedCount);
  const picks: Pick[] = picked.map((p, i) => {
    const cell = cells.find((c) => (dayNumber(c.date) ?? 0) === p.day && c.slot === p.slot)!;
    const before = [...week.placed.slice(0, lockedCount), ...picked.slice(0, i)];
    return {
      date: cell.date,
      slot: p.slot,
      candidate: p.candidate,
      reason: pickReason(
        p.candidate,
        before,
        input.pantry ?? new Set(),
        input.preferSaved === true,
        input.nearDate ?? new Map<string, string>(),
      ),
    };
  });
  return {
    picks,
    unfilled: week.unfilled.map((cell) => ({ date: cell.date, slot: cell.slot, reason: unfilledReason(input, cell) })),
    toBuy: week.toBuy,
    clashes: week.clashes,
  };
}
