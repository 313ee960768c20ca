import { useNavigate, useParams } from 'react-router';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { Page } from '@/components/page';
import { paths, recipeIdOf } from '@/config/paths';
import { EditOwnRecipe } from '@/features/own-recipes/components/edit-own-recipe';
import { useOwnRecipesStore } from '@/features/own-recipes/stores/own-recipes-store';
import { recipeDetailStore } from '@/features/recipe-detail/stores/recipe-detail-store';
import { searchStore } from '@/features/search/stores/search-store';
import NotFoundRoute from './not-found';

/** A recipe changed or went: its page and search results shown before would be stale. */
function forgetShownRecipes(): void {
  recipeDetailStore.getState().reset();
  searchStore.getState().resetRecipes();
}

export default function EditRecipeRoute() {
  const recipeId = recipeIdOf(useParams().id);
  const navigate = useNavigate();
  const loggedIn = useLoginRequired();
  const title = useOwnRecipesStore((state) =>
    state.editing !== null && state.editing.id === recipeId ? state.editing.recipe.title : null,
  );
  if (recipeId === null) return <NotFoundRoute />;
  return (
    <Page heading="Edit recipe" documentTitle={title ? `Edit ${title}` : 'Edit recipe'}>
      {loggedIn ? (
        <EditOwnRecipe
          key={recipeId}
          id={recipeId}
          onSaved={(id) => {
            void navigate(paths.recipe(id));
            forgetShownRecipes();
          }}
          onDeleted={() => {
            void navigate(paths.recipeManager);
            forgetShownRecipes();
          }}
        />
      ) : (
        <LoginRequired />
      )}
    </Page>
  );
}
