import { useEffect } from 'react';
import type { FridgeResult, PartialResult } from '@shared/api';
import type { AllergyId } from '@shared/ids';
import type { RecipeSummary } from '@shared/recipe';
import { RecipeGrid } from '@/components/recipe-grid';
import { Section } from '@/components/section';
import { allergenWarning } from '@/lib/allergen-warning';
import type { SearchFilters } from '../api/search-api';
import { queryKey, useSearchStore } from '../stores/search-store';

/** What a tile says besides its title: the words a partial match lacks, or what a fridge search uses and needs. */
function noteFor(recipe: RecipeSummary | PartialResult | FridgeResult): string | null {
  if ('usedIngredients' in recipe) {
    const needs = recipe.missedIngredients.length === 0 ? 'nothing else' : recipe.missedIngredients.join(', ');
    return `Uses ${recipe.usedIngredients.join(', ')} · needs: ${needs}`;
  }
  if ('missing' in recipe && recipe.missing.length > 0) return `Without: ${recipe.missing.join(', ')}`;
  return null;
}

/** The "Search Results" list; runs the stored search when the shown results are for other filters. */
export function SearchResults({
  filters,
  emptyHint,
  warnAbout = [],
}: {
  filters: SearchFilters;
  emptyHint?: string;
  /** Saved allergens switched off for this search: results holding one are marked. */
  warnAbout?: readonly AllergyId[];
}) {
  const {
    recipes,
    status,
    searchInput,
    resultsFor,
    search,
    totalResults,
    correctedQuery,
    partial,
    loadingMore,
    loadMore,
  } = useSearchStore(
    'recipes',
    'status',
    'searchInput',
    'resultsFor',
    'search',
    'totalResults',
    'correctedQuery',
    'partial',
    'loadingMore',
    'loadMore',
  );
  const key = queryKey(searchInput, filters);

  useEffect(() => {
    if (status === 'loading' || status === 'failed') return;
    if (resultsFor !== key) void search(searchInput, filters);
    // The key stands for the filters: a new object with the same filters searches nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, resultsFor, searchInput, key, search]);

  const hasMore = status === 'succeeded' && recipes.length < totalResults;
  return (
    <Section
      headingId="search-results-heading"
      title="Search Results"
      aside={
        <p className="section__meta" role="status">
          {status === 'succeeded' ? `${totalResults} ${totalResults === 1 ? 'recipe' : 'recipes'}` : ''}
        </p>
      }
    >
      {status === 'succeeded' && correctedQuery ? (
        <p className="search-correction" role="status">
          Showing results for <strong>{correctedQuery}</strong>
        </p>
      ) : null}
      {status === 'succeeded' && partial ? (
        <p className="search-correction" role="status">
          No recipe has all of your words. These have most of them.
        </p>
      ) : null}
      <RecipeGrid
        recipes={recipes}
        label="Search Results"
        noteFor={noteFor}
        warningFor={(recipe) => allergenWarning(recipe, warnAbout)}
        loading={status === 'loading' || status === 'idle'}
        empty={
          status === 'failed' ? (
            <p>Search is not available right now. Please try again.</p>
          ) : (
            <p>
              No recipes match your search. Try another word
              {emptyHint ? <>, or remove a filter: {emptyHint}</> : ', or fewer filters'}.
            </p>
          )
        }
      />
      {hasMore ? (
        <div className="load-more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void loadMore()}
            disabled={loadingMore}
          >
            Show more recipes
          </button>
        </div>
      ) : null}
    </Section>
  );
}
