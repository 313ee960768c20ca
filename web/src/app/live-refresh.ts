import type { LiveEvent } from '@shared/live';
import { householdStore } from '@/features/household/stores/household-store';
import { planStore } from '@/features/plan/stores/plan-store';
import { shoppingListStore } from '@/features/shopping-list/stores/shopping-list-store';
import { connectLive } from '@/lib/live';

/** What each kind of change makes the open screens read again; a screen not opened yet reads it when it opens. */
const REFRESH: Record<Exclude<LiveEvent['kind'], 'ready'>, (() => Promise<void>)[]> = {
  list: [() => shoppingListStore.getState().refresh()],
  plan: [() => planStore.getState().refresh()],
  pantry: [],
  household: [
    () => (householdStore.getState().status === 'succeeded' ? householdStore.getState().load() : Promise.resolve()),
    () => shoppingListStore.getState().refresh(),
    () => planStore.getState().refresh(),
  ],
};

/**
 * Keeps the screens in step with the other members' changes. The first `ready` comes as the pages
 * load what they show anyway; a later one follows a lost connection, when anything may have changed.
 */
export function startLive(token: string): () => void {
  let connected = false;
  return connectLive(token, ({ kind }) => {
    if (kind === 'ready' && !connected) {
      connected = true;
      return;
    }
    for (const refresh of REFRESH[kind === 'ready' ? 'household' : kind]) void refresh();
  });
}
