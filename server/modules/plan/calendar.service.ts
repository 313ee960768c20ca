import ical from 'ical-generator';
import { addDays, dayNumber, today } from '../../../shared/plan-dates';
import type { Db } from '../../db/database';
import type { ScopeOf } from '../../db/scope';
import { hashToken, newToken } from '../../lib/tokens';
import * as plan from './plan.repository';

/** What a calendar shows: the last month and the next two. */
const PAST_DAYS = 31;
const FUTURE_DAYS = 62;
export const CALENDAR_PATH = '/api/plan/calendar/';

const SLOT_NAMES = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

/**
 * A private iCalendar address per account, so the plan (the household's, for a member) shows in a phone's calendar: the key in
 * the address is the only credential (a calendar app sends no token), so it is random, stored as
 * its SHA-256 alone, shown once, and revoked by making a new one or deleting it.
 */
export function createCalendarService(db: Db, scopeOf: ScopeOf, now: () => number = Date.now) {
  return {
    /** A new address for the user; the old one stops working. */
    async create(userId: number): Promise<{ path: string }> {
      const key = newToken();
      await db.kysely.transaction().execute(async (trx) => {
        await plan.setCalendarKey(trx, userId, hashToken(key), new Date(now()).toISOString());
      });
      return { path: `${CALENDAR_PATH}${key}.ics` };
    },

    async revoke(userId: number): Promise<{ revoked: boolean }> {
      return { revoked: await plan.deleteCalendarKey(db.kysely, userId) };
    },

    /** The calendar behind a key, or undefined for a key no account holds. */
    async feed(key: string): Promise<string | undefined> {
      const userId = await plan.calendarOwner(db.kysely, hashToken(key));
      if (userId === undefined) return undefined;
      const day = today(new Date(now()));
      const scope = await scopeOf(userId);
      const entries = await plan.listEntries(db.kysely, scope, addDays(day, -PAST_DAYS), addDays(day, FUTURE_DAYS));
      const calendar = ical({ name: 'Dishcovery meal plan', prodId: { company: 'Dishcovery', product: 'meal-plan' } });
      for (const entry of entries) {
        const start = new Date((dayNumber(entry.date) ?? 0) * 86_400_000);
        calendar.createEvent({
          id: `plan-entry-${entry.id}@dishcovery`,
          start,
          allDay: true,
          summary: `${SLOT_NAMES[entry.slot]}: ${entry.title}`,
          description: entry.recipeId === null ? entry.title : `${entry.title}, for ${entry.servings}`,
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
