import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { serialPk, type AnyDb } from './columns';

/**
 * One row per line of a user's shopping list, as written; merging lines of the same food is
 * done when the list is read, so two tabs adding and ticking at once never lose a line.
 * `sources` is a JSON array of the recipes the line came from (id and title).
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await serialPk(db, dialect, 'shopping_list_lines')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sources', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shopping_list_lines_user_id').on('shopping_list_lines').column('user_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('shopping_list_lines').ifExists().execute();
    },
  };
}
