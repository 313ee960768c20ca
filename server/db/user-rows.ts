import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A row a user owns, by the column that names it among the user's rows. */
export type UserRow =
  | { table: 'saved_recipes'; column: 'recipe_id'; value: number }
  | { table: 'saved_diets'; column: 'id'; value: number }
  | { table: 'saved_allergies'; column: 'allergy_id'; value: string }
  | { table: 'saved_collections'; column: 'id'; value: number };

/** Deletes one of the user's rows; false when the user has no such row (another user's stays). */
export async function deleteUserRow(db: Executor, userId: number, row: UserRow): Promise<boolean> {
  const result = await db
    .deleteFrom(row.table)
    .where('user_id', '=', userId)
    .where(row.column, '=', row.value)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many rows of `table` the user has. */
export async function countUserRows(db: Executor, userId: number, table: UserRow['table']): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Makes the caller's transaction the only writer of this user's rows until it ends, so a count
 * checked before adding still holds when the rows are written (PostgreSQL locks the user's row;
 * SQLite runs one write transaction at a time anyway).
 */
export async function lockUserRows(db: Executor, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
