import type { RandomResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

/** Random recipes; `allergy` (comma-joined ids) leaves out every recipe holding one of them. */
export const postRandom = (signal?: AbortSignal, allergy = '') =>
  apiRequest<RandomResponse>('/search/random', {
    method: 'POST',
    ...(allergy ? { body: { allergy } } : {}),
    context: 'search',
    signal,
  });
