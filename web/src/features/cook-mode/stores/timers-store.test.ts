import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimersStore, type CookTimer } from './timers-store';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T18:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => {
  const rung: CookTimer[] = [];
  const prepared = vi.fn();
  const store = createTimersStore({ prepare: prepared, ring: (timer) => rung.push(timer) });
  return { store, rung, prepared };
};

describe('cook-mode timers', () => {
  it('counts down from the end time and rings once when a timer runs out', () => {
    const { store, rung, prepared } = setup();
    const id = store.getState().start('Step 2: 20 minutes', 1200);
    expect(prepared).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    const { timers, now } = store.getState();
    expect((timers[0]!.endsAt - now) / 1000).toBe(1140);
    vi.advanceTimersByTime(1_140_000);
    expect(rung.map((timer) => timer.id)).toEqual([id]);
    expect(store.getState().timers[0]).toMatchObject({ id, done: true });
    vi.advanceTimersByTime(10_000);
    expect(rung).toHaveLength(1);
  });

  it('keeps several timers apart, and a cancelled one never rings', () => {
    const { store, rung } = setup();
    const short = store.getState().start('Step 1: 30 seconds', 30);
    const long = store.getState().start('Step 4: 1 hour', 3600);
    const cancelled = store.getState().start('Step 5: 10 minutes', 600);
    store.getState().cancel(cancelled);
    vi.advanceTimersByTime(31_000);
    expect(rung.map((timer) => timer.id)).toEqual([short]);
    vi.advanceTimersByTime(3600_000);
    expect(rung.map((timer) => timer.id)).toEqual([short, long]);
    store.getState().cancel(short);
    expect(store.getState().timers.map((timer) => timer.id)).toEqual([long]);
  });

  it('stops ticking when no timer runs', () => {
    const { store } = setup();
    store.getState().start('Step 1: 1 minute', 60);
    vi.advanceTimersByTime(61_000);
    const before = store.getState().now;
    vi.advanceTimersByTime(5_000);
    expect(store.getState().now).toBe(before);
  });
});
