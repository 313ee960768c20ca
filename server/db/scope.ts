import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';
import { lockUserRows } from './user-rows';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Whose rows a call reads and writes: a member of a household shares its rows with the other
 * members; anyone else has their own (`householdId` null), exactly as before households.
 * `userId` is the caller, who is recorded as the writer of what they add.
 */
export interface Scope {
  userId: number;
  householdId: number | null;
}

/** The caller's scope, read afresh on every call: a member removed a moment ago has their own again. */
export type ScopeOf = (userId: number) => Promise<Scope>;

/** The tables a household shares. */
export const SHARED_TABLES = ['shopping_list_lines', 'plan_entries', 'pantry_items'] as const;
export type SharedTable = (typeof SHARED_TABLES)[number];

/** Picks the scope's rows: the household's, or the caller's own that belong to no household. */
export function inScope<T extends SharedTable>(scope: Scope) {
  return (eb: ExpressionBuilder<Database, T>) => {
    const own = eb as unknown as ExpressionBuilder<Database, SharedTable>;
    return scope.householdId === null
      ? own.and([own('user_id', '=', scope.userId), own('household_id', 'is', null)])
      : own('household_id', '=', scope.householdId);
  };
}

/** The owner columns of a row the scope adds. */
export const ownerColumns = (scope: Scope) => ({ user_id: scope.userId, household_id: scope.householdId });

/**
 * Makes the caller's transaction the only writer of the scope's rows until it ends, so a count
 * checked before adding still holds (PostgreSQL locks the household's or the user's row; SQLite
 * runs one write transaction at a time anyway).
 */
export async function lockScope(db: Executor, dialect: Dialect, scope: Scope): Promise<void> {
  if (scope.householdId === null) return lockUserRows(db, dialect, scope.userId);
  if (dialect !== 'postgres') return;
  await db.selectFrom('households').select('id').where('id', '=', scope.householdId).forUpdate().execute();
}
