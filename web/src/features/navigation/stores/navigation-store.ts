import { createStore } from 'zustand/vanilla';
import type { MainPath } from '@/config/paths';
import { appStore, bindStore } from '@/lib/store';
import { isMainPath, previousPathFor } from '../previous-path';

export interface NavigationState {
  /** The path being shown. */
  currentPath: string | null;
  /** The main page to go back to, per the previous-path rule. */
  previousPath: MainPath | null;
  /** The bottom-navigation entry to highlight. */
  activeIcon: MainPath | null;
  locationChanged: (path: string) => void;
}

export const createNavigationStore = () =>
  createStore<NavigationState>()((set, get) => ({
    currentPath: null,
    previousPath: null,
    activeIcon: null,
    locationChanged: (path) => {
      const { currentPath } = get();
      if (path === currentPath) return;
      const previousPath = previousPathFor(path, currentPath);
      set({
        currentPath: path,
        previousPath,
        // A sub-page keeps the section it was opened from highlighted.
        activeIcon: isMainPath(path) ? path : previousPath,
      });
    },
  }));

export const navigationStore = appStore(createNavigationStore());
export const useNavigationStore = bindStore(navigationStore);
