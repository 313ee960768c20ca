import type { RandomResponse, SearchResponse } from '../../../shared/api';
import { ALLERGY_IDS, DIET_IDS, isAllergyId, isDietId } from '../../../shared/ids';
import type { RecipeDetail, RecipeSummary } from '../../../shared/recipe';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-error';
import * as recipes from '../recipes/recipe.repository';
import { FULLTEXT_VERSION, randomFromDatabase, rebuildDocuments, searchFulltext } from './fulltext.repository';
import { parseQuery, searchBody } from './search-document';
import { SearchIndex, type IndexDoc } from './search-index';

export const RANDOM_COUNT = 12;
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;
const BATCH = 10_000;
const RESPONSE_CACHE_SIZE = 2000;

function toIndexDoc(row: recipes.IndexRow): IndexDoc {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    body: searchBody(row),
    dietsMask: row.diets_mask,
    allergensMask: row.allergens_mask,
  };
}

/** Parses a diet or allergy filter: one id or a comma-joined list; unknown ids are a 400. */
export function parseFilter<T extends string>(
  value: string | undefined,
  known: readonly T[],
  isKnown: (id: string) => id is T,
  field: string,
): number {
  if (value === undefined) return 0;
  let mask = 0;
  for (const raw of value.split(',')) {
    const id = raw.trim();
    if (id === '') continue;
    if (!isKnown(id)) throw badRequest(`Unknown ${field} "${id.slice(0, 40)}". Use one of: ${known.join(', ')}.`);
    mask |= 1 << known.indexOf(id);
  }
  return mask;
}

export type SearchEngine = 'memory' | 'database';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SearchServiceOptions {
  /** How often the index looks for recipes written by other processes (0: never). */
  pollMs?: number;
  /** `memory` (default): the in-memory index, with the database answering until it is built. */
  engine?: SearchEngine;
  /** Told when the index is built or fails to build; the service has no logger of its own. */
  onIndexEvent?: (event: { built: number; ms: number } | { error: unknown }) => void;
}

type SearchInput = { searchInput: string; diet?: string; allergy?: string; offset?: number; number?: number };

/**
 * Search and recipe reads, on one of two engines that give the same results
 * (docs/decisions/007-search-index.md, 008-database-full-text.md): the in-memory index, which
 * follows the database through the recipes' revision counter so several instances on one
 * PostgreSQL database all see an import within `pollMs`; or the database's own full text (FTS5,
 * tsvector with GIN), which answers while the index is being built and on its own with
 * SEARCH_ENGINE=database.
 */
export function createSearchService(db: Db, options: SearchServiceOptions = {}) {
  const engine = options.engine ?? 'memory';
  // Replaced, not rebuilt in place, so searches use a complete index while a new one is built.
  let index = new SearchIndex();
  let cursor = { revision: 0, id: 0 };
  let refreshing: Promise<void> | null = null;
  let loading: Promise<void> | null = null;
  let indexed = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function loadAll(): Promise<void> {
    const docs: IndexDoc[] = [];
    let after = { revision: -1, id: 0 };
    for (;;) {
      const rows = await recipes.changedSince(db.kysely, after, BATCH);
      for (const row of rows) docs.push(toIndexDoc(row));
      // better-sqlite3 answers synchronously: without this the build would hold the event loop.
      await nextTurn();
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) {
        if (last) after = { revision: last.revision, id: last.id };
        break;
      }
      after = { revision: last.revision, id: last.id };
    }
    const fresh = new SearchIndex();
    await fresh.rebuildGradually(docs, nextTurn);
    index = fresh;
    cursor = after.revision < 0 ? { revision: 0, id: 0 } : after;
  }

  async function catchUp(): Promise<void> {
    for (;;) {
      const rows = await recipes.changedSince(db.kysely, cursor, BATCH);
      if (rows.length === 0) break;
      index.upsert(rows.map(toIndexDoc));
      const last = rows.at(-1)!;
      cursor = { revision: last.revision, id: last.id };
      if (rows.length < BATCH) break;
    }
    if (index.needsCompaction) await loadAll();
  }

  /** Builds the index once; a failed build is retried at the next poll. */
  function buildIndex(): Promise<void> {
    loading ??= (async () => {
      const started = performance.now();
      try {
        await loadAll();
        indexed = true;
        options.onIndexEvent?.({ built: index.size, ms: Math.round(performance.now() - started) });
      } catch (error) {
        loading = null;
        // A build cut short by shutting down (the database closes under it) is no failure.
        if (!stopped) options.onIndexEvent?.({ error });
      }
    })();
    return loading;
  }

  /** Brings the index up to date with the database; concurrent callers share one run. */
  function refresh(): Promise<void> {
    if (engine === 'database') return Promise.resolve();
    // Rows written while the index was being built are picked up by the catch-up that follows.
    if (!indexed) return buildIndex().then(() => (indexed ? refresh() : undefined));
    refreshing ??= catchUp().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Stored full-text terms from an older version of the text rules are recomputed once. */
  async function ensureFulltext(): Promise<void> {
    if ((await recipes.getMeta(db.kysely, 'fulltext_version')) === FULLTEXT_VERSION) return;
    await db.kysely.transaction().execute(async (trx) => {
      await recipes.lockRecipeWrites(trx, db.dialect);
      if ((await recipes.getMeta(trx, 'fulltext_version')) === FULLTEXT_VERSION) return;
      await rebuildDocuments(trx, db.dialect);
      await recipes.setMeta(trx, 'fulltext_version', FULLTEXT_VERSION);
    });
  }

  const useIndex = (requested?: SearchEngine) => (requested ?? engine) === 'memory' && indexed;

  /** `engine` forces one engine (tests and the benchmark compare them); `cache: false` bypasses the index's page cache. */
  async function search(
    input: SearchInput,
    options: { cache?: boolean; engine?: SearchEngine } = {},
  ): Promise<SearchResponse> {
    const dietsMask = parseFilter(input.diet, DIET_IDS, isDietId, 'diet');
    const allergensMask = parseFilter(input.allergy, ALLERGY_IDS, isAllergyId, 'allergy');
    const offset = input.offset ?? 0;
    const number = input.number ?? DEFAULT_PAGE;
    if (options.engine === 'memory' && !indexed) throw new Error('The search index is not built yet.');
    const run = async (text: string) =>
      useIndex(options.engine)
        ? index.search({ text, dietsMask, allergensMask, offset, number }, options)
        : await searchFulltext(db.kysely, db.dialect, {
            words: parseQuery(text),
            dietsMask,
            allergensMask,
            offset,
            number,
          });
    const page = await run(input.searchInput);
    // Nothing found: a misspelt word is corrected from the index's vocabulary (whichever engine
    // answers, so both correct alike), and the corrected search answers if it finds anything.
    if (page.totalResults === 0 && indexed) {
      const corrected = index.correct(input.searchInput);
      const second = corrected === undefined ? undefined : await run(corrected);
      if (corrected !== undefined && second && second.totalResults > 0) {
        const { results, totalResults } = second;
        return { results, totalResults, offset, number, correctedQuery: corrected.trim() };
      }
    }
    return { results: page.results, totalResults: page.totalResults, offset, number };
  }

  // Whole answers as sent, for the HTTP routes: a repeated search (search-as-you-type, popular
  // searches) costs a lookup, no serialising. Valid while the index they came from is unchanged.
  let responses = new Map<string, string>();
  let responsesFrom: { index: SearchIndex; version: number } | null = null;

  return {
    get index(): SearchIndex {
      return index;
    },
    engine,

    /**
     * Makes the database's full text current, then starts building the index in the background:
     * the server answers at once, from the database until the index is ready.
     */
    async start(): Promise<void> {
      await ensureFulltext();
      if (engine === 'database') return;
      void buildIndex();
      const pollMs = options.pollMs ?? 2000;
      if (pollMs > 0) {
        timer = setInterval(() => {
          refresh().catch(() => undefined);
        }, pollMs);
        timer.unref();
      }
    },

    /** Resolves once the index is built (at once with the database engine). */
    async whenIndexed(): Promise<void> {
      if (engine === 'memory') await (loading ?? buildIndex());
    },

    get indexed(): boolean {
      return indexed;
    },

    stop(): void {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },

    refresh,

    async random(): Promise<RandomResponse> {
      if (useIndex()) return { recipes: index.random(RANDOM_COUNT) };
      return { recipes: await randomFromDatabase(db.kysely, RANDOM_COUNT) };
    },

    search,

    /** The answer of `search` as JSON text, from a cache of recent answers when the index answers. */
    async searchJson(input: SearchInput): Promise<string> {
      if (!useIndex()) return JSON.stringify(await search(input));
      const from = { index, version: index.version };
      if (responsesFrom?.index !== from.index || responsesFrom.version !== from.version) {
        responses = new Map();
        responsesFrom = from;
      }
      const key = JSON.stringify([input.searchInput, input.diet, input.allergy, input.offset, input.number]);
      const hit = responses.get(key);
      if (hit !== undefined) return hit;
      const json = JSON.stringify(await search(input));
      // Kept only if the index did not change while this answer was made.
      const unchanged = index === from.index && index.version === from.version;
      if (unchanged && responsesFrom?.index === index && responsesFrom.version === index.version) {
        responses.set(key, json);
        if (responses.size > RESPONSE_CACHE_SIZE) responses.delete(responses.keys().next().value!);
      }
      return json;
    },

    async info(id: number): Promise<RecipeDetail> {
      const recipe = await recipes.findRecipe(db.kysely, id);
      if (!recipe) throw notFound(`There is no recipe with id ${id}.`);
      return recipe;
    },

    /** Summaries in the order asked; unknown ids are skipped. */
    async bulk(ids: readonly number[]): Promise<RecipeSummary[]> {
      const missing = useIndex() ? ids.filter((id) => !index.has(id)) : ids;
      const fromDb = new Map((await recipes.findSummaries(db.kysely, missing)).map((s) => [s.id, s]));
      return ids.flatMap((id) => {
        const summary = (useIndex() ? index.summary(id) : undefined) ?? fromDb.get(id);
        return summary ? [summary] : [];
      });
    },

    async exists(id: number): Promise<boolean> {
      return (useIndex() && index.has(id)) || (await recipes.recipeExists(db.kysely, id));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
