import { Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/sessions';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/database';
import { migrationProvider } from '../../db/migrations';
import { hashToken, newToken } from '../../lib/tokens';
import { createTestApp, openTestDatabase, uniqueEmail, type TestContext } from '../../test/harness';

/**
 * Sessions on the real database with a clock the test moves: a session ends after an hour
 * unused or a day after its login, and lists and ends per device.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.parse('2031-03-01T08:00:00.000Z');
let clock = START;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    sessionLifetime: { idleMs: HOUR, absoluteMs: DAY },
    rateLimits: {
      loginPerClient: 1000,
      loginFailuresPerEmailAndClient: 1000,
      registerPerClient: 1000,
      windowSeconds: 60,
    },
  });
});
afterAll(async () => t.close());
afterEach(() => {
  clock = START;
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

async function register(): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail('sessions'), password: 'correct horse 1' };
  const res = await t.app.inject({ method: 'POST', url: '/api/account/register', payload: account });
  expect(res.statusCode).toBe(200);
  return account;
}

async function login(account: { email: string; password: string }, userAgent?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: account,
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const details = (token: string) => t.app.inject({ method: 'GET', url: '/api/account/details', headers: { token } });
const list = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { token } });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: AccountSession[] }>().results;
};
const endOne = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: { token } });
const endAll = (token: string, query = '') =>
  t.app.inject({ method: 'DELETE', url: `/api/account/sessions${query}`, headers: { token } });
const stored = (token: string) =>
  t.db.kysely.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();

const EXPIRED = { code: 401, status: 0, reason: 'Your session has expired. Please log in again.' };

describe('session lifetimes', () => {
  it('a session unused for the idle time has ended, and reads as a stale token does', async () => {
    const token = await login(await register());
    clock = START + HOUR - 1;
    expect((await details(token)).statusCode).toBe(200);
    clock += HOUR;
    const res = await details(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    // The ended session is gone, and it does not come back with time.
    expect(await stored(token)).toBeUndefined();
    clock = START;
    expect((await details(token)).statusCode).toBe(401);
  });

  it('each use keeps a session for another idle time, until the absolute lifetime', async () => {
    const token = await login(await register());
    // Used every 50 minutes, it outlives the idle hour many times over...
    for (clock = START + 50 * MINUTE; clock < START + DAY; clock += 50 * MINUTE) {
      expect((await details(token)).statusCode, new Date(clock).toISOString()).toBe(200);
    }
    // ...but not the day since its login.
    clock = START + DAY;
    expect((await details(token)).json()).toEqual(EXPIRED);
    expect(await stored(token)).toBeUndefined();
  });

  it('the last-used time is written at most once a minute', async () => {
    const token = await login(await register(), ANDROID_CHROME);
    expect((await stored(token))?.last_used_at).toBe(new Date(START).toISOString());
    clock = START + 59_999;
    expect((await details(token)).statusCode).toBe(200);
    expect((await stored(token))?.last_used_at).toBe(new Date(START).toISOString());
    clock = START + MINUTE;
    expect((await details(token)).statusCode).toBe(200);
    expect((await stored(token))?.last_used_at).toBe(new Date(START + MINUTE).toISOString());
    clock = START + MINUTE + 30_000;
    const [session] = await list(token);
    expect(session?.lastUsedAt).toBe(new Date(START + MINUTE).toISOString());
    expect(session?.createdAt).toBe(new Date(START).toISOString());
  });

  it('a login clears the ended sessions of the account, and keeps the others', async () => {
    const account = await register();
    const old = await login(account);
    clock = START + 30 * MINUTE;
    const recent = await login(account);
    clock = START + HOUR;
    await login(account);
    expect(await stored(old)).toBeUndefined();
    expect(await stored(recent)).toBeDefined();
  });

  it('stores the token only as its hash, and no User-Agent', async () => {
    const token = await login(await register(), ANDROID_CHROME);
    const row = await stored(token);
    expect(row).toBeDefined();
    expect(Object.values(row ?? {}).join(' ')).not.toContain(token);
    expect(row?.device).toBe('Chrome on Android');
    expect(row?.id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('listing and ending sessions', () => {
  it('lists live sessions with their device, the current one first', async () => {
    const account = await register();
    const phone = await login(account, ANDROID_CHROME);
    clock = START + 5 * MINUTE;
    const laptop = await login(account, WINDOWS_FIREFOX);
    clock = START + 10 * MINUTE;
    const bare = await login(account);
    clock = START + 20 * MINUTE;

    const fromPhone = await list(phone);
    expect(fromPhone.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Chrome on Android', current: true },
      { device: 'Unknown device', current: false },
      { device: 'Firefox on Windows', current: false },
    ]);
    expect(fromPhone[2]?.createdAt).toBe(new Date(START + 5 * MINUTE).toISOString());
    expect((await list(laptop))[0]).toMatchObject({ device: 'Firefox on Windows', current: true });
    expect(new Set(fromPhone.map((s) => s.id)).size).toBe(3);
    // Ids are not tokens, nor their hashes.
    for (const token of [phone, laptop, bare]) {
      expect(fromPhone.map((s) => s.id)).not.toContain(token);
      expect(fromPhone.map((s) => s.id)).not.toContain(hashToken(token));
    }

    // An ended session is not listed: the one unused since its login at 10 minutes (the lists
    // made at 20 minutes marked the phone and the laptop used).
    clock = START + 70 * MINUTE;
    expect((await list(phone)).map((s) => s.device)).toEqual(['Chrome on Android', 'Firefox on Windows']);
  });

  it("ends one session by its id; another account's session id is not found and keeps working", async () => {
    const mine = await register();
    const phone = await login(mine, ANDROID_CHROME);
    const laptop = await login(mine, WINDOWS_FIREFOX);
    const theirs = await login(await register(), WINDOWS_FIREFOX);
    const laptopId = (await list(laptop)).find((s) => s.current)!.id;
    const theirId = (await list(theirs))[0]!.id;

    const refused = await endOne(phone, theirId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 404, status: 0, reason: 'There is no such session on your account.' });
    expect((await details(theirs)).statusCode).toBe(200);
    expect((await endOne(phone, 'f'.repeat(32))).statusCode).toBe(404);
    expect((await endOne(phone, 'x'.repeat(65))).statusCode).toBe(400);

    const ended = await endOne(phone, laptopId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ status: 1 });
    expect((await details(laptop)).json()).toEqual(EXPIRED);
    expect((await list(phone)).map((s) => s.device)).toEqual(['Chrome on Android']);
    // Gone is gone: a second time it is not found.
    expect((await endOne(phone, laptopId)).statusCode).toBe(404);
  });

  it('ends every other session, or every session, of the account only', async () => {
    const mine = await register();
    const tokens = [await login(mine), await login(mine), await login(mine)];
    const theirs = await login(await register());
    const [here, ...elsewhere] = tokens as [string, ...string[]];

    const others = await endAll(here, '?except=current');
    expect(others.json()).toEqual({ status: 1, ended: 2 });
    for (const token of elsewhere) expect((await details(token)).statusCode).toBe(401);
    expect((await details(here)).statusCode).toBe(200);

    const again = await login(mine);
    const all = await endAll(here);
    expect(all.json()).toEqual({ status: 1, ended: 2 });
    for (const token of [here, again]) expect((await details(token)).statusCode).toBe(401);
    expect((await details(theirs)).statusCode).toBe(200);
  });

  it('counts only live sessions as ended', async () => {
    const mine = await register();
    await login(mine);
    clock = START + 2 * HOUR;
    const here = await login(mine);
    expect((await endAll(here)).json()).toEqual({ status: 1, ended: 1 });
  });

  it('refuses a query it does not know', async () => {
    const token = await login(await register());
    const res = await endAll(token, '?except=everyone');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, status: 0, reason: expect.stringMatching(/except/) as unknown });
    expect((await details(token)).statusCode).toBe(200);
  });

  it.each([
    ['GET', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions/abc'],
  ] as const)('%s %s needs a valid token', async (method, url) => {
    const none = await t.app.inject({ method, url });
    expect(none.json()).toEqual({ code: 401, status: 0, reason: 'You must be logged in to do that.' });
    expect((await t.app.inject({ method, url, headers: { token: newToken() } })).statusCode).toBe(401);
  });
});

describe('sessions from before lifetimes were kept', () => {
  it('get an id and start as last used at their login', async () => {
    const { db, cleanup } = await openTestDatabase({ migrate: false });
    try {
      const migrator = new Migrator({
        db: db.kysely,
        provider: migrationProvider(db.dialect),
        ...(db.schema ? { migrationTableSchema: db.schema } : {}),
      });
      expect((await migrator.migrateTo('0009-own-recipes')).error).toBeUndefined();
      const createdAt = new Date(Date.now() - DAY).toISOString();
      const user = await db.kysely
        .insertInto('users')
        .values({ email: 'old@example.com', email_key: 'old@example.com', password_hash: 'x', created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tokens = [newToken(), newToken()];
      // The columns of that time: the migration adds the others.
      for (const token of tokens) {
        await sql`insert into sessions (token_hash, user_id, created_at)
          values (${hashToken(token)}, ${user.id}, ${createdAt})`.execute(db.kysely);
      }
      await migrateToLatest(db);

      const app = await buildApp({ db, searchPollMs: 0 });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/account/sessions', headers: { token: tokens[0]! } });
        const sessions = res.json<{ results: AccountSession[] }>().results;
        expect(sessions).toHaveLength(2);
        expect(sessions[1]).toMatchObject({ device: 'Unknown device', createdAt, lastUsedAt: createdAt });
        for (const session of sessions) expect(session.id).toMatch(/^[0-9a-f]{32}$/);
        expect(sessions[0]!.id).not.toBe(sessions[1]!.id);
      } finally {
        await app.close();
      }
    } finally {
      await cleanup();
    }
  });
});
