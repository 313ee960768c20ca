import type { RandomResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

export const postRandom = (signal?: AbortSignal) =>
  apiRequest<RandomResponse>('/search/random', { method: 'POST', context: 'search', signal });
