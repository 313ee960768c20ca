import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
    '0002-full-text': {
      // The terms themselves are written by the app (they come from its own text folding), at
      // every recipe write and, for rows written before this migration, at the next start.
      async up(db: AnyDb) {
        if (dialect === 'postgres') {
          await db.schema
            .alterTable('recipes')
            .addColumn('search_doc', sql`tsvector`)
            .execute();
          await sql`create index recipes_search_doc on recipes using gin (search_doc)`.execute(db);
        } else {
          // The terms come already folded and split, so the tokenizer must keep them as they are:
          // `ascii` splits only on ASCII punctuation and spaces (which terms never hold) and folds
          // only A-Z; unicode61 would fold and split some letters its own way.
          // detail=column: columns but no positions, as every query term is a single word.
          await sql`create virtual table recipe_fts using fts5(title, terms, content='', contentless_delete=1,
            detail=column, prefix='2 3', tokenize='ascii')`.execute(db);
        }
        // An empty database has nothing to rebuild: its recipes will be written with version 1 terms.
        // Otherwise the app finds no version and computes the terms of the existing rows once.
        const any = await db.selectFrom('recipes').select('id').limit(1).executeTakeFirst();
        if (!any) await db.insertInto('app_meta').values({ key: 'fulltext_version', value: '1' }).execute();
      },
      async down(db: AnyDb) {
        if (dialect === 'postgres') await db.schema.alterTable('recipes').dropColumn('search_doc').execute();
        else await sql`drop table if exists recipe_fts`.execute(db);
      },
    },
    '0003-rate-limits': {
      // Login and registration counters shared by every instance on one PostgreSQL (read and written
      // by rate-limiter-flexible, whose columns these are). SQLite runs one process: it counts in memory.
      async up(db: AnyDb) {
        if (dialect !== 'postgres') return;
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expire', 'bigint')
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('rate_limits').ifExists().execute();
      },
    },
    '0004-label-reasons': {
      // Why each label holds, as JSON; rows written before keep '' until they are labelled again.
      async up(db: AnyDb) {
        await db.schema
          .alterTable('recipes')
          .addColumn('label_reasons', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('recipes').dropColumn('label_reasons').execute();
      },
    },
    '0005-contains-mask': {
      // The free-from groups each recipe holds, a bit each. Rows written before hold every bit
      // (0x7fffffff) until they are labelled again at the next start: nothing passes an
      // exclusion it was never checked for.
      async up(db: AnyDb) {
        await db.schema
          .alterTable('recipes')
          .addColumn('contains_mask', 'integer', (c) => c.notNull().defaultTo(0x7fffffff))
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('recipes').dropColumn('contains_mask').execute();
      },
    },
    '0006-shopping-list': {
      // One row per line of a user's shopping list, as written; merging lines of the same food is
      // done when the list is read, so two tabs adding and ticking at once never lose a line.
      // `sources` is a JSON array of the recipes the line came from (id and title).
      async up(db: AnyDb) {
        await serialPk(db, 'shopping_list_lines')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sources', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('shopping_list_lines_user_id')
          .on('shopping_list_lines')
          .column('user_id')
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('shopping_list_lines').ifExists().execute();
      },
    },
    '0007-collections': {
      // Collections a user names, the saved recipes each holds, and a private note per saved
      // recipe. A membership points at the saved row and the note is a column of it, so unsaving
      // a recipe takes both with it; deleting the user cascades to everything.
      async up(db: AnyDb) {
        await db.schema
          .alterTable('saved_recipes')
          .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await serialPk(db, 'saved_collections')
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
          .addColumn('saved_recipe_id', 'integer', (c) =>
            c.notNull().references('saved_recipes.id').onDelete('cascade'),
          )
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
    },
    '0008-settings': {
      // One row per user who chose a setting; a user without one gets the defaults
      // (shared/settings.ts). Deleting the user removes it.
      async up(db: AnyDb) {
        await db.schema
          .createTable('saved_settings')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
          .addColumn('units', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('saved_settings').ifExists().execute();
      },
    },
    '0009-own-recipes': {
      // Recipes users add in the app. `owner_id` is null for the catalog and command-line imports;
      // `visibility` is 'public', 'private' (its owner alone) or 'deleted' (kept as a row with a new
      // revision, so every search index sees it go). No foreign key: deleting an account first
      // marks its recipes deleted, in the account service.
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
    },
    '0010-session-lifetimes': {
      // A session ends after a time unused and a time since login (the account service decides
      // both). `id` names a session in the list of a user's devices (the token's hash never
      // leaves the server); `device` is a short label read from the User-Agent ('' when unknown).
      // Sessions from before start as last used when they began.
      async up(db: AnyDb) {
        await db.schema
          .alterTable('sessions')
          .addColumn('id', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema
          .alterTable('sessions')
          .addColumn('last_used_at', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema
          .alterTable('sessions')
          .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        const randomId =
          dialect === 'postgres' ? sql`md5(random()::text || token_hash)` : sql`lower(hex(randomblob(16)))`;
        await db
          .updateTable('sessions')
          .set({ id: randomId, last_used_at: sql`created_at` })
          .execute();
        await db.schema.createIndex('sessions_id').on('sessions').column('id').unique().execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropIndex('sessions_id').ifExists().execute();
        for (const column of ['device', 'last_used_at', 'id']) {
          await db.schema.alterTable('sessions').dropColumn(column).execute();
        }
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations(dialect)) };
}
