import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * The terms themselves are written by the app (they come from its own text folding), at
 * every recipe write and, for rows written before this migration, at the next start.
 */
export default function migration(dialect: Dialect): Migration {
  return {
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
        // SQLite keeps the statement's text, line breaks and spaces included: it stays as it ran.
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
  };
}
