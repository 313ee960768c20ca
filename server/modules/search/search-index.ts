import { ALLERGY_IDS, DIET_IDS, FREE_FROM_IDS } from '../../../shared/ids';
import { ALL_CONTAINS_MASK, UNCHECKED_BIT } from '../../../shared/label-masks';
import type { RecipeInformation, SearchFacets } from '../../../shared/api';
import { FACET_CUISINES, FACET_TIMES, FACET_TYPES, facetsFromCounts } from '../../lib/search-text/facets';
import type { LabelledSummary, RecipeSummary } from '../../../shared/recipe';
import { browseScore } from '../../lib/search-text/browse';
import { Bitset, popcount32 } from './bitset';
import { IdSlots, PicturePaths } from './compact-columns';
import { bitsSet, EMPTY_SET, gallop, listSet, Postings, Probe, type SlotSet } from './slot-sets';
import { documentTerms, parseQuery, titleLength, type QueryWord } from '../../lib/search-text/search-document';
import { closestTerms, lowerBound } from './spelling';
import { TermTrie } from './term-trie';
import { stem, words } from '../../lib/search-text/text';

/** What the index keeps of a recipe. */
export interface IndexDoc {
  id: number;
  title: string;
  image: string;
  /** Ingredient names, cuisines and dish types: searched after the title. */
  body: string;
  dietsMask: number;
  allergensMask: number;
  /** Field terms (./search-document `fieldTerms`): cuisines and dish types. */
  fields?: readonly string[];
  /** Free-from groups held or maybe held (shared/label-masks.ts); every bit when left out. */
  containsMask?: number;
  readyInMinutes?: number;
  calories?: number;
  protein?: number;
  /** How many ingredient lines the recipe has: fewer is better when using what is at hand. */
  lineCount?: number;
}

/** Orders other than relevance: by a number of the recipe, then the static order. */
export type SortKey = 'time' | 'calories' | 'protein' | 'newest' | 'lines' | 'browse';
export interface SearchSort {
  key: SortKey;
  descending: boolean;
}

export interface SearchQuery {
  text: string;
  /** The words to match, already read; when given, `text` is not read. */
  words?: readonly QueryWord[];
  /** Words no match may hold. */
  without?: readonly QueryWord[];
  /** Field terms: a match holds at least one term of every group. */
  groups?: readonly (readonly string[])[];
  /** Ready in at most this many minutes. */
  maxReadyTime?: number;
  /** Free-from groups (and UNCHECKED_BIT) no match may hold. */
  excludeMask?: number;
  /** Left out: relevance (title matches first, then the static order). */
  sort?: SearchSort;
  /** Count the filter panel's choices for the matches. */
  facets?: boolean;
  /** Every set diet bit must hold. */
  dietsMask: number;
  /** Every set allergen bit must be absent. */
  allergensMask: number;
  offset: number;
  number: number;
}

export interface SearchPage {
  results: RecipeSummary[];
  totalResults: number;
  facets?: SearchFacets;
}

/** How many recipes each group of ingredients at hand holds (by mask), and a group's recipes as a set. */
interface FridgeCounts {
  /** Recipes in any group. */
  total: number;
  count: (mask: number) => number;
  group: (mask: number) => Bitset;
}

/** A page of "what's in my fridge": each result with the ingredients at hand it uses (their indexes). */
export interface FridgePage {
  page: { summary: RecipeSummary; used: number[] }[];
  totalResults: number;
}

/** Tuning of the index's representations (measured in docs/decisions/016-index-representations.md). */
export interface IndexTuning {
  /** Up to this many matches, a sorted page sorts them outright; more are read off a kept order. */
  sortOutright: number;
  /** A term in more than this share of recipes also gets a bit set, made at the build and kept. */
  denseShare: number;
  /** Prefixes of up to this many letters whose union would cost much to build are kept ready. */
  prefixLength: number;
  /** "Much": more than this share of recipes in postings (a term kept as a bit set counts one per 32 slots). */
  prefixShare: number;
}

const DEFAULT_TUNING: IndexTuning = { sortOutright: 20_000, denseShare: 1 / 64, prefixLength: 4, prefixShare: 1 / 16 };

/** The bits of a contains mask the index keeps a set for: each free-from group, then "checked". */
const CONTAINS_BITS = [...FREE_FROM_IDS.map((_, i) => 1 << i), UNCHECKED_BIT];
const CONTAINS_MASK = CONTAINS_BITS.reduce((mask, bit) => mask | bit, 0);
const DIETS_MASK = (1 << DIET_IDS.length) - 1;
/** The cuisines and dish types the filter panel counts, by term, in the order of `facetsFromCounts`. */
const CUISINE_INDEX = new Map(FACET_CUISINES.map(([, term], i) => [term, i]));
const TYPE_INDEX = new Map(FACET_TYPES.map(([, term], i) => [term, i]));
/** A cuisine column value: the recipe has several facet cuisines, listed in `manyCuisines`. */
const MANY = 255;
/**
 * A recipe's facet choices packed in one number (`Columns.facets`), so that counting a recipe reads
 * one place: its diets, then its dish types, its ready-time bucket and its cuisine value.
 */
const TYPES_SHIFT = DIET_IDS.length;
const TYPES_MASK = (1 << FACET_TYPES.length) - 1;
const BUCKET_SHIFT = TYPES_SHIFT + FACET_TYPES.length;
const CUISINE_SHIFT = BUCKET_SHIFT + 3;
if (FACET_CUISINES.length >= MANY || FACET_TIMES.length >= 8 || CUISINE_SHIFT + 8 > 32) {
  throw new Error('Too many facets for their columns.');
}
const ALLERGENS_MASK = (1 << ALLERGY_IDS.length) - 1;
if (ALLERGY_IDS.length > 16) throw new Error('Too many allergens for their column.');
const PREFIX_CACHE_SIZE = 256;
const READY_CACHE_SIZE = 16;
/** Ready-time sets kept from the build: every this-many-th part of the recipes in ready-time order. */
const READY_STEPS = 32;
/** A search with no words lists recipes in this order. */
export const BROWSE: SearchSort = { key: 'browse', descending: true };
/** Each group of a fridge search is ordered by how few ingredient lines a recipe has. */
export const BY_LINES: SearchSort = { key: 'lines', descending: false };

/** Per-slot numbers in typed arrays, grown with the slots. */
class Columns {
  ids = new Float64Array(0);
  /** The picture flag and the title length, one sortable number; ids break ties. */
  ranks = new Float64Array(0);
  ready = new Float64Array(0);
  calories = new Float64Array(0);
  protein = new Float64Array(0);
  lines = new Int32Array(0);
  /** The order of a search with no words (../../lib/search-text/browse.ts). */
  browse = new Float64Array(0);
  /** Each slot's allergen mask: one bit per ALLERGY_IDS entry, so at most 16 of them. */
  allergens = new Uint16Array(0);
  /**
   * Two numbers a slot, side by side: its facet choices packed (its diets; its facet dish types
   * (`FACET_TYPES`), a bit each; the first facet time it is ready within (`readyBucket`); its
   * facet cuisines (`FACET_CUISINES`): 0 for none, 1 + the index of its only one, or `MANY`),
   * then its contains mask.
   */
  facets = new Uint32Array(0);

  grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array | Uint32Array | Uint16Array>(
      array: T,
      make: (n: number) => T,
    ) => {
      const bigger = make(capacity);
      bigger.set(array.subarray(0, Math.min(array.length, bigger.length)));
      return bigger;
    };
    this.ids = grown(this.ids, (n) => new Float64Array(n));
    this.ranks = grown(this.ranks, (n) => new Float64Array(n));
    this.ready = grown(this.ready, (n) => new Float64Array(n));
    this.calories = grown(this.calories, (n) => new Float64Array(n));
    this.protein = grown(this.protein, (n) => new Float64Array(n));
    this.lines = grown(this.lines, (n) => new Int32Array(n));
    this.browse = grown(this.browse, (n) => new Float64Array(n));
    this.allergens = grown(this.allergens, (n) => new Uint16Array(n));
    this.facets = grown(this.facets, (n) => new Uint32Array(2 * n));
  }
}

/** One field of the index: the title's terms or every term. */
class Field {
  postings = new Map<string, Postings>();
  /** The terms in ascending order; kept sorted as terms arrive after a build. */
  vocabulary: string[] = [];
  /** Bit sets of the terms in many recipes, made at the build and kept in step. */
  dense = new Map<string, Bitset>();
  /** Unions of the short prefixes that cover many postings, made at the build and kept in step. */
  prefixes = new Map<string, Bitset>();

  constructor(readonly mark: string) {}
}

/**
 * An in-memory inverted index with filter bit sets, kept in step with the database by the
 * search service. Documents sit in slots; at a full build the slots follow the static quality
 * order, so the first matches in slot order are the best and a page never ranks every match.
 * A changed recipe gets a new slot at the end (the "tail") and its old slot is marked dead; the
 * live tail slots are kept in a list sorted by the same order and merged into each page, so pages
 * always follow the static order exactly. `rebuild` compacts.
 *
 * Ranking: recipes whose title holds every query word come first, then the others; within each
 * group the static order decides: a picture first, then a shorter title (in code points), then a
 * smaller id, the same order as `ORDER BY (image <> '') DESC, char_length(title), id` in SQL. The
 * last query word also matches as a prefix, so results come while the user types.
 *
 * Representations by density (docs/decisions/016-index-representations.md): a rare term is an
 * ascending list of slots, a frequent one also a bit set made at the build; a search led by a
 * list walks it and probes the other sets, one without a short list combines bit sets a machine
 * word at a time. Short prefixes that cover many terms keep their unions from the build.
 */
export class SearchIndex {
  private titles: string[] = [];
  private images = new PicturePaths();
  private columns = new Columns();
  /** How many slots are taken. */
  private slots = 0;
  /**
   * All slots in the order of a sort, built when first asked for (the browsing order at once) and
   * kept: slots added later are merged in, and dead slots are skipped as every result skips them.
   */
  private sortOrders = new Map<string, Int32Array>();
  /** For a kept order, each slot's place in it, made at the first page sorted by places. */
  private sortRanks = new WeakMap<Int32Array, Int32Array>();
  /** Slots below this are in static order, as the last rebuild left them. */
  private headEnd = 0;
  /** Live slots at or after `headEnd`, in static order. */
  private tail: number[] = [];
  private slotById = new IdSlots();
  private capacity = 0;
  private alive = new Bitset(0);
  private withImage = new Bitset(0);
  private dietBits: Bitset[] = DIET_IDS.map(() => new Bitset(0));
  private allergenFreeBits: Bitset[] = ALLERGY_IDS.map(() => new Bitset(0));
  /** Per free-from group, the slots free of it; the last set holds the slots with every line checked. */
  private freeOfBits: Bitset[] = CONTAINS_BITS.map(() => new Bitset(0));
  private body = new Field('b');
  private title = new Field('t');
  /** Whether a build is under way: the kept sets are made at its end. */
  private building = false;
  /** Slots ready within each facet time, kept in step. */
  private readyKept = new Map<number, Bitset>();
  /** Head slots in ready-time order, and the sets of its first k/READY_STEPS parts (k = 1, 2, …). */
  private readyOrder = new Int32Array(0);
  private readySteps: Bitset[] = [];
  /** Prefix unions and ready-time sets of recent queries (real caches: `dropCaches` empties them). */
  private prefixCache = new Map<string, Bitset>();
  private readyCache = new Map<number, Bitset>();
  /** Bit sets of dropped cache entries, reused rather than allocated again. */
  private spare: Bitset[] = [];
  private randomPool: Int32Array | null = null;
  /** The body's vocabulary as a trie for spelling, made by the build; a new term joins it. */
  private spellingTrie = new TermTrie();
  private scratches: Bitset[] = [];
  /** The fridge's placed recipes and the group of each (a mask of ingredients), kept for the next search. */
  private placedSlots = new Int32Array(0);
  private placedGroups = new Int32Array(0);
  private placedByGroup = new Int32Array(0);
  /** The facets of every recipe, counted at the first blank search after a change. */
  private allFacets: SearchFacets | null = null;
  /** The facet cuisine indexes of slots with more than one. */
  private manyCuisines = new Map<number, number[]>();
  private changes = 0;
  private deadSlots = 0;
  private readonly tuning: IndexTuning;

  /** `sortOutright`: up to this many matches are sorted as they come; more are read off a kept order. */
  constructor(sortOutright = DEFAULT_TUNING.sortOutright, tuning: Partial<Omit<IndexTuning, 'sortOutright'>> = {}) {
    this.tuning = { ...DEFAULT_TUNING, ...tuning, sortOutright };
  }

  get size(): number {
    return this.slotById.size;
  }

  /** How many distinct terms the index holds. */
  get termCount(): number {
    return this.body.postings.size;
  }

  /** Grows with every change of what the index holds: answers kept elsewhere are valid while it stays. */
  get version(): number {
    return this.changes;
  }

  /** Replaces the whole index, ordering slots by static quality. */
  rebuild(docs: readonly IndexDoc[]): void {
    const steps = this.rebuildSteps(docs);
    while (!steps.next().done);
  }

  /**
   * The same as `rebuild`, handing the event loop back (`pause`) every `step` recipes, so a
   * server keeps answering while it builds a large index. Build into a fresh instance and swap:
   * the index is incomplete until this resolves.
   */
  async rebuildGradually(docs: readonly IndexDoc[], pause: () => Promise<void>, step = 20_000): Promise<void> {
    const steps = this.rebuildSteps(docs, step);
    while (!steps.next().done) await pause();
  }

  private *rebuildSteps(docs: readonly IndexDoc[], step = Number.POSITIVE_INFINITY): Generator<void, void> {
    const ranks = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) ranks[i] = rankOf(docs[i]!);
    const order = Int32Array.from({ length: docs.length }, (_, i) => i).sort(
      (a, b) => ranks[a]! - ranks[b]! || docs[a]!.id - docs[b]!.id,
    );
    this.titles = [];
    this.images = new PicturePaths();
    this.columns = new Columns();
    this.slots = 0;
    this.tail = [];
    this.slotById = new IdSlots();
    this.body = new Field('b');
    this.title = new Field('t');
    this.spellingTrie = new TermTrie();
    this.readyKept = new Map();
    this.readyOrder = new Int32Array(0);
    this.readySteps = [];
    this.manyCuisines = new Map();
    this.deadSlots = 0;
    // Fresh bit sets: growing the old ones would keep their bits.
    this.capacity = 0;
    this.alive = new Bitset(0);
    this.withImage = new Bitset(0);
    this.dietBits = DIET_IDS.map(() => new Bitset(0));
    this.allergenFreeBits = ALLERGY_IDS.map(() => new Bitset(0));
    this.freeOfBits = CONTAINS_BITS.map(() => new Bitset(0));
    this.spare = [];
    this.allocate(Math.max(64, docs.length));
    this.building = true;
    yield;
    let appended = 0;
    for (const at of order) {
      this.append(docs[at]!, ranks[at]!);
      if (++appended % step === 0) yield;
    }
    this.headEnd = this.slots;
    yield* this.keepSets();
    this.building = false;
    this.changed();
    yield;
    this.sortOrder(BROWSE);
  }

  /**
   * The sets a build keeps ready, so that no query makes them: the sorted vocabularies, bit sets
   * of the frequent terms, unions of busy short prefixes and the ready-time sets.
   */
  private *keepSets(): Generator<void, void> {
    for (const field of [this.body, this.title]) {
      for (const list of field.postings.values()) list.trim();
      field.vocabulary = [...field.postings.keys()].sort();
      if (field === this.body) {
        this.spellingTrie = new TermTrie(field.vocabulary);
        yield;
      }
      const dense = this.slots * this.tuning.denseShare;
      for (const [term, list] of field.postings) {
        if (list.length > dense) field.dense.set(term, Bitset.fromSorted(this.capacity, list.data, list.length));
      }
      yield;
      this.keepPrefixes(field);
      yield;
    }
    const ready = this.columns.ready;
    for (const minutes of FACET_TIMES) {
      const bits = new Bitset(this.capacity);
      for (let slot = 0; slot < this.slots; slot++) if (ready[slot]! <= minutes) bits.add(slot);
      this.readyKept.set(minutes, bits);
    }
    this.readyOrder = Int32Array.from({ length: this.headEnd }, (_, slot) => slot).sort(
      (a, b) => ready[a]! - ready[b]! || a - b,
    );
    const step = Math.ceil(this.headEnd / READY_STEPS);
    const running = new Bitset(this.capacity);
    for (let k = 1; step > 0 && k * step <= this.headEnd; k++) {
      running.addAll(this.readyOrder.subarray((k - 1) * step, k * step));
      this.readySteps.push(running.clone());
    }
  }

  /** Keeps the unions of the short prefixes whose terms would take long to merge at a query. */
  private keepPrefixes(field: Field): void {
    const words = this.capacity / 32;
    const busy = this.slots * this.tuning.prefixShare;
    // Only terms a typed word can begin: phrase and field terms start with a mark.
    const vocabulary = field.vocabulary.filter((term) => /^[\p{L}\p{N}]/u.test(term));
    const costs = vocabulary.map((term) => (field.dense.has(term) ? words : field.postings.get(term)!.length));
    for (let length = 1; length <= this.tuning.prefixLength; length++) {
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
          const bits = new Bitset(this.capacity);
          for (let k = i; k < j; k++) this.orInto(bits, field, vocabulary[k]!);
          field.prefixes.set(prefix, bits);
        }
        i = j;
      }
    }
  }

  /** Adds the slots of one term to `bits`. */
  private orInto(bits: Bitset, field: Field, term: string): void {
    const dense = field.dense.get(term);
    if (dense) bits.or(dense);
    else {
      const list = field.postings.get(term);
      if (list) bits.addAll(list.data, list.length);
    }
  }

  /** Adds or replaces documents. */
  upsert(docs: readonly IndexDoc[]): void {
    const added: number[] = [];
    for (const doc of docs) {
      const old = this.slotById.get(doc.id);
      if (old !== undefined) {
        this.alive.remove(old);
        this.deadSlots++;
      }
      added.push(this.append(doc, rankOf(doc)));
    }
    // Merge the new slots into the sorted tail, dropping slots that died.
    const alive = this.alive;
    const fresh = added.filter((slot) => alive.has(slot)).sort(this.byKey);
    const kept = this.tail.filter((slot) => alive.has(slot));
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (i < kept.length && j < fresh.length) {
      merged.push(this.byKey(kept[i]!, fresh[j]!) < 0 ? kept[i++]! : fresh[j++]!);
    }
    while (i < kept.length) merged.push(kept[i++]!);
    while (j < fresh.length) merged.push(fresh[j++]!);
    this.tail = merged;
    const orders = this.sortOrders;
    this.changed();
    for (const [name, order] of orders) this.sortOrders.set(name, this.mergeInto(order, fresh, name));
  }

  /**
   * Drops documents: a recipe made private or deleted. Its slot dies as a replaced one does in
   * `upsert`, and the id is no longer known.
   */
  remove(ids: readonly number[]): void {
    let removed = 0;
    for (const id of ids) {
      const old = this.slotById.get(id);
      if (old === undefined) continue;
      this.alive.remove(old);
      this.slotById.delete(id);
      this.deadSlots++;
      removed++;
    }
    if (removed === 0) return;
    const alive = this.alive;
    this.tail = this.tail.filter((slot) => alive.has(slot));
    const orders = this.sortOrders;
    this.changed();
    for (const [name, order] of orders) this.sortOrders.set(name, order);
  }

  /** A sort order with `fresh` slots merged in, in the order its name says. */
  private mergeInto(order: Int32Array, fresh: readonly number[], name: string): Int32Array {
    const [key, direction] = name.split(':') as [SortKey, string];
    const compare = this.sortComparator({ key, descending: direction === 'desc' });
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
  get needsCompaction(): boolean {
    const dead = this.deadSlots > 1000 && this.deadSlots > this.slots / 4;
    const tail = this.tail.length > 1000 && this.tail.length > this.slotById.size / 16;
    return dead || tail;
  }

  summary(id: number): RecipeSummary | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.summaryAt(slot);
  }

  /** The summary and the allergens the recipe holds. */
  labelledSummary(id: number): LabelledSummary | undefined {
    const slot = this.slotById.get(id);
    if (slot === undefined) return undefined;
    const allergens = ALLERGY_IDS.filter((_, i) => !this.allergenFreeBits[i]!.has(slot));
    return { ...this.summaryAt(slot), allergens };
  }

  /** The ready-in time, diets and allergens of a recipe. */
  information(id: number): RecipeInformation | undefined {
    const slot = this.slotById.get(id);
    if (slot === undefined) return undefined;
    return {
      readyInMinutes: this.columns.ready[slot]!,
      diets: DIET_IDS.filter((_, i) => this.dietBits[i]!.has(slot)),
      allergens: ALLERGY_IDS.filter((_, i) => !this.allergenFreeBits[i]!.has(slot)),
    };
  }

  has(id: number): boolean {
    return this.slotById.has(id);
  }

  /** One page of matches in rank order, and how many there are. */
  search(query: SearchQuery): SearchPage {
    const queryWords = query.words ?? parseQuery(query.text);
    if (queryWords.length === 1 && !queryWords[0]!.prefix && this.onlyText(query)) {
      return this.oneTerm(queryWords[0]!.term, query.offset, query.number);
    }
    const sets = queryWords.map((word) => this.wordSet(word, this.body));
    // The shortest list leads, when there is one: walking it costs its length, not the catalog's.
    let lead = -1;
    for (let i = 0; i < sets.length; i++) {
      if (!sets[i]!.bits && (lead < 0 || sets[i]!.length < sets[lead]!.length)) lead = i;
    }
    return lead >= 0
      ? this.searchFromList(query, queryWords, sets, lead)
      : this.searchWithBits(query, queryWords, sets);
  }

  /**
   * Whether a search asks for nothing but its words, in relevance order, of an index whose slots
   * are all alive and in static order (built, and not changed since).
   */
  private onlyText(query: SearchQuery): boolean {
    if (this.deadSlots > 0 || this.tail.length > 0 || query.sort || query.facets) return false;
    if ((query.dietsMask & DIETS_MASK) !== 0 || (query.allergensMask & ALLERGENS_MASK) !== 0) return false;
    if (((query.excludeMask ?? 0) & CONTAINS_MASK) !== 0 || query.maxReadyTime !== undefined) return false;
    return (query.groups ?? []).length === 0 && (query.without ?? []).length === 0;
  }

  /**
   * One whole word, nothing else: its count is the length of its list, and a page is read off the
   * lists in static order, the recipes with the word in the title first: a cost of the page, not of
   * the matches.
   */
  private oneTerm(term: string, offset: number, number: number): SearchPage {
    const all = this.body.postings.get(term);
    if (!all) return { results: [], totalResults: 0 };
    const titled = this.title.postings.get(term);
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
    return { results: slots.map((slot) => this.summaryAt(slot)), totalResults: all.length };
  }

  /** A search led by the short list `sets[lead]`: every other condition is probed per slot. */
  private searchFromList(
    query: SearchQuery,
    queryWords: readonly QueryWord[],
    sets: SlotSet[],
    lead: number,
  ): SearchPage {
    const { list, length } = sets[lead]!;
    const others = sets.filter((_, i) => i !== lead).map((set) => new Probe(set));
    const groups = (query.groups ?? []).map((group) => group.map((term) => new Probe(this.termSet(this.body, term))));
    const without = (query.without ?? []).map((word) => new Probe(this.wordSet(word, this.body)));
    const { facets: keys, allergens, ready } = this.columns;
    const dietsMask = query.dietsMask & DIETS_MASK;
    const allergensMask = query.allergensMask & ALLERGENS_MASK;
    const exclude = (query.excludeMask ?? 0) & CONTAINS_MASK;
    const maxReady = query.maxReadyTime ?? Number.POSITIVE_INFINITY;
    const alive = this.alive.words;
    // Every match is kept for facets and sorts; a page in relevance order keeps, of the head
    // slots (already in static order), only the first `end` with every word in the title and the
    // first `end` without, and counts the rest.
    const keepAll = query.facets === true || query.sort !== undefined;
    const end = query.offset + query.number;
    const titleProbes = keepAll ? [] : queryWords.map((word) => new Probe(this.wordSet(word, this.title)));
    const headEnd = this.headEnd;
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
    const facets = query.facets ? this.facetsOfList(matches) : undefined;
    let slots: number[];
    if (query.sort) {
      slots = [];
      const kept = this.sortOrders.get(sortName(query.sort));
      if (!this.sortsOutright(totalResults, query.sort, query.offset + query.number)) {
        const bits = this.scratch(0).clear();
        bits.addAll(matches);
        this.collectSorted(bits, totalResults, query.sort, query.offset, query.number, slots);
      } else if (kept) {
        this.pageByRanks(kept, matches, query.offset, query.number, slots);
      } else {
        slots = firstInOrder(matches, query.offset + query.number, this.sortComparator(query.sort)).slice(query.offset);
      }
    } else {
      if (keepAll) {
        for (const word of queryWords) titleProbes.push(new Probe(this.wordSet(word, this.title)));
        for (const slot of matches) (titleProbes.every((probe) => probe.has(slot)) ? inTitle : rest).push(slot);
      }
      const ordered = this.staticOrder(inTitle, end);
      if (ordered.length < end) ordered.push(...this.staticOrder(rest, end - ordered.length));
      slots = ordered.slice(query.offset, end);
    }
    const results = slots.map((slot) => this.summaryAt(slot));
    return facets ? { results, totalResults, facets } : { results, totalResults };
  }

  /** The first `limit` of ascending `slots` in static order: head slots are in it, tail slots are merged in. */
  private staticOrder(slots: number[], limit: number): number[] {
    const split = lowerBoundNumber(slots, this.headEnd);
    if (split === slots.length) return slots.slice(0, limit);
    const tail = slots.slice(split).sort(this.byKey);
    const out: number[] = [];
    let i = 0;
    let j = 0;
    while (out.length < limit && (i < split || j < tail.length)) {
      if (j >= tail.length || (i < split && this.byKey(slots[i]!, tail[j]!) < 0)) out.push(slots[i++]!);
      else out.push(tail[j++]!);
    }
    return out;
  }

  /** A search with no short list: bit sets combined a machine word at a time. */
  private searchWithBits(query: SearchQuery, queryWords: readonly QueryWord[], sets: SlotSet[]): SearchPage {
    const { result, count } = this.filtered(
      query,
      sets.map((set) => set.bits!),
    );
    return this.pageOfBits(query, queryWords, result, count);
  }

  /**
   * Every live slot that passes the filters of `query`, holds every set of `also` and none of its
   * `without` words, in scratch set 0, with how many there are. The sets kept by the index are
   * intersected together, three a pass. Scratch bit sets are reused across queries: at 1M recipes
   * each is 125 KB, and allocating them per query would hand the garbage collector megabytes a
   * second.
   */
  private filtered(query: SearchQuery, also: readonly Bitset[] = []): { result: Bitset; count: number } {
    const sets = [this.alive, ...also];
    for (let i = 0; i < DIET_IDS.length; i++) if (query.dietsMask & (1 << i)) sets.push(this.dietBits[i]!);
    for (let i = 0; i < ALLERGY_IDS.length; i++) {
      if (query.allergensMask & (1 << i)) sets.push(this.allergenFreeBits[i]!);
    }
    if (query.maxReadyTime !== undefined) sets.push(this.readyWithin(query.maxReadyTime));
    const exclude = query.excludeMask ?? 0;
    CONTAINS_BITS.forEach((bit, i) => {
      if (exclude & bit) sets.push(this.freeOfBits[i]!);
    });
    // A group of several terms is a union made in a scratch set, which the next group reuses.
    const unions: (readonly string[])[] = [];
    for (const group of query.groups ?? []) {
      const set = group.length === 1 ? this.termSet(this.body, group[0]!) : null;
      if (set?.bits) sets.push(set.bits);
      else unions.push(group);
    }
    const result = this.scratch(0);
    let count = result.intersectionOf(sets);
    const without = query.without ?? [];
    if (unions.length === 0 && without.length === 0) return { result, count };
    for (const group of unions) result.and(this.anyTerm(group));
    for (const word of without) {
      const set = this.wordSet(word, this.body);
      if (set.bits) result.andNot(set.bits);
      else result.removeAll(set.list, set.length);
    }
    count = result.count();
    return { result, count };
  }

  /** One page of `result` (scratch set 0, holding `totalResults`), in the order the query asks for. */
  private pageOfBits(
    query: SearchQuery,
    queryWords: readonly QueryWord[],
    result: Bitset,
    totalResults: number,
  ): SearchPage {
    let titleFirst: Bitset | null = null;
    let inTitle = 0;
    if (queryWords.length > 0 && !query.sort) {
      titleFirst = this.scratch(1);
      const titleSets = queryWords.map((word) => this.wordSet(word, this.title));
      if (titleSets.every((set) => set.bits)) {
        inTitle = titleFirst.intersectionOf([result, ...titleSets.map((set) => set.bits!)]);
      } else {
        titleFirst.copyFrom(result);
        for (const set of titleSets) this.andSet(titleFirst, set);
        inTitle = titleFirst.count();
      }
    }

    const facets = query.facets ? this.facetsOf(result, totalResults) : undefined;
    const slots: number[] = [];
    if (query.sort) {
      this.collectSorted(result, totalResults, query.sort, query.offset, query.number, slots);
    } else if (titleFirst) {
      this.collectOrdered(titleFirst, query.offset, query.number, slots);
      if (slots.length < query.number) {
        const rest = result.andNot(titleFirst);
        this.collectOrdered(rest, Math.max(0, query.offset - inTitle), query.number, slots);
      }
    } else {
      this.collectOrdered(result, query.offset, query.number, slots);
    }
    const results = slots.map((slot) => this.summaryAt(slot));
    return facets ? { results, totalResults, facets } : { results, totalResults };
  }

  /**
   * "What's in my fridge" (../search/fridge.ts) in one pass over the catalog instead of a search
   * per group of ingredients: a recipe belongs to the group of the ingredients at hand (`items`,
   * each one or more words) whose every word it holds, and to no group when it holds a word of an
   * ingredient outside that group. Groups come largest first, then by their ingredients' order;
   * each is ordered by its number of ingredient lines, then the static order. The recipes must
   * also match `query` (its words and filters).
   */
  fridge(query: SearchQuery, items: readonly (readonly QueryWord[])[], offset: number, number: number): FridgePage {
    const base = this.filtered(query).result;
    for (const word of query.words ?? parseQuery(query.text)) this.andSet(base, this.wordSet(word, this.body));
    const sets = items.map((words) => words.map((word) => this.termSet(this.body, word.term)));
    // Every ingredient has a rare word: only the recipes on those words' lists can use any, so
    // they are visited one by one; otherwise the bit sets are combined a machine word at a time.
    const rare = sets.every((item) => item.some((set) => !set.bits));
    const { total, count, group } = rare ? this.fridgeByLists(base, sets) : this.fridgeByBits(base, sets);
    const groups: number[][] = [];
    for (let mask = 1; mask < 1 << items.length; mask++)
      groups.push(items.map((_, i) => i).filter((i) => (mask >>> i) & 1));
    groups.sort((a, b) => b.length - a.length || a.join().localeCompare(b.join()));

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
      this.collectSorted(group(mask), size, BY_LINES, skip, number - page.length, slots);
      for (const slot of slots) page.push({ summary: this.summaryAt(slot), used: members });
      skip = 0;
    }
    return { page, totalResults: total };
  }

  /**
   * Fridge groups from the lists of the ingredients' rarest words: each recipe on one of them that
   * matches `base` is placed in the group of the ingredients it holds.
   */
  private fridgeByLists(base: Bitset, sets: readonly (readonly SlotSet[])[]): FridgeCounts {
    const k = sets.length;
    const candidates = this.scratch(4).clear();
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
    if (this.placedSlots.length < most) {
      this.placedSlots = new Int32Array(most);
      this.placedGroups = new Int32Array(most);
      this.placedByGroup = new Int32Array(most);
    }
    const placedSlots = this.placedSlots;
    const placedGroups = this.placedGroups;
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
    const byGroup = this.placedByGroup;
    const group = (mask: number) => {
      if (!starts) {
        starts = new Float64Array(1 << k);
        for (let m = 1; m < 1 << k; m++) starts[m] = starts[m - 1]! + counts[m - 1]!;
        const next = Float64Array.from(starts);
        for (let i = 0; i < placed; i++) byGroup[next[placedGroups[i]!]!++] = placedSlots[i]!;
      }
      const bits = this.scratch(1).clear();
      bits.addAll(byGroup.subarray(starts[mask], starts[mask]! + counts[mask]!));
      return bits;
    };
    return { total: counts.reduce((sum, n) => sum + n, 0), count: (mask) => counts[mask]!, group };
  }

  /** Fridge groups by combining the ingredients' bit sets a machine word at a time. */
  private fridgeByBits(base: Bitset, sets: readonly (readonly SlotSet[])[]): FridgeCounts {
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
      const all = this.scratch(4 + 2 * i).copyFrom(this.alive);
      const any = this.scratch(5 + 2 * i).clear();
      for (const set of item) {
        this.andSet(all, set);
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
    const bits = this.scratch(1);
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
    const counts = k > 4 ? this.fridgeCountsBySlot(words, full, some) : null;
    const count = (mask: number) => {
      if (counts) return counts[mask]!;
      group(mask);
      return size;
    };
    return { total, count, group };
  }

  /** How many recipes of `base` (words) each group holds, from each recipe's ingredients. */
  private fridgeCountsBySlot(base: Uint32Array, full: readonly Uint32Array[], some: readonly Uint32Array[]) {
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

  /** Keeps in `bits` only the slots `set` holds. */
  private andSet(bits: Bitset, set: SlotSet): void {
    if (set.bits) {
      bits.and(set.bits);
      return;
    }
    const kept = this.scratch(2).clear();
    for (let i = 0; i < set.length; i++) if (bits.has(set.list[i]!)) kept.add(set.list[i]!);
    bits.copyFrom(kept);
  }

  /** How many of `result` each filter choice keeps (../../lib/search-text/facets.ts). */
  private facetsOf(result: Bitset, total: number): SearchFacets {
    // Every recipe (a blank search, the filter panel's first look): counted once per change.
    if (total === this.slotById.size) return (this.allFacets ??= this.facetsOfBits(result));
    // A step per matching recipe, or a count per choice over whole bit sets. Measured at a million
    // recipes with varied queries: a step costs 30 to 45 ns while the matches lie far apart (each
    // reads memory no cache holds; 10 ns when they are close), a machine word of a set 1 ns.
    let sets = DIET_IDS.length + FREE_FROM_IDS.length + FACET_TIMES.length;
    for (const [, term] of [...FACET_CUISINES, ...FACET_TYPES]) if (this.body.dense.has(term)) sets++;
    if (total * 30 > sets * (this.capacity / 32)) return this.facetsOfBits(result);
    const tally = new FacetTally(this.columns, this.manyCuisines);
    const words = result.words;
    for (let w = 0; w < words.length; w++) {
      for (let bits = words[w]!; bits !== 0; bits &= bits - 1) tally.add(w * 32 + 31 - Math.clz32(bits & -bits));
    }
    return tally.facets(total);
  }

  /** Facets as counts of `result` with each choice's bit set. */
  private facetsOfBits(result: Bitset): SearchFacets {
    const counts: number[] = [];
    for (const bits of this.dietBits) counts.push(result.countAnd(bits));
    for (let i = 0; i < FREE_FROM_IDS.length; i++) counts.push(result.countAnd(this.freeOfBits[i]!));
    for (const [, term] of [...FACET_CUISINES, ...FACET_TYPES]) {
      const set = this.termSet(this.body, term);
      if (set.bits) counts.push(result.countAnd(set.bits));
      else {
        // A rare term: look its few slots up rather than build a set of them.
        let count = 0;
        for (let i = 0; i < set.length; i++) if (result.has(set.list[i]!)) count++;
        counts.push(count);
      }
    }
    for (const minutes of FACET_TIMES) counts.push(result.countAnd(this.readyWithin(minutes)));
    return facetsFromCounts(counts);
  }

  /** Facets of live `matches`, from the per-slot columns. */
  private facetsOfList(matches: readonly number[]): SearchFacets {
    const tally = new FacetTally(this.columns, this.manyCuisines);
    for (let k = 0; k < matches.length; k++) tally.add(matches[k]!);
    return tally.facets(matches.length);
  }

  /**
   * Appends the slots of `group` in static order to `out` until it holds `limit`, after skipping
   * the first `skip`. Head slots are already in that order; matching tail slots are merged in:
   * the j-th tail match (in key order) sits at j + the number of head matches with a smaller key.
   */
  private collectOrdered(group: Bitset, skip: number, limit: number, out: number[]): void {
    const headEnd = this.headEnd;
    const inTail = this.tail.length === 0 ? 0 : group.countRange(headEnd, group.size);
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
    const tail = this.tail;
    for (let i = 0; i < tail.length && seen < inTail; i++) {
      const slot = tail[i]!;
      if (!group.has(slot)) continue;
      const bound = this.headBound(slot, countedTo);
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
  private headBound(slot: number, from: number): number {
    let lo = from;
    let hi = this.headEnd;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.byKey(mid, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The value a sort orders by. */
  /** The column a sort orders by. */
  private sortColumn(key: SortKey): Float64Array | Int32Array {
    const columns = this.columns;
    if (key === 'time') return columns.ready;
    if (key === 'calories') return columns.calories;
    if (key === 'protein') return columns.protein;
    if (key === 'lines') return columns.lines;
    if (key === 'browse') return columns.browse;
    return columns.ids;
  }

  private sortComparator({ key, descending }: SearchSort): (a: number, b: number) => number {
    const sign = descending ? -1 : 1;
    const values = this.sortColumn(key);
    const { ranks, ids } = this.columns;
    return (a, b) => sign * (values[a]! - values[b]!) || ranks[a]! - ranks[b]! || ids[a]! - ids[b]!;
  }

  /**
   * Whether sorting `total` matches costs less than reading a kept order until `end` of them are
   * found (about `end` × catalog / total slots). An order not kept yet is built only for many matches.
   */
  private sortsOutright(total: number, sort: SearchSort, end: number): boolean {
    if (!this.sortOrders.has(sortName(sort))) return total <= this.tuning.sortOutright;
    return (end * this.slots) / Math.max(1, total) > total * Math.log2(total + 2);
  }

  /**
   * One page of `result` in the order of `sort`. Few matches are sorted outright; many are read
   * off the whole index in that order (built once), so a page costs about its size divided by the
   * share of recipes that match.
   */
  private collectSorted(
    result: Bitset,
    total: number,
    sort: SearchSort,
    skip: number,
    limit: number,
    out: number[],
  ): void {
    if (skip >= total) return;
    if (this.sortsOutright(total, sort, skip + limit)) {
      const kept = this.sortOrders.get(sortName(sort));
      if (kept) {
        this.pageByRanks(kept, result.collect(0, total), skip, limit, out);
        return;
      }
      for (const slot of firstInOrder(result.collect(0, total), skip + limit, this.sortComparator(sort)).slice(skip)) {
        out.push(slot);
      }
      return;
    }
    const order = this.sortOrder(sort);
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
  private pageByRanks(order: Int32Array, slots: readonly number[], skip: number, limit: number, out: number[]): void {
    let rank = this.sortRanks.get(order);
    if (!rank) {
      rank = new Int32Array(this.capacity);
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
      this.sortRanks.set(order, rank);
    }
    const places = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) places[i] = rank[slots[i]!]!;
    places.sort();
    const end = Math.min(slots.length, skip + limit);
    for (let i = skip; i < end && out.length < limit; i++) out.push(order[places[i]!]!);
  }

  /** Every slot in the order of `sort`, kept for the next query. */
  private sortOrder(sort: SearchSort): Int32Array {
    const name = sortName(sort);
    let order = this.sortOrders.get(name);
    if (!order) {
      order = Int32Array.from({ length: this.slots }, (_, slot) => slot).sort(this.sortComparator(sort));
      this.sortOrders.set(name, order);
    }
    return order;
  }

  /** Compares two slots in static order. */
  private byKey = (a: number, b: number): number => {
    const { ranks, ids } = this.columns;
    return ranks[a]! - ranks[b]! || ids[a]! - ids[b]!;
  };

  /**
   * Up to `count` distinct recipes with a picture, drawn at random; with `allergensMask`, only
   * recipes free of every allergen it sets (a saved allergen never shows on Home).
   */
  random(count: number, allergensMask = 0): RecipeSummary[] {
    if (!this.randomPool) {
      const pool = this.alive.clone().and(this.withImage);
      this.randomPool = pool.toList();
    }
    const pool = this.randomPool;
    const allowed = (slot: number): boolean => (this.columns.allergens[slot]! & allergensMask & ALLERGENS_MASK) === 0;
    const picked = new Set<number>();
    // Draw and reject: cheap while allowed recipes are common. When many draws miss, list the
    // allowed recipes once and draw from them.
    for (let tries = 0; picked.size < count && tries < count * 64 && pool.length > 0; tries++) {
      const slot = pool[Math.floor(Math.random() * pool.length)]!;
      if (allowed(slot)) picked.add(slot);
    }
    if (picked.size < count) {
      const rest = Array.from(pool).filter((slot) => allowed(slot) && !picked.has(slot));
      while (picked.size < count && rest.length > 0) {
        const at = Math.floor(Math.random() * rest.length);
        picked.add(rest[at]!);
        rest[at] = rest[rest.length - 1]!;
        rest.pop();
      }
    }
    return [...picked].map((slot) => this.summaryAt(slot));
  }

  /** Reusable working bit sets: 0 and 1 for a query's result, 2 for one term's slots, 3 for a group of terms. */
  private scratch(i: number): Bitset {
    let set = this.scratches[i];
    if (set?.size !== this.capacity) {
      set = new Bitset(this.capacity);
      this.scratches[i] = set;
    }
    return set;
  }

  private summaryAt(slot: number): RecipeSummary {
    const id = this.columns.ids[slot]!;
    return { id, title: this.titles[slot]!, image: this.images.get(slot, id) };
  }

  private append(doc: IndexDoc, rank: number): number {
    const slot = this.slots;
    if (slot >= this.capacity) this.allocate(Math.max(64, this.capacity * 2));
    this.slots++;
    const columns = this.columns;
    const contains = doc.containsMask ?? ALL_CONTAINS_MASK;
    const ready = doc.readyInMinutes ?? 0;
    this.titles.push(doc.title);
    this.images.set(slot, doc.id, doc.image);
    columns.ids[slot] = doc.id;
    columns.ranks[slot] = rank;
    columns.ready[slot] = ready;
    columns.calories[slot] = doc.calories ?? 0;
    columns.protein[slot] = doc.protein ?? 0;
    columns.lines[slot] = doc.lineCount ?? 0;
    columns.browse[slot] = browseScore({
      id: doc.id,
      image: doc.image,
      containsMask: contains,
      readyInMinutes: ready,
      calories: doc.calories ?? 0,
    });
    columns.allergens[slot] = doc.allergensMask & ALLERGENS_MASK;
    const fields = doc.fields ?? [];
    const cuisines = [...new Set(fields.flatMap((term) => CUISINE_INDEX.get(term) ?? []))];
    const cuisine = cuisines.length === 0 ? 0 : cuisines.length === 1 ? 1 + cuisines[0]! : MANY;
    if (cuisines.length > 1) this.manyCuisines.set(slot, cuisines);
    const types = fields.reduce((mask, term) => mask | (1 << (TYPE_INDEX.get(term) ?? 31)), 0) & TYPES_MASK;
    columns.facets[2 * slot] =
      ((doc.dietsMask & DIETS_MASK) |
        (types << TYPES_SHIFT) |
        (readyBucket(ready) << BUCKET_SHIFT) |
        (cuisine << CUISINE_SHIFT)) >>>
      0;
    columns.facets[2 * slot + 1] = contains;
    this.slotById.set(doc.id, slot);
    this.alive.add(slot);
    if (doc.image) this.withImage.add(slot);
    for (let i = 0; i < DIET_IDS.length; i++) if (doc.dietsMask & (1 << i)) this.dietBits[i]!.add(slot);
    for (let i = 0; i < ALLERGY_IDS.length; i++) {
      if (!(doc.allergensMask & (1 << i))) this.allergenFreeBits[i]!.add(slot);
    }
    CONTAINS_BITS.forEach((bit, i) => {
      if (!(contains & bit)) this.freeOfBits[i]!.add(slot);
    });
    for (const [minutes, bits] of this.readyKept) if (ready <= minutes) bits.add(slot);
    const terms = documentTerms(doc.title, doc.body, doc.fields);
    for (const term of terms.title) this.addPosting(this.title, term, slot);
    for (const term of terms.all) this.addPosting(this.body, term, slot);
    return slot;
  }

  private addPosting(field: Field, term: string, slot: number): void {
    let list = field.postings.get(term);
    if (!list) {
      list = new Postings();
      field.postings.set(term, list);
      if (!this.building) {
        field.vocabulary.splice(lowerBound(field.vocabulary, term), 0, term);
        if (field === this.body) this.spellingTrie.add(term);
      }
    }
    list.push(slot);
    if (this.building) return;
    // Kept sets follow the change.
    field.dense.get(term)?.add(slot);
    for (let length = 1; length <= Math.min(term.length, this.tuning.prefixLength); length++) {
      field.prefixes.get(term.slice(0, length))?.add(slot);
    }
  }

  private allocate(capacity: number): void {
    const grow = (set: Bitset) => {
      const bigger = new Bitset(capacity);
      bigger.words.set(set.words.subarray(0, Math.min(set.words.length, bigger.words.length)));
      return bigger;
    };
    const growAll = (map: Map<string, Bitset> | Map<number, Bitset>) => {
      for (const [key, set] of map) (map as Map<unknown, Bitset>).set(key, grow(set));
    };
    this.capacity = capacity;
    this.columns.grow(capacity);
    this.alive = grow(this.alive);
    this.withImage = grow(this.withImage);
    this.dietBits = this.dietBits.map(grow);
    this.allergenFreeBits = this.allergenFreeBits.map(grow);
    this.freeOfBits = this.freeOfBits.map(grow);
    for (const field of [this.body, this.title]) {
      growAll(field.dense);
      growAll(field.prefixes);
    }
    growAll(this.readyKept);
    this.readySteps = this.readySteps.map(grow);
    this.prefixCache.clear();
    this.readyCache.clear();
    this.spare = [];
    this.scratches = [];
  }

  private changed(): void {
    this.changes++;
    this.allFacets = null;
    this.dropCaches();
    this.sortOrders = new Map();
  }

  /** A bit set for a cache entry: a spare one of the right size, or a new one. */
  private freshBits(): Bitset {
    const spare = this.spare.pop();
    return spare?.size === this.capacity ? spare.clear() : new Bitset(this.capacity);
  }

  /**
   * Slots matching one query word in a field (the title, or every term). Valid until the next
   * query: a union made for a prefix sits in a cache that later queries may empty.
   */
  private wordSet({ word, term, prefix }: QueryWord, field: Field): SlotSet {
    if (!prefix) return this.termSet(field, term);
    const vocabulary = field.vocabulary;
    const first = lowerBound(vocabulary, word);
    let last = first;
    while (last < vocabulary.length && vocabulary[last]!.startsWith(word)) last++;
    // One term (or none) under the prefix: no union to make.
    if (last - first <= 1 && (last === first || vocabulary[first] === term || !field.postings.has(term))) {
      return this.termSet(field, last > first ? vocabulary[first]! : term);
    }
    const exact = term.startsWith(word) ? null : field.postings.get(term);
    const kept = field.prefixes.get(word);
    if (kept && !exact) return bitsSet(kept);
    const key = `${field.mark}:${word}`;
    const cached = this.prefixCache.get(key);
    if (cached) {
      this.prefixCache.delete(key);
      this.prefixCache.set(key, cached);
      return bitsSet(cached);
    }
    const bits = this.freshBits();
    if (kept) bits.copyFrom(kept);
    else for (let i = first; i < last; i++) this.orInto(bits, field, vocabulary[i]!);
    if (exact) bits.addAll(exact.data, exact.length);
    this.prefixCache.set(key, bits);
    if (this.prefixCache.size > PREFIX_CACHE_SIZE) this.evictOldest(this.prefixCache);
    return bitsSet(bits);
  }

  private evictOldest<K>(cache: Map<K, Bitset>): void {
    const [oldest, bits] = cache.entries().next().value!;
    cache.delete(oldest);
    this.spare.push(bits);
  }

  /** The slots of one term: its kept bit set when it is frequent, else its list. */
  private termSet(field: Field, term: string): SlotSet {
    const list = field.postings.get(term);
    if (!list) return EMPTY_SET;
    const dense = field.dense.get(term);
    return dense ? bitsSet(dense, list.length) : listSet(list.data, list.length);
  }

  /** Slots holding at least one of `terms` (field terms), in a scratch set valid until the next call. */
  private anyTerm(terms: readonly string[]): Bitset {
    if (terms.length === 1) {
      const set = this.termSet(this.body, terms[0]!);
      if (set.bits) return set.bits;
    }
    const bits = this.scratch(3).clear();
    for (const term of terms) this.orInto(bits, this.body, term);
    return bits;
  }

  /**
   * Slots ready within `minutes`: the facet times are kept; another limit starts from the kept
   * set of the largest part of the ready-time order within it and adds the few slots after.
   */
  private readyWithin(minutes: number): Bitset {
    const kept = this.readyKept.get(minutes) ?? this.readyCache.get(minutes);
    if (kept) return kept;
    const ready = this.columns.ready;
    const order = this.readyOrder;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ready[order[mid]!]! <= minutes) lo = mid + 1;
      else hi = mid;
    }
    const step = Math.ceil(this.headEnd / READY_STEPS);
    const parts = Math.min(this.readySteps.length, Math.floor(lo / Math.max(1, step)));
    const bits = this.freshBits();
    if (parts > 0) bits.copyFrom(this.readySteps[parts - 1]!);
    bits.addAll(order.subarray(parts * step, lo));
    for (let slot = this.headEnd; slot < this.slots; slot++) if (ready[slot]! <= minutes) bits.add(slot);
    this.readyCache.set(minutes, bits);
    if (this.readyCache.size > READY_CACHE_SIZE) this.evictOldest(this.readyCache);
    return bits;
  }

  /**
   * Forgets every answer part kept for later queries (prefix unions and ready-time sets of recent
   * queries, the random pool), as after a restart: the benchmark measures cold queries so. What
   * the build made (term lists and bit sets, busy prefixes, facet times, sort orders) is the index
   * itself and stays.
   */
  dropCaches(): void {
    for (const bits of this.prefixCache.values()) this.spare.push(bits);
    for (const bits of this.readyCache.values()) this.spare.push(bits);
    this.prefixCache.clear();
    this.readyCache.clear();
    this.randomPool = null;
  }

  /** Whether some recipe holds the term. */
  hasTerm(term: string): boolean {
    return this.body.postings.has(term);
  }

  /** Whether some term begins with a word being typed. */
  hasPrefix(word: string): boolean {
    const vocabulary = this.body.vocabulary;
    return vocabulary[lowerBound(vocabulary, word)]?.startsWith(word) ?? false;
  }

  /** The terms a word that matches nothing most likely meant, best first (./spelling). */
  corrections(word: string, prefix: boolean, limit: number): string[] {
    const frequency = (candidate: string) => this.body.postings.get(candidate)?.length ?? 0;
    const vocabulary = this.body.vocabulary;
    return closestTerms(word, prefix, vocabulary, frequency, limit, stem(word), this.spellingTrie);
  }

  /** A term as cooks write it: the word of a title it was read from, or the term itself. */
  surface(term: string): string {
    const postings = this.title.postings.get(term);
    if (postings && postings.length > 0) {
      const found = words(this.titles[postings.data[0]!]!).find((word) => stem(word) === term);
      if (found) return found;
    }
    return term;
  }
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

/** The first facet time a recipe is ready within, or the number of facet times. */
function readyBucket(minutes: number): number {
  let bucket = 0;
  while (bucket < FACET_TIMES.length && minutes > FACET_TIMES[bucket]!) bucket++;
  return bucket;
}

const sortName = (sort: SearchSort) => `${sort.key}:${sort.descending ? 'desc' : 'asc'}`;

/**
 * The static quality order as one number (smaller first): recipes with a picture first, then
 * shorter (more canonical) titles. Ties go to the smaller id.
 */
function rankOf(doc: IndexDoc): number {
  return (doc.image ? 0 : 2 ** 32) + titleLength(doc.title);
}

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

/** The first index of ascending `values` not below `value`. */
function lowerBoundNumber(values: readonly number[], value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
