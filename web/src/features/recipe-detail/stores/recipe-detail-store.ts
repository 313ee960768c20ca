import { createStore } from 'zustand/vanilla';
import type { RecipeDetail } from '@shared/recipe';
import { asApiError, failureMessage, isAbort } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { postInfo } from '../api/info-api';

export interface RecipeDetailState {
  /** Details fetched so far, by recipe id (stored after a successful fetch). */
  recipesDetails: Record<number, RecipeDetail>;
  /** The recipe being shown. */
  currentId: number | null;
  status: Status;
  error: string;
  /** The last failure was a 404. */
  notFound: boolean;
  /** How many times the store was reset; an open recipe page fetches again when it changes. */
  resets: number;
  fetchDetail: (id: number) => Promise<void>;
  /**
   * Starts the fetch for the recipe of the first screen before its page's code has loaded (see
   * app/route-data). The page's first `fetchDetail(id)` takes this request over as it stands, in
   * flight, done or failed, so the call is made (and a failure told) once.
   */
  preloadDetail: (id: number) => Promise<void>;
  reset: () => void;
}

export const createRecipeDetailStore = () =>
  createStore<RecipeDetailState>()((set, get) => {
    let inFlight: AbortController | null = null;
    /** The id of a preloaded request that no page has taken over yet. */
    let preloaded: number | null = null;
    return {
      recipesDetails: {},
      currentId: null,
      status: 'idle',
      error: '',
      notFound: false,
      resets: 0,

      fetchDetail: async (id) => {
        const takeOver = preloaded === id;
        preloaded = null;
        if (takeOver && get().currentId === id && get().status !== 'idle') return;
        if (get().recipesDetails[id]) {
          inFlight?.abort();
          set({ currentId: id, status: 'succeeded', error: '', notFound: false });
          return;
        }
        if (get().currentId === id && get().status === 'loading') return;
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        set({ currentId: id, status: 'loading', error: '', notFound: false });
        try {
          const detail = await postInfo(id, controller.signal);
          set({ recipesDetails: { ...get().recipesDetails, [id]: detail }, status: 'succeeded' });
        } catch (error) {
          if (isAbort(error)) return;
          const failure = asApiError(error);
          set({
            status: 'failed',
            error: failureMessage(failure),
            notFound: failure.code === 404,
          });
        } finally {
          if (inFlight === controller) inFlight = null;
        }
      },

      preloadDetail: (id) => {
        const request = get().fetchDetail(id);
        preloaded = id;
        return request;
      },

      reset: () => {
        inFlight?.abort();
        inFlight = null;
        preloaded = null;
        set({
          recipesDetails: {},
          currentId: null,
          status: 'idle',
          error: '',
          notFound: false,
          resets: get().resets + 1,
        });
      },
    };
  });

export const recipeDetailStore = appStore(createRecipeDetailStore());
export const useRecipeDetailStore = bindStore(recipeDetailStore);
