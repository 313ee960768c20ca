import { createStore } from 'zustand/vanilla';
import {
  collectionKey,
  COLLECTION_MESSAGES,
  MAX_COLLECTIONS,
  type SavedCollection,
  type SavedEntry,
} from '@shared/collection-limits';
import { asApiError, failureMessage } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { getToken, subscribeToken } from '@/lib/token';
import { loadValidation } from '@/lib/validation';
import * as api from '../api/collections-api';
import { deleteSavedRecipe, postSavedRecipe } from '../api/saved-api';
import type { SavedSort } from '../lib/arrange';
import { savedStore } from './saved-store';

/** The schemas that check names and notes, loaded on first use: zod stays off the recipe page's first load. */
const loadSchemas = () => import('@shared/collections');

/** A recipe just removed from the saved list, kept so "Undo" can put it back as it was. */
export interface RemovedRecipe {
  recipeId: number;
  title: string;
  note: string;
  collectionIds: number[];
}

export interface CollectionsState {
  /** Collections of the saved recipes, oldest first. */
  collections: SavedCollection[];
  /** When each saved recipe was saved, its note and ready-in time, by recipe id. */
  entries: Record<number, SavedEntry>;
  /** Notes read for single recipes (the recipe page), by recipe id. */
  notes: Record<number, string>;
  status: Status;
  /** The collection the saved list shows, or null for every saved recipe. */
  filter: number | null;
  sort: SavedSort;
  /** What the last action did, for a status line ("Removed …"). */
  message: string;
  /** Why the last action was refused, shown beside it. */
  error: string;
  removed: RemovedRecipe | null;
  /** Recipe ids with a change in flight. */
  pending: number[];

  load: () => Promise<void>;
  setFilter: (collectionId: number | null) => void;
  setSort: (sort: SavedSort) => void;
  /** Each resolves true when the change was made; otherwise `error` says why. */
  createCollection: (name: string) => Promise<boolean>;
  renameCollection: (collectionId: number, name: string) => Promise<boolean>;
  deleteCollection: (collectionId: number) => Promise<boolean>;
  /** Puts the recipe in the collection (saving it if needed) or takes it out. */
  setMember: (collectionId: number, recipeId: number, member: boolean) => Promise<boolean>;
  loadNote: (recipeId: number) => Promise<void>;
  saveNote: (recipeId: number, note: string) => Promise<boolean>;
  /** Unsaves the recipe (its note and memberships go with it), keeping what "Undo" needs. */
  removeSaved: (recipeId: number, title: string) => Promise<boolean>;
  undoRemove: () => Promise<boolean>;
  clearMessages: () => void;
  reset: () => void;
}

const initial = {
  collections: [],
  entries: {},
  notes: {},
  status: 'idle' as Status,
  filter: null,
  sort: 'saved' as SavedSort,
  message: '',
  error: '',
  removed: null,
  pending: [],
};

export const createCollectionsStore = () =>
  createStore<CollectionsState>()((set, get) => {
    /** Runs a call; a refusal becomes `error` (the API client has logged it) and false. */
    async function attempt(work: () => Promise<unknown>): Promise<boolean> {
      set({ error: '', message: '' });
      try {
        await work();
        return true;
      } catch (error) {
        const failure = asApiError(error);
        set({ error: failure.code === 0 ? 'Could not reach the server. Please try again.' : failureMessage(failure) });
        return false;
      }
    }

    /** The name as the server will store it, or the reason it would refuse it. */
    async function checkName(name: string, except?: number): Promise<string | { error: string }> {
      const [{ collectionNameSchema }, { firstMessage }] = await Promise.all([loadSchemas(), loadValidation()]);
      const parsed = collectionNameSchema.safeParse(name);
      if (!parsed.success) return { error: firstMessage(parsed.error) };
      const key = collectionKey(parsed.data);
      if (get().collections.some((c) => c.id !== except && collectionKey(c.name) === key)) {
        return { error: COLLECTION_MESSAGES.duplicate(parsed.data) };
      }
      return parsed.data;
    }

    const replaceCollection = (collection: SavedCollection) =>
      set({ collections: get().collections.map((c) => (c.id === collection.id ? collection : c)) });

    const withPending = async <T>(recipeId: number, work: () => Promise<T>): Promise<T> => {
      set({ pending: [...get().pending, recipeId] });
      try {
        return await work();
      } finally {
        set({ pending: get().pending.filter((id) => id !== recipeId) });
      }
    };

    return {
      ...initial,

      load: async () => {
        if (getToken() === null) return;
        set({ status: 'loading' });
        try {
          const [entries, collections] = await Promise.all([api.getEntries(), api.getCollections()]);
          const byId: Record<number, SavedEntry> = {};
          for (const entry of entries.results) byId[entry.recipeId] = entry;
          const filter = get().filter;
          set({
            entries: byId,
            collections: collections.results,
            status: 'succeeded',
            // A collection deleted elsewhere is no longer a filter.
            filter: collections.results.some((c) => c.id === filter) ? filter : null,
          });
        } catch (error) {
          asApiError(error);
          set({ status: 'failed' });
        }
      },

      setFilter: (filter) => set({ filter }),
      setSort: (sort) => set({ sort }),

      createCollection: async (name) => {
        if (get().collections.length >= MAX_COLLECTIONS) {
          set({ error: COLLECTION_MESSAGES.tooMany, message: '' });
          return false;
        }
        const checked = await checkName(name);
        if (typeof checked !== 'string') {
          set({ ...checked, message: '' });
          return false;
        }
        return attempt(async () => {
          const created = await api.postCollection(checked);
          set({ collections: [...get().collections, created], message: `Created the collection “${created.name}”.` });
        });
      },

      renameCollection: async (collectionId, name) => {
        const checked = await checkName(name, collectionId);
        if (typeof checked !== 'string') {
          set({ ...checked, message: '' });
          return false;
        }
        return attempt(async () => {
          const renamed = await api.patchCollection(collectionId, checked);
          replaceCollection(renamed);
          set({ message: `Renamed the collection to “${renamed.name}”.` });
        });
      },

      deleteCollection: async (collectionId) => {
        const collection = get().collections.find((c) => c.id === collectionId);
        return attempt(async () => {
          await api.deleteCollection(collectionId);
          set({
            collections: get().collections.filter((c) => c.id !== collectionId),
            filter: get().filter === collectionId ? null : get().filter,
            message: `Deleted the collection “${collection?.name ?? ''}”. Its recipes are still saved.`,
          });
        });
      },

      setMember: (collectionId, recipeId, member) =>
        withPending(recipeId, async () => {
          // The checkbox follows at once; a refusal puts it back.
          const collection = get().collections.find((c) => c.id === collectionId);
          if (collection) {
            const others = collection.recipeIds.filter((id) => id !== recipeId);
            replaceCollection({ ...collection, recipeIds: member ? [...others, recipeId] : others });
          }
          const done = await attempt(async () => {
            if (member) {
              await api.putMember(collectionId, recipeId);
              // It may have been saved just now: the bookmark and the saved list follow.
              if (!savedStore.getState().saved.includes(recipeId)) await savedStore.getState().loadSavedRecipes();
            } else {
              await api.deleteMember(collectionId, recipeId);
            }
          });
          if (!done && collection) replaceCollection(collection);
          return done;
        }),

      loadNote: async (recipeId) => {
        try {
          const { note } = await api.getNote(recipeId);
          set({ notes: { ...get().notes, [recipeId]: note } });
        } catch (error) {
          asApiError(error);
        }
      },

      saveNote: async (recipeId, note) => {
        const [{ noteSchema }, { firstMessage }] = await Promise.all([loadSchemas(), loadValidation()]);
        const parsed = noteSchema.safeParse(note);
        if (!parsed.success) {
          set({ error: firstMessage(parsed.error), message: '' });
          return false;
        }
        return withPending(recipeId, () =>
          attempt(async () => {
            const saved = await api.putNote(recipeId, parsed.data);
            const entry = get().entries[recipeId];
            set({
              notes: { ...get().notes, [recipeId]: saved.note },
              entries: entry ? { ...get().entries, [recipeId]: { ...entry, note: saved.note } } : get().entries,
              message: saved.note ? 'Note saved.' : 'Note removed.',
            });
          }),
        );
      },

      removeSaved: (recipeId, title) =>
        withPending(recipeId, async () => {
          const removed: RemovedRecipe = {
            recipeId,
            title,
            note: get().entries[recipeId]?.note ?? get().notes[recipeId] ?? '',
            collectionIds: get()
              .collections.filter((c) => c.recipeIds.includes(recipeId))
              .map((c) => c.id),
          };
          const done = await attempt(() => deleteSavedRecipe(recipeId));
          if (!done) return false;
          const { [recipeId]: _gone, ...entries } = get().entries;
          set({
            entries,
            collections: get().collections.map((c) => ({
              ...c,
              recipeIds: c.recipeIds.filter((id) => id !== recipeId),
            })),
            removed,
            message: `Removed “${title}” from your saved recipes.`,
          });
          // The list and the bookmarks drop it at once; the server's list follows.
          const state = savedStore.getState();
          savedStore.setState({
            saved: state.saved.filter((id) => id !== recipeId),
            savedRecipes: state.savedRecipes.filter((recipe) => recipe.id !== recipeId),
          });
          await state.loadSavedRecipes();
          return true;
        }),

      undoRemove: async () => {
        const removed = get().removed;
        if (!removed) return false;
        const done = await withPending(removed.recipeId, () =>
          attempt(async () => {
            await postSavedRecipe(removed.recipeId);
            if (removed.note) await api.putNote(removed.recipeId, removed.note);
            const stillThere = removed.collectionIds.filter((id) => get().collections.some((c) => c.id === id));
            for (const collectionId of stillThere) await api.putMember(collectionId, removed.recipeId);
          }),
        );
        if (!done) return false;
        set({ removed: null });
        await Promise.all([savedStore.getState().loadSavedRecipes(), get().load()]);
        set({ message: `“${removed.title}” is back in your saved recipes.` });
        return true;
      },

      clearMessages: () => set({ message: '', error: '' }),
      reset: () => set(initial),
    };
  });

export const collectionsStore = appStore(createCollectionsStore());
export const useCollectionsStore = bindStore(collectionsStore);

// Another account's collections and notes must never show: they go when the token does (logout,
// deletion, a stale token, another tab). The app layer does this for the stores of the first
// screen; this one loads with the saved recipes screen, so it listens itself.
subscribeToken(() => {
  if (getToken() === null) collectionsStore.getState().reset();
});
