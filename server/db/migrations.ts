import { type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './database';

/**
 * Migrations run unchanged on SQLite and PostgreSQL; where the two differ (auto-increment keys)
 * the dialect picks the column type. They use Kysely<any> and never import app code, so an old
 * migration keeps meaning what it meant when it ran. Names sort in the order they apply.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function migrations(dialect: Dialect): Record<string, Migration> {
  const serialPk = (db: AnyDb, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    '0001-accounts-and-recipes': {
      async up(db: AnyDb) {
        await serialPk(db, 'users')
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
          let builder = serialPk(db, table)
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
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations(dialect)) };
}
