import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, ListIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { NO_PROFILE } from '@/features/random/api/random-api';
import { RandomRecipes } from '@/features/random/components/random-recipes';
import { useHasToken } from '@/lib/token';

export default function HomeRoute() {
  const hasToken = useHasToken();
  const savedAllergies = usePreferencesStore((state) => state.savedAllergies);
  const savedDiet = usePreferencesStore((state) => state.savedDiet);
  const profileKnown = usePreferencesStore((state) => state.profileKnown);
  // A logged-in visitor's recipes wait for the saved profile; anonymous visitors see any recipe.
  const profile = useMemo(
    () => (!hasToken ? NO_PROFILE : profileKnown ? { allergy: savedAllergies, diet: savedDiet } : null),
    [hasToken, profileKnown, savedAllergies, savedDiet],
  );
  return (
    <Page
      heading="Try something new!"
      documentTitle="Home"
      lead="A handful of ideas for today. Not feeling it? Refresh."
    >
      <RandomRecipes profile={profile} />
      <Link to={paths.shoppingList} className="teaser">
        <ListIcon />
        <span className="teaser__text">
          <strong>Shopping list generator</strong>
          <span>Turn recipes into one shopping list, grouped by aisle.</span>
        </span>
        <ChevronRightIcon />
      </Link>
    </Page>
  );
}
