import type { SearchRequest, SearchResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

/** The saved profile, as comma-joined ids ('' when none). */
export interface SearchFilters {
  diet: string;
  allergy: string;
}

/** The call depends on which of diet and allergy are set. */
export function searchCall(
  searchInput: string,
  { diet, allergy }: SearchFilters,
): { path: string; body: SearchRequest } {
  if (diet && allergy) return { path: '/search/diet&allergens', body: { searchInput, diet, allergy } };
  if (diet) return { path: '/search/diet', body: { searchInput, diet } };
  if (allergy) return { path: '/search/allergens', body: { searchInput, allergy } };
  return { path: '/search/general', body: { searchInput } };
}

export interface PageRequest {
  offset: number;
  number: number;
}

/** Results per page; the server's default and a full grid on every screen width. */
export const PAGE_SIZE = 24;

export function postSearch(searchInput: string, filters: SearchFilters, page: PageRequest, signal?: AbortSignal) {
  const { path, body } = searchCall(searchInput, filters);
  return apiRequest<SearchResponse>(path, { method: 'POST', body: { ...body, ...page }, context: 'search', signal });
}
