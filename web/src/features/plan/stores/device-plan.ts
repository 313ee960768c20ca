import {
  newPlanEntrySchema,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  planEntryPatchSchema,
  type NewPlanEntry,
  type PlanEntry,
  type PlanEntryPatch,
  type PlanResponse,
  type PlanToListResponse,
} from '@shared/plan';
import { ApiError } from '@/lib/api-client';
import * as api from '../api/plan-api';
import { PLAN_STORAGE_KEY } from './plan-storage-key';

/**
 * A visitor's plan, kept in this browser until it joins an account's at login (as the shopping
 * list keeps a visitor's lines). It answers the calls the account's plan answers, so the plan's
 * store does not care which one it talks to. Ids are negative: they never meet an account's.
 */
export { PLAN_STORAGE_KEY };

/** A new entry as the page knows it: a recipe's title goes with it, since the device cannot look it up. */
export type PlanEntryDraft = NewPlanEntry & { title?: string };

/** A device entry the account refused at login, with the account's reason; it stays here until removed. */
export interface LocalPlanEntry extends PlanEntry {
  refused?: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isEntry = (value: unknown): value is LocalPlanEntry => {
  const entry = value as Partial<LocalPlanEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'number' &&
    typeof entry.date === 'string' &&
    typeof entry.slot === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.servings === 'number'
  );
};

/** This browser's plan entries; anything unreadable in storage is left out, never thrown on. */
export function readLocal(): LocalPlanEntry[] {
  try {
    const stored = JSON.parse(storage()?.getItem(PLAN_STORAGE_KEY) ?? '{}') as { local?: unknown };
    return Array.isArray(stored.local) ? stored.local.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function writeLocal(local: readonly LocalPlanEntry[]): void {
  const store = storage();
  if (local.length === 0) store?.removeItem(PLAN_STORAGE_KEY);
  else store?.setItem(PLAN_STORAGE_KEY, JSON.stringify({ local }));
}

/** The same refusal the account's plan answers with, so the page shows it the same way. */
const refuse = (reason: string) => new ApiError(400, reason);

function checked<T>(result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }) {
  if (!result.success) throw refuse(result.error.issues[0]?.message ?? 'This entry cannot be planned.');
  return result.data;
}

function slotHasRoom(local: readonly LocalPlanEntry[], date: string, slot: string, except?: number) {
  const inSlot = local.filter((entry) => entry.date === date && entry.slot === slot && entry.id !== except);
  if (inSlot.length >= PLAN_LIMITS.entriesPerSlot) throw refuse(PLAN_MESSAGES.slotFull);
}

const byDay = (a: PlanEntry, b: PlanEntry) => a.date.localeCompare(b.date) || a.id - b.id;

/** The device's answer to GET /api/plan: the entries of the range (no nutrition: it needs the server). */
export const getPlan = (from: string, to: string): Promise<PlanResponse> =>
  Promise.resolve({
    entries: readLocal()
      .filter((entry) => entry.date >= from && entry.date <= to)
      .sort(byDay),
  });

/** Answers as a call would: a refusal thrown by `work` rejects the promise. */
const answer = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

export const postEntry = (draft: PlanEntryDraft): Promise<PlanEntry> =>
  answer(() => {
    const { title, ...fields } = draft;
    const entry = checked(newPlanEntrySchema.safeParse(fields));
    const local = readLocal();
    slotHasRoom(local, entry.date, entry.slot);
    const isRecipe = 'recipeId' in entry;
    const added: LocalPlanEntry = {
      id: Math.min(0, ...local.map((stored) => stored.id)) - 1,
      date: entry.date,
      slot: entry.slot,
      recipeId: isRecipe ? entry.recipeId : null,
      title: isRecipe ? (title?.trim() ?? '') || `Recipe ${entry.recipeId}` : entry.note,
      servings: isRecipe ? entry.servings : 1,
      note: isRecipe ? null : entry.note,
    };
    writeLocal([...local, added]);
    return added;
  });

export const patchEntry = (id: number, patch: PlanEntryPatch): Promise<PlanEntry> =>
  answer(() => {
    const change = checked(planEntryPatchSchema.safeParse(patch));
    const local = readLocal();
    const entry = local.find((stored) => stored.id === id);
    if (!entry) throw new ApiError(404, PLAN_MESSAGES.noEntry(id));
    if (change.note !== undefined && entry.recipeId !== null) throw refuse('A recipe entry has no note to change.');
    if (change.servings !== undefined && entry.recipeId === null) throw refuse('A note has no servings.');
    const moved = { ...entry, ...change };
    if (change.note !== undefined) moved.title = change.note;
    if (moved.date !== entry.date || moved.slot !== entry.slot) slotHasRoom(local, moved.date, moved.slot, id);
    writeLocal(local.map((stored) => (stored.id === id ? moved : stored)));
    return moved;
  });

export const deleteEntry = (id: number): Promise<{ status: 1 }> =>
  answer(() => {
    const local = readLocal();
    if (!local.some((stored) => stored.id === id)) throw new ApiError(404, PLAN_MESSAGES.noEntry(id));
    writeLocal(local.filter((stored) => stored.id !== id));
    return { status: 1 as const };
  });

/** Proposals need no account: the same call as a logged-in user's. */
export const propose = api.propose;

export const VISITOR_SHOPPING_MESSAGE =
  'Log in to add the week to your shopping list: the list is made from the recipes on the server.';

export const addToShoppingList = (): Promise<PlanToListResponse> =>
  answer(() => {
    throw new ApiError(401, VISITOR_SHOPPING_MESSAGE);
  });
