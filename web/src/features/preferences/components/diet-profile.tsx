import { DIET_IDS, DIET_LABELS } from '@shared/ids';
import { useSavedChoices } from '../hooks/use-saved-choices';
import { usePreferencesStore } from '../stores/preferences-store';
import { LoginRequired } from '@/components/login-required';

/** The nine diets, each with its description and an accessible switch. */
export function DietProfile() {
  const { loggedIn, saved, loading, pending } = useSavedChoices('diet');
  const toggleDiet = usePreferencesStore((state) => state.toggleDiet);
  if (!loggedIn) return <LoginRequired />;
  return (
    <div aria-busy={loading || undefined}>
      <p className="page__lead">Switch on the diets you follow. Searches then only show recipes that fit.</p>
      <ul className="diet-list">
        {DIET_IDS.map((dietId) => {
          const { name, description } = DIET_LABELS[dietId];
          const on = saved.has(dietId);
          return (
            <li key={dietId} className="diet-list__item">
              <div className="diet-list__text">
                <span className="diet-list__name" id={`diet-${dietId}`}>
                  {name}
                </span>
                <span className="diet-list__description" id={`diet-${dietId}-description`}>
                  {description}
                </span>
              </div>
              <button
                type="button"
                role="switch"
                className="switch"
                aria-checked={on}
                aria-labelledby={`diet-${dietId}`}
                aria-describedby={`diet-${dietId}-description`}
                aria-busy={pending.includes(dietId) || undefined}
                onClick={() => void toggleDiet(dietId)}
              >
                <span className="switch__thumb" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
