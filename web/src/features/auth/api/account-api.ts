import type { AccountDetails, LoginOk, StatusOk } from '@shared/api';
import type { AccountSessionsResponse, SessionsEnded } from '@shared/sessions';
import type { Credentials } from '@shared/validation';
import { apiRequest } from '@/lib/api-client';

export const postLogin = (credentials: Credentials) =>
  apiRequest<LoginOk>('/account/login', { method: 'POST', body: credentials, context: 'login' });

export const postRegister = (credentials: Credentials) =>
  apiRequest<StatusOk>('/account/register', { method: 'POST', body: credentials, context: 'register' });

export const deleteLogout = () =>
  apiRequest<StatusOk>('/account/logout', { method: 'DELETE', auth: true, context: 'logout' });

export const deleteAccount = () =>
  apiRequest<StatusOk>('/account/delete', { method: 'DELETE', auth: true, context: 'delete' });

export const getAccountDetails = () =>
  apiRequest<AccountDetails>('/account/details', { auth: true, context: 'account' });

export const getSessions = () =>
  apiRequest<AccountSessionsResponse>('/account/sessions', { auth: true, context: 'account' });

export const deleteSession = (id: string) =>
  apiRequest<StatusOk>(`/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    context: 'account',
  });

/** Ends every session of the account, or every one but this device's. */
export const deleteSessions = ({ exceptCurrent }: { exceptCurrent: boolean }) =>
  apiRequest<SessionsEnded>(`/account/sessions${exceptCurrent ? '?except=current' : ''}`, {
    method: 'DELETE',
    auth: true,
    context: 'logout',
  });
