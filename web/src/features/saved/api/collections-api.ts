import type { SavedCollection, SavedCollectionsResponse, SavedEntriesResponse, SavedNote } from '@shared/collections';
import { savedRequest } from '@/lib/api-client';

// Like the other saved calls, failures are only logged by the client; the stores show their reason inline.
const id = (value: number) => encodeURIComponent(value);

export const getEntries = () => savedRequest<SavedEntriesResponse>('/entries');

export const getCollections = () => savedRequest<SavedCollectionsResponse>('/collections');

export const postCollection = (name: string) => savedRequest<SavedCollection>('/collections', 'POST', { name });

export const patchCollection = (collectionId: number, name: string) =>
  savedRequest<SavedCollection>(`/collections/${id(collectionId)}`, 'PATCH', { name });

export const deleteCollection = (collectionId: number) =>
  savedRequest<unknown>(`/collections/${id(collectionId)}`, 'DELETE');

/** Saves the recipe too when it is not saved yet. */
export const putMember = (collectionId: number, recipeId: number) =>
  savedRequest<unknown>(`/collections/${id(collectionId)}/recipes/${id(recipeId)}`, 'PUT');

export const deleteMember = (collectionId: number, recipeId: number) =>
  savedRequest<unknown>(`/collections/${id(collectionId)}/recipes/${id(recipeId)}`, 'DELETE');

export const getNote = (recipeId: number) => savedRequest<SavedNote>(`/notes/${id(recipeId)}`);

export const putNote = (recipeId: number, note: string) =>
  savedRequest<SavedNote>(`/notes/${id(recipeId)}`, 'PUT', { note });
