import type { ComponentType } from 'react';
import { ALLERGY_LABELS, MORE_ALLERGY_IDS, SPEC_ALLERGY_IDS, type AllergyId } from '@shared/ids';
import type { IconProps } from '@/components/icons';
import { CheckIcon } from '@/components/icons';
import { useSavedChoices } from '../hooks/use-saved-choices';
import { usePreferencesStore } from '../stores/preferences-store';
import { ALLERGEN_ICONS, OtherAllergenIcon } from './allergen-icons';
import { LoginRequired } from '@/components/login-required';

/**
 * The six icon toggle buttons first, as they always were, then the other
 * major allergens beneath them under "More allergens"; a saved allergen is pressed and its icon
 * filled light teal.
 */
export function AllergySettings() {
  const { loggedIn, saved, loading, pending } = useSavedChoices('allergy');
  const toggleAllergy = usePreferencesStore((state) => state.toggleAllergy);
  if (!loggedIn) return <LoginRequired />;
  const toggle = (allergyId: AllergyId, Icon: ComponentType<IconProps>) => {
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
  };
  return (
    <div className="allergy-settings" aria-busy={loading || undefined}>
      <p className="page__lead">Choose what you avoid. Searches then leave out recipes that contain it.</p>
      <ul className="allergen-grid">
        {SPEC_ALLERGY_IDS.map((allergyId) => toggle(allergyId, ALLERGEN_ICONS[allergyId]))}
      </ul>
      <h2 className="allergy-settings__more" id="more-allergens">
        More allergens
      </h2>
      <ul className="allergen-grid" aria-labelledby="more-allergens">
        {MORE_ALLERGY_IDS.map((allergyId) => toggle(allergyId, OtherAllergenIcon))}
      </ul>
    </div>
  );
}
