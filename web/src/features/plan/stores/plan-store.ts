import { createStore } from 'zustand/vanilla';
import type { PlanDayNutrition, PlanEntry, PlanSlot, ProposeResponse } from '@shared/plan';
import { addDays, today, weekStart } from '@shared/plan-dates';
import { asApiError, failureMessage } from '@/lib/api-client';
import { appStore, bindStore, type Status } from '@/lib/store';
import { getToken, subscribeToken } from '@/lib/token';
import * as api from '../api/plan-api';
import { readFirstDay, weekdaysOf, writeFirstDay, type FirstDay } from '../lib/first-day';
import { dayLabel, SLOT_LABELS } from '../lib/labels';
import { planEdits, type ListOffer, type PlanEdits, type PlanUndo } from './plan-edits';
import type { LocalPlanEntry } from './device-plan';
import { dropLocal, joinDevicePlan, planSource } from './plan-source';

export interface ProposalChoice {
  slot: PlanSlot;
  /** Monday to Friday only, whichever day the week starts on. */
  weekdaysOnly: boolean;
  servings: number;
  maxReadyTime?: number;
}

export interface PlanState extends PlanEdits {
  /** The first day of the week shown. */
  week: string;
  /** The day weeks start on, kept on this device. */
  firstDay: FirstDay;
  entries: PlanEntry[];
  nutrition: PlanDayNutrition[];
  status: Status;
  error: string | null;
  /** What "Plan my week" proposed, not saved yet. */
  proposal: ProposeResponse | null;
  /** The choice the proposal was made for, so a re-roll keeps it. */
  choice: ProposalChoice | null;
  seed: number;
  message: string | null;
  /** The last clear or repeat, until something else is done. */
  undoable: PlanUndo | null;
  listOffer: ListOffer | null;
  /** The calendar address made (shown once, until the page is left), or what revoking it did. */
  calendar: { address: string | null; note: string | null };
  setFirstDay: (day: FirstDay) => Promise<void>;
  /** Entries planned on this device that the account refused at login, each with the reason. */
  refused: LocalPlanEntry[];
  load: () => Promise<void>;
  /** Reads the week shown again without a loading state (another member changed the plan). */
  refresh: () => Promise<void>;
  dropRefused: (id: number) => void;
  showWeek: (offsetWeeks: number) => Promise<void>;
  addNote: (date: string, slot: PlanSlot, note: string) => Promise<boolean>;
  addRecipe: (
    date: string,
    slot: PlanSlot,
    recipe: { id: number; title: string },
    servings: number,
  ) => Promise<boolean>;
  remove: (id: number) => Promise<void>;
  /** Marks an account's entry cooked (what it used leaves the pantry), or undoes that. */
  setCooked: (entry: PlanEntry, cooked: boolean) => Promise<void>;
  planWeek: (choice: ProposalChoice) => Promise<void>;
  reroll: (index: number) => Promise<void>;
  saveProposal: () => Promise<void>;
  discardProposal: () => void;
  addWeekToList: () => Promise<void>;
}

const weekEnd = (week: string) => addDays(week, 6);
const savedMessage = (saved: number) =>
  `Saved ${saved} ${saved === 1 ? 'meal' : 'meals'} planned on this device to your account.`;

export const createPlanStore = () =>
  createStore<PlanState>()((set, get) => {
    const failed = (error: unknown) => set({ status: 'failed', error: failureMessage(asApiError(error)) });

    async function ask(
      choice: ProposalChoice,
      seed: number,
      keep: { date: string; slot: PlanSlot; recipeId: number }[] = [],
      avoid: number[] = [],
    ) {
      const { week, firstDay } = get();
      const range = choice.weekdaysOnly ? weekdaysOf(week, firstDay) : { from: week, to: weekEnd(week) };
      return api.propose({
        ...range,
        slots: [choice.slot],
        servings: choice.servings,
        ...(choice.maxReadyTime ? { maxReadyTime: choice.maxReadyTime } : {}),
        seed,
        // Days already planned in this slot stay as they are.
        locked: keep,
        avoid,
      });
    }

    const firstDay = readFirstDay();
    return {
      ...planEdits(set, get),
      week: weekStart(today(), firstDay),
      firstDay,
      entries: [],
      nutrition: [],
      status: 'idle',
      error: null,
      proposal: null,
      choice: null,
      seed: 1,
      message: null,
      undoable: null,
      listOffer: null,
      calendar: { address: null, note: null },

      async setFirstDay(day) {
        writeFirstDay(day);
        const { week } = get();
        // The week holding today stays the one shown; another week keeps its first days.
        const showing = today() >= week && today() <= weekEnd(week) ? today() : week;
        set({ firstDay: day, week: weekStart(showing, day), entries: [], nutrition: [], proposal: null });
        await get().load();
      },
      refused: [],

      async load() {
        const { week } = get();
        set({ status: 'loading' });
        try {
          // Logged in, a visitor's plan on this device joins the account's first.
          if (getToken() !== null) {
            const { saved, refused } = await joinDevicePlan();
            set({ refused, ...(saved > 0 ? { message: savedMessage(saved) } : {}) });
          }
          const answer = await planSource().getPlan(week, weekEnd(week));
          if (get().week !== week) return;
          set({ entries: answer.entries, nutrition: answer.nutrition ?? [], status: 'succeeded', error: null });
        } catch (error) {
          failed(error);
        }
      },

      async refresh() {
        const { week, status } = get();
        if (status !== 'succeeded' || getToken() === null) return;
        try {
          const answer = await api.getPlan(week, weekEnd(week));
          if (get().week === week) set({ entries: answer.entries, nutrition: answer.nutrition ?? [] });
        } catch {
          // The page keeps what it shows; the next change or visit reads it again.
        }
      },

      async showWeek(offsetWeeks) {
        const week = offsetWeeks === 0 ? weekStart(today(), get().firstDay) : addDays(get().week, 7 * offsetWeeks);
        set({ week, entries: [], nutrition: [], proposal: null, message: null, undoable: null, listOffer: null });
        await get().load();
      },

      dropRefused(id) {
        dropLocal(id);
        set({ refused: get().refused.filter((entry) => entry.id !== id) });
      },

      async addNote(date, slot, note) {
        try {
          await planSource().postEntry({ date, slot, note });
          await get().load();
          return true;
        } catch (error) {
          failed(error);
          return false;
        }
      },

      async addRecipe(date, slot, recipe, servings) {
        try {
          await planSource().postEntry({ date, slot, recipeId: recipe.id, servings, title: recipe.title });
          await get().load();
          set({ message: `Added ${recipe.title} to ${dayLabel(date)}, ${SLOT_LABELS[slot].toLowerCase()}.` });
          return true;
        } catch (error) {
          failed(error);
          return false;
        }
      },

      async remove(id) {
        const removed = get().entries.find((entry) => entry.id === id);
        set({ entries: get().entries.filter((entry) => entry.id !== id), listOffer: null, undoable: null });
        try {
          const { listed = 0 } = await planSource().deleteEntry(id);
          await get().load();
          if (listed > 0 && removed) set({ listOffer: { entryId: id, title: removed.title, lines: listed } });
        } catch (error) {
          await get().load();
          failed(error);
        }
      },

      async planWeek(choice) {
        const seed = Math.floor(Math.random() * 1_000_000);
        set({ status: 'loading', message: null, choice, seed });
        try {
          const planned = get().entries.flatMap((e) =>
            e.slot === choice.slot && e.recipeId !== null ? [{ date: e.date, slot: e.slot, recipeId: e.recipeId }] : [],
          );
          set({ proposal: await ask(choice, seed, planned), status: 'succeeded', error: null });
        } catch (error) {
          failed(error);
        }
      },

      async reroll(index) {
        const { proposal, choice, seed } = get();
        const replaced = proposal?.entries[index];
        if (!proposal || !choice || !replaced) return;
        const others = proposal.entries.filter((_, i) => i !== index);
        try {
          const answer = await ask(
            choice,
            seed + index + 1,
            others.map((e) => ({ date: e.date, slot: e.slot, recipeId: e.recipeId })),
            [replaced.recipeId],
          );
          const fresh = answer.entries.find((e) => e.date === replaced.date);
          const entries = [...proposal.entries];
          if (fresh) entries[index] = fresh;
          set({
            proposal: { entries, unfilled: fresh ? proposal.unfilled : [...proposal.unfilled, ...answer.unfilled] },
            seed: seed + index + 1,
          });
        } catch (error) {
          failed(error);
        }
      },

      async saveProposal() {
        const { proposal } = get();
        if (!proposal) return;
        try {
          for (const entry of proposal.entries) {
            await planSource().postEntry({
              date: entry.date,
              slot: entry.slot,
              recipeId: entry.recipeId,
              servings: entry.servings,
              title: entry.title,
            });
          }
          set({ proposal: null, message: `Added ${proposal.entries.length} meals to your plan.` });
        } catch (error) {
          failed(error);
        }
        await get().load();
      },

      discardProposal: () => set({ proposal: null }),

      async setCooked(entry, cooked) {
        try {
          if (cooked) {
            const { taken } = await api.cookEntry(entry.id);
            const names = taken.map((item) => item.name);
            set({
              message:
                names.length === 0
                  ? `Cooked ${entry.title}. Nothing was taken out of the pantry.`
                  : `Cooked ${entry.title}. Taken out of the pantry: ${names.join(', ')}.`,
              error: null,
            });
          } else {
            const { restored, refused } = await api.uncookEntry(entry.id);
            set({
              message: `${entry.title} is no longer marked cooked.${
                restored.length > 0 ? ` Put back in the pantry: ${restored.map((item) => item.name).join(', ')}.` : ''
              }${refused.length > 0 ? ` Not put back: ${refused.map((r) => `${r.name} (${r.reason})`).join('; ')}` : ''}`,
              error: null,
            });
          }
        } catch (error) {
          failed(error);
        }
        await get().refresh();
      },

      async addWeekToList() {
        const { week } = get();
        try {
          const { added, skipped } = await planSource().addToShoppingList(week, weekEnd(week));
          const covered =
            skipped.length === 0
              ? ''
              : ` Left off, already in the pantry: ${[...new Set(skipped.map((s) => s.inPantry))].join(', ')}.`;
          set({
            message:
              (added === 0 && skipped.length === 0
                ? 'This week has no recipes to shop for.'
                : `Added ${added} lines to your shopping list.`) + covered,
            error: null,
          });
        } catch (error) {
          failed(error);
        }
      },
    };
  });

export const planStore = appStore(createPlanStore());
export const usePlanStore = bindStore(planStore);

// Logging in (here or in another tab) brings this browser's plan into the account's; logging out shows this browser's.
subscribeToken(() => {
  void planStore.getState().load();
});
