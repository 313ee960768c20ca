import type { SavedAllergiesResponse, SavedDietResponse } from '@shared/api';
import type { AllergyId, DietId } from '@shared/ids';
import { savedRequest } from '@/lib/api-client';

// Diet and allergy failures are only logged, never shown. The calls carry the token: they are for
// logged-in users only.
export const getSavedDiet = () => savedRequest<SavedDietResponse>('/diet');

export const postSavedDiet = (dietId: DietId) => savedRequest<unknown>('/diet', 'POST', { dietId });

/** `rowId` is the saved row's id (savedDietResults / results[].id), not the diet id. */
export const deleteSavedDiet = (rowId: number) => savedRequest<unknown>(`/diet/${encodeURIComponent(rowId)}`, 'DELETE');

export const getSavedAllergies = () => savedRequest<SavedAllergiesResponse>('/allergies');

export const postSavedAllergy = (allergyId: AllergyId) => savedRequest<unknown>('/allergies', 'POST', { allergyId });

export const deleteSavedAllergy = (allergyId: AllergyId) =>
  savedRequest<unknown>(`/allergies/${encodeURIComponent(allergyId)}`, 'DELETE');
