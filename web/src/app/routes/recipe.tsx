import { useMemo } from 'react';
import { useParams } from 'react-router';
import { isAllergyId, isDietId } from '@shared/ids';
import { recipeIdOf } from '@/config/paths';
import { splitIds, usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { CookModeButton } from '@/features/cook-mode/components/cook-mode-button';
import { RecipeDetail, type RecipeViewState } from '@/features/recipe-detail/components/recipe-detail';
import { SaveToggle } from '@/features/saved/components/save-toggle';
import { useHasToken } from '@/lib/token';
import NotFoundRoute from './not-found';

export default function RecipeRoute() {
  const recipeId = recipeIdOf(useParams().id);
  const hasToken = useHasToken();
  const savedAllergies = usePreferencesStore((state) => state.savedAllergies);
  const savedDiet = usePreferencesStore((state) => state.savedDiet);
  const profile = useMemo(
    () =>
      hasToken
        ? { allergies: splitIds(savedAllergies).filter(isAllergyId), diets: splitIds(savedDiet).filter(isDietId) }
        : null,
    [hasToken, savedAllergies, savedDiet],
  );
  if (recipeId === null) return <NotFoundRoute />;
  return (
    <RecipeDetail
      key={recipeId}
      id={recipeId}
      actions={<SaveToggle recipeId={recipeId} />}
      tools={recipeTools}
      profile={profile}
    />
  );
}

/** The tools on a recipe page, working on the recipe as shown (servings and units chosen). */
function recipeTools(view: RecipeViewState) {
  return <CookModeButton title={view.recipe.title} steps={view.steps} ingredients={view.ingredientLines} />;
}
