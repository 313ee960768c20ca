import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { MergedLine } from '@shared/shopping-list/merge';
import { lineText } from '@shared/shopping-list/line-text';
import { foodKey, readLine } from '@shared/shopping-list/read-line';
import {
  SHOPPING_LIMITS,
  type FoodFacts,
  type LineSource,
  type NewLine,
  type ShoppingLine,
} from '@shared/shopping-list/types';
import { ApiError, asApiError, failureMessage } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { getToken, subscribeToken } from '@/lib/token';
import * as api from '../api/shopping-list-api';

export interface ShoppingListState {
  /** The list shown: the account's when logged in, else this browser's. */
  lines: ShoppingLine[];
  /** A visitor's list, kept in this browser until it joins an account's at login. */
  local: ShoppingLine[];
  status: Status;
  /** Why the last change failed, in words for the page. */
  error: string | null;
  /** Loads the account's list, first adding this browser's to it (then forgetting the local copy). */
  load: () => Promise<void>;
  /** Reads the account's list again without a loading state (another member changed it). */
  refresh: () => Promise<void>;
  /** Adds lines; resolves to how many were added, or null when none could be. */
  addLines: (lines: NewLine[]) => Promise<number | null>;
  setChecked: (line: MergedLine, checked: boolean) => Promise<void>;
  /** A merged line becomes one line with this text, naming every recipe the merged ones named; false when it could not. */
  editLine: (line: MergedLine, text: string) => Promise<boolean>;
  removeLine: (line: MergedLine) => Promise<void>;
  removeRecipe: (recipeId: number) => Promise<void>;
  clearChecked: () => Promise<void>;
  /** An account's checked lines into its pantry: what went (and what it became) and what stayed, or null when the call failed. */
  toPantry: () => Promise<{ moved: { line: ShoppingLine; itemId: string }[]; refused: string[] } | null>;
  /** Undoes `toPantry`: the items go from the pantry and the lines come back, checked. */
  undoToPantry: (moved: readonly { line: ShoppingLine; itemId: string }[]) => Promise<void>;
}

export const STORAGE_KEY = 'shopping-list';
const tooMany = (count: number, adding: number) =>
  `A shopping list holds at most ${SHOPPING_LIMITS.lines} lines: yours has ${count}, so ${adding} more would not fit. Remove some lines first.`;

/** When the server cannot be asked (offline), a line still merges with lines written the same way. */
const guessFacts = (text: string): FoodFacts => ({ key: foodKey(readLine(text).name), aisle: 'other', density: null });

let localIds = 0;
const newLocalId = () => `local-${Date.now().toString(36)}-${(localIds += 1)}`;

const unionSources = (lines: readonly ShoppingLine[]): LineSource[] => {
  const sources: LineSource[] = [];
  for (const line of lines)
    for (const source of line.sources)
      if (!sources.some((known) => known.recipeId === source.recipeId)) sources.push(source);
  return sources;
};

export const createShoppingListStore = () =>
  createStore<ShoppingListState>()(
    persist(
      (set, get) => {
        const loggedIn = () => getToken() !== null;
        const failed = (error: unknown) => {
          set({ error: failureMessage(asApiError(error)) });
        };
        /** Changes this browser's list: the shown list follows. */
        const setLocal = (local: ShoppingLine[]) => set({ local, lines: local, error: null });
        const ids = (line: MergedLine) => line.lines.map((stored) => stored.id);

        return {
          lines: [],
          local: [],
          status: 'idle',
          error: null,

          load: async () => {
            if (!loggedIn()) {
              set({ lines: get().local, status: 'succeeded' });
              return;
            }
            set({ status: 'loading' });
            try {
              const local = get().local;
              if (local.length > 0) {
                await api.postLines(local.map(({ text, checked, sources }) => ({ text, checked, sources })));
                set({ local: [] });
              }
              const { lines } = await api.getList();
              set({ lines, status: 'succeeded', error: null });
            } catch (error) {
              if (error instanceof ApiError && error.code === 401) {
                set({ lines: get().local, status: 'succeeded' });
                return;
              }
              failed(error);
              set({ status: 'failed' });
            }
          },

          refresh: async () => {
            if (!loggedIn() || get().status !== 'succeeded') return;
            try {
              const { lines } = await api.getList();
              set({ lines });
            } catch {
              // The page keeps what it shows; the next change or visit reads it again.
            }
          },

          addLines: async (lines) => {
            if (lines.length === 0) return 0;
            // The rule the server keeps (shared/shopping-list/line-text.ts), so a visitor's list holds no line it would refuse.
            for (const line of lines) {
              const checked = line.text === undefined ? null : lineText(line.text);
              if (checked !== null && 'error' in checked) {
                set({ error: checked.error });
                return null;
              }
            }
            if (loggedIn()) {
              try {
                const added = await api.postLines(lines);
                set({ lines: [...get().lines, ...added], error: null });
                return added.length;
              } catch (error) {
                failed(error);
                return null;
              }
            }
            const local = get().local;
            if (local.length + lines.length > SHOPPING_LIMITS.lines) {
              set({ error: tooMany(local.length, lines.length) });
              return null;
            }
            const texts = lines.map((line) => line.text ?? line.name ?? '');
            let facts: FoodFacts[];
            try {
              facts = (await api.readLines(texts)).lines.map((line) => line.food);
            } catch {
              facts = texts.map(guessFacts);
            }
            const added = lines.map((line, index) => ({
              id: newLocalId(),
              text: texts[index]!,
              checked: line.checked ?? false,
              sources: line.sources ?? [],
              food: facts[index]!,
            }));
            setLocal([...get().local, ...added]);
            return added.length;
          },

          setChecked: async (line, checked) => {
            const change = new Set(ids(line));
            const mark = (lines: ShoppingLine[]) =>
              lines.map((stored) => (change.has(stored.id) ? { ...stored, checked } : stored));
            if (!loggedIn()) {
              setLocal(mark(get().local));
              return;
            }
            set({ lines: mark(get().lines) });
            try {
              const answers = await Promise.all([...change].map((id) => api.patchLine(id, { checked })));
              const fresh = new Map(answers.map(({ line: stored }) => [stored.id, stored]));
              set({ lines: get().lines.map((stored) => fresh.get(stored.id) ?? stored), error: null });
            } catch (error) {
              failed(error);
              await get().load();
            }
          },

          editLine: async (line, written) => {
            const [first, ...rest] = line.lines;
            if (first === undefined) return false;
            const checked = lineText(written);
            if ('error' in checked) {
              set({ error: checked.error });
              return false;
            }
            const { text } = checked;
            const sources = unionSources(line.lines);
            if (!loggedIn()) {
              let facts: FoodFacts;
              try {
                facts = (await api.readLines([text])).lines[0]!.food;
              } catch {
                facts = guessFacts(text);
              }
              const drop = new Set(rest.map((stored) => stored.id));
              setLocal(
                get()
                  .local.filter((stored) => !drop.has(stored.id))
                  .map((stored) => (stored.id === first.id ? { ...stored, text, sources, food: facts } : stored)),
              );
              return true;
            }
            try {
              const { line: changed } = await api.patchLine(first.id, { text, sources });
              await Promise.all(rest.map((stored) => api.deleteLine(stored.id)));
              const drop = new Set(rest.map((stored) => stored.id));
              set({
                lines: get()
                  .lines.filter((stored) => !drop.has(stored.id))
                  .map((stored) => (stored.id === changed.id ? changed : stored)),
                error: null,
              });
              return true;
            } catch (error) {
              failed(error);
              await get().load();
              return false;
            }
          },

          removeLine: async (line) => {
            const drop = new Set(ids(line));
            if (!loggedIn()) {
              setLocal(get().local.filter((stored) => !drop.has(stored.id)));
              return;
            }
            set({ lines: get().lines.filter((stored) => !drop.has(stored.id)) });
            try {
              await Promise.all([...drop].map((id) => api.deleteLine(id)));
              set({ error: null });
            } catch (error) {
              failed(error);
              await get().load();
            }
          },

          removeRecipe: async (recipeId) => {
            const without = (lines: ShoppingLine[]) =>
              lines.flatMap((stored) => {
                if (!stored.sources.some((source) => source.recipeId === recipeId)) return [stored];
                const sources = stored.sources.filter((source) => source.recipeId !== recipeId);
                return sources.length === 0 ? [] : [{ ...stored, sources }];
              });
            if (!loggedIn()) {
              setLocal(without(get().local));
              return;
            }
            set({ lines: without(get().lines) });
            try {
              await api.deleteRecipe(recipeId);
              set({ error: null });
            } catch (error) {
              failed(error);
            }
            await get().load();
          },

          toPantry: async () => {
            const before = get().lines;
            try {
              const answer = await api.postToPantry();
              set({ error: null });
              const moved = answer.added.flatMap(({ lineId, item }) => {
                const line = before.find((stored) => stored.id === lineId);
                return line ? [{ line, itemId: item.id }] : [];
              });
              await get().refresh();
              return { moved, refused: answer.refused.map((r) => `${r.text}: ${r.reason}`) };
            } catch (error) {
              failed(error);
              return null;
            }
          },

          undoToPantry: async (moved) => {
            try {
              for (const { itemId } of moved) await api.deletePantryItem(itemId);
            } catch {
              // An item someone already took out or removed: the line comes back all the same.
            }
            await get().addLines(moved.map(({ line }) => ({ text: line.text, checked: true, sources: line.sources })));
          },

          clearChecked: async () => {
            if (!loggedIn()) {
              setLocal(get().local.filter((stored) => !stored.checked));
              return;
            }
            set({ lines: get().lines.filter((stored) => !stored.checked) });
            try {
              await api.deleteChecked();
              set({ error: null });
            } catch (error) {
              failed(error);
            }
            await get().load();
          },
        };
      },
      {
        name: STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        // Only a visitor's lines live in the browser; the account's come from the server.
        partialize: (state) => ({ local: state.local }),
      },
    ),
  );

export const shoppingListStore = appStore(createShoppingListStore());
export const useShoppingListStore = bindStore(shoppingListStore);

// Logging in (here or in another tab) brings this browser's list into the account's.
subscribeToken(() => {
  void shoppingListStore.getState().load();
});
