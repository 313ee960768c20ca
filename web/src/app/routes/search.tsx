import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DIET_LABELS, FREE_FROM_LABELS, isAllergyId, type AllergyId } from '@shared/ids';
import { Page } from '@/components/page';
import { usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import type { SearchFilters } from '@/features/search/api/search-api';
import { ActiveFilters } from '@/features/search/components/active-filters';
import { FilterPanel } from '@/features/search/components/filter-panel';
import { QueryChips } from '@/features/search/components/query-chips';
import { SearchBar } from '@/features/search/components/search-bar';
import { SearchResults } from '@/features/search/components/search-results';
import { haveList, panelFromParams, paramsOf, type PanelFilters } from '@/features/search/lib/panel';
import { useSearchStore } from '@/features/search/stores/search-store';
import { useHasToken } from '@/lib/token';

const ids = (list: string) => list.split(',').filter(Boolean);

/** The saved profile and the panel together, as the search call takes them. */
function searchFilters(profile: { diet: string; allergy: string }, panel: PanelFilters): SearchFilters {
  return {
    diet: [...new Set([...ids(profile.diet), ...(panel.diet ? [panel.diet] : [])])].join(','),
    allergy: profile.allergy,
    ...(panel.cuisine ? { cuisine: panel.cuisine } : {}),
    ...(panel.type ? { type: panel.type } : {}),
    ...(panel.maxReadyTime ? { maxReadyTime: panel.maxReadyTime } : {}),
    ...(panel.free.length > 0 ? { exclude: panel.free.join(',') } : {}),
    ...(panel.sort ? { sort: panel.sort } : {}),
    ...(panel.have ? { have: haveList(panel.have).join(',') } : {}),
  };
}

/** The panel's choices in words, for the page that found nothing. */
function panelWords(panel: PanelFilters): string {
  return [
    panel.diet ? DIET_LABELS[panel.diet].name : '',
    ...panel.free.map((group) => FREE_FROM_LABELS[group]),
    panel.cuisine,
    panel.type,
    panel.maxReadyTime ? `${panel.maxReadyTime} minutes or less` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export default function SearchRoute() {
  const hasToken = useHasToken();
  const savedDiet = usePreferencesStore((state) => state.savedDiet);
  const savedAllergies = usePreferencesStore((state) => state.savedAllergies);
  const { searchInput, replaceText, facets } = useSearchStore('searchInput', 'replaceText', 'facets');
  const [params, setParams] = useSearchParams();
  // The text and the panel live in the page address, so back, forward, reload and sharing work.
  const panel = panelFromParams(params);
  const urlText = params.get('q') ?? '';
  const storeText = searchInput.trim();
  // The saved profile applies, less what the cook switched off for this search; anonymous
  // visitors have the panel alone.
  const saved = hasToken ? { diet: savedDiet, allergy: savedAllergies } : { diet: '', allergy: '' };
  const kept = (list: string) =>
    ids(list)
      .filter((id) => !panel.off.includes(id))
      .join(',');
  const profile = { diet: kept(saved.diet), allergy: kept(saved.allergy) };
  const filters = searchFilters(profile, panel);
  // A saved allergen switched off is still marked on every result that holds it.
  const warnAbout = ids(saved.allergy).filter((id): id is AllergyId => isAllergyId(id) && panel.off.includes(id));
  const mounted = useRef(false);

  // The address changed (back, forward, a shared link): search its text.
  const adoptAddress = useEffectEvent(() => {
    if (mounted.current && urlText !== storeText) void replaceText(urlText, filters);
  });
  // The text changed: write it into the address. On arrival, a text in the address wins.
  const writeAddress = useEffectEvent(() => {
    if (!mounted.current) {
      mounted.current = true;
      if (urlText && urlText !== storeText) {
        void replaceText(urlText, filters);
        return;
      }
    }
    if (urlText !== storeText) setParams(paramsOf(storeText, panel), { replace: true });
  });
  useEffect(() => adoptAddress(), [urlText]);
  useEffect(() => writeAddress(), [storeText]);

  return (
    <Page heading="Find your next meal!" documentTitle="Search">
      <SearchBar filters={filters} />
      <ActiveFilters
        filters={saved}
        off={panel.off}
        onToggle={(id, on) =>
          setParams(paramsOf(storeText, { ...panel, off: on ? panel.off.filter((x) => x !== id) : [...panel.off, id] }))
        }
      />
      <div className="search-layout">
        <FilterPanel value={panel} facets={facets} onChange={(next) => setParams(paramsOf(storeText, next))} />
        <div className="search-layout__results">
          <QueryChips filters={filters} />
          <SearchResults filters={filters} emptyHint={panelWords(panel)} warnAbout={warnAbout} />
        </div>
      </div>
    </Page>
  );
}
