import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { serialPk, type AnyDb } from './columns';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await serialPk(db, dialect, 'users')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('recipes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('source_key', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('image_alt', 'text', (c) => c.notNull())
        .addColumn('servings', 'integer', (c) => c.notNull())
        .addColumn('ready_in_minutes', 'integer', (c) => c.notNull())
        .addColumn('prep_minutes', 'integer')
        .addColumn('cook_minutes', 'integer')
        .addColumn('cuisines', 'text', (c) => c.notNull())
        .addColumn('dish_types', 'text', (c) => c.notNull())
        .addColumn('ingredients', 'text', (c) => c.notNull())
        .addColumn('instructions', 'text', (c) => c.notNull())
        .addColumn('calories', 'real', (c) => c.notNull())
        .addColumn('fat', 'real', (c) => c.notNull())
        .addColumn('protein', 'real', (c) => c.notNull())
        .addColumn('carbohydrates', 'real', (c) => c.notNull())
        .addColumn('diets_mask', 'integer', (c) => c.notNull())
        .addColumn('allergens_mask', 'integer', (c) => c.notNull())
        .addColumn('source_name', 'text', (c) => c.notNull())
        .addColumn('source_url', 'text', (c) => c.notNull())
        .addColumn('license', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('recipes_revision').on('recipes').column('revision').execute();

      for (const [table, column, type] of [
        ['saved_recipes', 'recipe_id', 'integer'],
        ['saved_diets', 'diet_id', 'text'],
        ['saved_allergies', 'allergy_id', 'text'],
      ] as const) {
        let builder = serialPk(db, dialect, table)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn(column, type, (c) =>
            column === 'recipe_id' ? c.notNull().references('recipes.id').onDelete('cascade') : c.notNull(),
          )
          .addColumn('created_at', 'text', (c) => c.notNull());
        // One row per user and item, also when twenty requests arrive at once.
        builder = builder.addUniqueConstraint(`${table}_user_item`, ['user_id', column]);
        await builder.execute();
      }

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'app_meta',
        'saved_allergies',
        'saved_diets',
        'saved_recipes',
        'recipes',
        'sessions',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
