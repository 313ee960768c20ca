import { createStore } from 'zustand/vanilla';
import type { LabelledSummary } from '@shared/recipe';
import { quietly } from '@/lib/api-client';
import { notify, TOAST_MESSAGES } from '@/lib/notifications';
import { appStore, bindStore, type Status } from '@/lib/store';
import { getToken } from '@/lib/token';
import * as api from '../api/saved-api';

export interface SavedState {
  /** Ids of the saved recipes. */
  saved: number[];
  /** Their summaries, from the bulk call. */
  savedRecipes: LabelledSummary[];
  status: Status;
  /** Recipe ids with a save or remove in flight. */
  pending: number[];
  /** From the account details (entering the logged-in greeting). */
  setSaved: (ids: readonly number[]) => void;
  /** Refetch the saved list, then the summaries of those recipes. */
  loadSavedRecipes: () => Promise<void>;
  /** Remove when saved, otherwise add; then refetch the list and the summaries. */
  toggleSaved: (recipeId: number) => Promise<void>;
  /** Resetting account recipes: the part this store holds. */
  reset: () => void;
}

export const createSavedStore = () =>
  createStore<SavedState>()((set, get) => {
    const refetch = async (): Promise<boolean> => {
      const list = await quietly(api.getSavedRecipes);
      if (!list) return false;
      const saved = list.results.map((row) => row.recipeId);
      set({ saved });
      if (saved.length === 0) {
        set({ savedRecipes: [] });
        return true;
      }
      const summaries = await quietly(() => api.postBulk(saved));
      if (!summaries) return false;
      set({ savedRecipes: summaries });
      return true;
    };

    return {
      saved: [],
      savedRecipes: [],
      status: 'idle',
      pending: [],

      setSaved: (ids) => set({ saved: [...ids] }),

      loadSavedRecipes: async () => {
        if (getToken() === null) return;
        set({ status: 'loading' });
        const ok = await refetch();
        set({ status: ok ? 'succeeded' : 'failed' });
      },

      toggleSaved: async (recipeId) => {
        if (getToken() === null) {
          notify(TOAST_MESSAGES.saveWithoutToken);
          return;
        }
        if (get().pending.includes(recipeId)) return;
        set({ pending: [...get().pending, recipeId] });
        try {
          const change = get().saved.includes(recipeId) ? api.deleteSavedRecipe : api.postSavedRecipe;
          await quietly(() => change(recipeId));
          const ok = await refetch();
          set({ status: ok ? 'succeeded' : get().status });
        } finally {
          set({ pending: get().pending.filter((id) => id !== recipeId) });
        }
      },

      reset: () => set({ saved: [], savedRecipes: [], status: 'idle', pending: [] }),
    };
  });

export const savedStore = appStore(createSavedStore());
export const useSavedStore = bindStore(savedStore);
