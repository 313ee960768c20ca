import { createStore } from 'zustand/vanilla';
import {
  comparePantryItems,
  PANTRY_MESSAGES,
  type NewPantryItem,
  type PantryItem,
  type PantryPatch,
} from '@shared/pantry';
import { ApiError, failureMessage } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { subscribeToken } from '@/lib/token';
import * as api from '../api/pantry-api';

export interface PantryState {
  items: PantryItem[];
  status: Status;
  /** Why the server refused the last change, in its own words, until the next one. */
  error: string | null;
  /** What the last change did ("Added rice."), for the status line. */
  message: string;
  /** The item just removed, kept so "Undo" can put it back. */
  removed: PantryItem | null;
  pending: boolean;
  load: () => Promise<void>;
  add: (item: NewPantryItem) => Promise<boolean>;
  change: (id: string, patch: PantryPatch) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
  undoRemove: () => Promise<boolean>;
  reset: () => void;
}

/** The server's reason for a refusal, or the guard's own words. */
const reasonOf = (error: unknown): string =>
  error instanceof ApiError ? failureMessage(error) : error instanceof Error ? error.message : String(error);

const sorted = (items: PantryItem[]) => [...items].sort(comparePantryItems);

export const createPantryStore = () =>
  createStore<PantryState>()((set, get) => {
    /** Runs a change; a refusal keeps everything shown as it was and says why. */
    async function changing(work: () => Promise<Partial<PantryState>>): Promise<boolean> {
      set({ pending: true, error: null });
      try {
        set({ ...(await work()), pending: false });
        return true;
      } catch (error) {
        set({ pending: false, error: reasonOf(error) });
        return false;
      }
    }

    /** Adds one item; the server answers it added, or refused with its reason. */
    async function addOne(item: NewPantryItem): Promise<PantryItem> {
      const { items, refused } = await api.addItems([item]);
      const added = items[0];
      if (added === undefined) {
        const first = refused[0];
        // The server answers an error when nothing was added; this is only a guard.
        throw new Error(first ? PANTRY_MESSAGES.refused(0, first.name, first.reason) : 'The item was not added.');
      }
      return added;
    }

    return {
      items: [],
      status: 'idle',
      error: null,
      message: '',
      removed: null,
      pending: false,

      async load() {
        set({ status: get().status === 'succeeded' ? 'succeeded' : 'loading', error: null });
        try {
          set({ items: sorted((await api.getPantry()).items), status: 'succeeded' });
        } catch (error) {
          set({ status: 'failed', error: reasonOf(error) });
        }
      },
      add: (item) =>
        changing(async () => {
          const added = await addOne(item);
          return { items: sorted([...get().items, added]), message: `Added ${added.name}.`, removed: null };
        }),
      change: (id, patch) =>
        changing(async () => {
          const changed = await api.changeItem(id, patch);
          return {
            items: sorted(get().items.map((item) => (item.id === id ? changed : item))),
            message: `Saved ${changed.name}.`,
            removed: null,
          };
        }),
      remove: (id) =>
        changing(async () => {
          const item = get().items.find((i) => i.id === id);
          await api.removeItem(id);
          return {
            items: get().items.filter((i) => i.id !== id),
            removed: item ?? null,
            message: item ? `Removed ${item.name}.` : '',
          };
        }),
      undoRemove: () =>
        changing(async () => {
          const { removed } = get();
          if (removed === null) return {};
          const { name, amount, bestBefore, alwaysHave } = removed;
          const back = await addOne({ name, amount, bestBefore, alwaysHave });
          return { items: sorted([...get().items, back]), removed: null, message: `Put ${back.name} back.` };
        }),
      reset: () => set({ items: [], status: 'idle', error: null, message: '', removed: null, pending: false }),
    };
  });

export const pantryStore = appStore(createPantryStore());
export const usePantryStore = bindStore(pantryStore);

// Another login (or none) never sees the pantry of the one before.
subscribeToken(() => pantryStore.getState().reset());
