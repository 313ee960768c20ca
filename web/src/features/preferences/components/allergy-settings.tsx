import { ALLERGY_LABELS, SPEC_ALLERGY_IDS } from '@shared/ids';
import { CheckIcon } from '@/components/icons';
import { splitIds, usePreferencesStore } from '../stores/preferences-store';
import { ALLERGEN_ICONS } from './allergen-icons';
import { LoginRequired, useLoginRequired } from '@/components/login-required';

/** Six icon toggle buttons; a saved allergen is pressed and its icon filled light teal. */
export function AllergySettings() {
  const savedAllergies = usePreferencesStore((state) => state.savedAllergies);
  const status = usePreferencesStore((state) => state.allergyStatus);
  const pending = usePreferencesStore((state) => state.pending);
  const fetchAllergies = usePreferencesStore((state) => state.fetchAllergies);
  const toggleAllergy = usePreferencesStore((state) => state.toggleAllergy);

  const loggedIn = useLoginRequired(fetchAllergies);

  if (!loggedIn) return <LoginRequired />;
  const saved = new Set(splitIds(savedAllergies));
  return (
    <div className="allergy-settings" aria-busy={status === 'loading' || undefined}>
      <p className="page__lead">Choose what you avoid. Searches then leave out recipes that contain it.</p>
      <ul className="allergen-grid">
        {SPEC_ALLERGY_IDS.map((allergyId) => {
          const Icon = ALLERGEN_ICONS[allergyId];
          const isSaved = saved.has(allergyId);
          return (
            <li key={allergyId}>
              <button
                type="button"
                className="allergen-toggle"
                aria-pressed={isSaved}
                aria-busy={pending.includes(allergyId) || undefined}
                onClick={() => void toggleAllergy(allergyId)}
              >
                <Icon filled={isSaved} />
                <span className="allergen-toggle__name">{ALLERGY_LABELS[allergyId]}</span>
                <span className="allergen-toggle__state" aria-hidden="true">
                  {isSaved ? (
                    <>
                      <CheckIcon size={14} /> Avoiding
                    </>
                  ) : (
                    'Tap to avoid'
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
