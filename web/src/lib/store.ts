import { useStore, type StoreApi } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

/**
 * Each feature exports a `createXStore()` factory (tests build fresh ones) and one app-wide
 * instance made with `appStore`, so test set-up can put every instance back to its initial state.
 */
const appStores = new Set<StoreApi<unknown>>();

export function appStore<S>(store: StoreApi<S>): StoreApi<S> {
  appStores.add(store);
  return store;
}

export function resetAppStores(): void {
  for (const store of appStores) store.setState(store.getInitialState(), true);
}

/**
 * A hook bound to one store instance: `useX((state) => state.a)` for one value worked out of the
 * state, or `useX('a', 'b', 'c')` for several fields at once (the component renders again when one
 * of them changes).
 */
export function bindStore<S extends object>(store: StoreApi<S>) {
  function useBoundStore<T>(selector: (state: S) => T): T;
  function useBoundStore<K extends keyof S>(...keys: [K, ...K[]]): Pick<S, K>;
  function useBoundStore(...args: unknown[]): unknown {
    const keys = typeof args[0] === 'function' ? null : (args as (keyof S)[]);
    const fields = useShallow((state: S) => (keys === null ? state : pickFields(state, keys)));
    return useStore(store, keys === null ? (args[0] as (state: S) => unknown) : fields);
  }
  return useBoundStore;
}

function pickFields<S extends object>(state: S, keys: readonly (keyof S)[]): Partial<S> {
  const picked: Partial<S> = {};
  for (const key of keys) picked[key] = state[key];
  return picked;
}

export type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
