import { createStore } from 'zustand/vanilla';
import type { RecipeSummary } from '@shared/recipe';
import { asApiError, failureMessage, isAbort } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { NO_PROFILE, postRandom, type RandomProfile } from '../api/random-api';

export interface RandomState {
  randomRecipes: RecipeSummary[];
  status: Status;
  /** Empty until a call fails. */
  error: string;
  /** The profile the shown recipes were drawn for (`profileKey`), so a change of profile redraws. */
  excluded: string;
  /** Draws new recipes for `profile`: none holding a saved allergen, all keeping to the saved diet. */
  fetchRandom: (profile?: RandomProfile) => Promise<void>;
}

/** One text per profile: two draws for the same profile share it. */
export const profileKey = ({ allergy, diet }: RandomProfile): string => `${allergy}|${diet}`;

export const createRandomStore = () =>
  createStore<RandomState>()((set) => {
    let inFlight: AbortController | null = null;
    return {
      randomRecipes: [],
      status: 'idle',
      error: '',
      excluded: '',
      fetchRandom: async (profile = NO_PROFILE) => {
        const exclude = profileKey(profile);
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
          const { recipes } = await postRandom(controller.signal, profile);
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
