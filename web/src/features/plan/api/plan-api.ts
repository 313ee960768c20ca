import type {
  NewPlanEntry,
  PlanEntry,
  PlanEntryPatch,
  PlanResponse,
  ProposeRequest,
  ProposeResponse,
} from '@shared/plan';
import { apiRequest } from '@/lib/api-client';

// Failures are shown on the plan itself (the store keeps the server's reason), so only logged here.
const context = 'saved' as const;

export const getPlan = (from: string, to: string) =>
  apiRequest<PlanResponse>(`/plan?from=${from}&to=${to}`, { auth: true, context });

export const postEntry = (entry: NewPlanEntry) =>
  apiRequest<PlanEntry>('/plan/entries', { method: 'POST', body: entry, auth: true, context });

export const deleteEntry = (id: number) =>
  apiRequest<unknown>(`/plan/entries/${id}`, { method: 'DELETE', auth: true, context });

export const propose = (request: ProposeRequest) =>
  apiRequest<ProposeResponse>('/plan/propose', { method: 'POST', body: request, auth: true, context });

export const addToShoppingList = (from: string, to: string) =>
  apiRequest<{ added: number }>('/plan/shopping-list', { method: 'POST', body: { from, to }, auth: true, context });

export const patchEntry = (id: number, patch: PlanEntryPatch) =>
  apiRequest<PlanEntry>(`/plan/entries/${id}`, { method: 'PATCH', body: patch, auth: true, context });
