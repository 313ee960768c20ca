import type { FoodFacts, LinePatch, NewLine, ShoppingLine, ShoppingListResponse } from '@shared/shopping-list/types';
import { SHOPPING_LIMITS } from '@shared/shopping-list/types';
import type { ToPantryResponse } from '@shared/pantry';
import { apiRequest } from '@/lib/api-client';

// Failures are shown on the list itself (the store keeps the server's reason), so they are only
// logged here: context 'saved'.
const context = 'saved' as const;

export const getList = () => apiRequest<ShoppingListResponse>('/shopping-list', { auth: true, context });

/** Adds lines in batches the server accepts; stops at the first refusal, which is thrown. */
export async function postLines(lines: readonly NewLine[]): Promise<ShoppingLine[]> {
  const added: ShoppingLine[] = [];
  for (let start = 0; start < lines.length; start += SHOPPING_LIMITS.linesPerRequest) {
    const batch = lines.slice(start, start + SHOPPING_LIMITS.linesPerRequest);
    const answer = await apiRequest<ShoppingListResponse>('/shopping-list/lines', {
      method: 'POST',
      body: { lines: batch },
      auth: true,
      context,
    });
    added.push(...answer.lines);
  }
  return added;
}

export const patchLine = (id: string, patch: LinePatch) =>
  apiRequest<{ line: ShoppingLine }>(`/shopping-list/lines/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
    context,
  });

export const deleteLine = (id: string) =>
  apiRequest<unknown>(`/shopping-list/lines/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true, context });

export const deleteChecked = () =>
  apiRequest<{ removed: number }>('/shopping-list/checked', { method: 'DELETE', auth: true, context });

export const deleteRecipe = (recipeId: number) =>
  apiRequest<{ removed: number }>(`/shopping-list/recipes/${encodeURIComponent(recipeId)}`, {
    method: 'DELETE',
    auth: true,
    context,
  });

/** What the server's food knowledge says about lines kept in this browser. */
export const readLines = (texts: readonly string[]) =>
  apiRequest<{ lines: { text: string; food: FoodFacts }[] }>('/shopping-list/read', {
    method: 'POST',
    body: { lines: texts.map((text) => ({ text })) },
    context,
  });

/** "Bought: put in the pantry": every checked line of the account's list. */
export const postToPantry = () =>
  apiRequest<ToPantryResponse>('/shopping-list/to-pantry', { method: 'POST', body: {}, auth: true, context });

/** Undoing "put in the pantry": the item a line became goes again. */
export const deletePantryItem = (id: string) =>
  apiRequest<unknown>(`/pantry/items/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true, context });
