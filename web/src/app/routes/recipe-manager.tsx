import { Page } from '@/components/page';
import { SavedRecipes } from '@/features/saved/components/saved-recipes';

export default function RecipeManagerRoute() {
  return (
    <Page heading="View saved recipes" documentTitle="Saved recipes">
      <SavedRecipes />
    </Page>
  );
}
