import type { StatusOk } from '@shared/api';
import type { ApiTokenScope, ApiTokensResponse, NewApiToken } from '@shared/api-tokens';
import { apiRequest } from '@/lib/api-client';

export const getTokens = () => apiRequest<ApiTokensResponse>('/account/tokens', { auth: true, context: 'account' });

export const postToken = (name: string, scope: ApiTokenScope) =>
  apiRequest<NewApiToken>('/account/tokens', { method: 'POST', body: { name, scope }, auth: true, context: 'account' });

export const deleteToken = (id: number) =>
  apiRequest<StatusOk>(`/account/tokens/${id}`, { method: 'DELETE', auth: true, context: 'account' });
