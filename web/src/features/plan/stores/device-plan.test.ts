import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, PLAN_MESSAGES } from '@shared/plan';
import { addDays, today } from '@shared/plan-dates';
import type { ApiError } from '@/lib/api-client';
import { stubApi } from '@/test/api-stub';
import * as device from './device-plan';
import { devicePlan } from './plan-source';
import { createPlanStore } from './plan-store';

const day = today();
const stored = () => (JSON.parse(localStorage.getItem(device.PLAN_STORAGE_KEY)!) as { local: unknown[] }).local;

describe('a visitor’s plan on this device', () => {
  it('adds, lists by range, moves and removes entries, keeping title, recipe, servings and note', async () => {
    const dal = await device.postEntry({ date: day, slot: 'dinner', recipeId: 7, servings: 3, title: 'Spinach Dal' });
    const note = await device.postEntry({ date: addDays(day, 1), slot: 'lunch', note: 'leftovers' });
    await device.postEntry({ date: addDays(day, 9), slot: 'dinner', recipeId: 8, servings: 2, title: 'Later' });
    expect(dal).toEqual({
      id: -1,
      date: day,
      slot: 'dinner',
      recipeId: 7,
      title: 'Spinach Dal',
      servings: 3,
      note: null,
    });
    expect(note).toMatchObject({ id: -2, recipeId: null, title: 'leftovers', note: 'leftovers' });
    expect(stored()).toHaveLength(3);

    const week = await device.getPlan(day, addDays(day, 6));
    expect(week.entries.map((entry) => entry.title)).toEqual(['Spinach Dal', 'leftovers']);

    const moved = await device.patchEntry(dal.id, { date: addDays(day, 2), slot: 'lunch', servings: 4 });
    expect(moved).toMatchObject({ id: -1, date: addDays(day, 2), slot: 'lunch', servings: 4, title: 'Spinach Dal' });
    await device.deleteEntry(note.id);
    expect((await device.getPlan(day, addDays(day, 6))).entries.map((entry) => entry.id)).toEqual([-1]);
  });

  it('repeats a range a week later with titles kept, names what it could not copy, and clears a range', async () => {
    const from = addDays(day, -7);
    await devicePlan.postEntry({ date: from, slot: 'dinner', recipeId: 7, servings: 3, title: 'Spinach Dal' });
    await devicePlan.postEntry({ date: addDays(from, 2), slot: 'lunch', note: 'leftovers' });
    for (let i = 0; i < PLAN_LIMITS.entriesPerSlot; i++) {
      await devicePlan.postEntry({ date: addDays(day, 2), slot: 'lunch', note: `full ${i}` });
    }
    const copied = await devicePlan.copyRange(from, addDays(from, 6), day);
    expect(copied.entries).toMatchObject([
      { date: day, slot: 'dinner', recipeId: 7, servings: 3, title: 'Spinach Dal' },
    ]);
    expect(copied.skipped).toEqual([{ id: -2, reason: PLAN_MESSAGES.slotFull }]);

    expect(await devicePlan.clearRange(from, addDays(from, 6))).toEqual({ removed: 2 });
    expect((await devicePlan.getPlan(from, addDays(from, 6))).entries).toEqual([]);
    expect((await devicePlan.getPlan(day, day)).entries.map((entry) => entry.title)).toEqual(['Spinach Dal']);
  });

  it('refuses what the account’s plan refuses, with the same reasons', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'saved',
        (error: ApiError) => error.reason,
      );
    expect(await refusal(device.postEntry({ date: day, slot: 'dinner', recipeId: 1, servings: 0 }))).toBe(
      PLAN_MESSAGES.servings,
    );
    expect(await refusal(device.postEntry({ date: '2026-02-30', slot: 'dinner', note: 'x' }))).toBe(
      PLAN_MESSAGES.notADate('date'),
    );
    for (let i = 0; i < PLAN_LIMITS.entriesPerSlot; i++)
      await device.postEntry({ date: day, slot: 'snack', note: `n${i}` });
    expect(await refusal(device.postEntry({ date: day, slot: 'snack', note: 'one more' }))).toBe(
      PLAN_MESSAGES.slotFull,
    );
    expect(await refusal(device.patchEntry(-999, { servings: 2 }))).toBe(PLAN_MESSAGES.noEntry(-999));
    expect(await refusal(device.patchEntry(-1, { servings: 2 }))).toBe('A note has no servings.');
    expect(await refusal(device.addToShoppingList())).toBe(device.VISITOR_SHOPPING_MESSAGE);
  });

  it('reads nothing rather than failing on storage it cannot read', async () => {
    localStorage.setItem(device.PLAN_STORAGE_KEY, '{not json');
    expect((await device.getPlan(day, day)).entries).toEqual([]);
    localStorage.setItem(device.PLAN_STORAGE_KEY, JSON.stringify({ local: [{ id: 'x' }, null] }));
    expect(device.readLocal()).toEqual([]);
  });

  it('is the plan the store shows and changes when nobody is logged in, without asking the server', async () => {
    const api = stubApi({});
    const store = createPlanStore();
    await device.postEntry({ date: store.getState().week, slot: 'dinner', recipeId: 5, servings: 2, title: 'Soup' });
    await store.getState().load();
    expect(store.getState().entries.map((entry) => entry.title)).toEqual(['Soup']);
    expect(await store.getState().addNote(store.getState().week, 'lunch', 'picnic')).toBe(true);
    expect(
      store
        .getState()
        .entries.map((entry) => entry.title)
        .sort(),
    ).toEqual(['Soup', 'picnic']);
    await store.getState().remove(store.getState().entries.find((entry) => entry.title === 'Soup')!.id);
    expect(device.readLocal().map((entry) => entry.title)).toEqual(['picnic']);
    await store.getState().addWeekToList();
    expect(store.getState().error).toBe(device.VISITOR_SHOPPING_MESSAGE);
    expect(api.sequence()).toEqual([]);
  });
});
