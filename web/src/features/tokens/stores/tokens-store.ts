import { createStore } from 'zustand/vanilla';
import type { ApiToken, ApiTokenScope, NewApiToken } from '@shared/api-tokens';
import { asApiError, failureMessage } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import * as api from '../api/tokens-api';

export interface TokensState {
  /** The account's personal API tokens, newest first; empty until loaded. */
  tokens: ApiToken[];
  status: Status;
  /** The token just made: its text is shown until the screen is left or another is made. */
  made: NewApiToken | null;
  creating: boolean;
  /** Why the last making or revoking failed, in the server's words. */
  error: string | undefined;
  load: () => Promise<void>;
  create: (name: string, scope: ApiTokenScope) => Promise<boolean>;
  revoke: (id: number) => Promise<boolean>;
  /** Forgets the token just made: it is never shown again. */
  dismiss: () => void;
}

const INITIAL = {
  tokens: [],
  status: 'idle',
  made: null,
  creating: false,
  error: undefined,
} satisfies Partial<TokensState>;

export const createTokensStore = () =>
  createStore<TokensState>()((set, get) => ({
    ...INITIAL,

    load: async () => {
      set({ ...INITIAL, status: 'loading' });
      try {
        const { results } = await api.getTokens();
        set({ tokens: results, status: 'succeeded' });
      } catch (error) {
        asApiError(error);
        set({ status: 'failed' });
      }
    },

    create: async (name, scope) => {
      set({ creating: true, error: undefined, made: null });
      try {
        const made = await api.postToken(name, scope);
        const listed: ApiToken = {
          id: made.id,
          name: made.name,
          scope: made.scope,
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
        };
        set({ made, tokens: [listed, ...get().tokens] });
        return true;
      } catch (error) {
        set({ error: failureMessage(asApiError(error)) });
        return false;
      } finally {
        set({ creating: false });
      }
    },

    revoke: async (id) => {
      set({ error: undefined });
      try {
        await api.deleteToken(id);
      } catch (error) {
        const failure = asApiError(error);
        // Not found: it was revoked already, which is what was asked.
        if (failure.code !== 404) {
          set({ error: failureMessage(failure) });
          return false;
        }
      }
      const made = get().made;
      set({ tokens: get().tokens.filter((token) => token.id !== id), made: made?.id === id ? null : made });
      return true;
    },

    dismiss: () => set({ made: null }),
  }));

export const tokensStore = appStore(createTokensStore());
export const useTokensStore = bindStore(tokensStore);
