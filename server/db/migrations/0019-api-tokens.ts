import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { serialPk, type AnyDb } from './columns';

/**
 * Personal API tokens: a user names each one and gives it a `scope` ('read' or 'read-write').
 * Only the SHA-256 of the token is kept (`token_hash`, unique); a revoked token's row is
 * deleted, so a stolen table grants nothing and a revoked token is simply unknown.
 * `last_used_at` is '' until the token is first used. Deleting the user deletes its tokens.
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await serialPk(db, dialect, 'api_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('api_tokens').ifExists().execute();
    },
  };
}
