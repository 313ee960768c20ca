/**
 * Ordering a page: the static order (head slots already in it, tail slots merged in), and the
 * sorts by a number of the recipe, sorted outright for few matches or read off an order of every
 * slot, built once and kept.
 */
import type { Bitset } from '../bitset';
import type { IndexState } from './state';
import type { SearchSort, SortKey } from './types';

/** The first `limit` of ascending `slots` in static order: head slots are in it, tail slots are merged in. */
export function staticOrder(state: IndexState, slots: number[], limit: number): number[] {
  // Tail slots sit at the end: walking back over them costs no more than sorting them below.
  let split = slots.length;
  while (split > 0 && slots[split - 1]! >= state.headEnd) split--;
  if (split === slots.length) return slots.slice(0, limit);
  const tail = slots.slice(split).sort(state.byKey);
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit && (i < split || j < tail.length)) {
    if (j >= tail.length || (i < split && state.byKey(slots[i]!, tail[j]!) < 0)) out.push(slots[i++]!);
    else out.push(tail[j++]!);
  }
  return out;
}

/**
 * Appends the slots of `group` in static order to `out` until it holds `limit`, after skipping
 * the first `skip`. Head slots are already in that order; matching tail slots are merged in:
 * the j-th tail match (in key order) sits at j + the number of head matches with a smaller key.
 */
export function collectOrdered(state: IndexState, group: Bitset, skip: number, limit: number, out: number[]): void {
  const headEnd = state.headEnd;
  const inTail = state.tail.length === 0 ? 0 : group.countRange(headEnd, group.size);
  if (inTail === 0) {
    group.collect(skip, limit, out);
    return;
  }
  const end = skip + limit - out.length;
  if (end <= skip) return;
  // Tail matches that fall in the page [skip, end), with their positions in the group.
  const picked: number[] = [];
  const positions: number[] = [];
  let before = 0; // tail matches placed before the page
  let seen = 0;
  let headBelow = 0; // head matches in [0, countedTo)
  let countedTo = 0;
  const tail = state.tail;
  for (let i = 0; i < tail.length && seen < inTail; i++) {
    const slot = tail[i]!;
    if (!group.has(slot)) continue;
    const bound = headBound(state, slot, countedTo);
    // Once the page is full, counting further is pointless: the cap stops the count early.
    headBelow += group.countRange(countedTo, bound, end - seen - headBelow);
    countedTo = bound;
    const position = seen + headBelow;
    if (position >= end) break;
    if (position < skip) before++;
    else {
      picked.push(slot);
      positions.push(position);
    }
    seen++;
  }
  const head: number[] = [];
  group.collect(skip - before, end - skip - picked.length, head, headEnd);
  let a = 0;
  let b = 0;
  for (let position = skip; position < end; position++) {
    if (a < picked.length && positions[a] === position) out.push(picked[a++]!);
    else if (b < head.length) out.push(head[b++]!);
    else break;
  }
}

/** The first head slot at or after `from` whose key is not smaller than the key of `slot`. */
function headBound(state: IndexState, slot: number, from: number): number {
  let lo = from;
  let hi = state.headEnd;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (state.byKey(mid, slot) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The column a sort orders by. */
function sortColumn(state: IndexState, key: SortKey): Float64Array | Int32Array {
  const columns = state.columns;
  if (key === 'time') return columns.ready;
  if (key === 'calories') return columns.calories;
  if (key === 'protein') return columns.protein;
  if (key === 'lines') return columns.lines;
  if (key === 'browse') return columns.browse;
  return columns.ids;
}

export function sortComparator(state: IndexState, { key, descending }: SearchSort): (a: number, b: number) => number {
  const sign = descending ? -1 : 1;
  const values = sortColumn(state, key);
  const { ranks, ids } = state.columns;
  return (a, b) => sign * (values[a]! - values[b]!) || ranks[a]! - ranks[b]! || ids[a]! - ids[b]!;
}

/**
 * Whether sorting `total` matches costs less than reading a kept order until `end` of them are
 * found (about `end` × catalog / total slots). An order not kept yet is built only for many matches.
 */
export function sortsOutright(state: IndexState, total: number, sort: SearchSort, end: number): boolean {
  if (!state.sortOrders.has(sortName(sort))) return total <= state.tuning.sortOutright;
  return (end * state.slots) / Math.max(1, total) > total * Math.log2(total + 2);
}

/**
 * One page of `result` in the order of `sort`. Few matches are sorted outright; many are read
 * off the whole index in that order (built once), so a page costs about its size divided by the
 * share of recipes that match.
 */
export function collectSorted(
  state: IndexState,
  result: Bitset,
  total: number,
  sort: SearchSort,
  skip: number,
  limit: number,
  out: number[],
): void {
  if (skip >= total) return;
  if (sortsOutright(state, total, sort, skip + limit)) {
    const kept = state.sortOrders.get(sortName(sort));
    if (kept) {
      pageByRanks(state, kept, result.collect(0, total), skip, limit, out);
      return;
    }
    for (const slot of firstInOrder(result.collect(0, total), skip + limit, sortComparator(state, sort)).slice(skip)) {
      out.push(slot);
    }
    return;
  }
  const order = sortOrder(state, sort);
  let seen = 0;
  for (let i = 0; i < order.length && out.length < limit && seen < total; i++) {
    const slot = order[i]!;
    if (!result.has(slot)) continue;
    if (seen++ >= skip) out.push(slot);
  }
}

/**
 * A page of `slots` in the order `order` keeps: their places in it, sorted as plain numbers (the
 * engine's own sort, with no comparison function to call), read back through the order.
 */
export function pageByRanks(
  state: IndexState,
  order: Int32Array,
  slots: readonly number[],
  skip: number,
  limit: number,
  out: number[],
): void {
  let rank = state.sortRanks.get(order);
  if (!rank) {
    rank = new Int32Array(state.capacity);
    for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
    state.sortRanks.set(order, rank);
  }
  const places = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i++) places[i] = rank[slots[i]!]!;
  places.sort();
  const end = Math.min(slots.length, skip + limit);
  for (let i = skip; i < end && out.length < limit; i++) out.push(order[places[i]!]!);
}

/** Every slot in the order of `sort`, kept for the next query. */
export function sortOrder(state: IndexState, sort: SearchSort): Int32Array {
  const name = sortName(sort);
  let order = state.sortOrders.get(name);
  if (!order) {
    order = Int32Array.from({ length: state.slots }, (_, slot) => slot).sort(sortComparator(state, sort));
    state.sortOrders.set(name, order);
  }
  return order;
}

export const sortName = (sort: SearchSort) => `${sort.key}:${sort.descending ? 'desc' : 'asc'}`;

/**
 * The first `count` of `values` in the order of `compare` (a total order), as sorting them all and
 * taking the first `count` would give, keeping only the best so far: a page of a few thousand
 * matches costs about one comparison each.
 */
export function firstInOrder(
  values: readonly number[],
  count: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (count >= values.length / 4) return [...values].sort(compare).slice(0, count);
  const best: number[] = [];
  for (const value of values) {
    if (best.length === count && compare(value, best[count - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid]!, value) < 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, value);
    if (best.length > count) best.pop();
  }
  return best;
}
