import type { PlanSlot } from '@shared/plan';
import { WEEKDAY_NAMES, weekday } from '@shared/plan-dates';

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
