import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * Why each label holds, as JSON; rows written before keep '' until they are labelled again.
 */
export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('recipes')
        .addColumn('label_reasons', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('recipes').dropColumn('label_reasons').execute();
    },
  };
}
