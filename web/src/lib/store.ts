import { useStore, type StoreApi } from 'zustand';

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

/** A typed selector hook bound to one store instance. */
export function bindStore<S>(store: StoreApi<S>) {
  return function useBoundStore<T>(selector: (state: S) => T): T {
    return useStore(store, selector);
  };
}

export type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
