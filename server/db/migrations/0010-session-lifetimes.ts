import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * A session ends after a time unused and a time since login (the account service decides
 * both). `id` names a session in the list of a user's devices (the token's hash never
 * leaves the server); `device` is a short label read from the User-Agent ('' when unknown).
 * Sessions from before start as last used when they began.
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('sessions')
        .addColumn('id', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('last_used_at', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const randomId =
        dialect === 'postgres' ? sql`md5(random()::text || token_hash)` : sql`lower(hex(randomblob(16)))`;
      await db
        .updateTable('sessions')
        .set({ id: randomId, last_used_at: sql`created_at` })
        .execute();
      await db.schema.createIndex('sessions_id').on('sessions').column('id').unique().execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('sessions_id').ifExists().execute();
      for (const column of ['device', 'last_used_at', 'id']) {
        await db.schema.alterTable('sessions').dropColumn(column).execute();
      }
    },
  };
}
