import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { serialPk, type AnyDb } from './columns';

/**
 * A user's meal plan: one row an entry, so two devices adding to one week never overwrite each
 * other. `date` is `YYYY-MM-DD` (a day, no zone); `recipe_id` is null for a free-text entry and
 * has no foreign key: a recipe deleted later leaves the entry with its `title`, shown unavailable.
 * `position` orders the entries of one slot. `plan_calendars` holds the SHA-256 of each account's
 * private calendar key (one a user: a new key replaces the old one, which stops working).
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await serialPk(db, dialect, 'plan_entries')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('slot', 'text', (c) => c.notNull())
        .addColumn('recipe_id', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('servings', 'integer', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('plan_entries_user_date').on('plan_entries').columns(['user_id', 'date']).execute();
      await db.schema
        .createTable('plan_calendars')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('plan_calendars').ifExists().execute();
      await db.schema.dropTable('plan_entries').ifExists().execute();
    },
  };
}
