import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { serialPk, type AnyDb } from './columns';

/**
 * Collections a user names, the saved recipes each holds, and a private note per saved
 * recipe. A membership points at the saved row and the note is a column of it, so unsaving
 * a recipe takes both with it; deleting the user cascades to everything.
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('saved_recipes')
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await serialPk(db, dialect, 'saved_collections')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        // The name lower-cased: one user's names are unique whatever their case.
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('saved_collections_user_name', ['user_id', 'name_key'])
        .execute();
      await db.schema
        .createTable('saved_collection_recipes')
        .addColumn('collection_id', 'integer', (c) =>
          c.notNull().references('saved_collections.id').onDelete('cascade'),
        )
        .addColumn('saved_recipe_id', 'integer', (c) => c.notNull().references('saved_recipes.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_collection_recipes_pk', ['collection_id', 'saved_recipe_id'])
        .execute();
      await db.schema
        .createIndex('saved_collection_recipes_saved_recipe')
        .on('saved_collection_recipes')
        .column('saved_recipe_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('saved_collection_recipes').ifExists().execute();
      await db.schema.dropTable('saved_collections').ifExists().execute();
      await db.schema.alterTable('saved_recipes').dropColumn('note').execute();
    },
  };
}
