import type { PlanSlot } from '../../../../shared/plan';
import { dateOfDay, WEEKDAY_NAMES, weekday } from '../../../../shared/plan-dates';
import type { PlanCandidate } from './choose';

interface Earlier {
  day: number;
  slot: PlanSlot;
  candidate: PlanCandidate;
}

const MAX_PARTS = 2;

/**
 * A pick's reason in a few words, most telling first: a pantry food near its date ("uses your
 * spinach before its date"), a food bought for an earlier meal that it
 * uses again ("uses the spinach from Monday"), a food at hand ("uses your eggs"), a saved recipe,
 * then its time ("20 min").
 */
export function pickReason(
  candidate: PlanCandidate,
  earlier: readonly Earlier[],
  pantry: ReadonlySet<string>,
  preferSaved: boolean,
  nearDate: ReadonlyMap<string, string> = new Map<string, string>(),
): string {
  const parts: string[] = [];
  // A food near its date that no earlier pick used: the reason it was chosen first.
  const soon = candidate.foods.find(
    (food) => nearDate.has(food) && !earlier.some((e) => e.candidate.foods.includes(food)),
  );
  if (soon) parts.push(`uses your ${nearDate.get(soon) ?? soon} before its date`);
  const shared = firstShared(candidate, earlier, pantry);
  if (shared) parts.push(`uses the ${shared.food} from ${WEEKDAY_NAMES[weekday(dateOfDay(shared.day))]}`);
  const atHand = candidate.foods.filter((food) => pantry.has(food));
  if (atHand.length > 0) parts.push(`uses your ${listed(atHand.slice(0, 2))}`);
  if (preferSaved && candidate.saved) parts.push('one of your saved recipes');
  if (candidate.readyInMinutes !== null) parts.push(`${candidate.readyInMinutes} min`);
  return parts.slice(0, MAX_PARTS).join(', ') || 'fits your rules';
}

/** The first food to buy of the candidate that an earlier pick needs too, with the earliest day that needs it. */
function firstShared(candidate: PlanCandidate, earlier: readonly Earlier[], pantry: ReadonlySet<string>) {
  for (const food of candidate.foods) {
    if (pantry.has(food)) continue;
    const first = earlier.filter((e) => e.candidate.foods.includes(food)).sort((a, b) => a.day - b.day)[0];
    if (first) return { food, day: first.day };
  }
  return undefined;
}

const listed = (foods: readonly string[]) => (foods.length === 2 ? `${foods[0]} and ${foods[1]}` : foods[0]!);
