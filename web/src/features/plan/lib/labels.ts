import type { PlanSlot } from '@shared/plan';
import { daysInRange, WEEKDAY_NAMES, weekday } from '@shared/plan-dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const SLOT_LABELS: Readonly<Record<PlanSlot, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** "Monday 7 Dec". */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAY_NAMES[weekday(date)]} ${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** "Tuesday's dinner" within the coming week, "today's dinner", else "Tuesday 15 Dec's dinner". */
export function mealLabel(date: string, slot: PlanSlot, now: string): string {
  const days = daysInRange(now, date) - 1;
  const day = days === 0 ? 'today' : days > 0 && days < 7 ? WEEKDAY_NAMES[weekday(date)] : dayLabel(date);
  return `${day}'s ${SLOT_LABELS[slot].toLowerCase()}`;
}
