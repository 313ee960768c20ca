import { createStore } from 'zustand/vanilla';
import type { AccountDetails } from '@shared/api';
import type { AllergyId, DietId } from '@shared/ids';
import { quietly } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { getToken } from '@/lib/token';
import * as api from '../api/preferences-api';

export interface SavedDietRow {
  id: number;
  dietId: DietId;
}

export interface PreferencesState {
  /** The saved diet rows; their ids are what DELETE /saved/diet/{id} takes. */
  dietRows: SavedDietRow[];
  /** Saved diet ids, comma-joined, as the search calls take them. */
  savedDiet: string;
  /** Saved allergy ids, comma-joined. */
  savedAllergies: string;
  /** Whether the saved allergens were read from the server since login (until then they are unknown, not none). */
  profileKnown: boolean;
  dietStatus: Status;
  allergyStatus: Status;
  /** Diet or allergy ids with a change in flight. */
  pending: string[];
  setFromDetails: (details: Pick<AccountDetails, 'savedDietResults' | 'savedAllergiesResults'>) => void;
  fetchDiet: () => Promise<void>;
  fetchAllergies: () => Promise<void>;
  /** Add or remove, then refetch; the refetched list replaces the stored one. */
  toggleDiet: (dietId: DietId) => Promise<void>;
  toggleAllergy: (allergyId: AllergyId) => Promise<void>;
  /** Resetting account details: the part this store holds. */
  reset: () => void;
}

export const splitIds = (joined: string): string[] =>
  joined
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

const joinDiet = (rows: readonly SavedDietRow[]): string => rows.map((row) => row.dietId).join(',');
const joinAllergies = (rows: readonly { allergyId: AllergyId }[]): string => rows.map((row) => row.allergyId).join(',');

/** Whether a call succeeded; a failure is only logged by the API client, never shown. */
const succeeded = async (work: () => Promise<unknown>): Promise<boolean> =>
  (await quietly(async () => (await work(), true))) ?? false;

/** Nothing loaded: the start, and after resetting the account's details. */
const INITIAL = {
  dietRows: [],
  savedDiet: '',
  savedAllergies: '',
  profileKnown: false,
  dietStatus: 'idle',
  allergyStatus: 'idle',
  pending: [],
} satisfies Partial<PreferencesState>;

export const createPreferencesStore = () =>
  createStore<PreferencesState>()((set, get) => {
    const withPending = async (id: string, work: () => Promise<void>): Promise<void> => {
      if (get().pending.includes(id)) return;
      set({ pending: [...get().pending, id] });
      try {
        await work();
      } finally {
        set({ pending: get().pending.filter((item) => item !== id) });
      }
    };

    const refetchDiet = async (): Promise<boolean> => {
      const response = await quietly(api.getSavedDiet);
      if (response) set({ dietRows: response.results, savedDiet: joinDiet(response.results) });
      return response !== undefined;
    };

    const refetchAllergies = async (): Promise<boolean> => {
      const response = await quietly(api.getSavedAllergies);
      if (response) set({ savedAllergies: joinAllergies(response.results), profileKnown: true });
      return response !== undefined;
    };

    return {
      ...INITIAL,

      setFromDetails: ({ savedDietResults, savedAllergiesResults }) =>
        set({
          dietRows: [...savedDietResults],
          savedDiet: joinDiet(savedDietResults),
          savedAllergies: joinAllergies(savedAllergiesResults),
          profileKnown: true,
        }),

      fetchDiet: async () => {
        if (getToken() === null) return;
        set({ dietStatus: 'loading' });
        set({ dietStatus: (await refetchDiet()) ? 'succeeded' : 'failed' });
      },

      fetchAllergies: async () => {
        if (getToken() === null) return;
        set({ allergyStatus: 'loading' });
        set({ allergyStatus: (await refetchAllergies()) ? 'succeeded' : 'failed' });
      },

      toggleDiet: (dietId) =>
        withPending(dietId, async () => {
          const row = get().dietRows.find((item) => item.dietId === dietId);
          await succeeded(() => (row ? api.deleteSavedDiet(row.id) : api.postSavedDiet(dietId)));
          await refetchDiet();
        }),

      toggleAllergy: (allergyId) =>
        withPending(allergyId, async () => {
          const saved = splitIds(get().savedAllergies).includes(allergyId);
          await succeeded(() => (saved ? api.deleteSavedAllergy(allergyId) : api.postSavedAllergy(allergyId)));
          await refetchAllergies();
        }),

      reset: () => set(INITIAL),
    };
  });

export const preferencesStore = appStore(createPreferencesStore());
export const usePreferencesStore = bindStore(preferencesStore);
