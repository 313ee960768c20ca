/**
 * The filter panel's counts for the matches: a count per choice over whole bit sets when the
 * matches are many, or a few histogram steps per matching recipe from the per-slot columns.
 */
import type { SearchFacets } from '../../../../shared/api';
import { DIET_IDS, FREE_FROM_IDS } from '../../../../shared/ids';
import { FACET_CUISINES, FACET_TIMES, FACET_TYPES, facetsFromCounts } from '../../../lib/search-text/facets';
import type { Bitset } from '../bitset';
import { BUCKET_SHIFT, type Columns, CUISINE_SHIFT, DIETS_MASK, MANY, TYPES_MASK, TYPES_SHIFT } from './layout';
import { readyWithin, termSet } from './sets';
import type { IndexState } from './state';

/** How many of `result` each filter choice keeps (server/lib/search-text/facets.ts). */
export function facetsOf(state: IndexState, result: Bitset, total: number): SearchFacets {
  // Every recipe (a blank search, the filter panel's first look): counted once per change.
  if (total === state.slotById.size) return (state.allFacets ??= facetsOfBits(state, result));
  // A step per matching recipe, or a count per choice over whole bit sets. Measured at a million
  // recipes with varied queries: a step costs 30 to 45 ns while the matches lie far apart (each
  // reads memory no cache holds; 10 ns when they are close), a machine word of a set 1 ns.
  let sets = DIET_IDS.length + FREE_FROM_IDS.length + FACET_TIMES.length;
  for (const [, term] of [...FACET_CUISINES, ...FACET_TYPES]) if (state.body.dense.has(term)) sets++;
  if (total * 30 > sets * (state.capacity / 32)) return facetsOfBits(state, result);
  const tally = new FacetTally(state.columns, state.manyCuisines);
  const words = result.words;
  for (let w = 0; w < words.length; w++) {
    for (let bits = words[w]!; bits !== 0; bits &= bits - 1) tally.add(w * 32 + 31 - Math.clz32(bits & -bits));
  }
  return tally.facets(total);
}

/** Facets as counts of `result` with each choice's bit set. */
function facetsOfBits(state: IndexState, result: Bitset): SearchFacets {
  const counts: number[] = [];
  for (const bits of state.dietBits) counts.push(result.countAnd(bits));
  for (let i = 0; i < FREE_FROM_IDS.length; i++) counts.push(result.countAnd(state.freeOfBits[i]!));
  for (const [, term] of [...FACET_CUISINES, ...FACET_TYPES]) {
    const set = termSet(state.body, term);
    if (set.bits) counts.push(result.countAnd(set.bits));
    else {
      // A rare term: look its few slots up rather than build a set of them.
      let count = 0;
      for (let i = 0; i < set.length; i++) if (result.has(set.list[i]!)) count++;
      counts.push(count);
    }
  }
  for (const minutes of FACET_TIMES) counts.push(result.countAnd(readyWithin(state, minutes)));
  return facetsFromCounts(counts);
}

/** Facets of live `matches`, from the per-slot columns. */
export function facetsOfList(state: IndexState, matches: readonly number[]): SearchFacets {
  const tally = new FacetTally(state.columns, state.manyCuisines);
  for (let k = 0; k < matches.length; k++) tally.add(matches[k]!);
  return tally.facets(matches.length);
}

/**
 * Facet counts of recipes added one by one from the per-slot columns: a few histogram steps per
 * recipe, of whole masks (diets, held groups in two halves, dish types) and of ready-time buckets,
 * spread to single choices at the end.
 */
class FacetTally {
  private readonly diets = new Int32Array(DIETS_MASK + 1);
  private readonly heldLow = new Int32Array(1 << HALF);
  private readonly heldHigh = new Int32Array(1 << (FREE_FROM_IDS.length - HALF));
  private readonly types = new Int32Array(1 << FACET_TYPES.length);
  private readonly cuisines = new Int32Array(FACET_CUISINES.length + 1);
  private readonly buckets = new Int32Array(FACET_TIMES.length + 1);

  constructor(
    private readonly columns: Columns,
    private readonly manyCuisines: ReadonlyMap<number, readonly number[]>,
  ) {}

  /** Slots added and not counted yet: they are counted a batch at a time (`flush`). */
  private readonly batch = new Int32Array(256);
  private pending = 0;
  private readonly keys = new Uint32Array(512);

  add(slot: number): void {
    this.batch[this.pending++] = slot;
    if (this.pending === this.batch.length) this.flush();
  }

  /**
   * Counts the pending slots. Their columns are read first, in a loop of loads alone: the slots
   * lie far apart, so each load misses the processor's caches, and loads that do not wait on one
   * another are fetched side by side.
   */
  private flush(): void {
    const facets = this.columns.facets;
    const { batch, keys } = this;
    const n = this.pending;
    this.pending = 0;
    for (let i = 0; i < n; i++) {
      const at = 2 * batch[i]!;
      keys[2 * i] = facets[at]!;
      keys[2 * i + 1] = facets[at + 1]!;
    }
    for (let i = 0; i < n; i++) {
      const key = keys[2 * i]!;
      const held = keys[2 * i + 1]!;
      this.diets[key & DIETS_MASK]!++;
      this.heldLow[held & HALF_MASK]!++;
      this.heldHigh[(held >>> HALF) & HIGH_MASK]!++;
      this.types[(key >>> TYPES_SHIFT) & TYPES_MASK]!++;
      this.buckets[(key >>> BUCKET_SHIFT) & 7]!++;
      const cuisine = key >>> CUISINE_SHIFT;
      if (cuisine === MANY) for (const at of this.manyCuisines.get(batch[i]!)!) this.cuisines[at + 1]!++;
      else this.cuisines[cuisine]!++;
    }
  }

  facets(total: number): SearchFacets {
    this.flush();
    const spread = (masks: Int32Array, width: number): number[] => {
      const out = new Array<number>(width).fill(0);
      for (let mask = 1; mask < masks.length; mask++) {
        const n = masks[mask]!;
        if (n !== 0) for (let bits = mask; bits !== 0; bits &= bits - 1) out[31 - Math.clz32(bits & -bits)]! += n;
      }
      return out;
    };
    const held = [...spread(this.heldLow, HALF), ...spread(this.heldHigh, FREE_FROM_IDS.length - HALF)];
    const time: number[] = [];
    let within = 0;
    for (let i = 0; i < FACET_TIMES.length; i++) time.push((within += this.buckets[i]!));
    return facetsFromCounts([
      ...spread(this.diets, DIET_IDS.length),
      // Free of a group: the others.
      ...held.map((n) => total - n),
      ...this.cuisines.subarray(1),
      ...spread(this.types, FACET_TYPES.length),
      ...time,
    ]);
  }
}
/** The free-from groups' bits, tallied in two halves. */
const HALF = Math.ceil(FREE_FROM_IDS.length / 2);
const HALF_MASK = (1 << HALF) - 1;
const HIGH_MASK = (1 << (FREE_FROM_IDS.length - HALF)) - 1;
