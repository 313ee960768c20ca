import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** Migrations see the database untyped: an old migration must not follow today's schema types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** A new table whose `id` is an auto-increment key: the column type differs between the databases. */
export function serialPk(db: AnyDb, dialect: Dialect, table: string) {
  return dialect === 'postgres'
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
