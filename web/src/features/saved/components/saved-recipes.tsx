import { Link } from 'react-router';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { RecipeGrid } from '@/components/recipe-grid';
import { paths } from '@/config/paths';
import { useSavedStore } from '../stores/saved-store';

/** The saved recipes screen's content (/recipe-manager). */
export function SavedRecipes() {
  const savedRecipes = useSavedStore((state) => state.savedRecipes);
  const status = useSavedStore((state) => state.status);
  const loadSavedRecipes = useSavedStore((state) => state.loadSavedRecipes);

  const loggedIn = useLoginRequired(loadSavedRecipes);

  if (!loggedIn) return <LoginRequired />;

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
