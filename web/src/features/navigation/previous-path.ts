import { MAIN_PATHS, paths, type MainPath } from '@/config/paths';

/** The pages that remember which main page led to them (the previous-path rule). */
const PAGES_WITH_BACK = [
  paths.dietProfile,
  paths.shoppingList,
  paths.allergies,
  paths.deleteAccount,
  paths.logout,
] as readonly string[];

export const isMainPath = (path: string | null | undefined): path is MainPath =>
  path != null && (MAIN_PATHS as readonly string[]).includes(path);

export const remembersPreviousPath = (path: string): boolean =>
  PAGES_WITH_BACK.includes(path) || /^\/recipe\/[^/]+$/.test(path);

/**
 * On the recipe, diet-profile, shopping-list, allergies, delete-account or logout pages, the
 * previous page is recorded when it was one of the four main pages; otherwise none is.
 */
export function previousPathFor(path: string, from: string | null): MainPath | null {
  return remembersPreviousPath(path) && isMainPath(from) ? from : null;
}
