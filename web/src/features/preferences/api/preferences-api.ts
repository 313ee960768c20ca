import type { SavedAllergiesResponse, SavedDietResponse } from '@shared/api';
import type { AllergyId, DietId } from '@shared/ids';
import { apiRequest } from '@/lib/api-client';

// Diet and allergy failures are only logged, never shown: context 'saved'. The diet calls carry the
// token too: they are for logged-in users only.
export const getSavedDiet = () => apiRequest<SavedDietResponse>('/saved/diet', { auth: true, context: 'saved' });

export const postSavedDiet = (dietId: DietId) =>
  apiRequest<unknown>('/saved/diet', { method: 'POST', body: { dietId }, auth: true, context: 'saved' });

/** `rowId` is the saved row's id (savedDietResults / results[].id), not the diet id. */
export const deleteSavedDiet = (rowId: number) =>
  apiRequest<unknown>(`/saved/diet/${encodeURIComponent(rowId)}`, { method: 'DELETE', auth: true, context: 'saved' });

export const getSavedAllergies = () =>
  apiRequest<SavedAllergiesResponse>('/saved/allergies', { auth: true, context: 'saved' });

export const postSavedAllergy = (allergyId: AllergyId) =>
  apiRequest<unknown>('/saved/allergies', { method: 'POST', body: { allergyId }, auth: true, context: 'saved' });

export const deleteSavedAllergy = (allergyId: AllergyId) =>
  apiRequest<unknown>(`/saved/allergies/${encodeURIComponent(allergyId)}`, {
    method: 'DELETE',
    auth: true,
    context: 'saved',
  });
