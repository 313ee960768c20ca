/**
 * "What's in my fridge" answered by the index in one pass over the catalog: each recipe is placed
 * in the group of ingredients at hand it uses, by walking the lists of the ingredients' rare
 * words or by combining their bit sets a machine word at a time. The other engine asks one
 * search per group instead (../fridge-groups.ts); both order the groups alike.
 */
import { parseQuery, type QueryWord } from '../../../lib/search-text/search-document';
import { type Bitset, popcount32 } from '../bitset';
import { fridgeGroups } from '../fridge-groups';
import { Probe, type SlotSet } from '../slot-sets';
import { filtered } from './match';
import { collectSorted } from './order';
import { andSet, termSet, wordSet } from './sets';
import { scratch, summaryAt, type IndexState } from './state';
import { BY_LINES, type FridgePage, type SearchQuery } from './types';

/** How many recipes each group of ingredients at hand holds (by mask), and a group's recipes as a set. */
interface FridgeCounts {
  /** Recipes in any group. */
  total: number;
  count: (mask: number) => number;
  group: (mask: number) => Bitset;
}

/**
 * "What's in my fridge" in one pass over the catalog instead of a search per group of ingredients
 * (../fridge-groups.ts): a recipe belongs to the group of the ingredients at hand (`items`,
 * each one or more words) whose every word it holds, and to no group when it holds a word of an
 * ingredient outside that group. Groups come largest first, then by their ingredients' order;
 * each is ordered by its number of ingredient lines, then the static order. The recipes must
 * also match `query` (its words and filters).
 */
export function fridge(
  state: IndexState,
  query: SearchQuery,
  items: readonly (readonly QueryWord[])[],
  offset: number,
  number: number,
): FridgePage {
  const base = filtered(state, query).result;
  for (const word of query.words ?? parseQuery(query.text)) andSet(state, base, wordSet(state, word, state.body));
  const sets = items.map((words) => words.map((word) => termSet(state.body, word.term)));
  // Every ingredient has a rare word: only the recipes on those words' lists can use any, so
  // they are visited one by one; otherwise the bit sets are combined a machine word at a time.
  const rare = sets.every((item) => item.some((set) => !set.bits));
  const { total, count, group } = rare ? fridgeByLists(state, base, sets) : fridgeByBits(state, base, sets);
  const groups = fridgeGroups(items.length);

  // Groups are counted only until the page is full: the total is known without them.
  const page: FridgePage['page'] = [];
  let skip = offset;
  let placed = 0;
  for (const members of groups) {
    if (page.length >= number || placed >= total) break;
    const mask = members.reduce((m, i) => m | (1 << i), 0);
    const size = count(mask);
    placed += size;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const slots: number[] = [];
    collectSorted(state, group(mask), size, BY_LINES, skip, number - page.length, slots);
    for (const slot of slots) page.push({ summary: summaryAt(state, slot), used: members });
    skip = 0;
  }
  return { page, totalResults: total };
}

/**
 * Fridge groups from the lists of the ingredients' rarest words: each recipe on one of them that
 * matches `base` is placed in the group of the ingredients it holds.
 */
function fridgeByLists(state: IndexState, base: Bitset, sets: readonly (readonly SlotSet[])[]): FridgeCounts {
  const k = sets.length;
  const candidates = scratch(state, 4).clear();
  let most = 0;
  for (const item of sets) {
    let lead: SlotSet | null = null;
    for (const set of item) if (!set.bits && (lead === null || set.length < lead.length)) lead = set;
    candidates.addAll(lead!.list, lead!.length);
    most += lead!.length;
  }
  const probes = sets.map((item) => item.map((set) => new Probe(set)));
  const counts = new Float64Array(1 << k);
  // Each placed recipe and its group, in slot order, in arrays kept from one search to the next.
  if (state.placedSlots.length < most) {
    state.placedSlots = new Int32Array(most);
    state.placedGroups = new Int32Array(most);
    state.placedByGroup = new Int32Array(most);
  }
  const placedSlots = state.placedSlots;
  const placedGroups = state.placedGroups;
  let placed = 0;
  const words = candidates.words;
  const baseWords = base.words;
  for (let w = 0; w < words.length; w++) {
    for (let bits = words[w]! & baseWords[w]!; bits !== 0; bits &= bits - 1) {
      const slot = w * 32 + 31 - Math.clz32(bits & -bits);
      let held = 0;
      let touched = 0;
      for (let i = 0; i < k; i++) {
        let all = true;
        let any = false;
        // Every probe is asked, in ascending slots, so that its cursor keeps up.
        for (const probe of probes[i]!) {
          if (probe.has(slot)) any = true;
          else all = false;
        }
        if (all) held |= 1 << i;
        if (any) touched |= 1 << i;
      }
      if (held === 0 || (touched & ~held) !== 0) continue;
      counts[held]!++;
      placedSlots[placed] = slot;
      placedGroups[placed++] = held;
    }
  }
  // At the first group asked for, the placed recipes are sorted by group (a counting sort, which
  // keeps slot order within each).
  let starts: Float64Array | null = null;
  const byGroup = state.placedByGroup;
  const group = (mask: number) => {
    if (!starts) {
      starts = new Float64Array(1 << k);
      for (let m = 1; m < 1 << k; m++) starts[m] = starts[m - 1]! + counts[m - 1]!;
      const next = Float64Array.from(starts);
      for (let i = 0; i < placed; i++) byGroup[next[placedGroups[i]!]!++] = placedSlots[i]!;
    }
    const bits = scratch(state, 1).clear();
    bits.addAll(byGroup.subarray(starts[mask], starts[mask]! + counts[mask]!));
    return bits;
  };
  return { total: counts.reduce((sum, n) => sum + n, 0), count: (mask) => counts[mask]!, group };
}

/** Fridge groups by combining the ingredients' bit sets a machine word at a time. */
function fridgeByBits(state: IndexState, base: Bitset, sets: readonly (readonly SlotSet[])[]): FridgeCounts {
  const k = sets.length;
  // Per ingredient: the slots with all its words (`full`) and with any of them (`some`).
  const full: Uint32Array[] = [];
  const some: Uint32Array[] = [];
  sets.forEach((item, i) => {
    if (item.length === 1 && item[0]!.bits) {
      full.push(item[0]!.bits.words);
      some.push(item[0]!.bits.words);
      return;
    }
    const all = scratch(state, 4 + 2 * i).copyFrom(state.alive);
    const any = scratch(state, 5 + 2 * i).clear();
    for (const set of item) {
      andSet(state, all, set);
      if (set.bits) any.or(set.bits);
      else any.addAll(set.list, set.length);
    }
    full.push(all.words);
    some.push(any.words);
  });
  const words = base.words;
  // A recipe is in a group unless it holds a word of an ingredient it does not hold whole.
  let total = 0;
  for (let w = 0; w < words.length; w++) {
    const b = words[w]!;
    if (b === 0) continue;
    let held = 0;
    let astray = 0;
    for (let i = 0; i < k; i++) {
      const f = full[i]![w]!;
      held |= f;
      astray |= some[i]![w]! & ~f;
    }
    const placed = b & held & ~astray;
    if (placed !== 0) total += popcount32(placed);
  }
  // A group's recipes, made in scratch set 1 when first asked for, with their count.
  const bits = scratch(state, 1);
  let made = -1;
  let size = 0;
  const group = (mask: number) => {
    if (made === mask) return bits;
    const out = bits.words;
    size = 0;
    for (let w = 0; w < words.length; w++) {
      let g = words[w]!;
      for (let i = 0; i < k && g !== 0; i++) g &= (mask >>> i) & 1 ? full[i]![w]! : ~some[i]![w]!;
      out[w] = g;
      if (g !== 0) size += popcount32(g);
    }
    made = mask;
    return bits;
  };
  // Up to 15 groups: each counted when the page reaches it. More: all counted in one pass, a
  // recipe at a time, so that a page is never made by walking hundreds of empty groups.
  const counts = k > 4 ? fridgeCountsBySlot(state, words, full, some) : null;
  const count = (mask: number) => {
    if (counts) return counts[mask]!;
    group(mask);
    return size;
  };
  return { total, count, group };
}

/** How many recipes of `base` (words) each group holds, from each recipe's ingredients. */
function fridgeCountsBySlot(
  state: IndexState,
  base: Uint32Array,
  full: readonly Uint32Array[],
  some: readonly Uint32Array[],
) {
  const k = full.length;
  const counts = new Float64Array(1 << k);
  for (let w = 0; w < base.length; w++) {
    let u = 0;
    for (let i = 0; i < k; i++) u |= full[i]![w]!;
    for (let bits = u & base[w]!; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits);
      let held = 0;
      let touched = 0;
      for (let i = 0; i < k; i++) {
        held |= ((full[i]![w]! >>> bit) & 1) << i;
        touched |= ((some[i]![w]! >>> bit) & 1) << i;
      }
      if ((touched & ~held) === 0) counts[held]!++;
    }
  }
  return counts;
}
