import type { SavedCollection, SavedCollectionsResponse, SavedEntriesResponse, SavedNote } from '@shared/collections';
import { apiRequest } from '@/lib/api-client';

// Like the other saved calls, failures are only logged by the client; the stores show their reason inline.
const saved = { auth: true, context: 'saved' } as const;
const id = (value: number) => encodeURIComponent(value);

export const getEntries = () => apiRequest<SavedEntriesResponse>('/saved/entries', saved);

export const getCollections = () => apiRequest<SavedCollectionsResponse>('/saved/collections', saved);

export const postCollection = (name: string) =>
  apiRequest<SavedCollection>('/saved/collections', { ...saved, method: 'POST', body: { name } });

export const patchCollection = (collectionId: number, name: string) =>
  apiRequest<SavedCollection>(`/saved/collections/${id(collectionId)}`, { ...saved, method: 'PATCH', body: { name } });

export const deleteCollection = (collectionId: number) =>
  apiRequest<unknown>(`/saved/collections/${id(collectionId)}`, { ...saved, method: 'DELETE' });

/** Saves the recipe too when it is not saved yet. */
export const putMember = (collectionId: number, recipeId: number) =>
  apiRequest<unknown>(`/saved/collections/${id(collectionId)}/recipes/${id(recipeId)}`, { ...saved, method: 'PUT' });

export const deleteMember = (collectionId: number, recipeId: number) =>
  apiRequest<unknown>(`/saved/collections/${id(collectionId)}/recipes/${id(recipeId)}`, {
    ...saved,
    method: 'DELETE',
  });

export const getNote = (recipeId: number) => apiRequest<SavedNote>(`/saved/notes/${id(recipeId)}`, saved);

export const putNote = (recipeId: number, note: string) =>
  apiRequest<SavedNote>(`/saved/notes/${id(recipeId)}`, { ...saved, method: 'PUT', body: { note } });
