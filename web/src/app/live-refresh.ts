import type { LiveEvent } from '@shared/live';
import { householdStore } from '@/features/household/stores/household-store';
import { pantryStore } from '@/features/pantry/stores/pantry-store';
import { planStore } from '@/features/plan/stores/plan-store';
import { shoppingListStore } from '@/features/shopping-list/stores/shopping-list-store';
import { connectLive } from '@/lib/live';

/** A store that reads again only once its screen has loaded it (its load is quiet then). */
const reload = (store: { getState: () => { status: string; load: () => Promise<void> } }) => () =>
  store.getState().status === 'succeeded' ? store.getState().load() : Promise.resolve();

/** What each kind of change makes the open screens read again; a screen not opened yet reads it when it opens. */
const REFRESH: Record<Exclude<LiveEvent['kind'], 'ready'>, (() => Promise<void>)[]> = {
  list: [() => shoppingListStore.getState().refresh()],
  plan: [() => planStore.getState().refresh()],
  // The list marks what the pantry covers: a pantry change may change those marks.
  pantry: [reload(pantryStore), () => shoppingListStore.getState().refresh()],
  household: [
    reload(householdStore),
    () => shoppingListStore.getState().refresh(),
    () => planStore.getState().refresh(),
    reload(pantryStore),
  ],
};

/**
 * Keeps the screens in step with the other members' changes. Every `ready`, the first one too,
 * reads again what the open screens show: a change made between a screen's first read and the
 * stream's opening would otherwise never reach it.
 */
export function startLive(token: string): () => void {
  return connectLive(token, ({ kind }) => {
    for (const refresh of REFRESH[kind === 'ready' ? 'household' : kind]) void refresh();
  });
}
