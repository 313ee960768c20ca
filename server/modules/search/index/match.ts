/**
 * Matching a query: the recipes holding every word and passing every filter, then one page of
 * them. A search led by a short list walks it and probes the other sets per slot; one with none
 * combines bit sets a machine word at a time.
 */
import { ALLERGY_IDS, DIET_IDS } from '../../../../shared/ids';
import { meetsBounds, type NutritionBounds } from '../../../lib/search-text/nutrition';
import { parseQuery, type QueryWord } from '../../../lib/search-text/search-document';
import type { Bitset } from '../bitset';
import { gallop, Probe, type SlotSet } from '../slot-sets';
import { facetsOf, facetsOfList } from './facets';
import { ALLERGENS_MASK, CONTAINS_BITS, CONTAINS_MASK, DIETS_MASK } from './layout';
import {
  collectOrdered,
  collectSorted,
  firstInOrder,
  pageByRanks,
  sortComparator,
  sortName,
  sortsOutright,
  staticOrder,
} from './order';
import { andSet, anyTerm, readyWithin, termSet, wordSet } from './sets';
import { scratch, summaryAt, type IndexState } from './state';
import type { SearchPage, SearchQuery } from './types';

/** One page of matches in rank order, and how many there are. */
export function search(state: IndexState, query: SearchQuery): SearchPage {
  const queryWords = query.words ?? parseQuery(query.text);
  if (queryWords.length === 1 && !queryWords[0]!.prefix && onlyText(state, query)) {
    return oneTerm(state, queryWords[0]!.term, query.offset, query.number);
  }
  const sets = queryWords.map((word) => wordSet(state, word, state.body));
  // The shortest list leads, when there is one: walking it costs its length, not the catalog's.
  let lead = -1;
  for (let i = 0; i < sets.length; i++) {
    if (!sets[i]!.bits && (lead < 0 || sets[i]!.length < sets[lead]!.length)) lead = i;
  }
  return lead >= 0
    ? searchFromList(state, query, queryWords, sets, lead)
    : searchWithBits(state, query, queryWords, sets);
}

/**
 * Whether a search asks for nothing but its words, in relevance order, of an index whose slots
 * are all alive and in static order (built, and not changed since).
 */
function onlyText(state: IndexState, query: SearchQuery): boolean {
  if (state.deadSlots > 0 || state.tail.length > 0 || query.sort || query.facets) return false;
  if ((query.dietsMask & DIETS_MASK) !== 0 || (query.allergensMask & ALLERGENS_MASK) !== 0) return false;
  if (((query.excludeMask ?? 0) & CONTAINS_MASK) !== 0 || query.maxReadyTime !== undefined) return false;
  if (query.nutrition) return false;
  return (query.groups ?? []).length === 0 && (query.without ?? []).length === 0;
}

/**
 * One whole word, nothing else: its count is the length of its list, and a page is read off the
 * lists in static order, the recipes with the word in the title first: a cost of the page, not of
 * the matches.
 */
function oneTerm(state: IndexState, term: string, offset: number, number: number): SearchPage {
  const all = state.body.postings.get(term);
  if (!all) return { results: [], totalResults: 0 };
  const titled = state.title.postings.get(term);
  const inTitle = titled?.length ?? 0;
  const slots: number[] = [];
  const end = offset + number;
  for (let i = offset; i < Math.min(end, inTitle); i++) slots.push(titled!.data[i]!);
  // Then the others, skipping the recipes already listed by title and those before the page.
  let skip = Math.max(0, offset - inTitle);
  let cursor = 0;
  for (let i = 0; i < all.length && slots.length < number; i++) {
    const slot = all.data[i]!;
    if (titled) {
      cursor = gallop(titled.data, inTitle, cursor, slot);
      if (cursor < inTitle && titled.data[cursor] === slot) continue;
    }
    if (skip > 0) skip--;
    else slots.push(slot);
  }
  return { results: slots.map((slot) => summaryAt(state, slot)), totalResults: all.length };
}

/** A search led by the short list `sets[lead]`: every other condition is probed per slot. */
function searchFromList(
  state: IndexState,
  query: SearchQuery,
  queryWords: readonly QueryWord[],
  sets: SlotSet[],
  lead: number,
): SearchPage {
  const { list, length } = sets[lead]!;
  const others = sets.filter((_, i) => i !== lead).map((set) => new Probe(set));
  const groups = (query.groups ?? []).map((group) => group.map((term) => new Probe(termSet(state.body, term))));
  const without = (query.without ?? []).map((word) => new Probe(wordSet(state, word, state.body)));
  const { facets: keys, allergens, ready } = state.columns;
  const dietsMask = query.dietsMask & DIETS_MASK;
  const allergensMask = query.allergensMask & ALLERGENS_MASK;
  const exclude = (query.excludeMask ?? 0) & CONTAINS_MASK;
  const maxReady = query.maxReadyTime ?? Number.POSITIVE_INFINITY;
  const alive = state.alive.words;
  // Every match is kept for facets and sorts; a page in relevance order keeps, of the head
  // slots (already in static order), only the first `end` with every word in the title and the
  // first `end` without, and counts the rest.
  const keepAll = query.facets === true || query.sort !== undefined;
  const end = query.offset + query.number;
  const titleProbes = keepAll ? [] : queryWords.map((word) => new Probe(wordSet(state, word, state.title)));
  const headEnd = state.headEnd;
  const matches: number[] = [];
  const inTitle: number[] = [];
  const rest: number[] = [];
  let totalResults = 0;
  // Plain loops: this runs for every slot of the leading list.
  candidates: for (let i = 0; i < length; i++) {
    const slot = list[i]!;
    if (((alive[slot >>> 5]! >>> (slot & 31)) & 1) === 0) continue;
    if ((keys[2 * slot]! & dietsMask) !== dietsMask || (allergens[slot]! & allergensMask) !== 0) continue;
    if ((keys[2 * slot + 1]! & exclude) !== 0 || ready[slot]! > maxReady) continue;
    if (query.nutrition && !meetsNutrition(state, slot, query.nutrition)) continue;
    for (let k = 0; k < others.length; k++) if (!others[k]!.has(slot)) continue candidates;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      let any = false;
      for (let k = 0; k < group.length && !any; k++) any = group[k]!.has(slot);
      if (!any) continue candidates;
    }
    for (let k = 0; k < without.length; k++) if (without[k]!.has(slot)) continue candidates;
    totalResults++;
    if (keepAll) matches.push(slot);
    else if (slot >= headEnd || inTitle.length < end || rest.length < end) {
      let titled = true;
      for (let k = 0; k < titleProbes.length && titled; k++) titled = titleProbes[k]!.has(slot);
      (titled ? inTitle : rest).push(slot);
    }
  }
  const facets = query.facets ? facetsOfList(state, matches) : undefined;
  let slots: number[];
  if (query.sort) {
    slots = [];
    const kept = state.sortOrders.get(sortName(query.sort));
    if (!sortsOutright(state, totalResults, query.sort, query.offset + query.number)) {
      const bits = scratch(state, 0).clear();
      bits.addAll(matches);
      collectSorted(state, bits, totalResults, query.sort, query.offset, query.number, slots);
    } else if (kept) {
      pageByRanks(state, kept, matches, query.offset, query.number, slots);
    } else {
      slots = firstInOrder(matches, query.offset + query.number, sortComparator(state, query.sort)).slice(query.offset);
    }
  } else {
    if (keepAll) {
      for (const word of queryWords) titleProbes.push(new Probe(wordSet(state, word, state.title)));
      for (const slot of matches) (titleProbes.every((probe) => probe.has(slot)) ? inTitle : rest).push(slot);
    }
    const ordered = staticOrder(state, inTitle, end);
    if (ordered.length < end) ordered.push(...staticOrder(state, rest, end - ordered.length));
    slots = ordered.slice(query.offset, end);
  }
  const results = slots.map((slot) => summaryAt(state, slot));
  return facets ? { results, totalResults, facets } : { results, totalResults };
}

/** A search with no short list: bit sets combined a machine word at a time. */
function searchWithBits(
  state: IndexState,
  query: SearchQuery,
  queryWords: readonly QueryWord[],
  sets: SlotSet[],
): SearchPage {
  const { result, count } = filtered(
    state,
    query,
    sets.map((set) => set.bits!),
  );
  return pageOfBits(state, query, queryWords, result, count);
}

/**
 * Every live slot that passes the filters of `query`, holds every set of `also` and none of its
 * `without` words, in scratch set 0, with how many there are. The sets kept by the index are
 * intersected together, three a pass. Scratch bit sets are reused across queries: at 1M recipes
 * each is 125 KB, and allocating them per query would hand the garbage collector megabytes a
 * second.
 */
export function filtered(
  state: IndexState,
  query: SearchQuery,
  also: readonly Bitset[] = [],
): { result: Bitset; count: number } {
  const sets = [state.alive, ...also];
  for (let i = 0; i < DIET_IDS.length; i++) if (query.dietsMask & (1 << i)) sets.push(state.dietBits[i]!);
  for (let i = 0; i < ALLERGY_IDS.length; i++) {
    if (query.allergensMask & (1 << i)) sets.push(state.allergenFreeBits[i]!);
  }
  if (query.maxReadyTime !== undefined) sets.push(readyWithin(state, query.maxReadyTime));
  if (query.nutrition) sets.push(withinBounds(state, query.nutrition));
  const exclude = query.excludeMask ?? 0;
  CONTAINS_BITS.forEach((bit, i) => {
    if (exclude & bit) sets.push(state.freeOfBits[i]!);
  });
  // A group of several terms is a union made in a scratch set, which the next group reuses.
  const unions: (readonly string[])[] = [];
  for (const group of query.groups ?? []) {
    const set = group.length === 1 ? termSet(state.body, group[0]!) : null;
    if (set?.bits) sets.push(set.bits);
    else unions.push(group);
  }
  const result = scratch(state, 0);
  let count = result.intersectionOf(sets);
  const without = query.without ?? [];
  if (unions.length === 0 && without.length === 0) return { result, count };
  for (const group of unions) result.and(anyTerm(state, group));
  for (const word of without) {
    const set = wordSet(state, word, state.body);
    if (set.bits) result.andNot(set.bits);
    else result.removeAll(set.list, set.length);
  }
  count = result.count();
  return { result, count };
}

/** The scratch set the nutrition bounds of a query are gathered in (the fridge uses 4 to 19). */
const NUTRITION_SCRATCH = 32;

const meetsNutrition = (state: IndexState, slot: number, bounds: NutritionBounds) => {
  const { calories, protein, fat, carbohydrates } = state.columns;
  return meetsBounds(
    { calories: calories[slot]!, protein: protein[slot]!, fat: fat[slot]!, carbohydrates: carbohydrates[slot]! },
    bounds,
  );
};

/**
 * The slots whose nutrition meets the bounds: one pass over the columns, as the bounds combine
 * freely (a cook's words pick them) and the pass costs little beside the intersections.
 */
function withinBounds(state: IndexState, bounds: NutritionBounds): Bitset {
  const bits = scratch(state, NUTRITION_SCRATCH).clear();
  for (let slot = 0; slot < state.slots; slot++) if (meetsNutrition(state, slot, bounds)) bits.add(slot);
  return bits;
}

/** One page of `result` (scratch set 0, holding `totalResults`), in the order the query asks for. */
function pageOfBits(
  state: IndexState,
  query: SearchQuery,
  queryWords: readonly QueryWord[],
  result: Bitset,
  totalResults: number,
): SearchPage {
  let titleFirst: Bitset | null = null;
  let inTitle = 0;
  if (queryWords.length > 0 && !query.sort) {
    titleFirst = scratch(state, 1);
    const titleSets = queryWords.map((word) => wordSet(state, word, state.title));
    if (titleSets.every((set) => set.bits)) {
      inTitle = titleFirst.intersectionOf([result, ...titleSets.map((set) => set.bits!)]);
    } else {
      titleFirst.copyFrom(result);
      for (const set of titleSets) andSet(state, titleFirst, set);
      inTitle = titleFirst.count();
    }
  }

  const facets = query.facets ? facetsOf(state, result, totalResults) : undefined;
  const slots: number[] = [];
  if (query.sort) {
    collectSorted(state, result, totalResults, query.sort, query.offset, query.number, slots);
  } else if (titleFirst) {
    collectOrdered(state, titleFirst, query.offset, query.number, slots);
    if (slots.length < query.number) {
      const rest = result.andNot(titleFirst);
      collectOrdered(state, rest, Math.max(0, query.offset - inTitle), query.number, slots);
    }
  } else {
    collectOrdered(state, result, query.offset, query.number, slots);
  }
  const results = slots.map((slot) => summaryAt(state, slot));
  return facets ? { results, totalResults, facets } : { results, totalResults };
}
