import type { CopyResponse, NewPlanEntry, PlanEntry } from '@shared/plan';
import { addDays, daysInRange } from '@shared/plan-dates';
import { ApiError, asApiError, failureMessage } from '@/lib/api-client';
import { getToken } from '@/lib/token';
import * as api from '../api/plan-api';
import * as device from './device-plan';
import type { LocalPlanEntry, PlanEntryDraft } from './device-plan';

/**
 * What the plan's store asks of a plan: the account's on the server, or a visitor's in this browser.
 * Both answer as the account's calls do (`listed` on a deletion is the account's only); a new entry
 * is a draft, which carries the recipe's title for the device.
 */
export interface PlanSource extends Pick<
  typeof api,
  'getPlan' | 'patchEntry' | 'deleteEntry' | 'clearRange' | 'copyRange' | 'propose' | 'addToShoppingList'
> {
  postEntry: (entry: PlanEntryDraft) => Promise<PlanEntry>;
}

/** The entry the server takes: the title is the recipe's own there. */
function forAccount(draft: PlanEntryDraft): NewPlanEntry {
  if ('recipeId' in draft)
    return { date: draft.date, slot: draft.slot, recipeId: draft.recipeId, servings: draft.servings };
  return { date: draft.date, slot: draft.slot, note: draft.note };
}

export const accountPlan: PlanSource = { ...api, postEntry: (draft) => api.postEntry(forAccount(draft)) };
/** An entry the device keeps again, on another day: its title goes with it. */
function copyDraft(entry: PlanEntry, date: string): PlanEntryDraft {
  return entry.recipeId === null
    ? { date, slot: entry.slot, note: entry.note ?? entry.title }
    : { date, slot: entry.slot, recipeId: entry.recipeId, servings: entry.servings, title: entry.title };
}

/** A visitor's plan: clearing and repeating a range are its own calls, one entry at a time. */
export const devicePlan: PlanSource = {
  ...device,
  async clearRange(from, to) {
    const { entries } = await device.getPlan(from, to);
    for (const entry of entries) await device.deleteEntry(entry.id);
    return { removed: entries.length };
  },
  async copyRange(from, to, toFrom) {
    const shift = daysInRange(from, toFrom) - 1;
    const answer: CopyResponse = { entries: [], skipped: [] };
    for (const entry of (await device.getPlan(from, to)).entries) {
      try {
        answer.entries.push(await device.postEntry(copyDraft(entry, addDays(entry.date, shift))));
      } catch (error) {
        answer.skipped.push({ id: entry.id, reason: failureMessage(asApiError(error)) });
      }
    }
    return answer;
  },
};

/** The plan the page works on: the account's when logged in, else this browser's. */
export const planSource = (): PlanSource => (getToken() === null ? devicePlan : accountPlan);

export interface JoinOutcome {
  saved: number;
  /** Entries still on this device, each with the account's reason. */
  refused: LocalPlanEntry[];
}

function draftOf(entry: LocalPlanEntry): PlanEntryDraft {
  if (entry.recipeId !== null) {
    return {
      date: entry.date,
      slot: entry.slot,
      recipeId: entry.recipeId,
      servings: entry.servings,
      title: entry.title,
    };
  }
  return { date: entry.date, slot: entry.slot, note: entry.note ?? entry.title };
}

/**
 * Posts this browser's plan to the account, one entry at a time so that one refusal never stops
 * the others. Each saved entry leaves the device at once (a second tab or a lost connection
 * cannot post it twice from here); a refused one stays with its reason. Without a connection or
 * a session, the rest wait for the next time.
 */
async function postLocal(): Promise<JoinOutcome> {
  let saved = 0;
  // An entry refused once waits for the user (the plan page shows it with the reason).
  for (const entry of device.readLocal().filter((stored) => stored.refused === undefined)) {
    let refused: string | null = null;
    try {
      await api.postEntry(forAccount(draftOf(entry)));
      saved += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A failed login or a lost connection says nothing about the entry: it is tried again later.
      if (error.code === 401 || error.code === 429 || error.code === 0 || error.code >= 500) break;
      refused = failureMessage(error);
    }
    const now = device.readLocal();
    device.writeLocal(
      refused === null
        ? now.filter((stored) => stored.id !== entry.id)
        : now.map((stored) => (stored.id === entry.id ? { ...stored, refused: refused ?? undefined } : stored)),
    );
  }
  return { saved, refused: device.readLocal() };
}

let joining: Promise<JoinOutcome> | null = null;

/** Joins this browser's plan to the account's; calls made while one runs share it. */
export function joinDevicePlan(): Promise<JoinOutcome> {
  if (getToken() === null) return Promise.resolve({ saved: 0, refused: device.readLocal() });
  joining ??= postLocal().finally(() => {
    joining = null;
  });
  return joining;
}

/** Forgets a device entry the account refused. */
export const dropLocal = (id: number) => device.writeLocal(device.readLocal().filter((stored) => stored.id !== id));
