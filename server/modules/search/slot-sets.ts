import type { Bitset } from './bitset';

/** A growable array of ascending slots: the postings of one term. */
export class Postings {
  data = new Int32Array(4);
  length = 0;

  push(slot: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = slot;
  }

  /** Gives back the room doubling left unused (after a build, when the list stops growing for a while). */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }
}

const NO_SLOTS = new Int32Array(0);

/**
 * The slots of a term, a union of terms or a filter: a bit set (frequent terms, unions, filters)
 * or an ascending list (rare terms). A list is walked or probed; a bit set is tested bit by bit or
 * combined a machine word at a time.
 */
export interface SlotSet {
  bits: Bitset | null;
  list: Int32Array;
  /** How many slots the list holds; for a bit set, an upper bound used to pick the cheapest plan. */
  length: number;
}

export const bitsSet = (bits: Bitset, length = bits.size): SlotSet => ({ bits, list: NO_SLOTS, length });
export const listSet = (list: Int32Array, length = list.length): SlotSet => ({ bits: null, list, length });
export const EMPTY_SET: SlotSet = listSet(NO_SLOTS, 0);

/** The first index at or after `from` whose slot is not below `slot`: a gallop, then a binary search. */
export function gallop(list: ArrayLike<number>, length: number, from: number, slot: number): number {
  if (from >= length || list[from]! >= slot) return from;
  let step = 1;
  let lo = from;
  let hi = from + 1;
  while (hi < length && list[hi]! < slot) {
    lo = hi;
    step *= 2;
    hi = from + step;
  }
  if (hi > length) hi = length;
  // list[lo] < slot, and list[hi] >= slot or hi === length.
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Membership tests against one set for ascending slots: a list keeps a cursor and gallops from
 * it, so testing every slot of a short list against a long one costs about the short one's
 * length times the log of the gap, never the long one's length.
 */
export class Probe {
  private at = 0;
  private readonly words: Uint32Array | null;
  private readonly list: Int32Array;
  private readonly length: number;

  constructor(set: SlotSet) {
    this.words = set.bits ? set.bits.words : null;
    this.list = set.list;
    this.length = set.length;
  }

  has(slot: number): boolean {
    const words = this.words;
    if (words) return ((words[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
    const at = gallop(this.list, this.length, this.at, slot);
    this.at = at;
    return at < this.length && this.list[at] === slot;
  }
}

/** How many slots of the ascending `slots` the set holds. */
export function countIn(set: SlotSet, slots: ArrayLike<number>, count = slots.length): number {
  let total = 0;
  const bits = set.bits;
  if (bits) {
    for (let i = 0; i < count; i++) if (bits.has(slots[i]!)) total++;
    return total;
  }
  // Two ascending lists: gallop through the longer one.
  const { list, length } = set;
  if (length <= count) {
    let at = 0;
    for (let i = 0; i < length && at < count; i++) {
      at = gallop(slots, count, at, list[i]!);
      if (at < count && slots[at] === list[i]) total++;
    }
    return total;
  }
  let at = 0;
  for (let i = 0; i < count && at < length; i++) {
    at = gallop(list, length, at, slots[i]!);
    if (at < length && list[at] === slots[i]) total++;
  }
  return total;
}
