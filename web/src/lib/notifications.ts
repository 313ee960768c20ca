import type * as Toastify from 'react-toastify';
import { TOAST_OPTIONS } from '@/config/constants';

/** The error messages users see, word for word. */
export const TOAST_MESSAGES = {
  apiDown: 'The API is down, please try again later',
  searchFailed: 'An error occured, please try again.',
  registerFailed: 'Account not created, please try again.',
  loginFailed: 'Login failed, please try again.',
  deleteWithoutToken: 'You must login before deleting your account.',
  deleteFailed: 'There was a problem deleting your account... please try again.',
  logoutFailed: 'Logout failed, please try again',
  saveWithoutToken: 'You have to be logged in to save recipes!',
} as const;

/** Which kind of call failed; decides the message (or silence) in one place. */
export type ErrorContext = 'search' | 'detail' | 'register' | 'login' | 'logout' | 'delete' | 'account' | 'saved';

export interface FailedCall {
  /** HTTP status or the `code` of the error body; 0 when the network failed. */
  code: number;
  /** The server's `reason`, empty when there is none. */
  reason: string;
}

/** The toast text for a failed call, or null when the failure is only logged. */
export function messageFor(failure: FailedCall, context: ErrorContext): string | null {
  switch (context) {
    case 'search':
    case 'detail':
      if (failure.code === 402) return TOAST_MESSAGES.apiDown;
      // A missing recipe is shown on the page itself.
      if (context === 'detail' && failure.code === 404) return null;
      return TOAST_MESSAGES.searchFailed;
    case 'register':
      return failure.reason || TOAST_MESSAGES.registerFailed;
    case 'login':
      return failure.reason || TOAST_MESSAGES.loginFailed;
    case 'logout':
      // A stale token means the session is already gone: nothing failed from the user's side.
      return failure.code === 401 ? null : TOAST_MESSAGES.logoutFailed;
    case 'delete':
      return TOAST_MESSAGES.deleteFailed;
    case 'account':
    case 'saved':
      return null;
  }
}

// react-toastify is loaded with the first message, never with the first screen.
type ToastModule = typeof Toastify;
let toastModule: Promise<ToastModule> | undefined;
export const loadToastify = (): Promise<ToastModule> => (toastModule ??= import('react-toastify'));

let hostRequested = false;
const hostListeners = new Set<() => void>();

/** The toast container mounts once something asks for it (see components/notifications). */
export const isToastHostRequested = (): boolean => hostRequested;
export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}
function requestToastHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  for (const listener of hostListeners) listener();
}

/** Show an error toast. Identical messages already on screen are not repeated. */
export function notify(message: string): void {
  requestToastHost();
  void loadToastify().then(({ toast }) => {
    toast.error(message, { ...TOAST_OPTIONS, toastId: message });
  });
}

/** Closes every message on screen: after a successful login, the failed attempt's message is stale. */
export function clearNotifications(): void {
  if (!hostRequested) return;
  void loadToastify().then(({ toast }) => {
    toast.dismiss();
  });
}

/** The single place where failed calls become toasts or log lines. */
export function reportFailure(failure: FailedCall, context: ErrorContext, path: string): void {
  const message = messageFor(failure, context);
  if (message) notify(message);
  else console.warn(`[dishcovery] ${context} call ${path} failed (${failure.code})`, failure.reason);
}
