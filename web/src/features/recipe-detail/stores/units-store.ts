import { createStore } from 'zustand/vanilla';
import { DEFAULT_SETTINGS, isUnitPreference, type UnitPreference } from '@shared/settings';
import { quietly } from '@/lib/api-client';
import { appStore, bindStore } from '@/lib/store';
import { getToken } from '@/lib/token';
import { getSettings, putSettings } from '../api/settings-api';

const UNIT_KEY = 'units';

function readDevice(): UnitPreference {
  try {
    const stored = globalThis.localStorage?.getItem(UNIT_KEY);
    return isUnitPreference(stored) ? stored : DEFAULT_SETTINGS.units;
  } catch {
    return DEFAULT_SETTINGS.units;
  }
}

function writeDevice(units: UnitPreference): void {
  try {
    globalThis.localStorage?.setItem(UNIT_KEY, units);
  } catch {
    // Private browsing may refuse storage: the choice holds for this visit only.
  }
}

interface UnitsState {
  units: UnitPreference;
  /** The token whose account setting was read, so each login reads it once. */
  accountRead: string | null;
  /** Counts choices, so an account answer that arrives after a newer choice is ignored. */
  choices: number;
  /** Shows `units`; remembered on this device and, when logged in, with the account. */
  choose: (units: UnitPreference) => Promise<void>;
  /** When logged in, the account's choice replaces the device's (it follows the user across devices). */
  loadAccount: () => Promise<void>;
}

export const createUnitsStore = () =>
  createStore<UnitsState>()((set, get) => ({
    units: readDevice(),
    accountRead: null,
    choices: 0,
    async choose(units) {
      set({ units, choices: get().choices + 1 });
      writeDevice(units);
      if (getToken()) await quietly(() => putSettings({ units }));
    },
    async loadAccount() {
      const token = getToken();
      if (!token || get().accountRead === token) return;
      set({ accountRead: token });
      const before = get().choices;
      const settings = await quietly(getSettings);
      // A choice made while the answer was on its way is newer than the stored one.
      if (settings && get().choices === before && isUnitPreference(settings.units)) {
        set({ units: settings.units });
        writeDevice(settings.units);
      }
    },
  }));

export const unitsStore = appStore(createUnitsStore());
export const useUnitsStore = bindStore(unitsStore);
