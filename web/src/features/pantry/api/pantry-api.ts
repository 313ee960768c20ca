import type { NewPantryItem, PantryAddResponse, PantryItem, PantryPatch, PantryResponse } from '@shared/pantry';
import { apiRequest } from '@/lib/api-client';

// Refusals are shown on the pantry page itself (the store keeps the server's reason), so only logged here.
const context = 'saved' as const;
const call = <T>(path: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET', body?: unknown) =>
  apiRequest<T>(`/pantry${path}`, { method, body, auth: true, context });

export const getPantry = () => call<PantryResponse>('');
export const addItems = (items: NewPantryItem[]) => call<PantryAddResponse>('/items', 'POST', { items });
export const changeItem = (id: string, patch: PantryPatch) =>
  call<PantryItem>(`/items/${encodeURIComponent(id)}`, 'PATCH', patch);
export const removeItem = (id: string) => call<{ status: 1 }>(`/items/${encodeURIComponent(id)}`, 'DELETE');
