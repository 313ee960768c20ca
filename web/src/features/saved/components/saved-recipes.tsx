import { Link } from 'react-router';
import { ALLERGY_LABELS, type AllergyId } from '@shared/ids';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { RecipeGrid } from '@/components/recipe-grid';
import { paths } from '@/config/paths';
import { useSavedStore } from '../stores/saved-store';

interface SavedRecipesProps {
  /** The saved allergens: a saved recipe holding one is kept (the user chose it) but marked. */
  avoid?: readonly AllergyId[];
}

/** The saved recipes screen's content (/recipe-manager). */
export function SavedRecipes({ avoid = [] }: SavedRecipesProps) {
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
      warningFor={(recipe) => {
        const held = (recipe.allergens ?? []).filter((allergen) => avoid.includes(allergen));
        return held.length > 0 ? `Contains ${held.map((id) => ALLERGY_LABELS[id].toLowerCase()).join(', ')}` : null;
      }}
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
