import type { StoreApi } from 'zustand';
import type { PlanEntry, PlanSlot } from '@shared/plan';
import { addDays } from '@shared/plan-dates';
import { asApiError, failureMessage } from '@/lib/api-client';
import * as api from '../api/plan-api';
import { dayLabel, SLOT_LABELS } from '../lib/labels';
import { planSource } from './plan-source';
import type { PlanState } from './plan-store';

/** What the last clear or repeat did, so one Undo takes it back. */
export interface PlanUndo {
  message: string;
  /** "clear": the entries removed, to put back; "copy": the entries made, to remove. */
  kind: 'clear' | 'copy';
  entries: PlanEntry[];
}

/** A removed recipe whose lines are on the shopping list: the offer to take them off too. */
export interface ListOffer {
  entryId: number;
  title: string;
  lines: number;
}

export interface PlanEdits {
  moveEntry: (entry: PlanEntry, date: string, slot: PlanSlot) => Promise<boolean>;
  copyEntry: (entry: PlanEntry, date: string, slot: PlanSlot) => Promise<boolean>;
  clearWeek: () => Promise<boolean>;
  repeatLastWeek: () => Promise<void>;
  undo: () => Promise<void>;
  removeListLines: () => Promise<void>;
  keepListLines: () => void;
  makeCalendar: () => Promise<void>;
  revokeCalendar: () => Promise<void>;
  /** The address is shown once: leaving the page forgets it. */
  forgetCalendar: () => void;
}

export const entriesText = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);
const where = (date: string, slot: PlanSlot) => `${dayLabel(date)}, ${SLOT_LABELS[slot].toLowerCase()}`;
const reasonOf = (error: unknown) => failureMessage(asApiError(error));

/** The same entry, new: a recipe with its servings, or the note. */
const copyOf = (entry: PlanEntry, date: string, slot: PlanSlot) =>
  entry.recipeId === null
    ? { date, slot, note: entry.note ?? entry.title }
    : { date, slot, recipeId: entry.recipeId, servings: entry.servings, title: entry.title };

/** Moving and copying entries, clearing and repeating a week, the list offer and the calendar address. */
export function planEdits(set: StoreApi<PlanState>['setState'], get: StoreApi<PlanState>['getState']): PlanEdits {
  const failed = (error: unknown) => set({ status: 'failed', error: reasonOf(error) });
  const range = () => ({ from: get().week, to: addDays(get().week, 6) });
  /** Runs an edit, then shows the plan as it is now; false, with the reason shown, when it failed. */
  async function edited(edit: () => Promise<void>): Promise<boolean> {
    try {
      await edit();
      await get().load();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  return {
    async moveEntry(entry, date, slot) {
      if (entry.date === date && entry.slot === slot) return true;
      const inWeek = date >= range().from && date <= range().to;
      set({
        entries: get().entries.flatMap((e) => (e.id !== entry.id ? [e] : inWeek ? [{ ...e, date, slot }] : [])),
      });
      try {
        await planSource().patchEntry(entry.id, { date, slot });
        await get().load();
        set({ message: `Moved ${entry.title} to ${where(date, slot)}.`, error: null, undoable: null });
        return true;
      } catch (error) {
        // The page shows the plan as it is, then why the move failed.
        await get().load();
        failed(error);
        return false;
      }
    },

    copyEntry: (entry, date, slot) =>
      edited(async () => {
        await planSource().postEntry(copyOf(entry, date, slot));
        set({ message: `Copied ${entry.title} to ${where(date, slot)}.`, error: null, undoable: null });
      }),

    clearWeek() {
      const { from, to } = range();
      const before = get().entries;
      return edited(async () => {
        const { removed } = await planSource().clearRange(from, to);
        const message = `Removed ${entriesText(removed)} from this week.`;
        set({ message, error: null, undoable: { message, kind: 'clear', entries: before } });
      });
    },

    async repeatLastWeek() {
      const { from } = range();
      try {
        const answer = await planSource().copyRange(addDays(from, -7), addDays(from, -1), from);
        await get().load();
        const skipped = answer.skipped.map((s) => s.reason);
        if (answer.entries.length === 0 && skipped.length === 0) {
          set({ message: 'Last week has nothing planned to repeat.', undoable: null });
          return;
        }
        const message = `Copied ${entriesText(answer.entries.length)} from last week.`;
        set({
          message,
          error: skipped.length > 0 ? `Not copied: ${skipped.join('; ')}` : null,
          undoable: answer.entries.length > 0 ? { message, kind: 'copy', entries: answer.entries } : null,
        });
      } catch (error) {
        failed(error);
      }
    },

    // Each entry on its own: one that fails is named with its reason and the others still go.
    async undo() {
      const undoable = get().undoable;
      if (!undoable) return;
      set({ undoable: null });
      const failures: string[] = [];
      let done = 0;
      for (const entry of undoable.entries) {
        try {
          if (undoable.kind === 'clear') await planSource().postEntry(copyOf(entry, entry.date, entry.slot));
          else await planSource().deleteEntry(entry.id);
          done += 1;
        } catch (error) {
          failures.push(`${entry.title}: ${reasonOf(error)}`);
        }
      }
      // After the reload, which would clear the failures shown.
      await get().load();
      set({
        message: undoable.kind === 'clear' ? `Put back ${entriesText(done)}.` : `Removed ${entriesText(done)} copied.`,
        error: failures.length > 0 ? `Not undone: ${failures.join('; ')}` : null,
      });
    },

    async removeListLines() {
      const offer = get().listOffer;
      if (!offer) return;
      set({ listOffer: null });
      try {
        const { removed } = await api.removeEntryLines(offer.entryId);
        set({ message: `Removed ${removed} lines of ${offer.title} from your shopping list.`, error: null });
      } catch (error) {
        failed(error);
      }
    },

    keepListLines: () => set({ listOffer: null }),

    async makeCalendar() {
      try {
        const { path } = await api.createCalendar();
        set({ calendar: { address: new URL(path, globalThis.location.origin).href, note: null }, error: null });
      } catch (error) {
        failed(error);
      }
    },

    forgetCalendar: () => set({ calendar: { address: null, note: null } }),

    async revokeCalendar() {
      try {
        const { revoked } = await api.revokeCalendar();
        const note = revoked
          ? 'The calendar address no longer works: calendars that used it stop showing your plan.'
          : 'There was no calendar address to revoke.';
        set({ calendar: { address: null, note }, error: null });
      } catch (error) {
        failed(error);
      }
    },
  };
}
