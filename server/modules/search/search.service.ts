import type { RandomResponse, SearchResponse } from '../../../shared/api';
import { ALLERGY_IDS, DIET_IDS, isAllergyId, isDietId } from '../../../shared/ids';
import type { ExtendedIngredient, RecipeDetail, RecipeSummary } from '../../../shared/recipe';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-error';
import * as recipes from '../recipes/recipe.repository';
import { SearchIndex, type IndexDoc } from './search-index';

export const RANDOM_COUNT = 12;
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;
const BATCH = 10_000;

function toIndexDoc(row: recipes.IndexRow): IndexDoc {
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return [];
    }
  };
  const ingredients = parse(row.ingredients) as ExtendedIngredient[];
  const cuisines = parse(row.cuisines) as string[];
  const dishTypes = parse(row.dish_types) as string[];
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    body: [...ingredients.map((item) => item.name), ...cuisines, ...dishTypes].join(' \n '),
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

/**
 * Search and recipe reads. Search runs on an in-memory index (see docs/decisions/003-search-index.md)
 * that follows the database through the recipes' revision counter, so several instances on one
 * PostgreSQL database all see an import within `pollMs`.
 */
export function createSearchService(db: Db, options: { pollMs?: number } = {}) {
  const index = new SearchIndex();
  let cursor = { revision: 0, id: 0 };
  let refreshing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function loadAll(): Promise<void> {
    const docs: IndexDoc[] = [];
    let after = { revision: -1, id: 0 };
    for (;;) {
      const rows = await recipes.changedSince(db.kysely, after, BATCH);
      for (const row of rows) docs.push(toIndexDoc(row));
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) {
        if (last) after = { revision: last.revision, id: last.id };
        break;
      }
      after = { revision: last.revision, id: last.id };
    }
    index.rebuild(docs);
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

  /** Brings the index up to date with the database; concurrent callers share one run. */
  function refresh(): Promise<void> {
    refreshing ??= catchUp().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    index,

    async start(): Promise<void> {
      await loadAll();
      const pollMs = options.pollMs ?? 2000;
      if (pollMs > 0) {
        timer = setInterval(() => {
          refresh().catch(() => undefined);
        }, pollMs);
        timer.unref();
      }
    },

    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },

    refresh,

    random(): RandomResponse {
      return { recipes: index.random(RANDOM_COUNT) };
    },

    search(
      input: { searchInput: string; diet?: string; allergy?: string; offset?: number; number?: number },
      options: { cache?: boolean } = {},
    ): SearchResponse {
      const dietsMask = parseFilter(input.diet, DIET_IDS, isDietId, 'diet');
      const allergensMask = parseFilter(input.allergy, ALLERGY_IDS, isAllergyId, 'allergy');
      const offset = input.offset ?? 0;
      const number = input.number ?? DEFAULT_PAGE;
      const page = index.search({ text: input.searchInput, dietsMask, allergensMask, offset, number }, options);
      return { results: page.results, totalResults: page.totalResults, offset, number };
    },

    async info(id: number): Promise<RecipeDetail> {
      const recipe = await recipes.findRecipe(db.kysely, id);
      if (!recipe) throw notFound(`There is no recipe with id ${id}.`);
      return recipe;
    },

    /** Summaries in the order asked; unknown ids are skipped. */
    async bulk(ids: readonly number[]): Promise<RecipeSummary[]> {
      const missing = ids.filter((id) => !index.has(id));
      const fromDb = new Map((await recipes.findSummaries(db.kysely, missing)).map((s) => [s.id, s]));
      return ids.flatMap((id) => {
        const summary = index.summary(id) ?? fromDb.get(id);
        return summary ? [summary] : [];
      });
    },

    async exists(id: number): Promise<boolean> {
      return index.has(id) || (await recipes.recipeExists(db.kysely, id));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
