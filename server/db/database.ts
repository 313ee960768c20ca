import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SQLite } from './sqlite-driver';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { dialectOf, type Dialect } from './dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export { dialectOf, type Dialect };

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema in use when not the default. */
  schema?: string;
  /** PostgreSQL only: the connection pool, for libraries that keep their own table (rate limits). */
  pool?: pg.Pool;
  /** PostgreSQL only: the address, for a connection of its own (listening for live changes). */
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: a schema to create and use, so test runs never collide. */
  schema?: string;
}

// COUNT(*) and bigint columns come back as text from pg by default; our numbers fit a double.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as pg.CustomTypesConfig['getTypeParser'],
};

/** How long to wait for a PostgreSQL connection: far less than a request's deadline (30 s). */
const CONNECT_TIMEOUT_MS = 5_000;
const ignore = () => undefined;

export async function openDatabase(url: string, options: DatabaseOptions = {}): Promise<Db> {
  const dialect = dialectOf(url);
  if (dialect === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    return { kysely, dialect, close: () => kysely.destroy() };
  }

  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Waiting for a connection (a new one, or a turn at a busy pool) ends well within a request's
    // deadline: while the database is away a request fails soon, rather than hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection the server closes (it stopped or restarted) reports an error on its client: the
  // query running on it fails with that error, and the pool drops the client, so the error
  // itself needs no more handling, but an event nobody listens to would end the process.
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect, pool, url, ...(schema ? { schema } : {}), close: () => kysely.destroy() };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider(db.dialect),
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}

/**
 * Whether the database answers, asked at most once per `everyMs`: callers meanwhile share the
 * answer in flight or the last one, so asking often costs the database nothing more.
 */
export function databaseProbe(db: Db, everyMs = 1000): () => Promise<boolean> {
  let last = false;
  let freshUntil = -Infinity;
  let asking: Promise<boolean> | null = null;
  return () => {
    if (asking) return asking;
    if (performance.now() < freshUntil) return Promise.resolve(last);
    asking = ping(db).then(
      () => true,
      () => false,
    );
    void asking.then((answer) => {
      last = answer;
      freshUntil = performance.now() + everyMs;
      asking = null;
    });
    return asking;
  };
}

/** Drops a test schema with everything in it (PostgreSQL only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await admin.end();
  }
}

/** Whether a write failed because a row it points to is gone (a foreign key), on either database. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23503' || error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Whether a write failed on a unique key (a duplicate), on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
