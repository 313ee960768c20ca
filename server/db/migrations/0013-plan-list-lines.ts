import type { Migration } from 'kysely';
import type { AnyDb } from './columns';

/**
 * `plan_entry_id` names the meal-plan entry a shopping-list line was added for, so removing that
 * entry can take its lines off the list and no other. Null for a line the user wrote, one added
 * from a recipe page, and one edited since (an edit makes the line the user's own). No foreign
 * key: the entry is usually gone by the time its lines are asked for, and entry ids are never reused.
 */
export default function migration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('shopping_list_lines').addColumn('plan_entry_id', 'integer').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('shopping_list_lines').dropColumn('plan_entry_id').execute();
    },
  };
}
