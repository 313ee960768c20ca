import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * The free-from groups each recipe holds, a bit each. Rows written before hold every bit
 * (0x7fffffff) until they are labelled again at the next start: nothing passes an
 * exclusion it was never checked for.
 */
export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('recipes')
        .addColumn('contains_mask', 'integer', (c) => c.notNull().defaultTo(0x7fffffff))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('recipes').dropColumn('contains_mask').execute();
    },
  };
}
