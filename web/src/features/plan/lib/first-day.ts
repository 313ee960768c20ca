import { addDays } from '@shared/plan-dates';

/** The days a week may start on (0 Monday … 6 Sunday), as the setting offers them. */
export const FIRST_DAYS = [
  { day: 0, label: 'Monday' },
  { day: 6, label: 'Sunday' },
  { day: 5, label: 'Saturday' },
] as const;
export type FirstDay = (typeof FIRST_DAYS)[number]['day'];

const KEY = 'planFirstDay';
const isFirstDay = (value: number): value is FirstDay => FIRST_DAYS.some((option) => option.day === value);

/** The first day of the week this device keeps; Monday when none is kept. */
export function readFirstDay(): FirstDay {
  try {
    const stored = Number(globalThis.localStorage?.getItem(KEY) ?? 0);
    return isFirstDay(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

export function writeFirstDay(day: FirstDay): void {
  try {
    globalThis.localStorage?.setItem(KEY, String(day));
  } catch {
    // Private browsing may refuse storage: the choice holds for this visit only.
  }
}

/** Monday to Friday of the week starting on `week`, whatever day it starts on. */
export function weekdaysOf(week: string, firstDay: FirstDay): { from: string; to: string } {
  const from = addDays(week, (7 - firstDay) % 7);
  return { from, to: addDays(from, 4) };
}
