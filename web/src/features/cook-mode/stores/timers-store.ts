import { createStore } from 'zustand/vanilla';
import { appStore, bindStore } from '@/lib/store';

export interface CookTimer {
  id: number;
  /** What the timer is for: "Step 3: 20 minutes". */
  label: string;
  seconds: number;
  /** When it rings, in ms since the epoch (Date.now()). */
  endsAt: number;
  /** It has rung and waits to be dismissed. */
  done: boolean;
}

export interface TimersState {
  timers: CookTimer[];
  /** Now, as last ticked: what the clocks show is `endsAt - now`. */
  now: number;
  start: (label: string, seconds: number) => number;
  cancel: (id: number) => void;
  /** Ticks the clocks; rings each timer that has just run out. Called every quarter second while one runs. */
  tick: () => void;
}

export interface TimerAlarm {
  /** Called when a user starts a timer (a user gesture: browsers let sound be prepared then). */
  prepare: () => void;
  ring: (timer: CookTimer) => void;
}

/** Three short beeps through Web Audio and a vibration where the device has one; silent where neither exists. */
export function browserAlarm(): TimerAlarm {
  let context: AudioContext | null = null;
  return {
    prepare() {
      try {
        context ??= new AudioContext();
        void context.resume();
      } catch {
        context = null;
      }
    },
    ring() {
      navigator.vibrate?.([300, 150, 300, 150, 300]);
      if (!context) return;
      for (let beep = 0; beep < 3; beep++) {
        const at = context.currentTime + beep * 0.4;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(at);
        oscillator.stop(at + 0.32);
      }
    },
  };
}

const TICK_MS = 250;

/**
 * Cook-mode timers. They live outside any component, so they keep running and ring when the cook
 * switches steps, closes cook mode or leaves the recipe. Clocks are computed from the end time, so a
 * phone that slept shows the right time when it wakes.
 */
export const createTimersStore = (alarm: TimerAlarm = browserAlarm()) =>
  createStore<TimersState>()((set, get) => {
    let nextId = 1;
    let interval: ReturnType<typeof setInterval> | null = null;
    const syncTicking = (): void => {
      const running = get().timers.some((timer) => !timer.done);
      if (running && interval === null) interval = setInterval(() => get().tick(), TICK_MS);
      if (!running && interval !== null) {
        clearInterval(interval);
        interval = null;
      }
    };
    return {
      timers: [],
      now: Date.now(),
      start(label, seconds) {
        alarm.prepare();
        const now = Date.now();
        const id = nextId++;
        set({ now, timers: [...get().timers, { id, label, seconds, endsAt: now + seconds * 1000, done: false }] });
        syncTicking();
        return id;
      },
      cancel(id) {
        set({ timers: get().timers.filter((timer) => timer.id !== id) });
        syncTicking();
      },
      tick() {
        const now = Date.now();
        const rung: CookTimer[] = [];
        const timers = get().timers.map((timer) => {
          if (timer.done || timer.endsAt > now) return timer;
          const done = { ...timer, done: true };
          rung.push(done);
          return done;
        });
        set(rung.length > 0 ? { now, timers } : { now });
        for (const timer of rung) alarm.ring(timer);
        if (rung.length > 0) syncTicking();
      },
    };
  });

export const timersStore = appStore(createTimersStore());
export const useTimersStore = bindStore(timersStore);
