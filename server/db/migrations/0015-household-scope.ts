import type { Migration } from 'kysely';
import type { AnyDb } from './columns';

/** The tables whose rows a household shares: a row with a `household_id` is its members', whoever wrote it. */
const SHARED = ['shopping_list_lines', 'plan_entries'] as const;

/**
 * `household_id` makes a shopping-list line or a plan entry the household's; null keeps it the
 * account's own, as before. `user_id` stays the member who wrote it. Deleting a household sets the
 * column back to null, so its rows fall back to the members who wrote them and nothing is lost.
 */
export default function migration(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of SHARED) {
        await db.schema
          .alterTable(table)
          .addColumn('household_id', 'integer', (c) => c.references('households.id').onDelete('set null'))
          .execute();
        await db.schema.createIndex(`${table}_household`).on(table).column('household_id').execute();
      }
    },
    async down(db: AnyDb) {
      for (const table of SHARED) {
        await db.schema.dropIndex(`${table}_household`).ifExists().execute();
        await db.schema.alterTable(table).dropColumn('household_id').execute();
      }
    },
  };
}
