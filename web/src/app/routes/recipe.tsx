import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isAllergyId, isDietId } from '@shared/ids';
import { paths, recipeIdOf } from '@/config/paths';
import { OwnRecipeBar } from '@/features/own-recipes/components/own-recipe-bar';
import { splitIds, usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { CookModeButton } from '@/features/cook-mode/components/cook-mode-button';
import { AddToPlanButton } from '@/features/plan/components/add-to-plan-button';
import { RecipeDetail } from '@/features/recipe-detail/components/recipe-detail';
import type { RecipeViewState } from '@/features/recipe-detail/hooks/use-recipe-view';
import { recipeDetailStore, useRecipeDetailStore } from '@/features/recipe-detail/stores/recipe-detail-store';
import { RecipeNote } from '@/features/saved/components/recipe-note';
import { SavedRecipeActions } from '@/features/saved/components/saved-recipe-actions';
import { searchStore } from '@/features/search/stores/search-store';
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
  const navigate = useNavigate();
  // A deleted recipe must not linger in the details kept in memory; they are dropped once this
  // page has gone, as dropping them while it shows would make it ask for the recipe again.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) recipeDetailStore.getState().reset();
    },
    [],
  );
  // A recipe the user added carries `own`: it says whether others can find it, with Edit and Delete.
  const recipeTools = useCallback(
    (view: RecipeViewState) => (
      <>
        {view.recipe.own ? (
          <OwnRecipeBar
            recipeId={view.recipe.id}
            title={view.recipe.title}
            shared={view.recipe.own.shared}
            onDeleted={() => {
              deleted.current = true;
              searchStore.getState().resetRecipes();
              void navigate(paths.recipeManager);
            }}
          />
        ) : null}
        <CookModeButton title={view.recipe.title} steps={view.steps} ingredients={view.ingredientLines} />
        <AddToPlanButton recipeId={view.recipe.id} title={view.recipe.title} servings={view.servings} />
      </>
    ),
    [navigate],
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
