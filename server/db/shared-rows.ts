import type { Kysely, Transaction } from 'kysely';
import type { AnyDb } from './migrations/columns';
import { SHARED_TABLES, type SharedTable } from './scope';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Rows copied in one statement: well under either database's limit of bound values. */
const CHUNK = 200;

/** What a member who leaves takes along of each shared table: the plan only from `today` on, all of the pantry. */
const TAKEN: Record<SharedTable, { from?: 'date'; clear?: string }> = {
  shopping_list_lines: { clear: 'plan_entry_id' },
  plan_entries: { from: 'date' },
  pantry_items: {},
};

/** A user who joins or creates a household brings their own list, plan and pantry into it. */
export async function bringIntoHousehold(db: Executor, userId: number, householdId: number): Promise<void> {
  for (const table of SHARED_TABLES) {
    await db
      .updateTable(table)
      .set({ household_id: householdId })
      .where('user_id', '=', userId)
      .where('household_id', 'is', null)
      .execute();
  }
}

/**
 * A member leaves (or is removed): the household keeps its rows and the member leaves with a copy
 * of the list, of the plan from `today` on and of the whole pantry, as their own. What they wrote
 * is recorded under `successor` from then on, so deleting their account takes nothing from the
 * others. With no successor (the last member) the household's rows become the member's own.
 */
export async function leaveHousehold(
  db: Executor,
  userId: number,
  householdId: number,
  successor: number | undefined,
  today: string,
): Promise<void> {
  for (const table of SHARED_TABLES) {
    if (successor === undefined) {
      await db
        .updateTable(table)
        .set({ household_id: null, user_id: userId })
        .where('household_id', '=', householdId)
        .execute();
      continue;
    }
    await copyToOwn(db, table, userId, householdId, today);
    await db
      .updateTable(table)
      .set({ user_id: successor })
      .where('household_id', '=', householdId)
      .where('user_id', '=', userId)
      .execute();
  }
}

async function copyToOwn(db: AnyDb, table: SharedTable, userId: number, householdId: number, today: string) {
  const rule = TAKEN[table];
  let query = db.selectFrom(table).selectAll().where('household_id', '=', householdId).orderBy('id');
  if (rule.from) query = query.where(rule.from, '>=', today);
  const rows = (await query.execute()) as Record<string, unknown>[];
  const copies = rows.map(({ id: _id, ...row }) => ({
    ...row,
    ...(rule.clear ? { [rule.clear]: null } : {}),
    user_id: userId,
    household_id: null,
  }));
  for (let start = 0; start < copies.length; start += CHUNK) {
    await db
      .insertInto(table)
      .values(copies.slice(start, start + CHUNK))
      .execute();
  }
}
