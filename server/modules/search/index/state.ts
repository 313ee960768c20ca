import type { SearchFacets } from '../../../../shared/api';
import { ALLERGY_IDS, DIET_IDS } from '../../../../shared/ids';
import type { RecipeSummary } from '../../../../shared/recipe';
import { Bitset } from '../bitset';
import { IdSlots, PicturePaths } from '../compact-columns';
import { TermTrie } from '../term-trie';
import { Columns, CONTAINS_BITS, Field } from './layout';
import type { IndexTuning } from './types';

/**
 * Everything the index holds, in one object every job of the index (build, update, match, order,
 * facets, fridge) takes as its first argument. Its fields are made here, all of them, so that
 * every state has the same shape.
 */
export class IndexState {
  titles: string[] = [];
  images = new PicturePaths();
  columns = new Columns();
  /** How many slots are taken. */
  slots = 0;
  /**
   * All slots in the order of a sort, built when first asked for (the browsing order at once) and
   * kept: slots added later are merged in, and dead slots are skipped as every result skips them.
   */
  sortOrders = new Map<string, Int32Array>();
  /** For a kept order, each slot's place in it, made at the first page sorted by places. */
  sortRanks = new WeakMap<Int32Array, Int32Array>();
  /** Slots below this are in static order, as the last rebuild left them. */
  headEnd = 0;
  /** Live slots at or after `headEnd`, in static order. */
  tail: number[] = [];
  slotById = new IdSlots();
  capacity = 0;
  alive = new Bitset(0);
  withImage = new Bitset(0);
  dietBits: Bitset[] = DIET_IDS.map(() => new Bitset(0));
  allergenFreeBits: Bitset[] = ALLERGY_IDS.map(() => new Bitset(0));
  /** Per free-from group, the slots free of it; the last set holds the slots with every line checked. */
  freeOfBits: Bitset[] = CONTAINS_BITS.map(() => new Bitset(0));
  body = new Field('b');
  title = new Field('t');
  /** Whether a build is under way: the kept sets are made at its end. */
  building = false;
  /** Slots ready within each facet time, kept in step. */
  readyKept = new Map<number, Bitset>();
  /** Head slots in ready-time order, and the sets of its first k/READY_STEPS parts (k = 1, 2, …). */
  readyOrder = new Int32Array(0);
  readySteps: Bitset[] = [];
  /** Prefix unions and ready-time sets of recent queries (real caches: `dropCaches` empties them). */
  prefixCache = new Map<string, Bitset>();
  readyCache = new Map<number, Bitset>();
  /** Bit sets of dropped cache entries, reused rather than allocated again. */
  spare: Bitset[] = [];
  randomPool: Int32Array | null = null;
  /** The body's vocabulary as a trie for spelling, made by the build; a new term joins it. */
  spellingTrie = new TermTrie();
  scratches: Bitset[] = [];
  /** The fridge's placed recipes and the group of each (a mask of ingredients), kept for the next search. */
  placedSlots = new Int32Array(0);
  placedGroups = new Int32Array(0);
  placedByGroup = new Int32Array(0);
  /** The facets of every recipe, counted at the first blank search after a change. */
  allFacets: SearchFacets | null = null;
  /** The facet cuisine indexes of slots with more than one. */
  manyCuisines = new Map<number, number[]>();
  changes = 0;
  deadSlots = 0;

  constructor(readonly tuning: IndexTuning) {}

  /** Compares two slots in static order. */
  readonly byKey = (a: number, b: number): number => {
    const { ranks, ids } = this.columns;
    return ranks[a]! - ranks[b]! || ids[a]! - ids[b]!;
  };
}

/**
 * Reusable working bit sets: 0 and 1 for a query's result, 2 for one term's slots, 3 for a group of
 * terms, 4 and up for the fridge's ingredients.
 */
export function scratch(state: IndexState, i: number): Bitset {
  let set = state.scratches[i];
  if (set?.size !== state.capacity) {
    set = new Bitset(state.capacity);
    state.scratches[i] = set;
  }
  return set;
}

export function summaryAt(state: IndexState, slot: number): RecipeSummary {
  const id = state.columns.ids[slot]!;
  return { id, title: state.titles[slot]!, image: state.images.get(slot, id) };
}

export function changed(state: IndexState): void {
  state.changes++;
  state.allFacets = null;
  dropCaches(state);
  state.sortOrders = new Map();
}

/** A bit set for a cache entry: a spare one of the right size, or a new one. */
export function freshBits(state: IndexState): Bitset {
  const spare = state.spare.pop();
  return spare?.size === state.capacity ? spare.clear() : new Bitset(state.capacity);
}

/**
 * Forgets every answer part kept for later queries (prefix unions and ready-time sets of recent
 * queries, the random pool), as after a restart: the benchmark measures cold queries so. What
 * the build made (term lists and bit sets, busy prefixes, facet times, sort orders) is the index
 * itself and stays.
 */
export function dropCaches(state: IndexState): void {
  for (const bits of state.prefixCache.values()) state.spare.push(bits);
  for (const bits of state.readyCache.values()) state.spare.push(bits);
  state.prefixCache.clear();
  state.readyCache.clear();
  state.randomPool = null;
}
