import type { AccountDetails, LoginOk, StatusOk } from '@shared/api';
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
