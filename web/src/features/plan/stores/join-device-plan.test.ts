import { describe, expect, it } from 'vitest';
import type { PlanEntry } from '@shared/plan';
import { addDays, today } from '@shared/plan-dates';
import { apiError, stubApi, type RecordedCall } from '@/test/api-stub';
import { setToken } from '@/lib/token';
import * as device from './device-plan';
import { joinDevicePlan } from './plan-source';
import { createPlanStore } from './plan-store';

const day = today();

/** The account's plan: refuses recipe 404, stores the rest. */
function account() {
  const entries: PlanEntry[] = [];
  return {
    entries,
    routes: {
      'POST /api/plan/entries': (call: RecordedCall) => {
        const body = call.body as { date: string; slot: 'dinner'; recipeId?: number; servings?: number; note?: string };
        if (body.recipeId === 404) return apiError(400, 'There is no recipe with id 404 that you can read.');
        const entry: PlanEntry = {
          id: entries.length + 1,
          date: body.date,
          slot: body.slot,
          recipeId: body.recipeId ?? null,
          title: body.note ?? `Recipe ${body.recipeId}`,
          servings: body.servings ?? 1,
          note: body.note ?? null,
        };
        entries.push(entry);
        return { body: entry };
      },
      'GET /api/plan': () => ({ body: { entries, nutrition: [] } }),
    },
  };
}

async function planOnDevice() {
  await device.postEntry({ date: day, slot: 'dinner', recipeId: 7, servings: 3, title: 'Spinach Dal' });
  await device.postEntry({ date: day, slot: 'dinner', recipeId: 404, servings: 2, title: 'Gone Stew' });
  await device.postEntry({ date: addDays(day, 1), slot: 'lunch', note: 'leftovers' });
}

describe('joining a visitor’s plan to the account at login', () => {
  it('posts every entry; a refusal stops no other, stays on the device with its reason', async () => {
    await planOnDevice();
    const server = account();
    const api = stubApi(server.routes);
    setToken('tok');
    const outcome = await joinDevicePlan();
    expect(outcome.saved).toBe(2);
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { date: day, slot: 'dinner', recipeId: 7, servings: 3 },
      { date: day, slot: 'dinner', recipeId: 404, servings: 2 },
      { date: addDays(day, 1), slot: 'lunch', note: 'leftovers' },
    ]);
    expect(server.entries.map((entry) => entry.title)).toEqual(['Recipe 7', 'leftovers']);
    expect(device.readLocal()).toEqual([
      expect.objectContaining({
        title: 'Gone Stew',
        recipeId: 404,
        refused: 'There is no recipe with id 404 that you can read.',
      }),
    ]);
    expect(outcome.refused).toEqual(device.readLocal());
  });

  it('keeps every entry when the server cannot be reached, and saves them the next time', async () => {
    await planOnDevice();
    stubApi({ 'POST /api/plan/entries': apiError(503, 'Try again later.') });
    setToken('tok');
    expect((await joinDevicePlan()).saved).toBe(0);
    expect(device.readLocal().map((entry) => [entry.title, entry.refused])).toEqual([
      ['Spinach Dal', undefined],
      ['Gone Stew', undefined],
      ['leftovers', undefined],
    ]);
    const server = account();
    stubApi(server.routes);
    expect((await joinDevicePlan()).saved).toBe(2);
    expect(device.readLocal().map((entry) => entry.title)).toEqual(['Gone Stew']);
  });

  it('posts each entry once when the page and the login both ask at the same time', async () => {
    await planOnDevice();
    const server = account();
    const api = stubApi(server.routes);
    setToken('tok');
    await Promise.all([joinDevicePlan(), joinDevicePlan()]);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(3);
  });

  it('the store joins on load, then shows the account’s plan and what was refused', async () => {
    await planOnDevice();
    const server = account();
    stubApi(server.routes);
    setToken('tok');
    const store = createPlanStore();
    await store.getState().load();
    expect(store.getState().entries.map((entry) => entry.title)).toEqual(['Recipe 7', 'leftovers']);
    expect(store.getState().message).toBe('Saved 2 meals planned on this device to your account.');
    expect(store.getState().refused.map((entry) => entry.title)).toEqual(['Gone Stew']);
    store.getState().dropRefused(store.getState().refused[0]!.id);
    expect(store.getState().refused).toEqual([]);
    expect(device.readLocal()).toEqual([]);
  });
});
