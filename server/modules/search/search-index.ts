import type { RecipeInformation } from '../../../shared/api';
import type { LabelledSummary, RecipeSummary } from '../../../shared/recipe';
import type { QueryWord } from '../../lib/search-text/search-document';
import { rebuildSteps } from './index/build';
import { fridge } from './index/fridge-one-pass';
import { search } from './index/match';
import { information, labelledSummary, random, summary } from './index/recipes';
import { dropCaches, IndexState } from './index/state';
import {
  DEFAULT_TUNING,
  type FridgePage,
  type IndexDoc,
  type IndexTuning,
  type SearchPage,
  type SearchQuery,
} from './index/types';
import { needsCompaction, remove, upsert } from './index/update';
import { corrections, hasPrefix, surface } from './index/vocabulary';

export { firstInOrder } from './index/order';
export { BROWSE, BY_LINES } from './index/types';
export type { FridgePage, IndexDoc, IndexTuning, SearchPage, SearchQuery, SearchSort, SortKey } from './index/types';

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
 *
 * This class is the index's front: what it holds is one `IndexState` (./index/state.ts), and each
 * job is a module of ./index taking that state first: build, update, match, order, facets, the
 * fridge's one pass, single recipes and the vocabulary.
 */
export class SearchIndex {
  private readonly state: IndexState;

  /** `sortOutright`: up to this many matches are sorted as they come; more are read off a kept order. */
  constructor(sortOutright = DEFAULT_TUNING.sortOutright, tuning: Partial<Omit<IndexTuning, 'sortOutright'>> = {}) {
    this.state = new IndexState({ ...DEFAULT_TUNING, ...tuning, sortOutright });
  }

  get size(): number {
    return this.state.slotById.size;
  }

  /** How many distinct terms the index holds. */
  get termCount(): number {
    return this.state.body.postings.size;
  }

  /** Grows with every change of what the index holds: answers kept elsewhere are valid while it stays. */
  get version(): number {
    return this.state.changes;
  }

  /** Replaces the whole index, ordering slots by static quality. */
  rebuild(docs: readonly IndexDoc[]): void {
    const steps = rebuildSteps(this.state, docs);
    while (!steps.next().done);
  }

  /**
   * The same as `rebuild`, handing the event loop back (`pause`) every `step` recipes, so a
   * server keeps answering while it builds a large index. Build into a fresh instance and swap:
   * the index is incomplete until this resolves.
   */
  async rebuildGradually(docs: readonly IndexDoc[], pause: () => Promise<void>, step = 20_000): Promise<void> {
    const steps = rebuildSteps(this.state, docs, step);
    while (!steps.next().done) await pause();
  }

  /** Adds or replaces documents. */
  upsert(docs: readonly IndexDoc[]): void {
    upsert(this.state, docs);
  }

  /**
   * Drops documents: a recipe made private or deleted. Its slot dies as a replaced one does in
   * `upsert`, and the id is no longer known.
   */
  remove(ids: readonly number[]): void {
    remove(this.state, ids);
  }

  /**
   * Many dead slots, or a long tail to merge into every page: the owner should rebuild from the
   * database to compact.
   */
  get needsCompaction(): boolean {
    return needsCompaction(this.state);
  }

  summary(id: number): RecipeSummary | undefined {
    return summary(this.state, id);
  }

  /** The summary and the allergens the recipe holds. */
  labelledSummary(id: number): LabelledSummary | undefined {
    return labelledSummary(this.state, id);
  }

  /** The ready-in time, diets and allergens of a recipe. */
  information(id: number): RecipeInformation | undefined {
    return information(this.state, id);
  }

  has(id: number): boolean {
    return this.state.slotById.has(id);
  }

  /** One page of matches in rank order, and how many there are. */
  search(query: SearchQuery): SearchPage {
    return search(this.state, query);
  }

  /**
   * "What's in my fridge" in one pass (./index/fridge-one-pass.ts): a page of the recipes using
   * the most of the ingredients at hand (`items`, each one or more words), each with those it uses.
   */
  fridge(query: SearchQuery, items: readonly (readonly QueryWord[])[], offset: number, number: number): FridgePage {
    return fridge(this.state, query, items, offset, number);
  }

  /**
   * Up to `count` distinct recipes with a picture, drawn at random; with `allergensMask`, only
   * recipes free of every allergen it sets (a saved allergen never shows on Home); with
   * `dietsMask`, only recipes labelled with every diet it sets.
   */
  random(count: number, allergensMask = 0, dietsMask = 0): RecipeSummary[] {
    return random(this.state, count, allergensMask, dietsMask);
  }

  /**
   * Forgets every answer part kept for later queries (prefix unions and ready-time sets of recent
   * queries, the random pool), as after a restart: the benchmark measures cold queries so. What
   * the build made (term lists and bit sets, busy prefixes, facet times, sort orders) is the index
   * itself and stays.
   */
  dropCaches(): void {
    dropCaches(this.state);
  }

  /** Whether some recipe holds the term. */
  hasTerm(term: string): boolean {
    return this.state.body.postings.has(term);
  }

  /** Whether some term begins with a word being typed. */
  hasPrefix(word: string): boolean {
    return hasPrefix(this.state, word);
  }

  /** How many recipes hold the term (deleted ones may still count until the next build). */
  termFrequency(term: string): number {
    return this.state.body.postings.get(term)?.length ?? 0;
  }

  /**
   * The terms a word that matches nothing most likely meant, best first (./spelling.ts); with
   * `others`, the terms closest to a word the vocabulary holds, the word itself left out.
   */
  corrections(word: string, prefix: boolean, limit: number, others = false): string[] {
    return corrections(this.state, word, prefix, limit, others);
  }

  /** A term as cooks write it: the word of a title it was read from, or the term itself. */
  surface(term: string): string {
    return surface(this.state, term);
  }
}
