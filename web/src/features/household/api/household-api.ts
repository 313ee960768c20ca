import type { Household, HouseholdInvite, NewInvite } from '@shared/household';
import { apiRequest } from '@/lib/api-client';

// Refusals are shown on the household screen itself (the store keeps the server's reason), so only logged here.
const context = 'saved' as const;
const call = <T>(path: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET', body?: unknown) =>
  apiRequest<T>(`/household${path}`, { method, body, auth: true, context });

export const getHousehold = () => call<Household>('');
export const createHousehold = (name: string) => call<Household>('', 'POST', { name });
export const renameHousehold = (name: string) => call<Household>('', 'PATCH', { name });
export const joinHousehold = (code: string) => call<Household>('/join', 'POST', { code });
export const createInvite = (singleUse: boolean) => call<NewInvite>('/invites', 'POST', { singleUse });
export const listInvites = () => call<{ invites: HouseholdInvite[] }>('/invites');
export const revokeInvite = (id: string) => call<{ status: 1 }>(`/invites/${encodeURIComponent(id)}`, 'DELETE');
export const removeMember = (userId: number) => call<{ status: 1 }>(`/members/${userId}`, 'DELETE');
export const setDisplayName = (userId: number, displayName: string) =>
  call<Household>(`/members/${userId}`, 'PATCH', { displayName });
export const handOver = (userId: number) => call<Household>('/owner', 'POST', { userId });
