import { useEffect } from 'react';
import { RefreshIcon } from '@/components/icons';
import { RecipeGrid } from '@/components/recipe-grid';
import { useRandomStore } from '../stores/random-store';

/** Random recipe tiles with a Refresh button; loaded once, then kept while browsing. */
export function RandomRecipes() {
  const recipes = useRandomStore((state) => state.randomRecipes);
  const status = useRandomStore((state) => state.status);
  const fetchRandom = useRandomStore((state) => state.fetchRandom);

  useEffect(() => {
    if (status === 'idle') void fetchRandom();
  }, [status, fetchRandom]);

  const loading = status === 'loading' || status === 'idle';
  return (
    <section className="section" aria-labelledby="random-heading">
      <div className="section__header">
        <h2 id="random-heading" className="section__title">
          Random recipes
        </h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void fetchRandom()}
          disabled={status === 'loading'}
        >
          <RefreshIcon size={20} />
          Refresh
        </button>
      </div>
      <RecipeGrid
        recipes={recipes}
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
    </section>
  );
}
