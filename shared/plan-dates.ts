/**
 * Calendar dates as the meal plan writes them: `YYYY-MM-DD`, a day with no time and no zone.
 * Arithmetic runs on UTC midnights so that a day is always 24 hours, whatever the clock's zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day number (days since 1970-01-01) of a real date, or undefined ("2026-02-30" is not one). */
export function dayNumber(date: string): number | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return ms / DAY_MS;
}

export function isIsoDate(date: string): boolean {
  return dayNumber(date) !== undefined;
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === undefined) throw new Error(`Not a date: ${date}`);
  return dateOfDay(day + days);
}

/** Days from `from` to `to`, both counted: the same day is 1. */
export function daysInRange(from: string, to: string): number {
  return (dayNumber(to) ?? Number.NaN) - (dayNumber(from) ?? Number.NaN) + 1;
}

/** Every date from `from` to `to`, both included. */
export function datesInRange(from: string, to: string): string[] {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === undefined || end === undefined) return [];
  const dates: string[] = [];
  for (let day = start; day <= end; day++) dates.push(dateOfDay(day));
  return dates;
}

/** 0 for Monday … 6 for Sunday. */
export function weekday(date: string): number {
  const day = dayNumber(date);
  if (day === undefined) throw new Error(`Not a date: ${date}`);
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  return (((day + 3) % 7) + 7) % 7;
}

/** Monday to Friday. */
export const isWeeknight = (date: string): boolean => weekday(date) < 5;

/** The first day of the week holding `date`, for a week that starts on `firstDay` (0 Monday … 6 Sunday). */
export function weekStart(date: string, firstDay = 0): string {
  return addDays(date, -((weekday(date) - firstDay + 7) % 7));
}

/** Today's date where the clock is, for a "today" mark and the two-year horizon. */
export function today(now: Date = new Date()): string {
  return dateOfDay(Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS));
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
