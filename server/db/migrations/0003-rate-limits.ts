import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * Login and registration counters shared by every instance on one PostgreSQL (read and written
 * by rate-limiter-flexible, whose columns these are). SQLite runs one process: it counts in memory.
 */
export default function migration(dialect: Dialect): Migration {
  return {
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
  };
}
