import type { Migration } from 'kysely';
import type { AnyDb } from './columns';

/**
 * Whether the other members see which allergens a member saved (1, the default) or only that the
 * household is protected from them (0). The protection itself applies either way.
 */
export default function migration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('household_members')
        .addColumn('allergens_visible', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('household_members').dropColumn('allergens_visible').execute();
    },
  };
}
