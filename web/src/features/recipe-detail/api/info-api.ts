import type { InfoResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

/**
 * Recipe details are public, except a user's private recipe, which only its owner may read: the
 * token goes along when one is stored (and the answer then says whether the user owns it). A
 * visitor sends none; a stale token is read by the server as none on this call, so it never
 * answers 401 here and the client never forgets the token because of a recipe page.
 */
export const postInfo = (id: number, signal?: AbortSignal) =>
  apiRequest<InfoResponse>('/search/info', { method: 'POST', body: { id }, auth: true, context: 'detail', signal });
