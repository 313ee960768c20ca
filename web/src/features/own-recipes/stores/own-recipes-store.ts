import { createStore } from 'zustand/vanilla';
// Types only: this store serves the recipe page and the recipe manager, which keep zod (the
// shared module's schemas) out of their code.
import type { OwnRecipe, OwnRecipeListItem, SaveOwnRecipeRequest } from '@shared/own-recipes';
import { asApiError, isAbort } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { getToken, subscribeToken } from '@/lib/token';
import * as api from '../api/own-recipes-api';
import { reasonOf, tellWarnings } from '../lib/messages';

export interface OwnRecipesState {
  /** The user's recipes for the recipe manager, newest first. */
  list: OwnRecipeListItem[];
  listStatus: Status;
  listError: string;

  /** The recipe on the edit page, as stored. */
  editing: OwnRecipe | null;
  editStatus: Status;
  editError: string;
  /** The recipe to edit is not the user's, or no longer exists. */
  notFound: boolean;

  saveStatus: Status;
  saveError: string;

  /** The recipe being deleted, and why the last deletion failed. */
  deleting: number | null;
  deleteError: string;

  loadList: () => Promise<void>;
  loadRecipe: (id: number) => Promise<void>;
  /** Resolves to the stored recipe, or null (the reason is in `saveError`). */
  update: (id: number, request: SaveOwnRecipeRequest) => Promise<OwnRecipe | null>;
  /** Resolves to whether the recipe is gone. */
  remove: (id: number) => Promise<boolean>;
  reset: () => void;
}

const initialState = {
  list: [],
  listStatus: 'idle' as Status,
  listError: '',
  editing: null,
  editStatus: 'idle' as Status,
  editError: '',
  notFound: false,
  saveStatus: 'idle' as Status,
  saveError: '',
  deleting: null,
  deleteError: '',
} satisfies Partial<OwnRecipesState>;

export const createOwnRecipesStore = () =>
  createStore<OwnRecipesState>()((set, get) => {
    let loadingRecipe: AbortController | null = null;
    return {
      ...initialState,

      loadList: async () => {
        if (getToken() === null) return;
        set({ listStatus: 'loading', listError: '' });
        try {
          const { results } = await api.getOwnRecipes();
          set({ list: results, listStatus: 'succeeded' });
        } catch (error) {
          set({ listStatus: 'failed', listError: reasonOf(asApiError(error)) });
        }
      },

      loadRecipe: async (id) => {
        if (getToken() === null) return;
        loadingRecipe?.abort();
        const controller = new AbortController();
        loadingRecipe = controller;
        set({
          editing: null,
          editStatus: 'loading',
          editError: '',
          notFound: false,
          saveStatus: 'idle',
          saveError: '',
        });
        try {
          const recipe = await api.getOwnRecipe(id, controller.signal);
          set({ editing: recipe, editStatus: 'succeeded' });
        } catch (error) {
          if (isAbort(error)) return;
          const failure = asApiError(error);
          set({ editStatus: 'failed', editError: reasonOf(failure), notFound: failure.code === 404 });
        } finally {
          if (loadingRecipe === controller) loadingRecipe = null;
        }
      },

      update: async (id, request) => {
        if (get().saveStatus === 'loading') return null;
        set({ saveStatus: 'loading', saveError: '' });
        try {
          const saved = await api.putOwnRecipe(id, request);
          tellWarnings(saved);
          set({
            saveStatus: 'succeeded',
            editing: saved,
            list: get().list.map((item) =>
              item.id === id
                ? { ...item, title: saved.recipe.title, image: saved.recipe.image, shared: saved.shared }
                : item,
            ),
          });
          return saved;
        } catch (error) {
          set({ saveStatus: 'failed', saveError: reasonOf(asApiError(error)) });
          return null;
        }
      },

      remove: async (id) => {
        if (get().deleting !== null) return false;
        set({ deleting: id, deleteError: '' });
        try {
          await api.deleteOwnRecipe(id);
          set({
            list: get().list.filter((item) => item.id !== id),
            editing: get().editing?.id === id ? null : get().editing,
          });
          return true;
        } catch (error) {
          const failure = asApiError(error);
          // Already gone (deleted in another tab): what the user asked for is done.
          if (failure.code === 404) {
            set({ list: get().list.filter((item) => item.id !== id) });
            return true;
          }
          set({ deleteError: reasonOf(failure) });
          return false;
        } finally {
          set({ deleting: null });
        }
      },

      reset: () => {
        loadingRecipe?.abort();
        loadingRecipe = null;
        set(initialState);
      },
    };
  });

export const ownRecipesStore = appStore(createOwnRecipesStore());
export const useOwnRecipesStore = bindStore(ownRecipesStore);

// The list is the account's: it goes when the user logs out (here or in another tab).
subscribeToken(() => {
  if (getToken() === null) ownRecipesStore.getState().reset();
});
