import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CookedTakenItem } from '../../../shared/pantry';
import { PLAN_SLOTS, type PlanEntry, type PlanSlot } from '../../../shared/plan';
import type { Database, PlanEntriesTable } from '../../db/schema';
import { inScope, ownerColumns, type Scope } from '../../db/scope';

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Selectable<PlanEntriesTable>;

const COLUMNS = ['id', 'date', 'slot', 'recipe_id', 'title', 'servings', 'note', 'position', 'cooked_at'] as const;
const isSlot = (value: string): value is PlanSlot => (PLAN_SLOTS as readonly string[]).includes(value);

/** An entry as stored; whether its recipe can still be read is the service's to say. */
export interface StoredEntry extends PlanEntry {
  position: number;
}

const toEntry = (row: Pick<Row, (typeof COLUMNS)[number]>): StoredEntry => ({
  id: row.id,
  date: row.date,
  // A slot written by hand into the database that the app does not know reads as a snack.
  slot: isSlot(row.slot) ? row.slot : 'snack',
  recipeId: row.recipe_id,
  title: row.title,
  servings: row.servings,
  note: row.note,
  position: row.position,
  ...(row.cooked_at !== null ? { cookedAt: row.cooked_at } : {}),
});

/** The scope's entries from `from` to `to`, by day, slot, then the order they were put in. */
export async function listEntries(db: Executor, scope: Scope, from: string, to: string): Promise<StoredEntry[]> {
  const rows = await db
    .selectFrom('plan_entries')
    .select(COLUMNS)
    .where(inScope(scope))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const entries = rows.map(toEntry);
  const slotOrder = (slot: PlanSlot) => PLAN_SLOTS.indexOf(slot);
  return entries.sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.slot) - slotOrder(b.slot));
}

export async function findEntry(db: Executor, scope: Scope, id: number): Promise<StoredEntry | undefined> {
  const row = await db
    .selectFrom('plan_entries')
    .select(COLUMNS)
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/** How many entries one slot of one day holds, and the next position in it. */
export async function slotFill(
  db: Executor,
  scope: Scope,
  date: string,
  slot: PlanSlot,
): Promise<{ count: number; next: number }> {
  const row = await db
    .selectFrom('plan_entries')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('position').as('last')])
    .where(inScope(scope))
    .where('date', '=', date)
    .where('slot', '=', slot)
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { count, next: count === 0 ? 0 : Number(row?.last ?? 0) + 1 };
}

export type NewEntryRow = Omit<PlanEntry, 'id' | 'available' | 'cookedAt'> & { position: number };

export async function insertEntry(db: Executor, scope: Scope, entry: NewEntryRow, now: string): Promise<StoredEntry> {
  const row = await db
    .insertInto('plan_entries')
    .values({
      ...ownerColumns(scope),
      date: entry.date,
      slot: entry.slot,
      recipe_id: entry.recipeId,
      title: entry.title,
      servings: entry.servings,
      note: entry.note,
      position: entry.position,
      created_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

export interface EntryChange {
  date?: string;
  slot?: PlanSlot;
  servings?: number;
  note?: string;
  title?: string;
  position?: number;
}

export async function updateEntry(db: Executor, scope: Scope, id: number, change: EntryChange): Promise<void> {
  await db
    .updateTable('plan_entries')
    .set({
      ...(change.date !== undefined ? { date: change.date } : {}),
      ...(change.slot !== undefined ? { slot: change.slot } : {}),
      ...(change.servings !== undefined ? { servings: change.servings } : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.position !== undefined ? { position: change.position } : {}),
    })
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

/**
 * Marks an entry cooked at `at` when it is the scope's and not cooked yet; answers whether it did
 * (false: another call marked it first, or it is not there).
 */
export async function markCooked(db: Executor, scope: Scope, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('plan_entries')
    .set({ cooked_at: at, cooked_taken: '[]' })
    .where(inScope(scope))
    .where('id', '=', id)
    .where('cooked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps what cooking took out of the pantry with the cooked entry (`CookedTakenItem[]`). */
export async function setCookedTaken(db: Executor, scope: Scope, id: number, taken: readonly CookedTakenItem[]) {
  await db
    .updateTable('plan_entries')
    .set({ cooked_taken: JSON.stringify(taken) })
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

const isTaken = (value: unknown): value is CookedTakenItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CookedTakenItem).name === 'string' &&
  typeof (value as CookedTakenItem).addedAt === 'string';

/**
 * Clears a cooked mark when the entry is the scope's and cooked; answers what cooking took out,
 * or undefined when there was no mark to clear (another call undid it first, or it is not there).
 */
export async function clearCooked(
  db: Kysely<Database>,
  scope: Scope,
  id: number,
): Promise<CookedTakenItem[] | undefined> {
  return db.transaction().execute(async (trx) => {
    // RETURNING answers the new values: what was taken is read first, then cleared only if still cooked.
    const row = await trx
      .selectFrom('plan_entries')
      .select('cooked_taken')
      .where(inScope(scope))
      .where('id', '=', id)
      .where('cooked_at', 'is not', null)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const result = await trx
      .updateTable('plan_entries')
      .set({ cooked_at: null, cooked_taken: null })
      .where(inScope(scope))
      .where('id', '=', id)
      .where('cooked_at', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    try {
      const taken: unknown = JSON.parse(row.cooked_taken ?? '[]');
      return Array.isArray(taken) ? taken.filter(isTaken) : [];
    } catch {
      return [];
    }
  });
}

export async function deleteEntry(db: Executor, scope: Scope, id: number): Promise<boolean> {
  const result = await db.deleteFrom('plan_entries').where(inScope(scope)).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every entry from `from` to `to`; answers how many went. */
export async function deleteRange(db: Executor, scope: Scope, from: string, to: string): Promise<number> {
  const result = await db
    .deleteFrom('plan_entries')
    .where(inScope(scope))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Recipes planned from `from` to `to`: a proposal does not repeat them. */
export async function plannedRecipeIds(db: Executor, scope: Scope, from: string, to: string): Promise<number[]> {
  const rows = await db
    .selectFrom('plan_entries')
    .select('recipe_id')
    .distinct()
    .where(inScope(scope))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('recipe_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.recipe_id === null ? [] : [row.recipe_id]));
}

/** Gives the user this calendar key hash, replacing any earlier one. */
export async function setCalendarKey(db: Executor, userId: number, keyHash: string, now: string): Promise<void> {
  await db.deleteFrom('plan_calendars').where('user_id', '=', userId).execute();
  await db.insertInto('plan_calendars').values({ user_id: userId, key_hash: keyHash, created_at: now }).execute();
}

export async function deleteCalendarKey(db: Executor, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('plan_calendars').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user a calendar key belongs to, by its hash. */
export async function calendarOwner(db: Executor, keyHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('plan_calendars')
    .select('user_id')
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  return row?.user_id;
}
