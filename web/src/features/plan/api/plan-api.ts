import type {
  CookedResponse,
  PlanToListResponse,
  UncookedResponse,
  CopyResponse,
  NewPlanEntry,
  PlanEntry,
  PlanEntryPatch,
  PlanResponse,
  ProposeRequest,
  ProposeResponse,
} from '@shared/plan';
import type { SearchResponse } from '@shared/api';
import type { RecipeSummary } from '@shared/recipe';
import { apiRequest } from '@/lib/api-client';

// Failures are shown on the plan itself (the store keeps the server's reason), so only logged here.
const context = 'saved' as const;

export const getPlan = (from: string, to: string) =>
  apiRequest<PlanResponse>(`/plan?from=${from}&to=${to}`, { auth: true, context });

export const postEntry = (entry: NewPlanEntry) =>
  apiRequest<PlanEntry>('/plan/entries', { method: 'POST', body: entry, auth: true, context });

/** `listed`: how many lines this entry added to the shopping list are still there. */
export const deleteEntry = (id: number) =>
  apiRequest<{ status: 1; listed?: number }>(`/plan/entries/${id}`, { method: 'DELETE', auth: true, context });

export const propose = (request: ProposeRequest) =>
  apiRequest<ProposeResponse>('/plan/propose', { method: 'POST', body: request, auth: true, context });

/** Adds the range's recipes to the list, leaving off what the pantry covers unless `skipCovered` is false. */
export const addToShoppingList = (from: string, to: string, skipCovered = true) =>
  apiRequest<PlanToListResponse>('/plan/shopping-list', {
    method: 'POST',
    body: { from, to, skipCovered },
    auth: true,
    context,
  });

/** Marks an entry cooked: what it used leaves the pantry. */
export const cookEntry = (id: number) =>
  apiRequest<CookedResponse>(`/plan/entries/${id}/cooked`, { method: 'POST', auth: true, context });

/** Undoes "Cooked": the items it took go back into the pantry. */
export const uncookEntry = (id: number) =>
  apiRequest<UncookedResponse>(`/plan/entries/${id}/cooked`, { method: 'DELETE', auth: true, context });

export const patchEntry = (id: number, patch: PlanEntryPatch) =>
  apiRequest<PlanEntry>(`/plan/entries/${id}`, { method: 'PATCH', body: patch, auth: true, context });

/** Removes every entry of the range; answers how many went. */
export const clearRange = (from: string, to: string) =>
  apiRequest<{ removed: number }>(`/plan/entries?from=${from}&to=${to}`, { method: 'DELETE', auth: true, context });

/** Copies the range's entries to the days starting at `toFrom`. */
export const copyRange = (from: string, to: string, toFrom: string) =>
  apiRequest<CopyResponse>('/plan/copy', { method: 'POST', body: { from, to, toFrom }, auth: true, context });

/** A new private calendar address (the old one stops working); shown once. */
export const createCalendar = () =>
  apiRequest<{ path: string }>('/plan/calendar', { method: 'POST', auth: true, context });

export const revokeCalendar = () =>
  apiRequest<{ revoked: boolean }>('/plan/calendar', { method: 'DELETE', auth: true, context });

/** Takes off the shopping list the lines one removed entry added (never a line written or edited by hand). */
export const removeEntryLines = (id: number) =>
  apiRequest<{ removed: number }>(`/plan/entries/${id}/shopping-list`, { method: 'DELETE', auth: true, context });

/** Recipes whose words match `searchInput`, the first `number` of them, for adding one to the plan. */
export const findRecipes = (searchInput: string, number: number) =>
  apiRequest<SearchResponse>('/search/general', { method: 'POST', body: { searchInput, number }, context }).then(
    (answer) => answer.results as RecipeSummary[],
  );
