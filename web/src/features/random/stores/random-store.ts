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
  fetchRandom: () => Promise<void>;
}

export const createRandomStore = () =>
  createStore<RandomState>()((set) => {
    let inFlight: AbortController | null = null;
    return {
      randomRecipes: [],
      status: 'idle',
      error: '',
      fetchRandom: async () => {
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        set({ status: 'loading', error: '' });
        try {
          const { recipes } = await postRandom(controller.signal);
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
