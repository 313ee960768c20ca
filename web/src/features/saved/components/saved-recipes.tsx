import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { RecipeGrid } from '@/components/recipe-grid';
import { paths } from '@/config/paths';
import { useHasToken } from '@/lib/token';
import { useSavedStore } from '../stores/saved-store';

/** The saved recipes screen's content (SPEC 2, /recipe-manager). */
export function SavedRecipes() {
  const hasToken = useHasToken();
  const savedRecipes = useSavedStore((state) => state.savedRecipes);
  const status = useSavedStore((state) => state.status);
  const loadSavedRecipes = useSavedStore((state) => state.loadSavedRecipes);

  useEffect(() => {
    if (hasToken) void loadSavedRecipes();
  }, [hasToken, loadSavedRecipes]);

  if (!hasToken) {
    return <LoginRequired />;
  }

  const firstLoad = (status === 'loading' || status === 'idle') && savedRecipes.length === 0;
  return (
    <RecipeGrid
      recipes={savedRecipes}
      label="Saved recipes"
      loading={firstLoad}
      placeholders={4}
      empty={
        <div className="message-card">
          <p>You haven't saved any recipes yet!</p>
          <Link to={paths.search} className="button button--secondary">
            Find recipes
          </Link>
        </div>
      }
    />
  );
}
