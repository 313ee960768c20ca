import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run import` end to end: the real script, a real SQLite file, our own fixtures. */
const FIXTURES = resolve(import.meta.dirname, 'fixtures');
let work: string;
let dbFile: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'dishcovery-import-'));
  cpSync(FIXTURES, join(work, 'in'), { recursive: true });
  dbFile = join(work, 'app.db');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const runImport = (...targets: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...targets], {
    env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}` },
    encoding: 'utf8',
    timeout: 120_000,
  });

const recipes = () => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare('select id, source_key, title, diets_mask, allergens_mask from recipes order by id').all() as {
      id: number;
      source_key: string;
      title: string;
    }[];
  } finally {
    db.close();
  }
};

describe('npm run import', () => {
  it('imports every good file, reports each bad one by name and reason, and sums up', { timeout: 120_000 }, () => {
    const run = runImport(join(work, 'in'));
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Imported \d+ recipes from \d+ files in [\d.]+ s; \d+ failed:/);
    expect(run.stdout).toMatch(/invalid\.json: invalid JSON at line \d+/);
    expect(run.stdout).toMatch(/no-ingredients\.(json|md): .*ingredient/i);
    const rows = recipes();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => row.source_key.startsWith('import:'))).toBe(true);
  });

  it('updates instead of duplicating when the same source is imported again', { timeout: 120_000 }, () => {
    const before = recipes();
    const file = join(work, 'in', 'markdown', 'hugo-style.md');
    const text = readFileSync(file, 'utf8');
    const oldTitle = /title:\s*"?([^"\n]+)"?/.exec(text)?.[1]?.trim();
    expect(oldTitle).toBeTruthy();
    writeFileSync(file, text.replace(oldTitle!, 'Renamed For The Test'));
    runImport(join(work, 'in'));
    const after = recipes();
    expect(after.length).toBe(before.length);
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.some((row) => row.title === 'Renamed For The Test')).toBe(true);
  });

  it('explains how to use it without arguments, and names a missing path', { timeout: 60_000 }, () => {
    const usage = runImport();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run import -- <file or folder>/);
    const missing = runImport(join(work, 'nope'));
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/nope.*no such file or folder/);
  });
});
