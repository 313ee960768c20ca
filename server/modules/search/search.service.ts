import type { RandomResponse, SearchFacets, SearchResponse } from '../../../shared/api';
import type { AllergyId, DietId } from '../../../shared/ids';
import { allergensToMask, dietsToMask } from '../../../shared/label-masks';
import type { LabelledSummary, RecipeDetail } from '../../../shared/recipe';
import { notFound } from '../../lib/http-error';
import type { RecipeService } from '../recipes/recipe.service';
import { AnswerCache } from './answer-cache';
import { createIndexSync, type IndexSyncOptions } from './index-sync';
import { answerSearch, indexEngine, type SearchEngineAccess } from './answer';
import { DEFAULT_PAGE, parseSearchRequest, type SearchRequest } from './search.schemas';

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
    const ingredientNames = (ids: readonly number[]) => recipes.ingredientNames(ids);
    // Misspelt words are corrected from the index's vocabulary whichever engine answers, so both correct alike.
    const speller = sync.indexed ? sync.index : undefined;
    const access: SearchEngineAccess = useIndex(options.engine)
      ? indexEngine(sync.index, ingredientNames)
      : { search: (query) => recipes.searchFulltext(query), ingredientNames, ...(speller ? { speller } : {}) };
    const answer = await answerSearch(input, access);
    return input.addRecipeInformation ? withInformation(answer, options.engine) : answer;
  }

  /**
   * A search by a user who has added private recipes: theirs first (from the database's full text,
   * limited to them), then everyone's, as one list with one count. A user without any searches
   * the shared index alone, through the cache of answers.
   */
  async function searchFor(input: SearchRequest, viewer: number): Promise<SearchResponse> {
    const offset = input.offset ?? 0;
    const number = input.number ?? DEFAULT_PAGE;
    const ingredientNames = (ids: readonly number[]) => recipes.ingredientNames(ids);
    const mineAccess: SearchEngineAccess = {
      search: (query) => recipes.searchFulltext({ ...query, owner: viewer }),
      ingredientNames,
      ...(sync.indexed ? { speller: sync.index } : {}),
    };
    // Every page up to this one: the user's own are few (an account holds at most a few thousand).
    const mine = await answerSearch({ ...input, offset: 0, number: offset + number }, mineAccess);
    const theirs = await search({
      ...input,
      offset: Math.max(0, offset - mine.totalResults),
      number: Math.max(1, number - Math.max(0, Math.min(number, mine.totalResults - offset))),
    });
    // Recipes that hold only some of the words never come before ones that hold them all.
    if (mine.totalResults === 0 || (mine.partial && !theirs.partial && theirs.totalResults > 0)) return theirs;
    const ownPage = mine.results.slice(offset, offset + number);
    const own = input.addRecipeInformation
      ? (await withInformation({ ...mine, results: ownPage }, 'database')).results
      : ownPage;
    const results = [...own, ...theirs.results].slice(0, number) as SearchResponse['results'];
    const merged: SearchResponse = {
      ...theirs,
      results,
      totalResults: mine.totalResults + theirs.totalResults,
      offset,
      number,
    };
    if (!mine.partial) delete merged.partial;
    if (mine.facets && theirs.facets) merged.facets = addFacets(mine.facets, theirs.facets);
    return merged;
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

    /**
     * Random recipes with a picture, none holding an allergen of `exclude`, each labelled with
     * every diet of `diets` (a recipe whose diet label is withheld is not drawn), as the search filters.
     */
    async random(exclude: readonly AllergyId[] = [], diets: readonly DietId[] = []): Promise<RandomResponse> {
      const mask = allergensToMask(exclude);
      const dietsMask = dietsToMask(diets);
      if (useIndex()) return { recipes: sync.index.random(RANDOM_COUNT, mask, dietsMask) };
      return { recipes: await recipes.random(RANDOM_COUNT, mask, dietsMask) };
    },

    search,

    /** A search body checked as the routes check it, then searched (the planner draws recipes so). */
    searchBody: (body: unknown): Promise<SearchResponse> => search(parseSearchRequest(body)),

    /** The answer of `search` as JSON text, from the cache of answers when the index answers. */
    async searchJson(input: SearchRequest, viewer?: number): Promise<string> {
      if (viewer !== undefined) {
        const ownCount = useIndex() ? sync.privateCount(viewer) : await recipes.privateCount(viewer);
        if (ownCount > 0) return JSON.stringify(await searchFor(input, viewer));
      }
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

    async info(id: number, viewer?: number): Promise<RecipeDetail> {
      const recipe = await recipes.detail(id, viewer);
      if (!recipe) throw notFound(`There is no recipe with id ${id}.`);
      return recipe;
    },

    /** Summaries in the order asked; unknown ids, and others' private recipes, are skipped. */
    async bulk(ids: readonly number[], viewer?: number): Promise<LabelledSummary[]> {
      const missing = useIndex() ? ids.filter((id) => !sync.index.has(id)) : ids;
      const fromDb = new Map((await recipes.summaries(missing, viewer)).map((s) => [s.id, s]));
      return ids.flatMap((id) => {
        const summary = (useIndex() ? sync.index.labelledSummary(id) : undefined) ?? fromDb.get(id);
        return summary ? [summary] : [];
      });
    },

    async exists(id: number, viewer?: number): Promise<boolean> {
      return (useIndex() && sync.index.has(id)) || (await recipes.exists(id, viewer));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** Two sets of facet counts, added key by key. */
function addFacets(a: SearchFacets, b: SearchFacets): SearchFacets {
  const add = (x: Record<string, number>, y: Record<string, number>) =>
    Object.fromEntries(
      [...new Set([...Object.keys(x), ...Object.keys(y)])].map((key) => [key, (x[key] ?? 0) + (y[key] ?? 0)]),
    );
  return {
    diets: add(a.diets, b.diets),
    free: add(a.free, b.free),
    cuisines: add(a.cuisines, b.cuisines),
    types: add(a.types, b.types),
    time: add(a.time, b.time),
  };
}
