import { useMemo } from 'react';
import { useParams } from 'react-router';
import { isAllergyId, isDietId } from '@shared/ids';
import { recipeIdOf } from '@/config/paths';
import { splitIds, usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { CookModeButton } from '@/features/cook-mode/components/cook-mode-button';
import { RecipeDetail, type RecipeViewState } from '@/features/recipe-detail/components/recipe-detail';
import { useRecipeDetailStore } from '@/features/recipe-detail/stores/recipe-detail-store';
import { RecipeNote } from '@/features/saved/components/recipe-note';
import { SavedRecipeActions } from '@/features/saved/components/saved-recipe-actions';
import { AddToListButton } from '@/features/shopping-list/components/add-to-list-button';
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
  const title = useRecipeDetailStore((state) =>
    recipeId === null ? undefined : state.recipesDetails[recipeId]?.title,
  );
  if (recipeId === null) return <NotFoundRoute />;
  return (
    <>
      <RecipeDetail
        key={recipeId}
        id={recipeId}
        actions={<SavedRecipeActions recipeId={recipeId} title={title} />}
        tools={recipeTools}
        ingredientTools={ingredientTools}
        profile={profile}
      />
      {/* The saved recipe's private note, below the recipe once it is shown. */}
      {title !== undefined ? <RecipeNote key={recipeId} recipeId={recipeId} /> : null}
    </>
  );
}

/** The tools on a recipe page, working on the recipe as shown (servings and units chosen). */
function recipeTools(view: RecipeViewState) {
  return <CookModeButton title={view.recipe.title} steps={view.steps} ingredients={view.ingredientLines} />;
}

/** Beside the servings: the shopping list takes the lines at the servings and in the units shown. */
function ingredientTools(view: RecipeViewState) {
  return (
    <AddToListButton
      recipeId={view.recipe.id}
      title={view.recipe.title}
      lines={view.ingredientLines}
      servings={view.servings}
    />
  );
}
