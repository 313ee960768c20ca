import { useSyncExternalStore } from 'react';

/** The session token lives in localStorage under `token`; this module is its only reader and writer. */
export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as logged out.
    return null;
  }
}

export function getToken(): string | null {
  const value = storage()?.getItem(TOKEN_KEY) ?? null;
  return value ? value : null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken(): void {
  const store = storage();
  if (store?.getItem(TOKEN_KEY) === null) return;
  store?.removeItem(TOKEN_KEY);
  emit();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same key.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The current token, re-rendering when it is stored or removed. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** True while a token is stored: that is what being logged in means to the web app. */
export function useHasToken(): boolean {
  return useToken() !== null;
}
