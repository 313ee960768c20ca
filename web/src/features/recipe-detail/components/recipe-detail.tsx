import { useEffect, type ReactNode } from 'react';
import type { RecipeDetail as Recipe } from '@shared/recipe';
import { LoadFailedAction } from '@/components/load-failed-action';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRecipeView, type RecipeViewState } from '../hooks/use-recipe-view';
import { useRecipeDetailStore } from '../stores/recipe-detail-store';
import { LabelReasonsSection, ProfileWarning, type DietProfile } from './label-reasons';
import { RecipeFacts } from './recipe-facts';
import { RecipeHeader } from './recipe-header';
import { RecipeIngredients } from './recipe-ingredients';
import { RecipeInstructions } from './recipe-instructions';
import { RecipeLabels } from './recipe-labels';
import { RecipeNutrition } from './recipe-nutrition';
import { RecipePicture } from './recipe-picture';
import { RecipeSkeleton } from './recipe-skeleton';
import { RecipeDownload } from './recipe-download';
import { RecipeSource } from './recipe-source';

interface RecipeParts {
  /** Controls beside the title, e.g. the save toggle (composed by the route). */
  actions?: ReactNode;
  /** Tools that work on the recipe as shown (composed by the route). */
  tools?: (view: RecipeViewState) => ReactNode;
  /** Tools beside the servings stepper, working on the lines as shown (composed by the route). */
  ingredientTools?: (view: RecipeViewState) => ReactNode;
}

interface RecipeDetailProps extends RecipeParts {
  id: number;
  /** The logged-in user's saved allergens and diets: a recipe that breaks them says so at the top. */
  profile?: DietProfile | null;
}

export function RecipeDetail({ id, profile = null, ...parts }: RecipeDetailProps) {
  const detail = useRecipeDetailStore((state) => state.recipesDetails[id]);
  const status = useRecipeDetailStore((state) => (state.currentId === id ? state.status : 'idle'));
  const notFound = useRecipeDetailStore((state) => state.currentId === id && state.notFound);
  const fetchDetail = useRecipeDetailStore((state) => state.fetchDetail);

  // Fetches on arrival, and again when the store is reset while the page is open (the account's
  // state is cleared on logout, also from another tab): otherwise the page would wait for nothing.
  const resets = useRecipeDetailStore((state) => state.resets);
  useEffect(() => {
    void fetchDetail(id);
  }, [id, fetchDetail, resets]);

  useDocumentTitle(detail?.title ?? (status === 'failed' ? 'Recipe unavailable' : 'Recipe'));

  if (detail) return <RecipeView recipe={detail} profile={profile} {...parts} />;
  if (status === 'failed') {
    return (
      <div className="page page--narrow">
        <h1 className="page__title">{notFound ? 'Recipe not found' : 'Recipe unavailable'}</h1>
        <div className="message-card">
          <p>
            {notFound
              ? "We couldn't find this recipe. It may have been removed."
              : 'This recipe could not be loaded just now.'}
          </p>
          <LoadFailedAction
            notFound={notFound}
            to={paths.search}
            label="Search Recipes"
            onRetry={() => void fetchDetail(id)}
          />
        </div>
      </div>
    );
  }
  return <RecipeSkeleton />;
}

/** The recipe's sections in page order, all reading the one view of it as shown. */
function RecipeView({
  recipe,
  actions,
  tools,
  ingredientTools,
  profile,
}: RecipeParts & { recipe: Recipe; profile: DietProfile | null }) {
  const shown = useRecipeView(recipe);
  return (
    <article className="recipe">
      <RecipeHeader recipe={recipe} actions={actions} />
      {profile ? <ProfileWarning recipe={recipe} profile={profile} /> : null}
      {tools ? <div className="recipe__tools">{tools(shown.view)}</div> : null}
      <RecipePicture recipe={recipe} />
      <RecipeLabels recipe={recipe} />
      {recipe.summary ? <p className="recipe__summary">{recipe.summary}</p> : null}
      <RecipeFacts recipe={recipe} />
      <div className="recipe__body">
        <RecipeIngredients shown={shown} tools={ingredientTools} />
        <RecipeInstructions steps={shown.view.steps} />
      </div>
      <LabelReasonsSection recipe={recipe} />
      <RecipeNutrition nutrition={recipe.nutrition} />
      <RecipeSource recipe={recipe} />
      <RecipeDownload recipe={recipe} />
    </article>
  );
}
