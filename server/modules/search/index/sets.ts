/**
 * The sets of slots a query is made of: a word's (a term's list or bit set, a prefix's union), a
 * group of field terms', the recipes ready within a time. Unions made at a query sit in small
 * caches of the state, their bit sets reused once dropped.
 */
import type { QueryWord } from '../../../lib/search-text/search-document';
import type { Bitset } from '../bitset';
import { bitsSet, EMPTY_SET, listSet, type SlotSet } from '../slot-sets';
import { termLowerBound } from './vocabulary';
import { READY_STEPS, type Field } from './layout';
import { freshBits, scratch, type IndexState } from './state';

const PREFIX_CACHE_SIZE = 256;
const READY_CACHE_SIZE = 16;

/**
 * Slots matching one query word in a field (the title, or every term). Valid until the next
 * query: a union made for a prefix sits in a cache that later queries may empty.
 */
export function wordSet(state: IndexState, { word, term, prefix }: QueryWord, field: Field): SlotSet {
  if (!prefix) return termSet(field, term);
  const vocabulary = field.vocabulary;
  const first = termLowerBound(vocabulary, word);
  let last = first;
  while (last < vocabulary.length && vocabulary[last]!.startsWith(word)) last++;
  // One term (or none) under the prefix: no union to make.
  if (last - first <= 1 && (last === first || vocabulary[first] === term || !field.postings.has(term))) {
    return termSet(field, last > first ? vocabulary[first]! : term);
  }
  const exact = term.startsWith(word) ? null : field.postings.get(term);
  const kept = field.prefixes.get(word);
  if (kept && !exact) return bitsSet(kept);
  const key = `${field.mark}:${word}`;
  const cached = state.prefixCache.get(key);
  if (cached) {
    state.prefixCache.delete(key);
    state.prefixCache.set(key, cached);
    return bitsSet(cached);
  }
  const bits = freshBits(state);
  if (kept) bits.copyFrom(kept);
  else for (let i = first; i < last; i++) orInto(bits, field, vocabulary[i]!);
  if (exact) bits.addAll(exact.data, exact.length);
  state.prefixCache.set(key, bits);
  if (state.prefixCache.size > PREFIX_CACHE_SIZE) evictOldest(state, state.prefixCache);
  return bitsSet(bits);
}

function evictOldest<K>(state: IndexState, cache: Map<K, Bitset>): void {
  const [oldest, bits] = cache.entries().next().value!;
  cache.delete(oldest);
  state.spare.push(bits);
}

/** The slots of one term: its kept bit set when it is frequent, else its list. */
export function termSet(field: Field, term: string): SlotSet {
  const list = field.postings.get(term);
  if (!list) return EMPTY_SET;
  const dense = field.dense.get(term);
  return dense ? bitsSet(dense, list.length) : listSet(list.data, list.length);
}

/** Adds the slots of one term to `bits`. */
export function orInto(bits: Bitset, field: Field, term: string): void {
  const dense = field.dense.get(term);
  if (dense) bits.or(dense);
  else {
    const list = field.postings.get(term);
    if (list) bits.addAll(list.data, list.length);
  }
}

/** Slots holding at least one of `terms` (field terms), in a scratch set valid until the next call. */
export function anyTerm(state: IndexState, terms: readonly string[]): Bitset {
  if (terms.length === 1) {
    const set = termSet(state.body, terms[0]!);
    if (set.bits) return set.bits;
  }
  const bits = scratch(state, 3).clear();
  for (const term of terms) orInto(bits, state.body, term);
  return bits;
}

/**
 * Slots ready within `minutes`: the facet times are kept; another limit starts from the kept
 * set of the largest part of the ready-time order within it and adds the few slots after.
 */
export function readyWithin(state: IndexState, minutes: number): Bitset {
  const kept = state.readyKept.get(minutes) ?? state.readyCache.get(minutes);
  if (kept) return kept;
  const ready = state.columns.ready;
  const order = state.readyOrder;
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ready[order[mid]!]! <= minutes) lo = mid + 1;
    else hi = mid;
  }
  const step = Math.ceil(state.headEnd / READY_STEPS);
  const parts = Math.min(state.readySteps.length, Math.floor(lo / Math.max(1, step)));
  const bits = freshBits(state);
  if (parts > 0) bits.copyFrom(state.readySteps[parts - 1]!);
  bits.addAll(order.subarray(parts * step, lo));
  for (let slot = state.headEnd; slot < state.slots; slot++) if (ready[slot]! <= minutes) bits.add(slot);
  state.readyCache.set(minutes, bits);
  if (state.readyCache.size > READY_CACHE_SIZE) evictOldest(state, state.readyCache);
  return bits;
}

/** Keeps in `bits` only the slots `set` holds. */
export function andSet(state: IndexState, bits: Bitset, set: SlotSet): void {
  if (set.bits) {
    bits.and(set.bits);
    return;
  }
  const kept = scratch(state, 2).clear();
  for (let i = 0; i < set.length; i++) if (bits.has(set.list[i]!)) kept.add(set.list[i]!);
  bits.copyFrom(kept);
}
