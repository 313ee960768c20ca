import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { SQLite } from '../db/sqlite-driver';
import { ImportStopped, importRecipes, type RecipeStore } from '../importers';
import { existingSourceKeys, saveRecipes } from '../modules/recipes/recipe.service';
import { ownPostgres, type OwnPostgres } from './own-postgres';
import { account, FAULTS_DB, freshDatabase, isAppError, json, startServer, type RunningServer } from './real-server';

/**
 * The database going away under a steady load and coming back: meanwhile every answer is a
 * success or a 503 with Retry-After in the app's error shape, none waits past a request's
 * deadline, the process lives on, and once the database is back the server answers again by
 * itself with every acknowledged write kept. On PostgreSQL the test runs a server of its own and
 * stops it; on SQLite another process holds the file's write lock.
 */
const ROOT = resolve(import.meta.dirname, '../..');
/** A request's deadline (REQUEST_TIMEOUT_MS in server/app.ts): no answer may take longer. */
const DEADLINE_MS = 30_000;
const OUTAGE_MS = Number(process.env.FAULTS_OUTAGE_MS ?? 20_000);
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const CATALOG_IDS = readdirSync(join(ROOT, 'catalog/recipes'))
  .map((name) => Number(/^(\d+)-/.exec(name)?.[1]))
  .filter((id) => Number.isInteger(id));

type Phase = 'before' | 'outage' | 'after';
interface Observed {
  phase: Phase;
  what: string;
  status: number | 'hung' | 'failed';
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

/** One call with the deadline as its limit: a hang is recorded, never waited out. */
async function observe(base: string, phase: () => Phase, what: string, init: RequestInit): Promise<Observed> {
  const started = performance.now();
  const at = phase();
  try {
    const response = await fetch(`${base}${what.slice(what.indexOf(' ') + 1)}`, {
      ...init,
      method: what.slice(0, what.indexOf(' ')),
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return {
      phase: at,
      what,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
      ms: performance.now() - started,
    };
  } catch (error) {
    const hung = error instanceof Error && error.name === 'TimeoutError';
    return {
      phase: at,
      what,
      status: hung ? 'hung' : 'failed',
      retryAfter: null,
      body: String(error),
      ms: performance.now() - started,
    };
  }
}

interface Load {
  observed: Observed[];
  /** Acknowledged writes, by user token: shopping lines by text, saved recipes by id. */
  lines: Map<string, Set<string>>;
  recipes: Map<string, Set<number>>;
  stop: () => Promise<void>;
}

/** Readers and writers for a few users, one request at a time each, until stopped. */
function steadyLoad(base: string, tokens: string[], phase: () => Phase): Load {
  const observed: Observed[] = [];
  const lines = new Map(tokens.map((token) => [token, new Set<string>()]));
  const recipes = new Map(tokens.map((token) => [token, new Set<number>()]));
  let running = true;
  const loops = tokens.flatMap((token, user) => {
    const headers = { token, 'content-type': 'application/json' };
    const writer = async () => {
      for (let n = 0; running; n++) {
        if (n % 2 === 0) {
          const text = `outage item ${user}-${n}`;
          const answer = await observe(base, phase, 'POST /api/shopping-list/lines', {
            headers,
            body: JSON.stringify({ lines: [{ text }] }),
          });
          observed.push(answer);
          if (answer.status === 200) lines.get(token)!.add(text);
        } else {
          const recipeId = CATALOG_IDS[(user * 300 + n) % CATALOG_IDS.length]!;
          const answer = await observe(base, phase, 'POST /api/saved/recipes', {
            headers,
            body: JSON.stringify({ recipeId }),
          });
          observed.push(answer);
          if (answer.status === 200) recipes.get(token)!.add(recipeId);
        }
        await pause(40);
      }
    };
    const reader = async () => {
      for (let n = 0; running; n++) {
        const what = ['GET /api/shopping-list', 'GET /api/saved/recipes', 'GET /api/health'][n % 3]!;
        observed.push(await observe(base, phase, what, { headers: { token } }));
        await pause(40);
      }
    };
    return [writer(), reader()];
  });
  const visitor = (async () => {
    while (running) {
      observed.push(await observe(base, phase, 'POST /api/search/general', json({ searchInput: 'soup' })));
      await pause(40);
    }
  })();
  return {
    observed,
    lines,
    recipes,
    stop: async () => {
      running = false;
      await Promise.all([...loops, visitor]);
    },
  };
}

/** Every answer in a phase is a success or a 503 with Retry-After in the app's error shape. */
function expectOnlySuccessOr503(answers: Observed[]): void {
  const wrong = answers.filter(
    (answer) =>
      !(typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300) &&
      !(answer.status === 503 && Number(answer.retryAfter) > 0 && isAppError(answer.body)),
  );
  expect(wrong.slice(0, 5)).toEqual([]);
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(DEADLINE_MS);
}

async function waitUntil(check: () => Promise<boolean>, what: string, limitMs = 120_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} did not happen within ${limitMs / 1000} s`);
    await pause(250);
  }
}

const healthy = async (base: string) => (await fetch(`${base}/api/health`).catch(() => null))?.status === 200;

async function keptWrites(base: string, load: Load): Promise<{ acknowledged: number; lost: number }> {
  let acknowledged = 0;
  let lost = 0;
  for (const [token, texts] of load.lines) {
    const stored = (await (await fetch(`${base}/api/shopping-list`, { headers: { token } })).json()) as {
      lines: { text: string }[];
    };
    const kept = new Set(stored.lines.map((line) => line.text));
    for (const text of texts) if (!kept.has(text)) lost++;
    acknowledged += texts.size;
  }
  for (const [token, ids] of load.recipes) {
    const stored = (await (await fetch(`${base}/api/saved/recipes`, { headers: { token } })).json()) as {
      results: { recipeId: number }[];
    };
    const kept = new Set(stored.results.map((row) => row.recipeId));
    for (const id of ids) if (!kept.has(id)) lost++;
    acknowledged += ids.size;
  }
  return { acknowledged, lost };
}

function recipeFolder(count: number, dish = 'soup'): string {
  const dir = mkdtempSync(join(tmpdir(), 'dishcovery-outage-import-'));
  for (let i = 0; i < count; i++) {
    writeFileSync(
      join(dir, `outage-${dish}-${i}.md`),
      `# Outage ${dish} ${i}\n\nServes 2.\n\n## Ingredients\n\n- 1 onion\n- 500 ml water\n\n## Steps\n\n1. Boil the water with the onion.\n`,
    );
  }
  return dir;
}

function runImport(databaseUrl: string, folder: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', folder], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

if (FAULTS_DB === 'postgres') {
  describe('PostgreSQL going away', () => {
    let database: OwnPostgres;
    let server: RunningServer | null = null;
    const folders: string[] = [];

    beforeAll(async () => {
      database = await ownPostgres();
    }, 120_000);
    afterAll(async () => {
      await server?.stop('SIGKILL');
      database?.remove();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it(`answers 503 with Retry-After while it is stopped for ${OUTAGE_MS / 1000} s, then recovers with every acknowledged write`, async () => {
      server = await startServer(database.url);
      const running = server;
      const tokens = await Promise.all([0, 1, 2].map(async (i) => (await account(running.base, `outage${i}`)).token));
      let phase: Phase = 'before';
      const load = steadyLoad(running.base, tokens, () => phase);
      await pause(2_000);

      database.stop();
      phase = 'outage';
      try {
        await pause(OUTAGE_MS / 2);
        // A login counts in PostgreSQL's rate-limit table, which is away too.
        const login = await observe(running.base, () => phase, 'POST /api/account/login', {
          ...json({ email: 'nobody@faults.test', password: 'faults-password-1' }),
        });
        expectOnlySuccessOr503([login]);
        expect(login.status).toBe(503);
        await pause(OUTAGE_MS / 2);
        expect(running.child.exitCode).toBeNull();
      } finally {
        database.start();
      }
      // Recovery is the server's own doing: nothing here touches it.
      await waitUntil(() => healthy(running.base), 'the server answering healthy again');
      phase = 'after';
      await pause(2_000);
      await load.stop();

      const during = load.observed.filter((answer) => answer.phase === 'outage');
      expectOnlySuccessOr503(during);
      // The outage was seen: writes and health answered 503, searches from memory went on.
      const refusedWrites = during.filter((answer) => answer.what.startsWith('POST /api/s') && answer.status === 503);
      expect(refusedWrites.length).toBeGreaterThan(0);
      expect(during.some((answer) => answer.what === 'GET /api/health' && answer.status === 503)).toBe(true);
      const after = load.observed.filter((answer) => answer.phase === 'after');
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((answer) => answer.status !== 200).slice(0, 5)).toEqual([]);
      expect(running.child.exitCode).toBeNull();

      const writes = await keptWrites(running.base, load);
      process.stdout.write(
        `outage: ${load.observed.length} answers, ${during.length} during it (${refusedWrites.length} writes refused), ` +
          `${writes.acknowledged} acknowledged writes, ${writes.lost} lost\n`,
      );
      expect(writes.acknowledged).toBeGreaterThan(0);
      expect(writes.lost).toBe(0);
      // Logins work again, and the search index, whose polls failed meanwhile, takes in recipes
      // written by another process once more.
      const login = await account(running.base, 'after');
      expect(login.token).not.toBe('');
      const folder = recipeFolder(1, 'chowder');
      folders.push(folder);
      const writer = await openDatabase(database.url);
      try {
        const report = await importRecipes([folder], {
          save: (drafts) => saveRecipes(writer, drafts),
          existingKeys: (keys) => existingSourceKeys(writer, keys),
        });
        expect(report.imported).toBe(1);
      } finally {
        await writer.close();
      }
      await waitUntil(async () => {
        const found = await observe(
          running.base,
          () => 'after',
          'POST /api/search/general',
          json({ searchInput: 'chowder' }),
        );
        return JSON.stringify(found.body).includes('Outage chowder 0');
      }, 'the search index finding a recipe written after the outage');
    }, 300_000);

    it('the command-line import says once that the database cannot be reached, and imports nothing', async () => {
      const folder = recipeFolder(5);
      folders.push(folder);
      database.stop();
      try {
        const result = runImport(database.url, folder);
        expect(result.status).toBe(1);
        const lines = result.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(
          /^Import stopped: the database cannot be reached \(.*ECONNREFUSED.*\)\. Nothing was imported\./,
        );
        expect(result.stdout).not.toContain('could not be saved');
      } finally {
        database.start();
      }
    }, 120_000);

    it('an import the database leaves part way stops there, keeping what it saved, refusing nothing', async () => {
      const folder = recipeFolder(12);
      folders.push(folder);
      const db = await openDatabase(database.url);
      let looks = 0;
      try {
        await migrateToLatest(db);
        const store: RecipeStore = {
          save: (drafts) => saveRecipes(db, drafts),
          async existingKeys(keys) {
            const existing = await existingSourceKeys(db, keys);
            // The database goes away while the second batch is on its way in.
            if (++looks === 2) database.stop();
            return existing;
          },
        };
        const stopped = await importRecipes([folder], store, { batchSize: 4 }).then(
          () => null,
          (error: unknown) => error,
        );
        expect(stopped).toBeInstanceOf(ImportStopped);
        const { report, left } = stopped as ImportStopped;
        expect(report.imported).toBe(4);
        expect(report.refused).toEqual([]);
        expect(left).toEqual({ recipes: 4, files: 4 });
      } finally {
        database.start();
        await db.close();
      }
      // The first batch is there once the database is back.
      const check = await openDatabase(database.url);
      try {
        const { rows } = await sql<{
          count: number;
        }>`select count(*)::int as count from recipes where title like 'Outage soup%'`.execute(check.kysely);
        expect(rows[0]?.count).toBe(4);
      } finally {
        await check.close();
      }
    }, 120_000);
  });
} else {
  describe('SQLite locked by another writer', () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let server: RunningServer | null = null;
    beforeAll(async () => {
      database = await freshDatabase();
    }, 60_000);
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await database?.drop();
    });

    it('answers writes 503 with Retry-After while the lock is held, and saves them once it is released', async () => {
      server = await startServer(database.url);
      const { token } = await account(server.base, 'locked');
      const headers = { token, 'content-type': 'application/json' };
      const add = (text: string) =>
        observe(server!.base, () => 'outage', 'POST /api/shopping-list/lines', {
          headers,
          body: JSON.stringify({ lines: [{ text }] }),
        });
      const other = new SQLite(database.url.slice('sqlite:'.length));
      try {
        other.exec('begin exclusive');
        const refused = [await add('locked 1'), await add('locked 2')];
        expectOnlySuccessOr503(refused);
        expect(refused.map((answer) => answer.status)).toEqual([503, 503]);
      } finally {
        if (other.inTransaction) other.exec('commit');
        other.close();
      }
      expect((await add('free 1')).status).toBe(200);
      const stored = (await (await fetch(`${server.base}/api/shopping-list`, { headers: { token } })).json()) as {
        lines: { text: string }[];
      };
      expect(stored.lines.map((line) => line.text)).toEqual(['free 1']);
      expect(server.child.exitCode).toBeNull();
    }, 120_000);
  });
}
