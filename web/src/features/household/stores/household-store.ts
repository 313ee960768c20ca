import { createStore } from 'zustand/vanilla';
import type { Household, NewInvite } from '@shared/household';
import { asApiError, failureMessage } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { subscribeToken } from '@/lib/token';
import * as api from '../api/household-api';

export interface HouseholdState {
  /** Null outside a household (the server answers 404 then). */
  household: Household | null;
  status: Status;
  /** Why the server refused the last change, in its own words, until the next one. */
  error: string | null;
  /** The invite just made: its code and link are shown this once. */
  newInvite: NewInvite | null;
  /** A change is on its way. */
  pending: boolean;
  load: () => Promise<void>;
  create: (name: string) => Promise<boolean>;
  join: (code: string) => Promise<boolean>;
  rename: (name: string) => Promise<boolean>;
  setDisplayName: (userId: number, displayName: string) => Promise<boolean>;
  /** Removes a member; with one's own id, leaves the household. */
  removeMember: (userId: number, self: boolean) => Promise<boolean>;
  handOver: (userId: number) => Promise<boolean>;
  invite: (singleUse: boolean) => Promise<boolean>;
  revoke: (id: string) => Promise<boolean>;
  dismissInvite: () => void;
  reset: () => void;
}

export const createHouseholdStore = () =>
  createStore<HouseholdState>()((set, get) => {
    /** Runs a change; a refusal keeps everything shown as it was and says why. */
    async function change(work: () => Promise<Partial<HouseholdState> | void>): Promise<boolean> {
      set({ pending: true, error: null });
      try {
        set({ ...(await work()), pending: false });
        return true;
      } catch (error) {
        set({ pending: false, error: failureMessage(asApiError(error)) });
        return false;
      }
    }
    const withHousehold = (household: Household) => ({ household, status: 'succeeded' as const });

    return {
      household: null,
      status: 'idle',
      error: null,
      newInvite: null,
      pending: false,

      async load() {
        set({ status: get().household ? 'succeeded' : 'loading', error: null });
        try {
          set(withHousehold(await api.getHousehold()));
        } catch (error) {
          const failure = asApiError(error);
          // 404: not in a household, which the screen offers to change.
          if (failure.code === 404) set({ household: null, status: 'succeeded', newInvite: null });
          else set({ status: 'failed', error: failureMessage(failure) });
        }
      },
      create: (name) => change(async () => withHousehold(await api.createHousehold(name))),
      join: (code) => change(async () => withHousehold(await api.joinHousehold(code))),
      rename: (name) => change(async () => withHousehold(await api.renameHousehold(name))),
      setDisplayName: (userId, displayName) =>
        change(async () => withHousehold(await api.setDisplayName(userId, displayName))),
      removeMember: (userId, self) =>
        change(async () => {
          await api.removeMember(userId);
          if (self) return { household: null, newInvite: null };
          // The member's invites stopped working with them: the household is read again.
          return withHousehold(await api.getHousehold());
        }),
      handOver: (userId) => change(async () => withHousehold(await api.handOver(userId))),
      invite: (singleUse) =>
        change(async () => {
          const newInvite = await api.createInvite(singleUse);
          const { household } = get();
          const { code: _code, url: _url, ...open } = newInvite;
          return {
            newInvite,
            household: household && { ...household, invites: [...household.invites, open] },
          };
        }),
      revoke: (id) =>
        change(async () => {
          await api.revokeInvite(id);
          const { household, newInvite } = get();
          return {
            household: household && { ...household, invites: household.invites.filter((i) => i.id !== id) },
            newInvite: newInvite?.id === id ? null : newInvite,
          };
        }),
      dismissInvite: () => set({ newInvite: null }),
      reset: () => set({ household: null, status: 'idle', error: null, newInvite: null, pending: false }),
    };
  });

export const householdStore = appStore(createHouseholdStore());
export const useHouseholdStore = bindStore(householdStore);

// Another login (or none) never sees the household of the one before.
subscribeToken(() => householdStore.getState().reset());
