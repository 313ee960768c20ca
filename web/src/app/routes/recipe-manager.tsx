import { Link } from 'react-router';
import { CalendarIcon, ChevronRightIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { isAllergyId } from '@shared/ids';
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
      <Link to={paths.plan} className="teaser">
        <CalendarIcon />
        <span className="teaser__text">
          <strong>Meal plan</strong>
          <span>Plan the week's meals, and shop for them in one go.</span>
        </span>
        <ChevronRightIcon />
      </Link>
    </Page>
  );
}
