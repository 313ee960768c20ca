import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, MAX_API_TOKENS, type ApiToken, type NewApiToken } from '../../../shared/api-tokens';
import { hashToken } from '../../lib/tokens';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes } from '../../test/recipes';

/** Personal API tokens on the real database, with a clock the test moves and a small rate limit. */
const START = Date.parse('2031-05-01T08:00:00.000Z');
const PER_MINUTE = 40;
let clock = START;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    apiTokenRequestsPerMinute: PER_MINUTE,
    seed: (db) => seedRecipes(db, [{ id: 21, title: 'Lentil Soup' }]),
  });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function makeToken(login: string, name: string, scope: 'read' | 'read-write'): Promise<NewApiToken> {
  const res = await call('POST', '/api/account/tokens', { token: login }, { name, scope });
  expect(res.statusCode).toBe(200);
  return res.json<NewApiToken>();
}
const list = async (login: string) =>
  (await call('GET', '/api/account/tokens', { token: login })).json<{ results: ApiToken[] }>().results;

describe('personal API tokens', () => {
  it('are made, listed without their text, used in either header and revoked', async () => {
    const { token: login } = await registerAndLogin(t.app);
    const made = await makeToken(login, '  Home Assistant ', 'read-write');
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Home Assistant',
      scope: 'read-write',
      token: expect.any(String),
    });
    expect(made.token).toMatch(/^dish_[A-Za-z0-9_-]{43,}$/);

    const listed = await list(login);
    expect(listed).toEqual([
      {
        id: made.id,
        name: 'Home Assistant',
        scope: 'read-write',
        createdAt: new Date(START).toISOString(),
        lastUsedAt: null,
      },
    ]);
    const rawList = JSON.stringify(listed);
    expect(rawList).not.toContain(made.token);
    expect(rawList).not.toContain(hashToken(made.token));
    // Stored hashed: the table never holds the token itself.
    const row = await t.db.kysely
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);

    expect((await call('POST', '/api/saved/recipes', bearer(made.token), { recipeId: 21 })).statusCode).toBe(200);
    const saved = await call('GET', '/api/saved/recipes', { token: made.token });
    expect(saved.json()).toEqual({ results: [{ recipeId: 21 }] });
    expect((await list(login))[0]?.lastUsedAt).toBe(new Date(START).toISOString());

    expect((await call('DELETE', `/api/account/tokens/${made.id}`, { token: login })).json()).toEqual({ status: 1 });
    const after = await call('GET', '/api/saved/recipes', bearer(made.token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, status: 0, reason: API_TOKEN_MESSAGES.unknown });
    expect(await list(login)).toEqual([]);
    expect((await call('DELETE', `/api/account/tokens/${made.id}`, { token: login })).statusCode).toBe(404);
  });

  it('accept a login token as Bearer too', async () => {
    const { token: login } = await registerAndLogin(t.app);
    expect((await call('GET', '/api/account/details', bearer(login))).statusCode).toBe(200);
    expect((await call('GET', '/api/account/tokens', bearer(login))).statusCode).toBe(200);
  });

  it('a read-only token reads and searches, and is refused every write with a reason', async () => {
    const { token: login } = await registerAndLogin(t.app);
    const read = await makeToken(login, 'Dashboard', 'read');
    expect((await call('GET', '/api/saved/recipes', bearer(read.token))).statusCode).toBe(200);
    expect((await call('GET', '/api/shopping-list', { token: read.token })).statusCode).toBe(200);
    const search = await call('POST', '/api/search/general', bearer(read.token), { searchInput: 'soup', number: 2 });
    expect(search.statusCode).toBe(200);
    expect((await call('POST', '/api/search/info', bearer(read.token), { id: 21 })).statusCode).toBe(200);

    for (const [method, url, payload] of [
      ['POST', '/api/saved/recipes', { recipeId: 21 }],
      ['DELETE', '/api/saved/recipes/21', undefined],
      ['PUT', '/api/saved/settings', { units: 'metric' }],
      ['POST', '/api/shopping-list/lines', { lines: [{ text: 'milk' }] }],
    ] as const) {
      const res = await call(method, url, bearer(read.token), payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ code: 403, status: 0, reason: API_TOKEN_MESSAGES.readOnly });
    }
    expect((await call('GET', '/api/saved/recipes', { token: login })).json()).toEqual({ results: [] });
  });

  it('cannot manage tokens, sessions or the account', async () => {
    const { token: login } = await registerAndLogin(t.app);
    const full = await makeToken(login, 'Script', 'read-write');
    for (const [method, url, payload] of [
      ['GET', '/api/account/tokens', undefined],
      ['POST', '/api/account/tokens', { name: 'another', scope: 'read-write' }],
      ['DELETE', `/api/account/tokens/${full.id}`, undefined],
      ['GET', '/api/account/sessions', undefined],
      ['DELETE', '/api/account/delete', undefined],
    ] as const) {
      const res = await call(method, url, bearer(full.token), payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ reason: string }>().reason).toBe(API_TOKEN_MESSAGES.needsLogin);
    }
    expect(await list(login)).toHaveLength(1);
  });

  it(`allows ${MAX_API_TOKENS} an account: the next one is refused with a reason`, async () => {
    const { token: login } = await registerAndLogin(t.app);
    for (let i = 1; i <= MAX_API_TOKENS; i++) await makeToken(login, `token ${i}`, 'read');
    const next = await call('POST', '/api/account/tokens', { token: login }, { name: 'one more', scope: 'read' });
    expect(next.statusCode).toBe(409);
    expect(next.json()).toEqual({ code: 409, status: 0, reason: API_TOKEN_MESSAGES.tooMany });
  });

  it('refuses a bad name or scope with a reason', async () => {
    const { token: login } = await registerAndLogin(t.app);
    const post = (payload: object) => call('POST', '/api/account/tokens', { token: login }, payload);
    expect((await post({ name: '   ', scope: 'read' })).json<{ reason: string }>().reason).toBe(
      API_TOKEN_MESSAGES.nameRequired,
    );
    const long = await post({ name: 'x'.repeat(61), scope: 'read' });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ reason: string }>().reason).toBe('The name can be at most 60 characters.');
    expect((await post({ name: 'x'.repeat(60), scope: 'read' })).statusCode).toBe(200);
    const scope = await post({ name: 'ok', scope: 'admin' });
    expect(scope.statusCode).toBe(400);
    expect(scope.json<{ reason: string }>().reason).toContain('read, read-write');
  });

  it('writes the last-used time at most once a minute', async () => {
    const { token: login } = await registerAndLogin(t.app);
    const made = await makeToken(login, 'Clock', 'read');
    const use = () => call('GET', '/api/saved/recipes', bearer(made.token));
    try {
      await use();
      clock = START + 59_000;
      await use();
      expect((await list(login))[0]?.lastUsedAt).toBe(new Date(START).toISOString());
      clock = START + 61_000;
      await use();
      expect((await list(login))[0]?.lastUsedAt).toBe(new Date(START + 61_000).toISOString());
    } finally {
      clock = START;
    }
  });

  it('limits the calls a token makes in a minute, token by token', async () => {
    const { token: login } = await registerAndLogin(t.app);
    const busy = await makeToken(login, 'Busy', 'read');
    const calm = await makeToken(login, 'Calm', 'read');
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await call('GET', '/api/saved/recipes', bearer(busy.token))).statusCode).toBe(200);
    }
    const over = await call('GET', '/api/saved/recipes', bearer(busy.token));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(over.json<{ reason: string }>().reason).toContain(`more than ${PER_MINUTE} calls in a minute`);
    expect((await call('GET', '/api/saved/recipes', bearer(calm.token))).statusCode).toBe(200);
    expect((await call('GET', '/api/saved/recipes', { token: login })).statusCode).toBe(200);
  });

  it('go with the account when it is deleted', async () => {
    const { token: login } = await registerAndLogin(t.app);
    const made = await makeToken(login, 'Leaving', 'read-write');
    expect((await call('DELETE', '/api/account/delete', { token: login })).statusCode).toBe(200);
    const rows = await t.db.kysely.selectFrom('api_tokens').select('id').where('id', '=', made.id).execute();
    expect(rows).toEqual([]);
    expect((await call('GET', '/api/saved/recipes', bearer(made.token))).statusCode).toBe(401);
  });
});
