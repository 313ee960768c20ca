import { PLAN_STORAGE_KEY } from './stores/plan-storage-key';

/**
 * At login, a plan made on this device joins the account's even if the plan page is never
 * opened: the plan's code loads only when there is such a plan.
 */
export function joinPlanAtLogin(): void {
  try {
    if (!globalThis.localStorage?.getItem(PLAN_STORAGE_KEY)) return;
  } catch {
    return;
  }
  void import('./stores/plan-source').then(({ joinDevicePlan }) => joinDevicePlan());
}
