import { useEffect } from 'react';
import { RefreshIcon } from '@/components/icons';
import { RecipeGrid } from '@/components/recipe-grid';
import { Section } from '@/components/section';
import { useRandomStore } from '../stores/random-store';

interface RandomRecipesProps {
  /**
   * Allergens to leave out (comma-joined ids): the saved ones. `null` while they are not known yet
   * (a logged-in visitor whose profile is loading): nothing is drawn until they are, so a recipe
   * holding a saved allergen never shows, not even for a moment.
   */
  exclude: string | null;
}

/** Random recipe tiles with a Refresh button; loaded once, then kept while browsing. */
export function RandomRecipes({ exclude }: RandomRecipesProps) {
  const {
    randomRecipes: recipes,
    status,
    excluded,
    fetchRandom,
  } = useRandomStore('randomRecipes', 'status', 'excluded', 'fetchRandom');

  useEffect(() => {
    if (exclude === null) return;
    if (status === 'idle' || excluded !== exclude) void fetchRandom(exclude);
  }, [status, excluded, exclude, fetchRandom]);

  const waiting = exclude === null || excluded !== exclude;
  const loading = status === 'loading' || status === 'idle' || waiting;
  return (
    <Section
      headingId="random-heading"
      title="Random recipes"
      aside={
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void fetchRandom(exclude ?? '')}
          disabled={status === 'loading' || exclude === null}
        >
          <RefreshIcon size={20} />
          Refresh
        </button>
      }
    >
      {exclude ? <p className="section__note">Recipes with your saved allergens are not shown.</p> : null}
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
