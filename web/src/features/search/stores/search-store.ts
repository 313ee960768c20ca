import { createStore } from 'zustand/vanilla';
import type { FridgeResult, PartialResult, QueryChip, RecipeInformation, SearchFacets } from '@shared/api';
import { SEARCH_TEXT_RULE } from '@shared/input-limits';
import type { RecipeSummary } from '@shared/recipe';
import { cleanText, textProblem } from '@shared/user-text';
import { asApiError, failureMessage, isAbort, quietly } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { validateSearchInput } from '@/lib/validation';
import { PAGE_SIZE, postSearch, type SearchFilters } from '../api/search-api';

/** A result as the search page shows it: with its ready-in time, diets and allergens when the server sent them. */
export type SearchResult = (RecipeSummary | PartialResult | FridgeResult) & Partial<RecipeInformation>;

export interface SearchState {
  /** The last valid search text (updated only when valid). */
  searchInput: string;
  /** The message under the search bar when the text is invalid ('' when valid). */
  inputError: string;
  /** The shown results; on a partial match each says which words of the search it misses. */
  recipes: SearchResult[];
  totalResults: number;
  /** Whether no recipe holds every word, so the results hold as many of them as possible. */
  partial: boolean;
  /** The filters the server read from the words of the search ("vegetarian" → Vegetarian). */
  chips: QueryChip[];
  /** How many results each filter choice would leave (null until a search answers with them). */
  facets: SearchFacets | null;
  /** Grows when the search text is replaced from outside the search bar (a chip taken back). */
  textRevision: number;
  /** The corrected text the shown results are for, when the text as typed found nothing ('' otherwise). */
  correctedQuery: string;
  status: Status;
  error: string;
  /** The text and filters the shown results belong to. */
  resultsFor: string | null;
  /** Validate, then search; an invalid text sends nothing. */
  submitSearch: (text: string, filters: SearchFilters) => Promise<void>;
  /** Search with an already valid text. */
  search: (searchInput: string, filters: SearchFilters) => Promise<void>;
  /** Searches another text in place of the typed one, and tells the search bar. */
  replaceText: (text: string, filters: SearchFilters) => Promise<void>;
  /** The next page of the shown results, appended. */
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  /** Resetting account recipes: results depend on the account's profile. */
  resetRecipes: () => void;
}

export const queryKey = (searchInput: string, filters: SearchFilters): string =>
  JSON.stringify([
    searchInput.trim(),
    filters.diet,
    filters.allergy,
    filters.cuisine ?? '',
    filters.type ?? '',
    filters.maxReadyTime ?? 0,
    filters.exclude ?? '',
    filters.sort ?? '',
    filters.have ?? '',
  ]);

/** No search shown yet: the start, and after resetting account recipes. */
const NO_RESULTS = {
  recipes: [],
  totalResults: 0,
  partial: false,
  chips: [],
  facets: null,
  correctedQuery: '',
  status: 'idle',
  error: '',
  resultsFor: null,
  loadingMore: false,
} satisfies Partial<SearchState>;

export const createSearchStore = () =>
  createStore<SearchState>()((set, get) => {
    let inFlight: { controller: AbortController; key: string } | null = null;
    let latestSubmit = 0;
    let shownFilters: SearchFilters | null = null;

    return {
      searchInput: '',
      inputError: '',
      textRevision: 0,
      ...NO_RESULTS,

      replaceText: async (text, filters) => {
        // A text from the address is checked like a typed one (without loading the validation library).
        // It updates the stored text only when valid, as typing does.
        const message = textProblem(cleanText(text, SEARCH_TEXT_RULE), SEARCH_TEXT_RULE);
        if (message !== null) {
          inFlight?.controller.abort();
          set({ inputError: message });
          return;
        }
        set({ searchInput: text, inputError: '', textRevision: get().textRevision + 1 });
        await get().search(text, filters);
      },

      submitSearch: async (text, filters) => {
        const submit = ++latestSubmit;
        const message = await validateSearchInput(text);
        // A newer keystroke has taken over while the validator loaded.
        if (submit !== latestSubmit) return;
        if (message) {
          inFlight?.controller.abort();
          set({ inputError: message });
          return;
        }
        set({ inputError: '' });
        await get().search(text, filters);
      },

      search: async (searchInput, filters) => {
        const key = queryKey(searchInput, filters);
        if (inFlight?.key === key) return;
        if (get().resultsFor === key && get().status === 'succeeded') {
          set({ searchInput });
          return;
        }
        inFlight?.controller.abort();
        const controller = new AbortController();
        inFlight = { controller, key };
        set({ searchInput, status: 'loading', error: '' });
        try {
          const response = await postSearch(
            searchInput.trim(),
            filters,
            { offset: 0, number: PAGE_SIZE },
            controller.signal,
          );
          // Filters replace the list with the result.
          shownFilters = filters;
          set({
            recipes: response.results,
            totalResults: response.totalResults,
            partial: response.partial === true,
            chips: response.understood?.chips ?? [],
            facets: response.facets ?? null,
            correctedQuery: response.correctedQuery ?? '',
            status: 'succeeded',
            resultsFor: key,
          });
        } catch (error) {
          if (isAbort(error)) {
            // Cancelled for an invalid text rather than replaced by a newer search: the shown
            // results (or none) stand again.
            if (inFlight?.controller === controller) set({ status: get().resultsFor === null ? 'idle' : 'succeeded' });
            return;
          }
          set({ status: 'failed', error: failureMessage(asApiError(error)), resultsFor: null });
        } finally {
          if (inFlight?.controller === controller) inFlight = null;
        }
      },

      loadMore: async () => {
        const { recipes, totalResults, status, resultsFor, searchInput, loadingMore } = get();
        if (status !== 'succeeded' || loadingMore || !shownFilters || recipes.length >= totalResults) return;
        set({ loadingMore: true });
        const filters = shownFilters;
        try {
          const response = await quietly(() =>
            postSearch(searchInput.trim(), filters, { offset: recipes.length, number: PAGE_SIZE }),
          );
          // Ignore a page that arrives after a new search replaced the list.
          if (!response || get().resultsFor !== resultsFor) return;
          const known = new Set(recipes.map((recipe) => recipe.id));
          set({
            recipes: [...recipes, ...response.results.filter((recipe) => !known.has(recipe.id))],
            totalResults: response.totalResults,
          });
        } finally {
          set({ loadingMore: false });
        }
      },

      resetRecipes: () => {
        inFlight?.controller.abort();
        inFlight = null;
        shownFilters = null;
        set(NO_RESULTS);
      },
    };
  });

export const searchStore = appStore(createSearchStore());
export const useSearchStore = bindStore(searchStore);
