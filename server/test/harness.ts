import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { dropSchema, migrateToLatest, openDatabase, type Db } from '../db/database';

/**
 * Which database the API suite runs on: `TEST_DB=postgres` uses TEST_DATABASE_URL with a schema
 * of its own per app, so runs never collide; anything else uses a fresh SQLite file.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A fresh database, migrated to the latest version unless `migrate` is false. */
export async function openTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  const migrate = options.migrate ?? true;
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const db = await openDatabase(url, { schema });
    if (migrate) await migrateToLatest(db);
    return {
      db,
      cleanup: async () => {
        await db.close();
        await dropSchema(url, schema);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'dishcovery-test-'));
  const db = await openDatabase(`sqlite:${join(dir, 'app.db')}`);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    cleanup: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  options: Partial<AppOptions> & { seed?: (db: Db) => Promise<unknown> } = {},
): Promise<TestContext> {
  const { db, cleanup } = await openTestDatabase();
  if (options.seed) await options.seed(db);
  const app = await buildApp({ searchPollMs: 0, ...options, db });
  await app.ready();
  // The index builds in the background; tests start once it is there, unless they test the database engine.
  await app.services.search.whenIndexed();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

let counter = 0;
export const uniqueEmail = (label = 'cook') => `${label}.${Date.now()}.${++counter}@example.com`;

export async function registerAndLogin(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = 'correct horse 1',
): Promise<{ email: string; password: string; token: string }> {
  const register = await app.inject({ method: 'POST', url: '/api/account/register', payload: { email, password } });
  if (register.statusCode !== 200) throw new Error(`register failed: ${register.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
  const body = login.json<{ token?: string }>();
  if (!body.token) throw new Error(`login failed: ${login.body}`);
  return { email, password, token: body.token };
}
