import { authStore } from '@/features/auth/stores/auth-store';
import { joinPlanAtLogin } from '@/features/plan/join-at-login';
import { preferencesStore } from '@/features/preferences/stores/preferences-store';
import { recipeDetailStore } from '@/features/recipe-detail/stores/recipe-detail-store';
import { savedStore } from '@/features/saved/stores/saved-store';
import { searchStore } from '@/features/search/stores/search-store';
import { getToken, subscribeToken } from '@/lib/token';

/**
 * What spans features lives here, in the app layer: features never import each other.
 */

/** Resetting account details and account recipes (on logout, deletion or a stale token). */
export function clearAccountState(): void {
  authStore.getState().resetAccountDetails();
  preferencesStore.getState().reset();
  savedStore.getState().reset();
  searchStore.getState().resetRecipes();
  recipeDetailStore.getState().reset();
}

let loading: Promise<void> | null = null;

/** Account details into state: email, saved recipes, allergies and diets. */
export function loadAccount(): Promise<void> {
  loading ??= (async () => {
    const details = await authStore.getState().loadDetails();
    if (!details) return;
    savedStore.getState().setSaved(details.savedRecipesResults.map((row) => row.recipeId));
    preferencesStore.getState().setFromDetails(details);
  })().finally(() => {
    loading = null;
  });
  return loading;
}

let started = false;

/**
 * The start-up routine: runs once. With a stored token it reads the account so the
 * saved state and profile are there on any first screen; whenever the token goes away (logout,
 * deletion, a stale token, another tab) the account's state goes with it.
 */
export function startApp(): () => void {
  if (!started) {
    started = true;
    if (getToken() !== null) {
      void loadAccount();
      joinPlanAtLogin();
    }
  }
  return subscribeToken(() => {
    if (getToken() !== null) {
      joinPlanAtLogin();
      return;
    }
    authStore.getState().sessionLost();
    clearAccountState();
  });
}
