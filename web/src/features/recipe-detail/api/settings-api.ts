import type { SavedSettings } from '@shared/settings';
import { apiRequest } from '@/lib/api-client';

// The account's settings; a failure is only logged (context 'saved'): the device's choice still holds.
export const getSettings = () => apiRequest<SavedSettings>('/saved/settings', { auth: true, context: 'saved' });

export const putSettings = (settings: SavedSettings) =>
  apiRequest<SavedSettings>('/saved/settings', { method: 'PUT', body: settings, auth: true, context: 'saved' });
