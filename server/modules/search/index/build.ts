/**
 * Building the index: a full build orders the recipes by static quality into slots, then keeps
 * ready the sets no query should make (sorted vocabularies, bit sets of frequent terms, unions of
 * busy prefixes, ready-time sets); a recipe added later is appended and the kept sets follow it.
 */
import { ALLERGY_IDS, DIET_IDS } from '../../../../shared/ids';
import { ALL_CONTAINS_MASK } from '../../../../shared/label-masks';
import { FACET_TIMES } from '../../../lib/search-text/facets';
import { browseScore } from '../../../lib/search-text/browse';
import { documentTerms } from '../../../lib/search-text/search-document';
import { Bitset } from '../bitset';
import { IdSlots, PicturePaths } from '../compact-columns';
import { Postings } from '../slot-sets';
import { termLowerBound } from './vocabulary';
import { TermTrie } from '../term-trie';
import {
  ALLERGENS_MASK,
  BUCKET_SHIFT,
  Columns,
  CONTAINS_BITS,
  CUISINE_INDEX,
  CUISINE_SHIFT,
  DIETS_MASK,
  Field,
  MANY,
  rankOf,
  READY_STEPS,
  readyBucket,
  TYPE_INDEX,
  TYPES_MASK,
  TYPES_SHIFT,
} from './layout';
import { sortOrder } from './order';
import { orInto } from './sets';
import { changed, type IndexState } from './state';
import { BROWSE, type IndexDoc } from './types';

export function* rebuildSteps(
  state: IndexState,
  docs: readonly IndexDoc[],
  step = Number.POSITIVE_INFINITY,
): Generator<void, void> {
  const ranks = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) ranks[i] = rankOf(docs[i]!);
  const order = Int32Array.from({ length: docs.length }, (_, i) => i).sort(
    (a, b) => ranks[a]! - ranks[b]! || docs[a]!.id - docs[b]!.id,
  );
  state.titles = [];
  state.images = new PicturePaths();
  state.columns = new Columns();
  state.slots = 0;
  state.tail = [];
  state.slotById = new IdSlots();
  state.body = new Field('b');
  state.title = new Field('t');
  state.spellingTrie = new TermTrie();
  state.readyKept = new Map();
  state.readyOrder = new Int32Array(0);
  state.readySteps = [];
  state.manyCuisines = new Map();
  state.deadSlots = 0;
  // Fresh bit sets: growing the old ones would keep their bits.
  state.capacity = 0;
  state.alive = new Bitset(0);
  state.withImage = new Bitset(0);
  state.dietBits = DIET_IDS.map(() => new Bitset(0));
  state.allergenFreeBits = ALLERGY_IDS.map(() => new Bitset(0));
  state.freeOfBits = CONTAINS_BITS.map(() => new Bitset(0));
  state.spare = [];
  allocate(state, Math.max(64, docs.length));
  state.building = true;
  yield;
  let appended = 0;
  for (const at of order) {
    append(state, docs[at]!, ranks[at]!);
    if (++appended % step === 0) yield;
  }
  state.headEnd = state.slots;
  yield* keepSets(state);
  state.building = false;
  changed(state);
  yield;
  sortOrder(state, BROWSE);
}

/**
 * The sets a build keeps ready, so that no query makes them: the sorted vocabularies, bit sets
 * of the frequent terms, unions of busy short prefixes and the ready-time sets.
 */
function* keepSets(state: IndexState): Generator<void, void> {
  for (const field of [state.body, state.title]) {
    for (const list of field.postings.values()) list.trim();
    field.vocabulary = [...field.postings.keys()].sort();
    if (field === state.body) {
      state.spellingTrie = new TermTrie(field.vocabulary);
      yield;
    }
    const dense = state.slots * state.tuning.denseShare;
    for (const [term, list] of field.postings) {
      if (list.length > dense) field.dense.set(term, Bitset.fromSorted(state.capacity, list.data, list.length));
    }
    yield;
    keepPrefixes(state, field);
    yield;
  }
  const ready = state.columns.ready;
  for (const minutes of FACET_TIMES) {
    const bits = new Bitset(state.capacity);
    for (let slot = 0; slot < state.slots; slot++) if (ready[slot]! <= minutes) bits.add(slot);
    state.readyKept.set(minutes, bits);
  }
  state.readyOrder = Int32Array.from({ length: state.headEnd }, (_, slot) => slot).sort(
    (a, b) => ready[a]! - ready[b]! || a - b,
  );
  const step = Math.ceil(state.headEnd / READY_STEPS);
  const running = new Bitset(state.capacity);
  for (let k = 1; step > 0 && k * step <= state.headEnd; k++) {
    running.addAll(state.readyOrder.subarray((k - 1) * step, k * step));
    state.readySteps.push(running.clone());
  }
}

/** Keeps the unions of the short prefixes whose terms would take long to merge at a query. */
function keepPrefixes(state: IndexState, field: Field): void {
  const words = state.capacity / 32;
  const busy = state.slots * state.tuning.prefixShare;
  // Only terms a typed word can begin: phrase and field terms start with a mark.
  const vocabulary = field.vocabulary.filter((term) => /^[\p{L}\p{N}]/u.test(term));
  const costs = vocabulary.map((term) => (field.dense.has(term) ? words : field.postings.get(term)!.length));
  for (let length = 1; length <= state.tuning.prefixLength; length++) {
    let i = 0;
    while (i < vocabulary.length) {
      const term = vocabulary[i]!;
      if (term.length < length) {
        i++;
        continue;
      }
      const prefix = term.slice(0, length);
      let j = i;
      let total = 0;
      while (j < vocabulary.length && vocabulary[j]!.startsWith(prefix)) total += costs[j++]!;
      if (j - i > 1 && total > busy) {
        const bits = new Bitset(state.capacity);
        for (let k = i; k < j; k++) orInto(bits, field, vocabulary[k]!);
        field.prefixes.set(prefix, bits);
      }
      i = j;
    }
  }
}

export function append(state: IndexState, doc: IndexDoc, rank: number): number {
  const slot = state.slots;
  if (slot >= state.capacity) allocate(state, Math.max(64, state.capacity * 2));
  state.slots++;
  const columns = state.columns;
  const contains = doc.containsMask ?? ALL_CONTAINS_MASK;
  const ready = doc.readyInMinutes ?? 0;
  state.titles.push(doc.title);
  state.images.set(slot, doc.id, doc.image);
  columns.ids[slot] = doc.id;
  columns.ranks[slot] = rank;
  columns.ready[slot] = ready;
  columns.calories[slot] = doc.calories ?? 0;
  columns.protein[slot] = doc.protein ?? 0;
  columns.fat[slot] = doc.fat ?? 0;
  columns.carbohydrates[slot] = doc.carbohydrates ?? 0;
  columns.lines[slot] = doc.lineCount ?? 0;
  columns.browse[slot] = browseScore({
    id: doc.id,
    image: doc.image,
    containsMask: contains,
    readyInMinutes: ready,
    calories: doc.calories ?? 0,
  });
  columns.allergens[slot] = doc.allergensMask & ALLERGENS_MASK;
  columns.served[slot] = (doc.servedMask ?? 0) & doc.allergensMask & ALLERGENS_MASK;
  const fields = doc.fields ?? [];
  const cuisines = [...new Set(fields.flatMap((term) => CUISINE_INDEX.get(term) ?? []))];
  const cuisine = cuisines.length === 0 ? 0 : cuisines.length === 1 ? 1 + cuisines[0]! : MANY;
  if (cuisines.length > 1) state.manyCuisines.set(slot, cuisines);
  const types = fields.reduce((mask, term) => mask | (1 << (TYPE_INDEX.get(term) ?? 31)), 0) & TYPES_MASK;
  columns.facets[2 * slot] =
    ((doc.dietsMask & DIETS_MASK) |
      (types << TYPES_SHIFT) |
      (readyBucket(ready) << BUCKET_SHIFT) |
      (cuisine << CUISINE_SHIFT)) >>>
    0;
  columns.facets[2 * slot + 1] = contains;
  state.slotById.set(doc.id, slot);
  state.alive.add(slot);
  if (doc.image) state.withImage.add(slot);
  for (let i = 0; i < DIET_IDS.length; i++) if (doc.dietsMask & (1 << i)) state.dietBits[i]!.add(slot);
  for (let i = 0; i < ALLERGY_IDS.length; i++) {
    if (!(doc.allergensMask & (1 << i))) state.allergenFreeBits[i]!.add(slot);
  }
  CONTAINS_BITS.forEach((bit, i) => {
    if (!(contains & bit)) state.freeOfBits[i]!.add(slot);
  });
  for (const [minutes, bits] of state.readyKept) if (ready <= minutes) bits.add(slot);
  const terms = documentTerms(doc.title, doc.body, doc.fields);
  for (const term of terms.title) addPosting(state, state.title, term, slot);
  for (const term of terms.all) addPosting(state, state.body, term, slot);
  return slot;
}

function addPosting(state: IndexState, field: Field, term: string, slot: number): void {
  let list = field.postings.get(term);
  if (!list) {
    list = new Postings();
    field.postings.set(term, list);
    if (!state.building) {
      field.vocabulary.splice(termLowerBound(field.vocabulary, term), 0, term);
      if (field === state.body) state.spellingTrie.add(term);
    }
  }
  list.push(slot);
  if (state.building) return;
  // Kept sets follow the change.
  field.dense.get(term)?.add(slot);
  for (let length = 1; length <= Math.min(term.length, state.tuning.prefixLength); length++) {
    field.prefixes.get(term.slice(0, length))?.add(slot);
  }
}

function allocate(state: IndexState, capacity: number): void {
  const grow = (set: Bitset) => {
    const bigger = new Bitset(capacity);
    bigger.words.set(set.words.subarray(0, Math.min(set.words.length, bigger.words.length)));
    return bigger;
  };
  const growAll = (map: Map<string, Bitset> | Map<number, Bitset>) => {
    for (const [key, set] of map) (map as Map<unknown, Bitset>).set(key, grow(set));
  };
  state.capacity = capacity;
  state.columns.grow(capacity);
  state.alive = grow(state.alive);
  state.withImage = grow(state.withImage);
  state.dietBits = state.dietBits.map(grow);
  state.allergenFreeBits = state.allergenFreeBits.map(grow);
  state.freeOfBits = state.freeOfBits.map(grow);
  for (const field of [state.body, state.title]) {
    growAll(field.dense);
    growAll(field.prefixes);
  }
  growAll(state.readyKept);
  state.readySteps = state.readySteps.map(grow);
  state.prefixCache.clear();
  state.readyCache.clear();
  state.spare = [];
  state.scratches = [];
}
