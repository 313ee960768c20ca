import type { Kysely, Transaction } from 'kysely';
import type { AccountSession } from '../../../shared/sessions';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The session behind a token hash, with what decides whether it still holds. */
export interface SessionState {
  user: { id: number; email: string };
  createdAt: string;
  lastUsedAt: string;
}

/**
 * The times before which a session no longer holds: begun before `startedAfter`, or last used
 * before `usedAfter`. Times are ISO 8601 in UTC, so they compare as text on both databases.
 */
export interface LiveSince {
  startedAfter: string;
  usedAfter: string;
}

export async function insertSession(
  db: Executor,
  session: { id: string; tokenHash: string; userId: number; device: string; at: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      token_hash: session.tokenHash,
      user_id: session.userId,
      device: session.device,
      created_at: session.at,
      last_used_at: session.at,
    })
    .execute();
}

export async function findSession(db: Executor, tokenHash: string): Promise<SessionState | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'sessions.created_at', 'sessions.last_used_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { user: { id: row.id, email: row.email }, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** Marks the session used at `at`; a session removed meanwhile stays removed. */
export async function touchSession(db: Executor, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's sessions that still hold, most recently used first; `currentHash` marks the caller's. */
export async function listSessions(
  db: Executor,
  userId: number,
  currentHash: string,
  live: LiveSince,
): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'device', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>', live.startedAfter)
    .where('last_used_at', '>', live.usedAfter)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    current: row.token_hash === currentHash,
  }));
}

/** Ends one of the user's sessions; false when the user has none of that id. */
export async function deleteSessionById(db: Executor, userId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends all the user's sessions, or all but `keepHash`; answers how many were live. */
export async function deleteSessionsOfUser(
  db: Executor,
  userId: number,
  live: LiveSince,
  keepHash?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepHash !== undefined) query = query.where('token_hash', '<>', keepHash);
  const rows = await query.returning(['created_at', 'last_used_at']).execute();
  return rows.filter((row) => row.created_at > live.startedAfter && row.last_used_at > live.usedAfter).length;
}

/** Removes the user's sessions that no longer hold. */
export async function deleteEndedSessions(db: Executor, userId: number, live: LiveSince): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('created_at', '<=', live.startedAfter), eb('last_used_at', '<=', live.usedAfter)]))
    .execute();
}
