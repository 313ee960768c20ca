import { Page } from '@/components/page';
import { isAllergyId } from '@shared/ids';
import { PlanTeaser } from '@/features/plan/components/plan-teaser';
import { OwnRecipesSection } from '@/features/own-recipes/components/own-recipes-list';
import { splitIds, usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { SavedRecipes } from '@/features/saved/components/saved-recipes';

export default function RecipeManagerRoute() {
  const savedAllergies = usePreferencesStore((state) => state.savedAllergies);
  const avoid = splitIds(savedAllergies).filter(isAllergyId);
  return (
    <Page heading="View saved recipes" documentTitle="Saved recipes">
      {/* The recipes the user added, then the ones they saved; logged out, only the login prompt shows. */}
      <OwnRecipesSection />
      <SavedRecipes avoid={avoid} />
      <PlanTeaser />
    </Page>
  );
}
