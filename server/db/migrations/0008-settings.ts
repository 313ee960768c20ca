import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * One row per user who chose a setting; a user without one gets the defaults
 * (shared/settings.ts). Deleting the user removes it.
 */
export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('saved_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('units', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('saved_settings').ifExists().execute();
    },
  };
}
