import type {
  FileImportRequest,
  FileImportResponse,
  ImportPreviewRequest,
  ImportPreviewResponse,
  OwnRecipe,
  OwnRecipesResponse,
  SaveOwnRecipeRequest,
} from '@shared/own-recipes';
import { apiRequest } from '@/lib/api-client';

// A user's own recipes: every call carries the token. Failures are shown on the form or list
// that made the call (the stores keep the server's reason), so they are only logged here.
const context = 'saved' as const;
const recipePath = (id: number) => `/recipes/${encodeURIComponent(id)}`;

/** Reads a link (fetched by the server, which may take a few seconds) or pasted text. */
export const postPreview = (request: ImportPreviewRequest, signal?: AbortSignal) =>
  apiRequest<ImportPreviewResponse>('/recipes/import/preview', {
    method: 'POST',
    body: request,
    auth: true,
    context,
    signal,
  });

export const postOwnRecipe = (request: SaveOwnRecipeRequest) =>
  apiRequest<OwnRecipe>('/recipes', { method: 'POST', body: request, auth: true, context });

export const getOwnRecipes = () => apiRequest<OwnRecipesResponse>('/recipes/mine', { auth: true, context });

export const getOwnRecipe = (id: number, signal?: AbortSignal) =>
  apiRequest<OwnRecipe>(recipePath(id), { auth: true, context, signal });

export const putOwnRecipe = (id: number, request: SaveOwnRecipeRequest) =>
  apiRequest<OwnRecipe>(recipePath(id), { method: 'PUT', body: request, auth: true, context });

export const deleteOwnRecipe = (id: number) =>
  apiRequest<{ status: 1 }>(recipePath(id), { method: 'DELETE', auth: true, context });

/** One batch of files, read as text by the browser (see lib/files for the batching). */
export const postFiles = (request: FileImportRequest) =>
  apiRequest<FileImportResponse>('/recipes/import/files', { method: 'POST', body: request, auth: true, context });

/** Another recipe app's whole export, sent as the file itself. */
export const postAppExport = (file: Blob, name: string, shared: boolean) =>
  apiRequest<FileImportResponse>(
    `/recipes/import/app-export?name=${encodeURIComponent(name)}${shared ? '&shared=true' : ''}`,
    { method: 'POST', file, auth: true, context },
  );
