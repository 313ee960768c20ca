import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { serialPk, type AnyDb } from './columns';

/**
 * The pantry: one row an item. `household_id` makes it the household's, as for the shopping list
 * (0015): null keeps it the account's own, and deleting a household sets it back to null so
 * nothing is lost. `best_before` is `YYYY-MM-DD` or null; `always_have` is 0/1 (a staple).
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await serialPk(db, dialect, 'pantry_items')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('household_id', 'integer', (c) => c.references('households.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount', 'text')
        .addColumn('best_before', 'text')
        .addColumn('always_have', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pantry_items_user').on('pantry_items').column('user_id').execute();
      await db.schema.createIndex('pantry_items_household').on('pantry_items').column('household_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('pantry_items').ifExists().execute();
    },
  };
}
