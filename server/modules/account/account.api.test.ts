import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import {
  createTestApp,
  openTestDatabase,
  registerAndLogin,
  testDbKind,
  uniqueEmail,
  type TestContext,
} from '../../test/harness';
import { seedRecipes } from '../../test/recipes';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    seed: (db) => seedRecipes(db, [{ id: 11, title: 'Tomato Soup' }]),
    rateLimits: {
      loginPerClient: 1000,
      loginFailuresPerEmailAndClient: 1000,
      registerPerClient: 1000,
      windowSeconds: 60,
    },
  });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates an account and answers status 1', async () => {
    const res = await post('/api/account/register', { email: uniqueEmail(), password: 'longenough' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
  });

  it('refuses a second account with the same email in any letter case, saying no more than a login would', async () => {
    const email = uniqueEmail('Case');
    await post('/api/account/register', { email, password: 'longenough' });
    const res = await post('/api/account/register', { email: email.toUpperCase(), password: 'another-one' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      status: 0,
      reason: 'This email cannot be registered. If it is yours, log in instead.',
    });
    expect(res.body).not.toMatch(/exists/);
    // The first password still opens the account; the refused one does not.
    expect((await post('/api/account/login', { email, password: 'longenough' })).statusCode).toBe(200);
    expect((await post('/api/account/login', { email, password: 'another-one' })).statusCode).toBe(401);
  });

  it("registering again with the account's own password succeeds and changes nothing", async () => {
    const email = uniqueEmail('again');
    expect((await post('/api/account/register', { email, password: 'longenough' })).statusCode).toBe(200);
    expect((await post('/api/account/register', { email, password: 'longenough' })).json()).toEqual({ status: 1 });
    const rows = await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('probing emails through registration is limited like failed logins', async () => {
    const limited = await createTestApp({
      rateLimits: { loginPerClient: 100, loginFailuresPerEmailAndClient: 2, registerPerClient: 100, windowSeconds: 60 },
    });
    try {
      const email = uniqueEmail('probe');
      const register = (password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/account/register',
          payload: { email, password },
          remoteAddress: '10.9.9.9',
        });
      expect((await register('owner-password')).statusCode).toBe(200);
      expect((await register('guess-one-1')).statusCode).toBe(409);
      expect((await register('guess-two-2')).statusCode).toBe(409);
      const blocked = await register('guess-three');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it.each([
    [{ email: 'not-an-email', password: 'longenough' }, 'Please enter a valid email address.'],
    [{ email: '', password: 'longenough' }, 'Email is required.'],
    [{ email: 'a@b.co', password: 'short' }, 'Password must be 8 to 32 characters.'],
    [{ email: 'a@b.co', password: 'x'.repeat(33) }, 'Password must be 8 to 32 characters.'],
    [{ email: 'a@b.co' }, 'Password is required.'],
    [{ email: 42, password: 'longenough' }, 'Email is required.'],
  ])('rejects %j with a reason', async (payload, reason) => {
    const res = await post('/api/account/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, status: 0, reason });
  });

  it.each([
    ['a NUL', 'nul\u0000@example.com'],
    ['a control character', 'tab\u0007@example.com'],
    ['a zero-width space', 'zero\u200bwidth@example.com'],
    ['a bidirectional override', 'evil\u202emoc.elpmaxe@example.com'],
  ])('refuses an email holding %s, on every database, and stores nothing', async (_what, email) => {
    for (const url of ['/api/account/register', '/api/account/login']) {
      const res = await post(url, { email, password: 'longenough' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        code: 400,
        status: 0,
        reason: 'Email must not hold invisible or control characters.',
      });
    }
    const stored = await t.db.kysely.selectFrom('users').select('email').execute();
    expect(stored.map((row) => row.email)).not.toContain(email);
  });

  it('compares emails in composed form: an accented address typed either way is one account', async () => {
    const local = `jos\u00e9.${Date.now()}`;
    const composed = `${local}@example.com`;
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect((await post('/api/account/register', { email: decomposed, password: 'longenough' })).statusCode).toBe(200);
    expect((await post('/api/account/register', { email: composed, password: 'other-password' })).statusCode).toBe(409);
    const login = await post('/api/account/login', { email: composed, password: 'longenough' });
    expect(login.statusCode).toBe(200);
  });

  it('accepts any top-level domain', async () => {
    const res = await post('/api/account/register', {
      email: uniqueEmail().replace('.com', '.kitchen'),
      password: 'longenough',
    });
    expect(res.statusCode).toBe(200);
  });

  it('never stores the password in clear', async () => {
    const email = uniqueEmail();
    await post('/api/account/register', { email, password: 'plain-text-pw' });
    const row = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('plain-text-pw');
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('login', () => {
  it('returns a token that opens account details, with the email in any case', async () => {
    const email = uniqueEmail('Mixed');
    await post('/api/account/register', { email, password: 'longenough' });
    const res = await post('/api/account/login', { email: email.toLowerCase(), password: 'longenough' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; token: string }>();
    expect(body.status).toBe(1);
    expect(body.token.length).toBeGreaterThanOrEqual(22);
    const details = await t.app.inject({ method: 'GET', url: '/api/account/details', headers: { token: body.token } });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      emailResults: [{ email }],
      savedRecipesResults: [],
      savedAllergiesResults: [],
      savedDietResults: [],
    });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await registerAndLogin(t.app);
    const rows = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('reads the same for a wrong password and an unknown email', async () => {
    const { email } = await registerAndLogin(t.app);
    const wrong = await post('/api/account/login', { email, password: 'wrong-password' });
    const unknown = await post('/api/account/login', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<{ reason: string }>().reason).toBe('The email or password is incorrect.');
  });

  it('each login gets its own token', async () => {
    const { email, password, token } = await registerAndLogin(t.app);
    const again = await post('/api/account/login', { email, password });
    expect(again.json<{ token: string }>().token).not.toBe(token);
  });
});

describe('login rate limits', () => {
  it('counts failures per client and account: the owner elsewhere still logs in; 429 says when to retry', async () => {
    const limited = await createTestApp({
      rateLimits: { loginPerClient: 6, loginFailuresPerEmailAndClient: 3, registerPerClient: 100, windowSeconds: 60 },
    });
    try {
      const email = uniqueEmail('limited');
      const password = 'right-password';
      await limited.app.inject({ method: 'POST', url: '/api/account/register', payload: { email, password } });
      const attempt = (address: string, who = email, pass = 'wrong-password') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { email: who, password: pass },
          remoteAddress: address,
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.66')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.66');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ reason: string }>().reason).toMatch(/Too many failed logins for this account/);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The attacker's failures do not lock the owner out from their own device.
      expect((await attempt('10.0.0.1', email, password)).statusCode).toBe(200);
      // A success clears that device's failures for the account.
      for (let i = 0; i < 2; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('10.0.0.1', email, password)).statusCode).toBe(200);
      expect((await attempt('10.0.0.1')).statusCode).toBe(401);

      for (let i = 0; i < 6; i++) await attempt('10.0.1.1', uniqueEmail(`spray${i}`));
      const sprayed = await attempt('10.0.1.1', uniqueEmail('spray-last'));
      expect(sprayed.statusCode).toBe(429);
      expect(sprayed.json<{ reason: string }>().reason).toMatch(/from this device/);
      expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

// Several instances run on one PostgreSQL (SQLite is one process, whose counters live in memory).
describe.runIf(testDbKind === 'postgres')('login rate limits across instances', () => {
  it('two servers on one database share the failure count, and keep no email in the table', async () => {
    const { db, cleanup } = await openTestDatabase();
    const other = await openDatabase(process.env.TEST_DATABASE_URL ?? '', { schema: db.schema });
    const rateLimits = {
      loginPerClient: 100,
      loginFailuresPerEmailAndClient: 3,
      registerPerClient: 100,
      windowSeconds: 60,
    };
    const first = await buildApp({ db, rateLimits, searchPollMs: 0 });
    const second = await buildApp({ db: other, rateLimits, searchPollMs: 0 });
    try {
      const email = uniqueEmail('shared');
      const attempt = (app: typeof first) =>
        app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password: 'wrong-password' } });
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(401);
      const blocked = await attempt(second);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ reason: string }>().reason).toMatch(/Too many failed logins for this account/);
      const keys = await sql<{ key: string }>`select key from rate_limits`.execute(db.kysely);
      expect(keys.rows.length).toBeGreaterThan(0);
      expect(keys.rows.map((row) => row.key).join(' ')).not.toContain('shared');
    } finally {
      await first.close();
      await second.close();
      await other.close();
      await cleanup();
    }
  });
});

describe('logout and delete', () => {
  it('logout revokes that token only', async () => {
    const { email, password, token } = await registerAndLogin(t.app);
    const other = (await post('/api/account/login', { email, password })).json<{ token: string }>().token;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account/logout', headers: { token } });
    expect(res.json()).toEqual({ status: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/details', headers: { token } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/details', headers: { token: other } })).statusCode,
    ).toBe(200);
  });

  it('delete removes the account and everything it owns', async () => {
    const { email, password, token } = await registerAndLogin(t.app);
    const headers = { token };
    await post('/api/saved/recipes', { recipeId: 11 }, headers);
    await post('/api/saved/diet', { dietId: 'vegan' }, headers);
    await post('/api/saved/allergies', { allergyId: 'soy' }, headers);
    const user = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

    const res = await t.app.inject({ method: 'DELETE', url: '/api/account/delete', headers });
    expect(res.json()).toEqual({ status: 1 });
    for (const table of ['saved_recipes', 'saved_diets', 'saved_allergies', 'sessions'] as const) {
      const rows = await t.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(rows, table).toHaveLength(0);
    }
    expect((await post('/api/account/login', { email, password })).statusCode).toBe(401);
    // The email is free again.
    expect((await post('/api/account/register', { email, password })).statusCode).toBe(200);
  });

  it('saves racing the deletion of their account answer 200 or 401, never 500, and leave nothing behind', async () => {
    for (let round = 0; round < 5; round++) {
      const { email, token } = await registerAndLogin(t.app);
      const headers = { token };
      const saves = Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? post('/api/saved/recipes', { recipeId: 11 }, headers)
          : i % 3 === 1
            ? post('/api/saved/diet', { dietId: i % 2 ? 'vegan' : 'paleo' }, headers)
            : post('/api/saved/allergies', { allergyId: i % 2 ? 'soy' : 'gluten' }, headers),
      );
      const deletion = t.app.inject({ method: 'DELETE', url: '/api/account/delete', headers });
      const answers = await Promise.all([...saves.slice(0, 30), deletion, ...saves.slice(30)]);
      const codes = new Set(answers.map((answer) => answer.statusCode));
      for (const code of codes) expect([200, 401], `round ${round}: ${[...codes].join(', ')}`).toContain(code);
      const left = await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(left).toHaveLength(0);
    }
  });

  it.each([
    ['DELETE', '/api/account/logout'],
    ['DELETE', '/api/account/delete'],
    ['GET', '/api/account/details'],
  ] as const)('%s %s needs a valid token', async (method, url) => {
    const none = await t.app.inject({ method, url });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, status: 0, reason: 'You must be logged in to do that.' });
    const bad = await t.app.inject({ method, url, headers: { token: 'not-a-token' } });
    expect(bad.statusCode).toBe(401);
  });
});
