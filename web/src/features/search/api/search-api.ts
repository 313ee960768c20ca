import type { SearchRequest, SearchResponse } from '@shared/api';
import type { PantryResponse } from '@shared/pantry';
import { apiRequest } from '@/lib/api-client';

/**
 * The filters of a search: the saved profile and the filter panel, diets and allergies as
 * comma-joined ids ('' when none), the panel's other choices when set.
 */
export interface SearchFilters {
  diet: string;
  allergy: string;
  cuisine?: string;
  type?: string;
  maxReadyTime?: number;
  /** Comma-joined free-from groups to leave out. */
  exclude?: string;
  sort?: 'time' | 'calories' | 'protein' | 'newest';
  /** Comma-joined ingredients at hand: the results use the most of them. */
  have?: string;
}

/** The call depends on which of diet and allergy are set; the panel's other filters go with any. */
export function searchCall(searchInput: string, filters: SearchFilters): { path: string; body: SearchRequest } {
  const { diet, allergy } = filters;
  const extra: Partial<SearchRequest> = {
    ...(filters.cuisine ? { cuisine: filters.cuisine } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.maxReadyTime ? { maxReadyTime: filters.maxReadyTime } : {}),
    ...(filters.exclude ? { excludeIngredients: filters.exclude } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.have ? { includeIngredients: filters.have, ranking: 'maximise-used' as const } : {}),
  };
  if (diet && allergy) return { path: '/search/diet&allergens', body: { searchInput, diet, allergy, ...extra } };
  if (diet) return { path: '/search/diet', body: { searchInput, diet, ...extra } };
  if (allergy) return { path: '/search/allergens', body: { searchInput, allergy, ...extra } };
  return { path: '/search/general', body: { searchInput, ...extra } };
}

export interface PageRequest {
  offset: number;
  number: number;
}

/** Results per page; the server's default and a full grid on every screen width. */
export const PAGE_SIZE = 24;

/** One page of a search; the first also asks for the filter panel's counts. */
export function postSearch(searchInput: string, filters: SearchFilters, page: PageRequest, signal?: AbortSignal) {
  const { path, body } = searchCall(searchInput, filters);
  const facets = page.offset === 0 ? { facets: true } : {};
  return apiRequest<SearchResponse>(path, {
    method: 'POST',
    // Every tile shows its ready-in time and diet, and warns of an allergen switched off.
    body: { ...body, ...page, ...facets, addRecipeInformation: true },
    // A logged-in cook also finds the recipes they added and keep private.
    auth: true,
    context: 'search',
    signal,
  });
}

/**
 * The account's pantry as words for the fridge search: items that are not staples first, each
 * group in the pantry's order (nearest best-before first), so what must be used soon leads.
 */
export async function getPantryWords(): Promise<string[]> {
  const { items } = await apiRequest<PantryResponse>('/pantry', { auth: true, context: 'saved' });
  return [...items.filter((item) => !item.alwaysHave), ...items.filter((item) => item.alwaysHave)].map(
    (item) => item.name,
  );
}
