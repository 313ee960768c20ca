import { useLoginRequired } from '@/components/login-required';
import { splitIds, usePreferencesStore } from '../stores/preferences-store';

/**
 * A preference screen's part of the store (the diets or the allergens): the saved ids, whether
 * they are loading, and the ids with a change in flight. They are loaded each time a user logs in.
 */
export function useSavedChoices(kind: 'diet' | 'allergy') {
  const isDiet = kind === 'diet';
  const joined = usePreferencesStore((state) => (isDiet ? state.savedDiet : state.savedAllergies));
  const loading = usePreferencesStore((state) => (isDiet ? state.dietStatus : state.allergyStatus) === 'loading');
  const pending = usePreferencesStore((state) => state.pending);
  const load = usePreferencesStore((state) => (isDiet ? state.fetchDiet : state.fetchAllergies));
  const loggedIn = useLoginRequired(load);
  return { loggedIn, saved: new Set(splitIds(joined)), loading, pending };
}
