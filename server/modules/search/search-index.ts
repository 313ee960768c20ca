import { ALLERGY_IDS, DIET_IDS } from '../../../shared/ids';
import type { RecipeSummary } from '../../../shared/recipe';
import { Bitset } from './bitset';
import { isStopWord, stem, terms, words } from './text';

/** What the index keeps of a recipe. */
export interface IndexDoc {
  id: number;
  title: string;
  image: string;
  /** Ingredient names, cuisines and dish types: searched after the title. */
  body: string;
  dietsMask: number;
  allergensMask: number;
}

export interface SearchQuery {
  text: string;
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
const PREFIX_CACHE_SIZE = 256;
const RESULT_CACHE_SIZE = 2000;

/**
 * An in-memory inverted index with filter bit sets, kept in step with the database by the
 * search service. Documents sit in slots; at a full build the slots follow a static quality
 * order, so the first matches in slot order are the best and a page never ranks every match.
 * A changed recipe gets a new slot and its old slot is marked dead; `rebuild` compacts.
 *
 * Ranking: recipes whose title holds every query word come first, then the others; within each
 * group the static order decides. The last query word also matches as a prefix, so results come
 * while the user types.
 */
export class SearchIndex {
  private ids: number[] = [];
  private titles: string[] = [];
  private images: string[] = [];
  private slotById = new Map<number, number>();
  private capacity = 0;
  private alive = new Bitset(0);
  private withImage = new Bitset(0);
  private dietBits: Bitset[] = DIET_IDS.map(() => new Bitset(0));
  private allergenFreeBits: Bitset[] = ALLERGY_IDS.map(() => new Bitset(0));
  private body = new Map<string, Postings>();
  private title = new Map<string, Postings>();
  private vocabulary: string[] | null = null;
  private titleVocabulary: string[] | null = null;
  private dense = new Map<string, Bitset>();
  private prefixCache = new Map<string, Bitset>();
  private randomPool: Int32Array | null = null;
  private scratches: Bitset[] = [];
  private resultCache = new Map<string, SearchPage>();
  private deadSlots = 0;

  get size(): number {
    return this.slotById.size;
  }

  /** Replaces the whole index, ordering slots by static quality. */
  rebuild(docs: readonly IndexDoc[]): void {
    const sorted = [...docs].sort(qualityOrder);
    this.ids = [];
    this.titles = [];
    this.images = [];
    this.slotById = new Map();
    this.body = new Map();
    this.title = new Map();
    this.deadSlots = 0;
    this.allocate(Math.max(64, sorted.length));
    for (const doc of sorted) this.append(doc);
    this.changed();
  }

  /** Adds or replaces documents. */
  upsert(docs: readonly IndexDoc[]): void {
    for (const doc of docs) {
      const old = this.slotById.get(doc.id);
      if (old !== undefined) {
        this.alive.remove(old);
        this.deadSlots++;
      }
      this.append(doc);
    }
    this.changed();
  }

  /** Many dead or out-of-order slots: the owner should rebuild from the database to compact. */
  get needsCompaction(): boolean {
    return this.deadSlots > 1000 && this.deadSlots > this.ids.length / 4;
  }

  summary(id: number): RecipeSummary | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.summaryAt(slot);
  }

  has(id: number): boolean {
    return this.slotById.has(id);
  }

  /**
   * Answers from a small cache of recent pages when it can: search-as-you-type and popular
   * searches repeat the same queries, and a cached page costs nothing to serve. Any change to
   * the index empties the cache.
   */
  search(query: SearchQuery, options: { cache?: boolean } = {}): SearchPage {
    if (options.cache === false) return this.compute(query);
    const key = `${words(query.text).join(' ')}|${/[^\p{L}\p{N}]$/u.test(query.text) ? 1 : 0}|${query.dietsMask}|${query.allergensMask}|${query.offset}|${query.number}`;
    const hit = this.resultCache.get(key);
    if (hit) return hit;
    const page = this.compute(query);
    this.resultCache.set(key, page);
    if (this.resultCache.size > RESULT_CACHE_SIZE) {
      const oldest = this.resultCache.keys().next().value;
      if (oldest !== undefined) this.resultCache.delete(oldest);
    }
    return page;
  }

  private compute(query: SearchQuery): SearchPage {
    // Scratch bit sets are reused across queries: at 1M recipes each is 125 KB, and allocating
    // them per query would hand the garbage collector megabytes a second.
    const result = this.scratch(0).copyFrom(this.alive);
    for (let i = 0; i < DIET_IDS.length; i++) if (query.dietsMask & (1 << i)) result.and(this.dietBits[i]!);
    for (let i = 0; i < ALLERGY_IDS.length; i++) {
      if (query.allergensMask & (1 << i)) result.and(this.allergenFreeBits[i]!);
    }

    const queryWords = words(query.text);
    let meaningful = queryWords.filter((word) => !isStopWord(word));
    // A query of only little words ("a", "the") still searches, as a prefix of what is being typed.
    if (meaningful.length === 0 && queryWords.length > 0) meaningful = queryWords.slice(-1);
    const trailingBreak = /[^\p{L}\p{N}]$/u.test(query.text);
    let titleFirst: Bitset | null = null;
    if (meaningful.length > 0) {
      titleFirst = this.scratch(1).copyFrom(result);
      meaningful.forEach((word, i) => {
        const prefix = i === meaningful.length - 1 && !trailingBreak && meaningful.at(-1) === queryWords.at(-1);
        result.and(this.wordBits(word, prefix, false));
        titleFirst!.and(this.wordBits(word, prefix, true));
      });
      titleFirst.and(result);
    }

    const totalResults = result.count();
    const slots: number[] = [];
    if (titleFirst) {
      const inTitle = titleFirst.count();
      titleFirst.collect(query.offset, query.number, slots);
      if (slots.length < query.number) {
        const rest = result.andNot(titleFirst);
        rest.collect(Math.max(0, query.offset - inTitle), query.number, slots);
      }
    } else {
      result.collect(query.offset, query.number, slots);
    }
    return { results: slots.map((slot) => this.summaryAt(slot)), totalResults };
  }

  /** `count` distinct recipes with an image, drawn uniformly. */
  random(count: number): RecipeSummary[] {
    if (!this.randomPool) {
      const pool = this.alive.clone().and(this.withImage);
      this.randomPool = Int32Array.from(pool.collect(0, Number.MAX_SAFE_INTEGER));
    }
    const pool = this.randomPool;
    const picked = new Set<number>();
    const want = Math.min(count, pool.length);
    while (picked.size < want) picked.add(pool[Math.floor(Math.random() * pool.length)]!);
    return [...picked].map((slot) => this.summaryAt(slot));
  }

  /** Reusable working bit sets: 0 and 1 for a query's result, 2 for one term's slots. */
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

  private append(doc: IndexDoc): void {
    const slot = this.ids.length;
    if (slot >= this.capacity) this.allocate(this.capacity * 2);
    this.ids.push(doc.id);
    this.titles.push(doc.title);
    this.images.push(doc.image);
    this.slotById.set(doc.id, slot);
    this.alive.add(slot);
    if (doc.image) this.withImage.add(slot);
    for (let i = 0; i < DIET_IDS.length; i++) if (doc.dietsMask & (1 << i)) this.dietBits[i]!.add(slot);
    for (let i = 0; i < ALLERGY_IDS.length; i++) {
      if (!(doc.allergensMask & (1 << i))) this.allergenFreeBits[i]!.add(slot);
    }
    const titleTerms = terms(doc.title);
    for (const term of titleTerms) addPosting(this.title, term, slot);
    for (const term of new Set([...titleTerms, ...terms(doc.body)])) addPosting(this.body, term, slot);
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
    this.dense.clear();
    this.prefixCache.clear();
    this.scratches = [];
  }

  private changed(): void {
    this.resultCache.clear();
    this.vocabulary = null;
    this.titleVocabulary = null;
    this.dense.clear();
    this.prefixCache.clear();
    this.randomPool = null;
  }

  /**
   * Slots matching one query word, in the title only or anywhere. The answer is only valid until
   * the next call: sparse terms are built in a scratch set.
   */
  private wordBits(word: string, prefix: boolean, inTitle: boolean): Bitset {
    const map = inTitle ? this.title : this.body;
    const exact = stem(word);
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

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The static quality order: recipes with a picture first, then shorter (more canonical) titles, then id. */
function qualityOrder(a: IndexDoc, b: IndexDoc): number {
  const image = Number(Boolean(b.image)) - Number(Boolean(a.image));
  if (image !== 0) return image;
  const length = a.title.length - b.title.length;
  if (length !== 0) return length;
  return a.id - b.id;
}
