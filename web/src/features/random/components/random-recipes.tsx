import { useEffect } from 'react';
import { DIET_LABELS, isDietId } from '@shared/ids';
import { RefreshIcon } from '@/components/icons';
import { RecipeGrid } from '@/components/recipe-grid';
import { Section } from '@/components/section';
import type { RandomProfile } from '../api/random-api';
import { profileKey, useRandomStore } from '../stores/random-store';

interface RandomRecipesProps {
  /**
   * The saved allergens to leave out and the saved diets to keep to. `null` while they are not
   * known yet (a logged-in visitor whose profile is loading): nothing is drawn until they are, so
   * a recipe holding a saved allergen never shows, not even for a moment. Drawn again when its
   * ids change (`profileKey`), not when only the object does.
   */
  profile: RandomProfile | null;
}

/** The diets' names as a cook reads them: "Vegan", "Vegan and Paleo", "Vegan, Paleo and Primal". */
const dietNames = (diet: string): string => {
  const names = diet
    .split(',')
    .filter(isDietId)
    .map((id) => DIET_LABELS[id].name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** The line above the tiles saying what the saved profile keeps off them, or nothing. */
export function profileNote({ allergy, diet }: RandomProfile): string {
  const allergens = 'Recipes with your saved allergens are not shown.';
  const diets = dietNames(diet);
  if (!diets) return allergy ? allergens : '';
  const kept = `Only ${diets} recipes are shown, as your saved diet asks.`;
  return allergy ? `${kept} ${allergens}` : kept;
}

/** Random recipe tiles with a Refresh button; loaded once, then kept while browsing. */
export function RandomRecipes({ profile }: RandomRecipesProps) {
  const {
    randomRecipes: recipes,
    status,
    excluded,
    fetchRandom,
  } = useRandomStore('randomRecipes', 'status', 'excluded', 'fetchRandom');
  const key = profile === null ? null : profileKey(profile);

  useEffect(() => {
    if (profile === null) return;
    if (status === 'idle' || excluded !== key) void fetchRandom(profile);
  }, [status, excluded, key, profile, fetchRandom]);

  const waiting = key === null || excluded !== key;
  const loading = status === 'loading' || status === 'idle' || waiting;
  const note = profile ? profileNote(profile) : '';
  return (
    <Section
      headingId="random-heading"
      title="Random recipes"
      aside={
        <button
          type="button"
          className="button button--secondary"
          onClick={() => profile && void fetchRandom(profile)}
          disabled={status === 'loading' || profile === null}
        >
          <RefreshIcon size={20} />
          Refresh
        </button>
      }
    >
      {note ? <p className="section__note">{note}</p> : null}
      <RecipeGrid
        recipes={waiting ? [] : recipes}
        label="Random recipes"
        loading={loading}
        empty={
          status === 'failed' ? (
            <p>We couldn't fetch recipes just now. Try Refresh in a moment.</p>
          ) : (
            <p>No recipes to show yet.</p>
          )
        }
      />
    </Section>
  );
}
