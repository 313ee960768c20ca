import { createStore } from 'zustand/vanilla';
import { appStore, bindStore } from '@/lib/store';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * The choice lives in this device's localStorage under `theme`: `light` or `dark`, nothing for
 * the system's setting. index.html's early script reads the same key before the first paint, so
 * the two must agree.
 */
export const THEME_KEY = 'theme';

const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

function readDevice(): ThemeChoice {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function writeDevice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(THEME_KEY);
    else globalThis.localStorage?.setItem(THEME_KEY, choice);
  } catch {
    // Private browsing may refuse storage: the choice holds for this visit only.
  }
}

/**
 * Shows the choice. The stylesheet follows the system's `prefers-color-scheme` unless the root
 * carries `data-theme`; the browser's own bar takes the colour of the theme shown, so a chosen
 * theme switches each scheme's `theme-color` on or off, and "system" gives each its media back.
 */
export function applyTheme(choice: ThemeChoice, document: Document = globalThis.document): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.dataset.scheme ?? '';
    meta.media = choice === 'system' ? `(prefers-color-scheme: ${scheme})` : scheme === choice ? 'all' : 'not all';
  }
}

interface ThemeState {
  choice: ThemeChoice;
  /** Shows `choice` and remembers it on this device. */
  choose: (choice: ThemeChoice) => void;
  /** Shows what this device remembers (at start, and when another tab chose). */
  restore: () => void;
}

export const createThemeStore = () =>
  createStore<ThemeState>()((set) => ({
    choice: readDevice(),
    choose(choice) {
      set({ choice });
      writeDevice(choice);
      applyTheme(choice);
    },
    restore() {
      const choice = readDevice();
      set({ choice });
      applyTheme(choice);
    },
  }));

export const themeStore = appStore(createThemeStore());
export const useThemeStore = bindStore(themeStore);

/** Applies the remembered theme and follows a choice made in another tab; returns the stop. */
export function startTheme(): () => void {
  themeStore.getState().restore();
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) themeStore.getState().restore();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
