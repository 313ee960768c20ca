import { ALLERGY_IDS, DIET_IDS, FREE_FROM_IDS } from '../../../shared/ids';
import { ALL_CONTAINS_MASK, UNCHECKED_BIT } from '../../../shared/label-masks';
import type { RecipeInformation, SearchFacets } from '../../../shared/api';
import { FACET_CUISINES, FACET_TIMES, FACET_TYPES, facetsFromCounts } from '../../lib/search-text/facets';
import type { LabelledSummary, RecipeSummary } from '../../../shared/recipe';
import { browseScore } from '../../lib/search-text/browse';
import { Bitset } from './bitset';
import { documentTerms, parseQuery, titleLength, type QueryWord } from '../../lib/search-text/search-document';
import { closestTerms, lowerBound } from './spelling';
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

/** A growable array of ascending slots. */
class Postings {
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
}

const DENSE_SHARE = 1 / 16;
/** The bits of a contains mask the index keeps a set for: each free-from group, then "checked". */
const CONTAINS_BITS = [...FREE_FROM_IDS.map((_, i) => 1 << i), UNCHECKED_BIT];
const PREFIX_CACHE_SIZE = 256;
const READY_CACHE_SIZE = 16;
/** Up to this many matches, a sorted page sorts them outright. */
const SORT_OUTRIGHT = 20_000;
/** A search with no words lists recipes in this order. */
export const BROWSE: SearchSort = { key: 'browse', descending: true };

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
 */
export class SearchIndex {
  private ids: number[] = [];
  private titles: string[] = [];
  private images: string[] = [];
  /** Per slot: the picture flag and the title length, one sortable number; ids break ties. */
  private ranks: number[] = [];
  private ready: number[] = [];
  private calories: number[] = [];
  private protein: number[] = [];
  private lines: number[] = [];
  /** The order of a search with no words (../../lib/search-text/browse.ts). */
  private browse: number[] = [];
  /**
   * All slots in the order of a sort, built when first asked for (the browsing order at once) and
   * kept: slots added later are merged in, and dead slots are skipped as every result skips them.
   */
  private sortOrders = new Map<string, Int32Array>();
  /** Slots below this are in static order, as the last rebuild left them. */
  private headEnd = 0;
  /** Live slots at or after `headEnd`, in static order. */
  private tail: number[] = [];
  private slotById = new Map<number, number>();
  private capacity = 0;
  private alive = new Bitset(0);
  private withImage = new Bitset(0);
  private dietBits: Bitset[] = DIET_IDS.map(() => new Bitset(0));
  private allergenFreeBits: Bitset[] = ALLERGY_IDS.map(() => new Bitset(0));
  /** Per free-from group, the slots free of it; the last set holds the slots with every line checked. */
  private freeOfBits: Bitset[] = CONTAINS_BITS.map(() => new Bitset(0));
  private body = new Map<string, Postings>();
  private title = new Map<string, Postings>();
  private vocabulary: string[] | null = null;
  private titleVocabulary: string[] | null = null;
  private dense = new Map<string, Bitset>();
  private prefixCache = new Map<string, Bitset>();
  /** Slots ready within a number of minutes, by that number. */
  private readyCache = new Map<number, Bitset>();
  private randomPool: Int32Array | null = null;
  private scratches: Bitset[] = [];
  private changes = 0;
  private deadSlots = 0;

  /** `sortOutright`: up to this many matches are sorted as they come; more are read off a kept order. */
  constructor(private readonly sortOutright = SORT_OUTRIGHT) {}

  get size(): number {
    return this.slotById.size;
  }

  /** How many distinct terms the index holds. */
  get termCount(): number {
    return this.body.size;
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
    const sorted = docs.map((doc) => ({ doc, rank: rankOf(doc) }));
    sorted.sort((a, b) => a.rank - b.rank || a.doc.id - b.doc.id);
    this.ids = [];
    this.titles = [];
    this.images = [];
    this.ranks = [];
    this.ready = [];
    this.calories = [];
    this.protein = [];
    this.lines = [];
    this.browse = [];
    this.tail = [];
    this.slotById = new Map();
    this.body = new Map();
    this.title = new Map();
    this.deadSlots = 0;
    // Fresh bit sets: growing the old ones would keep their bits.
    this.capacity = 0;
    this.alive = new Bitset(0);
    this.withImage = new Bitset(0);
    this.dietBits = DIET_IDS.map(() => new Bitset(0));
    this.allergenFreeBits = ALLERGY_IDS.map(() => new Bitset(0));
    this.freeOfBits = CONTAINS_BITS.map(() => new Bitset(0));
    this.allocate(Math.max(64, sorted.length));
    yield;
    let appended = 0;
    for (const { doc, rank } of sorted) {
      this.append(doc, rank);
      if (++appended % step === 0) yield;
    }
    this.headEnd = this.ids.length;
    this.changed();
    yield;
    this.sortOrder(BROWSE);
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
    const dead = this.deadSlots > 1000 && this.deadSlots > this.ids.length / 4;
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
      readyInMinutes: this.ready[slot]!,
      diets: DIET_IDS.filter((_, i) => this.dietBits[i]!.has(slot)),
      allergens: ALLERGY_IDS.filter((_, i) => !this.allergenFreeBits[i]!.has(slot)),
    };
  }

  has(id: number): boolean {
    return this.slotById.has(id);
  }

  /** One page of matches in rank order, and how many there are. */
  search(query: SearchQuery): SearchPage {
    // Scratch bit sets are reused across queries: at 1M recipes each is 125 KB, and allocating
    // them per query would hand the garbage collector megabytes a second.
    const result = this.scratch(0).copyFrom(this.alive);
    for (let i = 0; i < DIET_IDS.length; i++) if (query.dietsMask & (1 << i)) result.and(this.dietBits[i]!);
    for (let i = 0; i < ALLERGY_IDS.length; i++) {
      if (query.allergensMask & (1 << i)) result.and(this.allergenFreeBits[i]!);
    }

    for (const group of query.groups ?? []) result.and(this.anyTerm(group));
    if (query.maxReadyTime !== undefined) result.and(this.readyWithin(query.maxReadyTime));
    const exclude = query.excludeMask ?? 0;
    CONTAINS_BITS.forEach((bit, i) => {
      if (exclude & bit) result.and(this.freeOfBits[i]!);
    });
    for (const { word, term, prefix } of query.without ?? []) result.andNot(this.wordBits(word, term, prefix, false));

    const queryWords = query.words ?? parseQuery(query.text);
    let titleFirst: Bitset | null = null;
    if (queryWords.length > 0) {
      titleFirst = this.scratch(1).copyFrom(result);
      for (const { word, term, prefix } of queryWords) {
        result.and(this.wordBits(word, term, prefix, false));
        titleFirst.and(this.wordBits(word, term, prefix, true));
      }
      titleFirst.and(result);
    }

    const totalResults = result.count();
    const facets = query.facets ? this.facetsOf(result) : undefined;
    const slots: number[] = [];
    if (query.sort) {
      this.collectSorted(result, totalResults, query.sort, query.offset, query.number, slots);
    } else if (titleFirst) {
      const inTitle = titleFirst.count();
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

  /** How many of `result` each filter choice keeps (../../lib/search-text/facets.ts). */
  private facetsOf(result: Bitset): SearchFacets {
    const counts: number[] = [];
    for (const bits of this.dietBits) counts.push(result.countAnd(bits));
    for (let i = 0; i < FREE_FROM_IDS.length; i++) counts.push(result.countAnd(this.freeOfBits[i]!));
    for (const [, term] of [...FACET_CUISINES, ...FACET_TYPES]) {
      const postings = this.body.get(term);
      if (this.dense.has(`b:${term}`) || (postings && postings.length > this.ids.length * DENSE_SHARE)) {
        counts.push(result.countAnd(this.termBits(this.body, term, false)));
        continue;
      }
      // A rare term: look its few slots up rather than build a set of them.
      let count = 0;
      for (let i = 0; i < (postings?.length ?? 0); i++) if (result.has(postings!.data[i]!)) count++;
      counts.push(count);
    }
    for (const minutes of FACET_TIMES) counts.push(result.countAnd(this.readyWithin(minutes)));
    return facetsFromCounts(counts);
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
  private sortValue(key: SortKey, slot: number): number {
    if (key === 'time') return this.ready[slot]!;
    if (key === 'calories') return this.calories[slot]!;
    if (key === 'protein') return this.protein[slot]!;
    if (key === 'lines') return this.lines[slot]!;
    if (key === 'browse') return this.browse[slot]!;
    return this.ids[slot]!;
  }

  private sortComparator({ key, descending }: SearchSort): (a: number, b: number) => number {
    const sign = descending ? -1 : 1;
    return (a, b) => sign * (this.sortValue(key, a) - this.sortValue(key, b)) || this.byKey(a, b);
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
    const compare = this.sortComparator(sort);
    // Reading a kept order costs about the slots scanned until the page is full; sorting the
    // matches, about total × log(total). An order not kept yet is built only for many matches.
    const kept = this.sortOrders.has(sortName(sort));
    const scan = ((skip + limit) * this.ids.length) / Math.max(1, total);
    const fromOrder = kept ? scan <= total * Math.log2(total + 2) : total > this.sortOutright;
    if (!fromOrder) {
      const matches = result.collect(0, total);
      matches.sort(compare);
      for (const slot of matches.slice(skip, skip + limit)) out.push(slot);
      return;
    }
    const order = this.sortOrder(sort);
    let seen = 0;
    for (let i = 0; i < order.length && out.length < limit; i++) {
      const slot = order[i]!;
      if (!result.has(slot)) continue;
      if (seen++ >= skip) out.push(slot);
    }
  }

  /** Every slot in the order of `sort`, kept for the next query. */
  private sortOrder(sort: SearchSort): Int32Array {
    const name = sortName(sort);
    let order = this.sortOrders.get(name);
    if (!order) {
      order = Int32Array.from({ length: this.ids.length }, (_, slot) => slot).sort(this.sortComparator(sort));
      this.sortOrders.set(name, order);
    }
    return order;
  }

  /** Compares two slots in static order. */
  private byKey = (a: number, b: number): number => this.ranks[a]! - this.ranks[b]! || this.ids[a]! - this.ids[b]!;

  /** `count` distinct recipes with an image, drawn uniformly. */
  /**
   * Up to `count` distinct recipes with a picture, drawn at random; with `allergensMask`, only
   * recipes free of every allergen it sets (a saved allergen never shows on Home).
   */
  random(count: number, allergensMask = 0): RecipeSummary[] {
    if (!this.randomPool) {
      const pool = this.alive.clone().and(this.withImage);
      this.randomPool = Int32Array.from(pool.collect(0, Number.MAX_SAFE_INTEGER));
    }
    const pool = this.randomPool;
    const allowed = (slot: number): boolean => {
      for (let i = 0; i < ALLERGY_IDS.length; i++) {
        if (allergensMask & (1 << i) && !this.allergenFreeBits[i]!.has(slot)) return false;
      }
      return true;
    };
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
    if (!set || set.size !== this.capacity) {
      set = new Bitset(this.capacity);
      this.scratches[i] = set;
    }
    return set;
  }

  private summaryAt(slot: number): RecipeSummary {
    return { id: this.ids[slot]!, title: this.titles[slot]!, image: this.images[slot]! };
  }

  private append(doc: IndexDoc, rank: number): number {
    const slot = this.ids.length;
    if (slot >= this.capacity) this.allocate(this.capacity * 2);
    this.ids.push(doc.id);
    this.titles.push(doc.title);
    this.images.push(doc.image);
    this.ranks.push(rank);
    this.ready.push(doc.readyInMinutes ?? 0);
    this.calories.push(doc.calories ?? 0);
    this.protein.push(doc.protein ?? 0);
    this.lines.push(doc.lineCount ?? 0);
    this.browse.push(
      browseScore({
        id: doc.id,
        image: doc.image,
        containsMask: doc.containsMask ?? ALL_CONTAINS_MASK,
        readyInMinutes: doc.readyInMinutes ?? 0,
        calories: doc.calories ?? 0,
      }),
    );
    this.slotById.set(doc.id, slot);
    this.alive.add(slot);
    if (doc.image) this.withImage.add(slot);
    for (let i = 0; i < DIET_IDS.length; i++) if (doc.dietsMask & (1 << i)) this.dietBits[i]!.add(slot);
    for (let i = 0; i < ALLERGY_IDS.length; i++) {
      if (!(doc.allergensMask & (1 << i))) this.allergenFreeBits[i]!.add(slot);
    }
    const contains = doc.containsMask ?? ALL_CONTAINS_MASK;
    CONTAINS_BITS.forEach((bit, i) => {
      if (!(contains & bit)) this.freeOfBits[i]!.add(slot);
    });
    const terms = documentTerms(doc.title, doc.body, doc.fields);
    for (const term of terms.title) addPosting(this.title, term, slot);
    for (const term of terms.all) addPosting(this.body, term, slot);
    return slot;
  }

  private allocate(capacity: number): void {
    const grow = (set: Bitset) => {
      const bigger = new Bitset(capacity);
      bigger.words.set(set.words.subarray(0, Math.min(set.words.length, bigger.words.length)));
      return bigger;
    };
    this.capacity = capacity;
    this.alive = grow(this.alive);
    this.withImage = grow(this.withImage);
    this.dietBits = this.dietBits.map(grow);
    this.allergenFreeBits = this.allergenFreeBits.map(grow);
    this.freeOfBits = this.freeOfBits.map(grow);
    this.dense.clear();
    this.prefixCache.clear();
    this.readyCache.clear();
    this.scratches = [];
  }

  private changed(): void {
    this.changes++;
    this.vocabulary = null;
    this.titleVocabulary = null;
    this.dense.clear();
    this.prefixCache.clear();
    this.readyCache.clear();
    this.sortOrders = new Map();
    this.randomPool = null;
  }

  /**
   * Slots matching one query word, in the title only or anywhere. The answer is only valid until
   * the next call: sparse terms are built in a scratch set.
   */
  private wordBits(word: string, exact: string, prefix: boolean, inTitle: boolean): Bitset {
    const map = inTitle ? this.title : this.body;
    if (!prefix) return this.termBits(map, exact, inTitle);
    const key = `${inTitle ? 't' : 'b'}:${word}`;
    const cached = this.prefixCache.get(key);
    if (cached) {
      this.prefixCache.delete(key);
      this.prefixCache.set(key, cached);
      return cached;
    }
    const vocabulary = this.sortedVocabulary(inTitle);
    const first = lowerBound(vocabulary, word);
    let last = first;
    while (last < vocabulary.length && vocabulary[last]!.startsWith(word)) last++;
    // One term (or none) under the prefix: no union to build or keep.
    if (last - first <= 1 && (last === first || vocabulary[first] === exact || !map.has(exact))) {
      return this.termBits(map, last > first ? vocabulary[first]! : exact, inTitle);
    }
    const bits = new Bitset(this.capacity);
    const postings = map.get(exact);
    if (postings) bits.addAll(postings.data, postings.length);
    for (let i = first; i < last; i++) {
      const term = vocabulary[i]!;
      const dense = this.dense.get(`${inTitle ? 't' : 'b'}:${term}`);
      if (dense) bits.or(dense);
      else {
        const list = map.get(term)!;
        bits.addAll(list.data, list.length);
      }
    }
    this.prefixCache.set(key, bits);
    if (this.prefixCache.size > PREFIX_CACHE_SIZE) {
      const oldest = this.prefixCache.keys().next().value;
      if (oldest !== undefined) this.prefixCache.delete(oldest);
    }
    return bits;
  }

  /** Slots holding at least one of `terms` (field terms), in a scratch set valid until the next call. */
  private anyTerm(terms: readonly string[]): Bitset {
    if (terms.length === 1) return this.termBits(this.body, terms[0]!, false);
    const bits = this.scratch(3);
    bits.words.fill(0);
    for (const term of terms) {
      const dense = this.dense.get(`b:${term}`);
      if (dense) bits.or(dense);
      else {
        const postings = this.body.get(term);
        if (postings) bits.addAll(postings.data, postings.length);
      }
    }
    return bits;
  }

  /** Slots ready within `minutes`, kept for the few limits people ask for. */
  private readyWithin(minutes: number): Bitset {
    const cached = this.readyCache.get(minutes);
    if (cached) return cached;
    const bits = new Bitset(this.capacity);
    const ready = this.ready;
    for (let slot = 0; slot < ready.length; slot++) if (ready[slot]! <= minutes) bits.add(slot);
    this.readyCache.set(minutes, bits);
    if (this.readyCache.size > READY_CACHE_SIZE) {
      const oldest = this.readyCache.keys().next().value;
      if (oldest !== undefined) this.readyCache.delete(oldest);
    }
    return bits;
  }

  private termBits(map: Map<string, Postings>, term: string, inTitle: boolean): Bitset {
    const key = `${inTitle ? 't' : 'b'}:${term}`;
    const cached = this.dense.get(key);
    if (cached) return cached;
    const postings = map.get(term);
    // Frequent terms are worth keeping as bit sets; rare ones are cheap to rebuild.
    if (postings && postings.length > this.ids.length * DENSE_SHARE) {
      const bits = Bitset.fromSorted(this.capacity, postings.data, postings.length);
      this.dense.set(key, bits);
      return bits;
    }
    const bits = this.scratch(2);
    bits.words.fill(0);
    if (postings) bits.addAll(postings.data, postings.length);
    return bits;
  }

  /**
   * Forgets every answer part kept for later queries (bit sets of frequent terms, prefix unions,
   * ready-time sets, the random pool), as after a restart: the benchmark measures cold queries so.
   * The term lists, the sorted vocabulary and the sort orders are the index itself and stay.
   */
  dropCaches(): void {
    this.dense.clear();
    this.prefixCache.clear();
    this.readyCache.clear();
    this.randomPool = null;
  }

  /** Whether some recipe holds the term. */
  hasTerm(term: string): boolean {
    return this.body.has(term);
  }

  /** Whether some term begins with a word being typed. */
  hasPrefix(word: string): boolean {
    const vocabulary = this.sortedVocabulary(false);
    return vocabulary[lowerBound(vocabulary, word)]?.startsWith(word) ?? false;
  }

  /** The terms a word that matches nothing most likely meant, best first (./spelling). */
  corrections(word: string, prefix: boolean, limit: number): string[] {
    const vocabulary = this.sortedVocabulary(false);
    const frequency = (candidate: string) => this.body.get(candidate)?.length ?? 0;
    return closestTerms(word, prefix, vocabulary, frequency, limit, stem(word));
  }

  /** A term as cooks write it: the word of a title it was read from, or the term itself. */
  surface(term: string): string {
    const postings = this.title.get(term);
    if (postings && postings.length > 0) {
      const found = words(this.titles[postings.data[0]!]!).find((word) => stem(word) === term);
      if (found) return found;
    }
    return term;
  }

  private sortedVocabulary(inTitle: boolean): string[] {
    if (inTitle) return (this.titleVocabulary ??= [...this.title.keys()].sort());
    return (this.vocabulary ??= [...this.body.keys()].sort());
  }
}

function addPosting(map: Map<string, Postings>, term: string, slot: number): void {
  let list = map.get(term);
  if (!list) {
    list = new Postings();
    map.set(term, list);
  }
  list.push(slot);
}

/**
 * The static quality order as one number (smaller first): recipes with a picture first, then
 * shorter (more canonical) titles. Ties go to the smaller id.
 */
const sortName = (sort: SearchSort) => `${sort.key}:${sort.descending ? 'desc' : 'asc'}`;

function rankOf(doc: IndexDoc): number {
  return (doc.image ? 0 : 2 ** 32) + titleLength(doc.title);
}
