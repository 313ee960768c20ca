import { createStore } from 'zustand/vanilla';
import type { RecipeSummary } from '@shared/recipe';
import { asApiError, failureMessage, isAbort } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { postRandom } from '../api/random-api';

export interface RandomState {
  randomRecipes: RecipeSummary[];
  status: Status;
  /** Empty until a call fails. */
  error: string;
  /** The allergens the shown recipes were drawn without (comma-joined), so a change of profile redraws. */
  excluded: string;
  /** Draws new recipes, leaving out those that hold an allergen of `exclude` (comma-joined ids). */
  fetchRandom: (exclude?: string) => Promise<void>;
}

export const createRandomStore = () =>
  createStore<RandomState>()((set) => {
    let inFlight: AbortController | null = null;
    return {
      randomRecipes: [],
      status: 'idle',
      error: '',
      excluded: '',
      fetchRandom: async (exclude = '') => {
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        // Recipes drawn for another profile are dropped at once: they may hold a saved allergen.
        set((state) => ({
          status: 'loading',
          error: '',
          excluded: exclude,
          randomRecipes: state.excluded === exclude ? state.randomRecipes : [],
        }));
        try {
          const { recipes } = await postRandom(controller.signal, exclude);
          set({ randomRecipes: recipes, status: 'succeeded' });
        } catch (error) {
          if (isAbort(error)) return;
          set({ status: 'failed', error: failureMessage(asApiError(error)) });
        } finally {
          if (inFlight === controller) inFlight = null;
        }
      },
    };
  });

export const randomStore = appStore(createRandomStore());
export const useRandomStore = bindStore(randomStore);
