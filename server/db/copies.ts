import { spawn } from 'node:child_process';
import { copyFile, rename, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { dialectOf } from './database';
import { SQLite } from './sqlite-driver';

/**
 * A consistent copy of a running instance's database, and bringing one back into an empty
 * database. SQLite: its online backup API copies a snapshot page by page while writers go on (a
 * write that commits during the copy restarts it, so the copy is one moment of the database).
 * PostgreSQL: `pg_dump` in its custom format reads one snapshot of a single transaction;
 * `pg_restore` brings it back. Nothing here ever writes into a database that holds tables.
 */

export class CopyRefused extends Error {
  override readonly name = 'CopyRefused';
}

const sqliteFile = (url: string): string => url.slice('sqlite:'.length);

/** Runs a PostgreSQL tool, its error output kept for the message; the address goes as an argument, never to a log. */
function run(tool: string, args: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new CopyRefused(`${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client).`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? done()
        : fail(new CopyRefused(`${tool} failed (${code}): ${errors.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

/** The database's tables (the app's own and the migrations' bookkeeping), to tell an empty one. */
async function sqliteTables(file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = database.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
    return row.n;
  } finally {
    database.close();
  }
}

/** Writes a consistent copy of the database to `target`, which must not exist yet. */
export async function backup(url: string, target: string): Promise<{ bytes: number }> {
  if (existsSync(target)) throw new CopyRefused(`${target} already exists: name a new file.`);
  if (dialectOf(url) === 'sqlite') {
    const file = sqliteFile(url);
    if (!existsSync(file)) throw new CopyRefused(`there is no database at ${file}.`);
    const database = new SQLite(file, { fileMustExist: true });
    // Written beside the target first, so a copy cut short never looks like a whole one.
    const partial = join(dirname(resolve(target)), `.${Date.now()}.partial`);
    try {
      database.pragma('busy_timeout = 5000');
      await database.backup(partial);
    } finally {
      database.close();
    }
    const check = new SQLite(partial, { readonly: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new CopyRefused(`the copy did not pass SQLite's integrity check: ${String(result)}`);
    } finally {
      check.close();
    }
    await rename(partial, target);
  } else {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`]);
  }
  return { bytes: (await stat(target)).size };
}

/** Brings a copy made by `backup` back into the database at `url`, which must hold no tables. */
export async function restore(url: string, source: string): Promise<void> {
  if (!existsSync(source)) throw new CopyRefused(`there is no backup at ${source}.`);
  if (dialectOf(url) === 'sqlite') {
    const file = sqliteFile(url);
    if ((await sqliteTables(file)) > 0) {
      throw new CopyRefused(`the database at ${file} is not empty: restore into a new database file.`);
    }
    const check = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      if (check.pragma('integrity_check', { simple: true }) !== 'ok') {
        throw new CopyRefused(`${source} is not a whole SQLite database.`);
      }
    } catch (error) {
      if (error instanceof CopyRefused) throw error;
      throw new CopyRefused(
        `${source} is not an SQLite backup (${error instanceof Error ? error.message : String(error)}).`,
      );
    } finally {
      check.close();
    }
    await copyFile(source, file);
    return;
  }
  await restorePostgres(url, source);
}

async function restorePostgres(url: string, source: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from information_schema.tables where table_schema = current_schema()',
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new CopyRefused('the database is not empty: restore into a new, empty database.');
    }
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, source]);
}
