import { matchPath } from 'react-router';
import { paths, recipeIdOf } from '@/config/paths';
import { randomStore } from '@/features/random/stores/random-store';
import { recipeDetailStore } from '@/features/recipe-detail/stores/recipe-detail-store';

/**
 * Starts the data call of the first screen while its route's code is still loading, instead of
 * after it: the call goes through the page's own store, so the page finds it in flight (or done)
 * and does not make it again, and a failure is reported once, by the API client as always.
 * Called once, by the entry, before the first render.
 */
export function startRouteData(pathname: string): void {
  // The same patterns the route table matches (case-insensitive, trailing slash allowed).
  if (matchPath(paths.home, pathname)) {
    // The home page asks only while the store is idle: it finds this call under way.
    void randomStore.getState().fetchRandom();
    return;
  }
  const recipe = matchPath(paths.recipePattern, pathname);
  const id = recipeIdOf(recipe?.params.id);
  if (id !== null) void recipeDetailStore.getState().preloadDetail(id);
}
