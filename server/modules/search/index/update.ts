/**
 * Keeping the index in step after a build: a changed recipe gets a new slot at the end (the
 * "tail") and its old slot dies; the live tail is kept sorted in the static order, and so is every
 * kept sort order. A rebuild compacts.
 */
import { rankOf } from './layout';
import { append } from './build';
import { sortComparator } from './order';
import { changed, type IndexState } from './state';
import type { IndexDoc, SortKey } from './types';

/** Adds or replaces documents. */
export function upsert(state: IndexState, docs: readonly IndexDoc[]): void {
  const added: number[] = [];
  for (const doc of docs) {
    const old = state.slotById.get(doc.id);
    if (old !== undefined) {
      state.alive.remove(old);
      state.deadSlots++;
    }
    added.push(append(state, doc, rankOf(doc)));
  }
  // Merge the new slots into the sorted tail, dropping slots that died.
  const alive = state.alive;
  const fresh = added.filter((slot) => alive.has(slot)).sort(state.byKey);
  const kept = state.tail.filter((slot) => alive.has(slot));
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length && j < fresh.length) {
    merged.push(state.byKey(kept[i]!, fresh[j]!) < 0 ? kept[i++]! : fresh[j++]!);
  }
  while (i < kept.length) merged.push(kept[i++]!);
  while (j < fresh.length) merged.push(fresh[j++]!);
  state.tail = merged;
  const orders = state.sortOrders;
  changed(state);
  for (const [name, order] of orders) state.sortOrders.set(name, mergeInto(state, order, fresh, name));
}

/**
 * Drops documents: a recipe made private or deleted. Its slot dies as a replaced one does in
 * `upsert`, and the id is no longer known.
 */
export function remove(state: IndexState, ids: readonly number[]): void {
  let removed = 0;
  for (const id of ids) {
    const old = state.slotById.get(id);
    if (old === undefined) continue;
    state.alive.remove(old);
    state.slotById.delete(id);
    state.deadSlots++;
    removed++;
  }
  if (removed === 0) return;
  const alive = state.alive;
  state.tail = state.tail.filter((slot) => alive.has(slot));
  const orders = state.sortOrders;
  changed(state);
  for (const [name, order] of orders) state.sortOrders.set(name, order);
}

/** A sort order with `fresh` slots merged in, in the order its name says. */
function mergeInto(state: IndexState, order: Int32Array, fresh: readonly number[], name: string): Int32Array {
  const [key, direction] = name.split(':') as [SortKey, string];
  const compare = sortComparator(state, { key, descending: direction === 'desc' });
  const added = [...fresh].sort(compare);
  const merged = new Int32Array(order.length + added.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < order.length && j < added.length) {
    merged[k++] = compare(order[i]!, added[j]!) <= 0 ? order[i++]! : added[j++]!;
  }
  while (i < order.length) merged[k++] = order[i++]!;
  while (j < added.length) merged[k++] = added[j++]!;
  return merged;
}

/**
 * Many dead slots, or a long tail to merge into every page: the owner should rebuild from the
 * database to compact.
 */
export function needsCompaction(state: IndexState): boolean {
  const dead = state.deadSlots > 1000 && state.deadSlots > state.slots / 4;
  const tail = state.tail.length > 1000 && state.tail.length > state.slotById.size / 16;
  return dead || tail;
}
