import { useNavigate } from 'react-router';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { AddRecipe } from '@/features/own-recipes/components/add-recipe';
import { searchStore } from '@/features/search/stores/search-store';

export default function AddRecipeRoute() {
  const navigate = useNavigate();
  const loggedIn = useLoginRequired();
  return (
    <Page
      heading="Add a recipe"
      documentTitle="Add a recipe"
      lead="From a recipe page’s link, by pasting it, or from files. Your recipes are private unless you share them."
    >
      {loggedIn ? (
        <AddRecipe
          onSaved={(id) => {
            // Results shown before may now miss the new recipe: the next search asks again.
            searchStore.getState().resetRecipes();
            void navigate(paths.recipe(id));
          }}
        />
      ) : (
        <LoginRequired />
      )}
    </Page>
  );
}
