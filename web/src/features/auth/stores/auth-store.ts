import { createStore } from 'zustand/vanilla';
import type { AccountDetails } from '@shared/api';
import type { Credentials } from '@shared/validation';
import { asApiError, quietly } from '@/lib/api-client';
import { clearNotifications, notify, TOAST_MESSAGES } from '@/lib/notifications';
import { appStore, bindStore, type Status } from '@/lib/store';
import { clearToken, getToken, setToken } from '@/lib/token';
import * as api from '../api/account-api';

export interface User {
  email: string;
}

export interface AuthState {
  isRegistered: boolean;
  isLoggedIn: boolean;
  user: User | null;
  /** The email of the last login or registration. */
  storeEmail: string;
  /** A login, registration, logout or deletion in flight. */
  status: Status;
  /** Login success: token stored, user kept; resolves false on failure (already reported). */
  login: (credentials: Credentials) => Promise<boolean>;
  /** Registration, then the automatic login. */
  register: (credentials: Credentials) => Promise<boolean>;
  /** Resolves true once the session is over (token removed). */
  logout: () => Promise<boolean>;
  /** Resolves true once the account is gone (token removed). */
  deleteAccount: () => Promise<boolean>;
  /** The account details of the stored token, or null when they could not be read. */
  loadDetails: () => Promise<AccountDetails | null>;
  /** The token disappeared (stale, or another tab logged out). */
  sessionLost: () => void;
  /** Resetting account details: the part this store holds. */
  resetAccountDetails: () => void;
}

export const createAuthStore = () =>
  createStore<AuthState>()((set, get) => {
    const run = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
      set({ status: 'loading' });
      try {
        const result = await work();
        set({ status: 'succeeded' });
        return result;
      } catch (error) {
        set({ status: 'failed' });
        asApiError(error);
        return fallback;
      }
    };

    return {
      isRegistered: false,
      isLoggedIn: getToken() !== null,
      user: null,
      storeEmail: '',
      status: 'idle',

      login: (credentials) =>
        run(async () => {
          const { token } = await api.postLogin(credentials);
          if (!token) {
            notify(TOAST_MESSAGES.loginFailed);
            return false;
          }
          setToken(token);
          clearNotifications();
          set({
            isRegistered: true,
            isLoggedIn: true,
            user: { email: credentials.email },
            storeEmail: credentials.email,
          });
          return true;
        }, false),

      register: async (credentials) => {
        const registered = await run(async () => {
          await api.postRegister(credentials);
          set({ isRegistered: true, user: { email: credentials.email }, storeEmail: credentials.email });
          return true;
        }, false);
        return registered ? get().login(credentials) : false;
      },

      logout: () =>
        run(async () => {
          if (getToken() !== null) {
            try {
              await api.deleteLogout();
            } catch (error) {
              // 401: the server had already ended this session; the client just catches up.
              if (asApiError(error).code !== 401) throw error;
            }
          }
          clearToken();
          set({ isLoggedIn: false, user: null });
          return true;
        }, false),

      deleteAccount: async () => {
        if (getToken() === null) {
          notify(TOAST_MESSAGES.deleteWithoutToken);
          return false;
        }
        return run(async () => {
          await api.deleteAccount();
          clearToken();
          set({ isRegistered: false, isLoggedIn: false, user: null });
          return true;
        }, false);
      },

      loadDetails: async () => {
        if (getToken() === null) return null;
        const details = await quietly(api.getAccountDetails);
        if (!details) return null;
        const email = details.emailResults[0]?.email ?? get().storeEmail;
        set({ isRegistered: true, isLoggedIn: true, user: email ? { email } : null, storeEmail: email });
        return details;
      },

      sessionLost: () => set({ isLoggedIn: false, user: null }),

      resetAccountDetails: () => set({ storeEmail: '' }),
    };
  });

export const authStore = appStore(createAuthStore());
export const useAuthStore = bindStore(authStore);
