import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from './test/harness';
import { seedRecipes } from './test/recipes';

let t: TestContext;
let webRoot: string;
/** The page's one inline script, as index.html's theme script. */
const PAGE_SCRIPT = "document.documentElement.dataset.theme = 'dark';";

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'dishcovery-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    `<!doctype html><title>Dishcovery</title><script>${PAGE_SCRIPT}</script><div id="root"></div>`,
  );
  writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"Dishcovery"}');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webRoot, seed: (db) => seedRecipes(db, [{ id: 1, title: 'Toast' }]) });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const noLeak = (body: string) => {
  expect(body).not.toMatch(/at \w+ \(|node_modules|\/server\/|SELECT|sqlite|postgres|Error:/i);
};

describe('health and headers', () => {
  it('GET /api/health answers 200 once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a Content-Security-Policy allowing only our own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Pictures come from here only: a page never asks another site for one.
    expect(csp).toContain("img-src 'self' data:;");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The page's inline script runs by the hash of its text, and no other inline script does.
    const hash = createHash('sha256').update(PAGE_SCRIPT).digest('base64');
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    // On every kind of response: the app, the API, an error, and never HTTPS forced.
    for (const url of ['/home', '/api/health', '/api/no-such-call']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy'], url).toBe(csp);
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(other.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('echoes a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the web app', () => {
  it('serves index.html for every client route (history fallback), not cached', async () => {
    for (const url of ['/', '/home', '/recipe/12', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file, never the web app in its place', async () => {
    for (const url of ['/images/recipes/999999.webp', '/assets/missing-abc.js', '/favicon.png', '/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 404, status: 0, reason: 'Not found.' });
    }
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toEqual({ name: 'Dishcovery' });
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('bad input gets a clear JSON error and never a stack trace', () => {
  const post = (url: string, payload: string, type = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });

  it('malformed JSON is a 400', async () => {
    for (const payload of ['{', '{"email": }', 'nul', '[1,2', '{"a":1}}']) {
      const res = await post('/api/account/login', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ code: 400, status: 0, reason: 'The request body is not valid JSON.' });
      noLeak(res.body);
    }
  });

  it('a body over 64 KiB is a 413', async () => {
    const res = await post('/api/search/general', JSON.stringify({ searchInput: 'x'.repeat(70_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, status: 0 });
  });

  it('wrong types are a 400 naming the field', async () => {
    const res = await post('/api/search/general', JSON.stringify({ searchInput: 'a', number: 'ten' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ reason: string }>().reason).toMatch(/^number/);
    const nested = await post('/api/account/register', JSON.stringify({ email: ['a@b.co'], password: { x: 1 } }));
    expect(nested.statusCode).toBe(400);
    noLeak(nested.body);
  });

  it('a body that is not JSON is refused cleanly', async () => {
    const res = await post('/api/account/login', 'email=a@b.co', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, status: 0 });
  });

  it('an empty JSON body is a 400 where a body is needed, and fine for random', async () => {
    const login = await post('/api/account/login', '');
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ code: 400, status: 0, reason: 'The request body is empty; JSON was expected.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/search/random' })).statusCode).toBe(200);
  });

  it('a call that takes no body accepts an empty body sent as JSON, and {}', async () => {
    for (const payload of ['', '  ', '{}']) {
      const res = await post('/api/search/random', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json<{ recipes: unknown[] }>().recipes.length).toBeGreaterThan(0);
    }
    await post('/api/account/register', JSON.stringify({ email: 'empty@body.test', password: 'password1' }));
    const { token } = (
      await post('/api/account/login', JSON.stringify({ email: 'empty@body.test', password: 'password1' }))
    ).json<{ token: string }>();
    const headers = { token, 'content-type': 'application/json' };
    for (const [method, url] of [
      ['GET', '/api/account/details'],
      ['GET', '/api/saved/recipes'],
      ['DELETE', '/api/saved/diet/999'],
      ['DELETE', '/api/account/logout'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: '', headers });
      expect(res.statusCode, url).not.toBe(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('low-level failures answer in the one error shape', async () => {
    const cases = [
      { method: 'GET', url: '/api/search/%E0%A4%A', code: 400 },
      { method: 'GET', url: '/%ZZ', code: 400 },
      { method: 'DELETE', url: '/api/saved/recipes/%ZZ', code: 400 },
      { method: 'POST', url: '/api/search/general', payload: 'hi', type: 'text/plain', code: 415 },
      { method: 'POST', url: '/api/search/general', payload: '<a/>', type: 'application/xml', code: 415 },
      { method: 'PROPFIND', url: '/api/health', code: 404 },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        ...('payload' in c ? { payload: c.payload, headers: { 'content-type': c.type } } : {}),
      });
      expect(res.statusCode, c.url).toBe(c.code);
      expect(Object.keys(res.json<object>()).sort(), c.url).toEqual(['code', 'reason', 'status']);
      expect(res.json(), c.url).toMatchObject({ code: c.code, status: 0 });
      noLeak(res.body);
    }
  });

  it('an unknown /api path is a 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/search/everything'],
      ['GET', '/api'],
      ['DELETE', '/api/saved/recipes'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 404, status: 0 });
    }
  });

  it('an unexpected failure is a generic 500 with no details', async () => {
    const { buildApp } = await import('./app');
    const { openTestDatabase } = await import('./test/harness');
    const { db, cleanup } = await openTestDatabase();
    const app = await buildApp({ db, searchPollMs: 0 });
    await app.ready();
    await db.close(); // the database goes away under the running app
    try {
      const res = await app.inject({ method: 'POST', url: '/api/search/info', payload: { id: 1 } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 500,
        status: 0,
        reason: 'Something went wrong on our side. Please try again.',
      });
      noLeak(res.body);
    } finally {
      await app.close();
      await cleanup().catch(() => undefined);
    }
  });
});

describe('response schemas', () => {
  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it('send exactly what the service answers, in the documented fields', async () => {
    const res = await post('/api/search/info', JSON.stringify({ id: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(await t.app.services.search.info(1))));
  });

  it('never send a field the schema does not name', async () => {
    const detail = await t.app.services.search.info(1);
    const spy = vi
      .spyOn(t.app.services.search, 'info')
      .mockResolvedValueOnce({ ...detail, passwordHash: 'secret' } as typeof detail);
    try {
      const res = await post('/api/search/info', JSON.stringify({ id: 1 }));
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('secret');
      expect(res.json()).toMatchObject({ id: 1, title: 'Toast' });
    } finally {
      spy.mockRestore();
    }
  });

  it('answer other methods on app paths with the one error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, status: 0, reason: 'Not found.' });
  });
});
