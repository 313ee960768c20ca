import type { Migration } from 'kysely';
import type { AnyDb } from './columns';

/**
 * A plan entry marked cooked: `cooked_at` (an ISO time, null until cooked) and `cooked_taken`,
 * the pantry items cooking took out as JSON text, kept so that undoing puts back exactly those
 * items (name, amount, best-before date and when each was added); null when nothing was cooked.
 */
export default function migration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('plan_entries').addColumn('cooked_at', 'text').execute();
      await db.schema.alterTable('plan_entries').addColumn('cooked_taken', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('plan_entries').dropColumn('cooked_taken').execute();
      await db.schema.alterTable('plan_entries').dropColumn('cooked_at').execute();
    },
  };
}
