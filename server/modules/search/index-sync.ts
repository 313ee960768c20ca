import type { SearchableRecipe } from '../../../shared/recipe';
import { fieldTerms, searchBody } from '../../lib/search-text/search-document';
import type { RecipeService } from '../recipes/recipe.service';
import { SearchIndex, type IndexDoc } from './search-index';

const BATCH = 10_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const toIndexDoc = (recipe: SearchableRecipe): IndexDoc => ({
  id: recipe.id,
  title: recipe.title,
  image: recipe.image,
  body: searchBody(recipe),
  fields: fieldTerms(recipe),
  readyInMinutes: recipe.readyInMinutes,
  calories: recipe.calories,
  protein: recipe.protein,
  fat: recipe.fat,
  carbohydrates: recipe.carbohydrates,
  lineCount: recipe.ingredientNames.length,
  dietsMask: recipe.dietsMask,
  containsMask: recipe.containsMask,
  allergensMask: recipe.allergensMask,
  ...(recipe.servedMask ? { servedMask: recipe.servedMask } : {}),
});

export interface IndexSyncOptions {
  /** How often the index looks for recipes written by other processes (0: never). */
  pollMs?: number;
  /** Told when the index is built or fails to build; the sync has no logger of its own. */
  onIndexEvent?: (event: { built: number; ms: number } | { error: unknown }) => void;
}

/**
 * Keeps an in-memory search index in step with the database. Every write of recipes takes a new
 * revision; the index remembers the last (revision, id) it has seen and reads what came after, so
 * several instances on one PostgreSQL database each see an import within `pollMs`.
 */
export function createIndexSync(recipes: RecipeService, options: IndexSyncOptions = {}) {
  // Replaced, not rebuilt in place, so searches use a complete index while a new one is built.
  let index = new SearchIndex();
  let cursor = { revision: 0, id: 0 };
  let refreshing: Promise<void> | null = null;
  let loading: Promise<void> | null = null;
  let indexed = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** The private recipes seen, by owner: a user with none searches the shared index alone. */
  const privateByOwner = new Map<number, Set<number>>();
  const ownerOf = new Map<number, number>();

  function notePrivate(recipe: SearchableRecipe): void {
    const previous = ownerOf.get(recipe.id);
    if (previous !== undefined) {
      privateByOwner.get(previous)?.delete(recipe.id);
      ownerOf.delete(recipe.id);
    }
    if (recipe.visibility === 'private' && recipe.ownerId !== undefined) {
      let ids = privateByOwner.get(recipe.ownerId);
      if (!ids) privateByOwner.set(recipe.ownerId, (ids = new Set()));
      ids.add(recipe.id);
      ownerOf.set(recipe.id, recipe.ownerId);
    }
  }

  async function loadAll(): Promise<void> {
    const docs: IndexDoc[] = [];
    let after = { revision: -1, id: 0 };
    for (;;) {
      const batch = await recipes.changedSince(after, BATCH);
      for (const recipe of batch) if (recipe.visibility === undefined) docs.push(toIndexDoc(recipe));
      for (const recipe of batch) notePrivate(recipe);
      // better-sqlite3 answers synchronously: without this the build would hold the event loop.
      await nextTurn();
      const last = batch.at(-1);
      if (last) after = { revision: last.revision, id: last.id };
      if (!last || batch.length < BATCH) break;
    }
    const fresh = new SearchIndex();
    await fresh.rebuildGradually(docs, nextTurn);
    index = fresh;
    cursor = after.revision < 0 ? { revision: 0, id: 0 } : after;
  }

  async function catchUp(): Promise<void> {
    for (;;) {
      const batch = await recipes.changedSince(cursor, BATCH);
      if (batch.length === 0) break;
      // Public recipes are searched by everyone; a private or deleted one leaves the shared index.
      index.upsert(batch.filter((recipe) => recipe.visibility === undefined).map(toIndexDoc));
      index.remove(batch.filter((recipe) => recipe.visibility !== undefined).map((recipe) => recipe.id));
      for (const recipe of batch) notePrivate(recipe);
      const last = batch.at(-1)!;
      cursor = { revision: last.revision, id: last.id };
      if (batch.length < BATCH) break;
    }
    if (index.needsCompaction) await loadAll();
  }

  /** Builds the index once; a failed build is retried at the next poll. */
  function build(): Promise<void> {
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
    // Rows written while the index was being built are picked up by the catch-up that follows.
    if (!indexed) return build().then(() => (indexed ? refresh() : undefined));
    refreshing ??= catchUp().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    /** The current index; a new object after a full rebuild, so hold it only for one request. */
    get index(): SearchIndex {
      return index;
    },
    /** True once the first build has finished: until then the index is empty. */
    get indexed(): boolean {
      return indexed;
    },
    refresh,

    /** How many private recipes the index has seen for this user (they are searched apart). */
    privateCount(owner: number): number {
      return privateByOwner.get(owner)?.size ?? 0;
    },

    /** Starts building in the background and polling for changes; resolves at once. */
    start(): void {
      void build();
      const pollMs = options.pollMs ?? 2000;
      if (pollMs > 0 && !timer) {
        timer = setInterval(() => {
          refresh().catch(() => undefined);
        }, pollMs);
        timer.unref();
      }
    },

    /** Resolves once the first build has finished (or failed). */
    whenBuilt(): Promise<void> {
      return loading ?? build();
    },

    stop(): void {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type IndexSync = ReturnType<typeof createIndexSync>;
