import { createStore } from 'zustand/vanilla';
import type { AccountSession } from '@shared/sessions';
import { asApiError } from '@/lib/api-client';
import { notify, TOAST_MESSAGES } from '@/lib/notifications';
import { appStore, bindStore, type Status } from '@/lib/store';
import { clearToken } from '@/lib/token';
import * as api from '../api/account-api';

export interface SessionsState {
  /** The account's live sessions, this device's first; empty until loaded. */
  sessions: AccountSession[];
  status: Status;
  /** Session ids, or `others` / `all`, with an ending in flight. */
  pending: string[];
  load: () => Promise<void>;
  /** Ends one session on another device; resolves false when it failed. */
  end: (id: string) => Promise<boolean>;
  /** Ends the sessions of every other device. */
  endOthers: () => Promise<boolean>;
  /** Ends every session, this device's too (its token is removed). */
  endAll: () => Promise<boolean>;
}

const INITIAL = { sessions: [], status: 'idle', pending: [] } satisfies Partial<SessionsState>;

export const createSessionsStore = () =>
  createStore<SessionsState>()((set, get) => {
    /** Runs an ending marked by `key`; a failure leaves the list as it was. */
    const ending = async (key: string, work: () => Promise<void>): Promise<boolean> => {
      set({ pending: [...get().pending, key] });
      try {
        await work();
        return true;
      } catch (error) {
        asApiError(error);
        return false;
      } finally {
        set({ pending: get().pending.filter((k) => k !== key) });
      }
    };

    return {
      ...INITIAL,

      load: async () => {
        // Never a list from an earlier login while this one loads.
        set({ status: 'loading', sessions: [] });
        try {
          const { results } = await api.getSessions();
          set({ sessions: results, status: 'succeeded' });
        } catch (error) {
          asApiError(error);
          set({ status: 'failed' });
        }
      },

      end: (id) =>
        ending(id, async () => {
          try {
            await api.deleteSession(id);
          } catch (error) {
            // Not found: that session had ended already, which is what was asked.
            const { code } = asApiError(error);
            if (code === 401) throw error;
            if (code !== 404) {
              notify(TOAST_MESSAGES.logoutFailed);
              throw error;
            }
          }
          set({ sessions: get().sessions.filter((session) => session.id !== id) });
        }),

      endOthers: () =>
        ending('others', async () => {
          await api.deleteSessions({ exceptCurrent: true });
          set({ sessions: get().sessions.filter((session) => session.current) });
        }),

      endAll: () =>
        ending('all', async () => {
          await api.deleteSessions({ exceptCurrent: false });
          clearToken();
          set({ ...INITIAL });
        }),
    };
  });

export const sessionsStore = appStore(createSessionsStore());
export const useSessionsStore = bindStore(sessionsStore);
