import type { RandomResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

/** The saved profile random recipes are drawn for: comma-joined allergy and diet ids. */
export interface RandomProfile {
  allergy: string;
  diet: string;
}

export const NO_PROFILE: RandomProfile = { allergy: '', diet: '' };

/**
 * Random recipes; `allergy` leaves out every recipe holding one of them, `diet` keeps only
 * recipes labelled with every one of them.
 */
export const postRandom = (signal?: AbortSignal, { allergy, diet }: RandomProfile = NO_PROFILE) => {
  const body = { ...(allergy ? { allergy } : {}), ...(diet ? { diet } : {}) };
  return apiRequest<RandomResponse>('/search/random', {
    method: 'POST',
    ...(allergy || diet ? { body } : {}),
    context: 'search',
    signal,
  });
};
