import { Page } from '@/components/page';
import { usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { ActiveFilters } from '@/features/search/components/active-filters';
import { QueryChips } from '@/features/search/components/query-chips';
import { SearchBar } from '@/features/search/components/search-bar';
import { SearchResults } from '@/features/search/components/search-results';
import { useHasToken } from '@/lib/token';

export default function SearchRoute() {
  const hasToken = useHasToken();
  const savedDiet = usePreferencesStore((state) => state.savedDiet);
  const savedAllergies = usePreferencesStore((state) => state.savedAllergies);
  // The saved profile picks the search call; anonymous visitors search without filters.
  const filters = hasToken ? { diet: savedDiet, allergy: savedAllergies } : { diet: '', allergy: '' };
  return (
    <Page heading="Find your next meal!" documentTitle="Search">
      <SearchBar filters={filters} />
      <ActiveFilters filters={filters} />
      <QueryChips filters={filters} />
      <SearchResults filters={filters} />
    </Page>
  );
}
