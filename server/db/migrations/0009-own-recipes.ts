import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * Recipes users add in the app. `owner_id` is null for the catalog and command-line imports;
 * `visibility` is 'public', 'private' (its owner alone) or 'deleted' (kept as a row with a new
 * revision, so every search index sees it go). No foreign key: deleting an account first
 * marks its recipes deleted, in the account service.
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('recipes').addColumn('owner_id', 'integer').execute();
      await db.schema
        .alterTable('recipes')
        .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
        .execute();
      await db.schema.alterTable('recipes').addColumn('created_at', 'text').execute();
      await db.schema.createIndex('recipes_owner_id').on('recipes').column('owner_id').execute();
      // The picture of a recipe added in the app, fetched once and re-encoded as WebP: kept in
      // the database so every instance serves it. Its address holds a random `key`: a picture
      // tag sends no token, so a private recipe's picture is private by being unguessable.
      await db.schema
        .createTable('recipe_pictures')
        .addColumn('recipe_id', 'integer', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('recipe_pictures').ifExists().execute();
      await db.schema.dropIndex('recipes_owner_id').ifExists().execute();
      await db.schema.alterTable('recipes').dropColumn('created_at').execute();
      await db.schema.alterTable('recipes').dropColumn('visibility').execute();
      await db.schema.alterTable('recipes').dropColumn('owner_id').execute();
    },
  };
}
