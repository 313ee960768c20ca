import type { Kysely, Transaction } from 'kysely';
import type { ApiToken, ApiTokenScope } from '../../../shared/api-tokens';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The token behind a hash, with its owner and what the service needs to decide on a call. */
export interface ApiTokenState {
  id: number;
  scope: ApiTokenScope;
  lastUsedAt: string;
  user: { id: number; email: string };
}

export async function insertApiToken(
  db: Executor,
  token: { userId: number; name: string; scope: ApiTokenScope; tokenHash: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('api_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      scope: token.scope,
      token_hash: token.tokenHash,
      created_at: token.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findApiToken(db: Executor, tokenHash: string): Promise<ApiTokenState | undefined> {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select(['api_tokens.id', 'api_tokens.scope', 'api_tokens.last_used_at', 'users.id as user_id', 'users.email'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && { id: row.id, scope: row.scope, lastUsedAt: row.last_used_at, user: { id: row.user_id, email: row.email } }
  );
}

/** Marks the token used at `at`; a token revoked meanwhile stays revoked. */
export async function touchApiToken(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}

/** The user's tokens, newest first. */
export async function listApiTokens(db: Executor, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'scope', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at === '' ? null : row.last_used_at,
  }));
}

export async function countApiTokens(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Revokes one of the user's tokens; false when the user has none of that id. */
export async function deleteApiToken(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
