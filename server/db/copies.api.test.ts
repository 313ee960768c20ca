import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness';
import { migrateToLatest, openDatabase, type Db } from './database';

/**
 * `npm run backup` and `npm run restore` end to end, on the test's database kind: the real script
 * copies a database while a writer goes on writing, and the copy, brought back into an empty
 * database, holds every write acknowledged before the copy began, as one moment of the database.
 */
let work: string;
const made: string[] = [];
let source: string;

async function newDatabase(): Promise<string> {
  if (testDbKind === 'sqlite') return `sqlite:${join(work, `${randomBytes(4).toString('hex')}.db`)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `copy_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  made.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.href;
}

const script = (command: 'backup' | 'restore', url: string, file: string) =>
  [
    process.execPath,
    ['--import', 'tsx', 'scripts/backup.ts', command, file],
    { env: { ...process.env, DATABASE_URL: url } },
  ] as const;

function runAsync(command: 'backup' | 'restore', url: string, file: string) {
  const [node, args, options] = script(command, url, file);
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(node, args, { ...options, encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function runSync(command: 'backup' | 'restore', url: string, file: string) {
  const [node, args, options] = script(command, url, file);
  return spawnSync(node, args, { ...options, encoding: 'utf8', timeout: 120_000 });
}

const emailsIn = async (url: string): Promise<string[]> => {
  const db = await openDatabase(url);
  try {
    const rows = await db.kysely.selectFrom('users').select('email').execute();
    return rows.map((row) => row.email);
  } finally {
    await db.close();
  }
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'dishcovery-copies-'));
  source = await newDatabase();
  const db = await openDatabase(source);
  await migrateToLatest(db);
  await db.close();
}, 60_000);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  if (made.length === 0) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
});

describe(`backup and restore (${testDbKind})`, () => {
  it(
    'copies the database while a writer goes on, and restores every write acknowledged before the copy',
    { timeout: 180_000 },
    async () => {
      const writer: Db = await openDatabase(source);
      let acknowledged = 0;
      let writing = true;
      const writes = (async () => {
        while (writing) {
          const n = acknowledged;
          await writer.kysely
            .insertInto('users')
            .values({
              email: `w${n}@example.com`,
              email_key: `w${n}@example.com`,
              password_hash: 'x',
              created_at: new Date().toISOString(),
            })
            .execute();
          acknowledged = n + 1;
          // SQLite answers at once: the writer yields so that the copy's process is heard.
          await setImmediate();
        }
      })();
      try {
        while (acknowledged < 50) await new Promise((done) => setTimeout(done, 10));
        const beforeCopy = acknowledged;
        const file = join(work, 'copy.backup');
        const run = await runAsync('backup', source, file);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(/^Backup written to .* \([\d.]+ MB\)\.$/m);
        const duringCopy = acknowledged;
        expect(duringCopy).toBeGreaterThan(beforeCopy);

        const target = await newDatabase();
        const restored = runSync('restore', target, file);
        expect(restored.stderr).toBe('');
        expect(restored.status).toBe(0);
        const emails = new Set(await emailsIn(target));
        // Every write acknowledged before the copy began is there...
        for (let n = 0; n < beforeCopy; n++) expect(emails.has(`w${n}@example.com`)).toBe(true);
        // ...and the copy is one moment: the writes it holds are the first ones, with no gap.
        const count = emails.size;
        expect(count).toBeGreaterThanOrEqual(beforeCopy);
        for (let n = 0; n < count; n++) expect(emails.has(`w${n}@example.com`)).toBe(true);

        // Never over a database that holds tables, never over a file that exists.
        const again = runSync('restore', target, file);
        expect(again.status).toBe(1);
        expect(again.stderr).toMatch(/^Refused: the database .*is not empty/m);
        const twice = runSync('backup', source, file);
        expect(twice.status).toBe(1);
        expect(twice.stderr).toMatch(/already exists: name a new file/);
      } finally {
        writing = false;
        await writes;
        await writer.close();
      }
    },
  );

  it('refuses a file that is no backup, and says how to call it', { timeout: 60_000 }, async () => {
    const target = await newDatabase();
    const missing = runSync('restore', target, join(work, 'nothing.backup'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^Refused: there is no backup at /m);
    const usage = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run backup -- <new file>/);
  });
});
