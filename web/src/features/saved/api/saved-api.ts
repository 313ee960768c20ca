import type { BulkResponse, SavedRecipesResponse } from '@shared/api';
import { apiRequest, savedRequest } from '@/lib/api-client';

// Saved-recipe failures are only logged, never shown.
export const getSavedRecipes = () => savedRequest<SavedRecipesResponse>('/recipes');

export const postSavedRecipe = (recipeId: number) => savedRequest<unknown>('/recipes', 'POST', { recipeId });

export const deleteSavedRecipe = (recipeId: number) =>
  savedRequest<unknown>(`/recipes/${encodeURIComponent(recipeId)}`, 'DELETE');

/** The server takes at most 100 ids per bulk call. */
export const BULK_LIMIT = 100;

/** Summaries of the given recipes, in order, fetched in batches the server accepts. */
export async function postBulk(ids: readonly number[]): Promise<BulkResponse> {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += BULK_LIMIT) batches.push(ids.slice(start, start + BULK_LIMIT));
  const results = await Promise.all(
    batches.map((batch) =>
      // With the token: a saved recipe may be one of the user's own private ones.
      apiRequest<BulkResponse>('/search/bulk', {
        method: 'POST',
        body: { ids: batch.join(',') },
        auth: true,
        context: 'saved',
      }),
    ),
  );
  return results.flat();
}
