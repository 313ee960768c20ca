import { WEEKDAY_NAMES, weekday } from '../../../shared/plan-dates';
import { composeLine, formatQuantity, lastWord, readLine, singular } from '../../../shared/shopping-list/read-line';
import { SHOPPING_LIMITS } from '../../../shared/shopping-list/types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon 7 Dec": the day a shopping-list line's recipe is planned for. */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAY_NAMES[weekday(date)]!.slice(0, 3)} ${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/**
 * An ingredient line for `servings` of a recipe written for `written`: the amount scaled and the
 * line written again from its parts ("2 cups flour" for 4 of a recipe for 2 → "4 cups flour"). A
 * line without an amount ("salt to taste") stays as written.
 */
export function scaledLine(line: string, written: number, servings: number): string {
  const reading = readLine(line);
  const factor = written > 0 ? servings / written : 1;
  if (reading.quantity === null || factor === 1 || reading.name === '')
    return line.slice(0, SHOPPING_LIMITS.lineLength);
  const low = reading.quantity * factor;
  const high = reading.quantityMax === null ? null : reading.quantityMax * factor;
  // One piece is written singular: "1 egg", not "1 eggs".
  const name = reading.unit === null && (high ?? low) <= 1 ? lastWord(reading.name, singular) : reading.name;
  const text =
    high === null
      ? composeLine({ quantity: low, unit: reading.unit, name })
      : `${formatQuantity(low, null)}-${composeLine({ quantity: high, unit: reading.unit, name })}`;
  return text.slice(0, SHOPPING_LIMITS.lineLength);
}

/** The source a line names: the recipe and the day it is planned for. */
export const planSourceTitle = (title: string, date: string): string =>
  `${title} (${shortDay(date)})`.slice(0, SHOPPING_LIMITS.titleLength);
