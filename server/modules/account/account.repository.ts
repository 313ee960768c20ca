import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
}

const now = () => new Date().toISOString();

export async function findUserByEmailKey(db: Executor, emailKey: string): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

/** Inserts a user; returns undefined when the email is taken (the unique key decides, not a prior read). */
export async function insertUser(
  db: Executor,
  user: { email: string; emailKey: string; passwordHash: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({ email: user.email, email_key: user.emailKey, password_hash: user.passwordHash, created_at: now() })
    .onConflict((oc) => oc.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Removes the user; the foreign keys cascade to its sessions and everything it saved. */
export async function deleteUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function findUserEmail(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}
