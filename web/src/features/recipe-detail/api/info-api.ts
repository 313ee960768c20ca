import type { InfoResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

/** No token header on this call: recipe details are public. */
export const postInfo = (id: number, signal?: AbortSignal) =>
  apiRequest<InfoResponse>('/search/info', { method: 'POST', body: { id }, context: 'detail', signal });
