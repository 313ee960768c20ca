import type { RandomResponse, SearchResponse } from '../../../shared/api';
import type { AllergyId } from '../../../shared/ids';
import { allergensToMask, dietsToMask, UNCHECKED_BIT } from '../../../shared/label-masks';
import type { LabelledSummary, RecipeDetail } from '../../../shared/recipe';
import { badRequest, notFound } from '../../lib/http-error';
import { parseQuery, type QueryWord } from '../../lib/search-text/search-document';
import type { RecipeService } from '../recipes/recipe.service';
import { AnswerCache } from './answer-cache';
import { createIndexSync, type IndexSyncOptions } from './index-sync';
import { correctWords } from './correct';
import { fridgeMatches, MAX_FRIDGE_ITEMS } from './fridge';
import { partialMatches } from './partial';
import { BROWSE } from './search-index';
import { DEFAULT_PAGE, type SearchRequest } from './search.schemas';
import { understandQuery, type UnderstoodQuery } from './understand';

export const RANDOM_COUNT = 12;
const ANSWER_CACHE_SIZE = 2000;

export type SearchEngine = 'memory' | 'database';

export interface SearchServiceOptions extends IndexSyncOptions {
  /** `memory` (default): the in-memory index, with the database answering until it is built. */
  engine?: SearchEngine;
}

/**
 * Search and recipe reads, on one of two engines that give the same results
 * (docs/decisions/007-search-index.md, 008-database-full-text.md): the in-memory index, kept in
 * step with the database by `index-sync.ts`; or the database's own full text (FTS5, tsvector
 * with GIN), which answers while the index is being built and on its own with
 * SEARCH_ENGINE=database. Recipes are read through the recipe service only.
 */
export function createSearchService(recipes: RecipeService, options: SearchServiceOptions = {}) {
  const engine = options.engine ?? 'memory';
  const sync = createIndexSync(recipes, options);
  const answers = new AnswerCache(ANSWER_CACHE_SIZE);

  const useIndex = (requested?: SearchEngine) => (requested ?? engine) === 'memory' && sync.indexed;

  /** `engine` forces one engine: tests and the benchmark compare them. */
  async function search(input: SearchRequest, options: { engine?: SearchEngine } = {}): Promise<SearchResponse> {
    if (options.engine === 'memory' && !sync.indexed) throw new Error('The search index is not built yet.');
    const answer = await attempt(input, input.searchInput, options.engine, true);
    return input.addRecipeInformation ? withInformation(answer, options.engine) : answer;
  }

  /** Each result with its ready-in time, diets and allergens, from the engine that answered. */
  async function withInformation(answer: SearchResponse, engineChoice?: SearchEngine): Promise<SearchResponse> {
    const ids = answer.results.map((result) => result.id);
    const found = useIndex(engineChoice)
      ? new Map(ids.map((id) => [id, sync.index.information(id)]))
      : await recipes.information(ids);
    const results = answer.results.map((result) => {
      const information = found.get(result.id);
      return information ? { ...result, ...information } : result;
    });
    return { ...answer, results };
  }

  /**
   * One reading of the search text: the words that ask for filters become filters, the rest must
   * match. When nothing does, a misspelt word is corrected from the index's vocabulary (whichever
   * engine answers, so both correct alike) towards a word that finds something, and the corrected
   * text is read again ("vegitarian curry" → the Vegetarian filter and "curry"); when that finds
   * nothing either, the recipes that hold most of the words answer (`partial`).
   */
  async function attempt(
    input: SearchRequest,
    text: string,
    engineChoice: SearchEngine | undefined,
    mayCorrect: boolean,
  ): Promise<SearchResponse> {
    const offset = input.offset ?? 0;
    const number = input.number ?? DEFAULT_PAGE;
    const understood = understandQuery(text);
    const { filters, included, excluded, sort, fridge } = readRequest(input, understood);
    const extra = understood.chips.length > 0 ? { understood: { text: understood.text, chips: understood.chips } } : {};
    // Every search of the engines: the filters, and the words no match may hold.
    const engineSearch = (query: Omit<EngineQuery, keyof typeof filters>) => {
      const full = { ...filters, ...query, without: [...(query.without ?? []), ...excluded] };
      return useIndex(engineChoice)
        ? Promise.resolve(sync.index.search({ ...full, text: '' }))
        : recipes.searchFulltext(full);
    };
    const run = (words: readonly QueryWord[], without: readonly QueryWord[] = [], at = offset, count = number) =>
      engineSearch({ words: [...included, ...words], without, offset: at, number: count, ...(sort ? { sort } : {}) });

    const words = parseQuery(understood.text);
    if (fridge) {
      const answer = await fridgeMatches(
        fridge,
        (must, without, at, count) =>
          engineSearch({ words: [...words, ...must], without, offset: at, number: count, sort: BY_LINES }),
        (ids) => recipes.ingredientNames(ids),
        offset,
        number,
      );
      return { ...answer, offset, number, ...extra };
    }
    const all = [...included, ...words];
    // With no words to rank by, the catalog is listed best-described first (lib/search-text/browse.ts).
    const order = sort ?? (all.length === 0 ? BROWSE : undefined);
    const page = await engineSearch({
      words: all,
      offset,
      number,
      ...(order ? { sort: order } : {}),
      ...(input.facets ? { facets: true } : {}),
    });
    if (page.totalResults > 0 || words.length === 0) {
      const facets = page.facets ? { facets: page.facets } : {};
      return { results: page.results, totalResults: page.totalResults, offset, number, ...extra, ...facets };
    }
    if (mayCorrect && sync.indexed) {
      const count = async (w: readonly QueryWord[]) => (await run(w, [], 0, 1)).totalResults;
      const corrected = await correctWords(sync.index, text, understood.text, count);
      if (corrected) {
        const second = await attempt(input, corrected.text, engineChoice, false);
        if (second.totalResults > 0) return { ...second, correctedQuery: corrected.display };
      }
    }
    const filtered = Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : !!value));
    const partial = await partialMatches(words, filtered, run, offset, number);
    if (partial.totalResults > 0) return { ...partial, offset, number, partial: true, ...extra };
    return { results: [], totalResults: 0, offset, number, ...extra };
  }

  return {
    get index() {
      return sync.index;
    },
    engine,

    /**
     * Makes the database's full text current, then starts building the index in the background:
     * the server answers at once, from the database until the index is ready.
     */
    async start(): Promise<void> {
      await recipes.ensureFulltext();
      if (engine === 'memory') sync.start();
    },

    /** Resolves once the index is built (at once with the database engine). */
    async whenIndexed(): Promise<void> {
      if (engine === 'memory') await sync.whenBuilt();
    },

    get indexed(): boolean {
      return sync.indexed;
    },

    stop: () => sync.stop(),

    /** Brings the index up to date with the database now (the database engine needs nothing). */
    refresh: (): Promise<void> => (engine === 'memory' ? sync.refresh() : Promise.resolve()),

    /** Random recipes with a picture, none holding an allergen of `exclude`. */
    async random(exclude: readonly AllergyId[] = []): Promise<RandomResponse> {
      const mask = allergensToMask(exclude);
      if (useIndex()) return { recipes: sync.index.random(RANDOM_COUNT, mask) };
      return { recipes: await recipes.random(RANDOM_COUNT, mask) };
    },

    search,

    /** The answer of `search` as JSON text, from the cache of answers when the index answers. */
    async searchJson(input: SearchRequest): Promise<string> {
      if (!useIndex()) return JSON.stringify(await search(input));
      const { index } = sync;
      const version = index.version;
      const key = JSON.stringify([
        input.searchInput,
        input.diet,
        input.allergy,
        input.cuisine,
        input.type,
        input.maxReadyTime,
        input.includeIngredients?.items,
        input.excludeIngredients?.items,
        input.sort,
        input.sortDirection,
        input.facets,
        input.addRecipeInformation,
        input.ranking,
        input.offset,
        input.number,
      ]);
      const hit = answers.get(index, version, key);
      if (hit !== undefined) return hit;
      const json = JSON.stringify(await search(input));
      // Stamped with the state it started from: if the index changed meanwhile, the next lookup
      // sees a new stamp and drops it.
      answers.set(index, version, key, json);
      return json;
    },

    async info(id: number): Promise<RecipeDetail> {
      const recipe = await recipes.detail(id);
      if (!recipe) throw notFound(`There is no recipe with id ${id}.`);
      return recipe;
    },

    /** Summaries in the order asked; unknown ids are skipped. */
    async bulk(ids: readonly number[]): Promise<LabelledSummary[]> {
      const missing = useIndex() ? ids.filter((id) => !sync.index.has(id)) : ids;
      const fromDb = new Map((await recipes.summaries(missing)).map((s) => [s.id, s]));
      return ids.flatMap((id) => {
        const summary = (useIndex() ? sync.index.labelledSummary(id) : undefined) ?? fromDb.get(id);
        return summary ? [summary] : [];
      });
    },

    async exists(id: number): Promise<boolean> {
      return (useIndex() && sync.index.has(id)) || (await recipes.exists(id));
    },
  };
}

/** One search as both engines take it. */
type EngineQuery = Parameters<RecipeService['searchFulltext']>[0];

/** A fridge search orders each group by how few ingredient lines a recipe has. */
const BY_LINES = { key: 'lines', descending: false } as const;

/**
 * The filters of a request, from its fields and from the words of its text, and the words it
 * includes or excludes. Ingredients to include must all be held, unless the search ranks by the
 * ingredients at hand (`fridge`); words to exclude must not be, and a recipe with a line the
 * labeller did not understand never passes an exclusion.
 */
function readRequest(input: SearchRequest, understood: UnderstoodQuery) {
  const include = input.includeIngredients;
  const exclude = input.excludeIngredients;
  const both = include?.keys.find((key) => exclude?.keys.includes(key));
  if (both !== undefined) throw badRequest(`"${both}" is both in includeIngredients and excludeIngredients.`);
  const fridge = input.ranking === 'maximise-used' ? (include?.items ?? []) : undefined;
  if (fridge?.length === 0)
    throw badRequest('ranking=maximise-used needs includeIngredients: the ingredients at hand.');
  if (fridge && fridge.length > MAX_FRIDGE_ITEMS) {
    throw badRequest(`ranking=maximise-used ranks at most ${MAX_FRIDGE_ITEMS} ingredients at hand.`);
  }
  const included = fridge ? [] : (include?.items ?? []).flatMap((item) => parseQuery(`${item} `));
  const excluded = (exclude?.words ?? []).flatMap((item) => parseQuery(`${item} `));
  const limits = [input.maxReadyTime, understood.maxReadyTime].filter((n) => n !== undefined);
  const filters = {
    dietsMask: dietsToMask([...(input.diet ?? []), ...understood.diets]),
    allergensMask: allergensToMask([...(input.allergy ?? []), ...understood.allergies]),
    excludeMask: understood.excludeMask | (exclude?.groups ?? 0) | (excluded.length > 0 ? UNCHECKED_BIT : 0),
    // An empty list ("cuisine": "") asks for nothing.
    groups: [input.cuisine ?? [], input.type ?? [], ...understood.groups].filter((group) => group.length > 0),
    maxReadyTime: limits.length > 0 ? Math.min(...limits) : undefined,
  };
  // Quickest, lightest and newest first, most protein first, unless asked otherwise.
  const direction = input.sortDirection ?? (input.sort === 'protein' || input.sort === 'newest' ? 'desc' : 'asc');
  const sort =
    input.sort === undefined || input.sort === 'relevance'
      ? undefined
      : { key: input.sort, descending: direction === 'desc' };
  return { filters, included, excluded, sort, fridge };
}

export type SearchService = ReturnType<typeof createSearchService>;
