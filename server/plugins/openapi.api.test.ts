import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';
import { ROUTE_DOCS, routeKey } from '../lib/route-docs';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestContext;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  document = res.json<Document>();
});
afterAll(async () => t.close());

/** `/api/saved/recipes/:id` as the document writes it: `/api/saved/recipes/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

/** Every API route as registered: HEAD twins and the reference's own files aside. */
function apiRoutes(): Array<{ method: string; url: string }> {
  const seen = new Map<string, { method: string; url: string }>();
  for (const { method, url } of t.app.registeredRoutes) {
    if (method === 'HEAD' || !url.startsWith('/api/') || url.startsWith(DOCS_PREFIX)) continue;
    const key = routeKey(method, url);
    seen.set(key, { method, url: key.slice(method.length + 1) });
  }
  return [...seen.values()];
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every API route with a summary and its module as the tag', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter(({ method, url }) => {
      const operation = document.paths[openapiPath(url)]?.[method.toLowerCase()];
      return !operation?.summary || operation.tags?.[0] !== url.split('/')[2];
    });
    expect(missing, 'add these routes to server/lib/route-docs.ts').toEqual([]);
  });

  it('documents no route that is not there', () => {
    const routes = new Set(apiRoutes().map(({ method, url }) => routeKey(method, url)));
    expect(Object.keys(ROUTE_DOCS).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('keeps the web app, pictures and the reference itself out of the document', () => {
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/') || path.endsWith('/'))).toEqual([]);
    expect(Object.keys(document.paths).some((path) => path.startsWith(DOCS_PREFIX))).toBe(false);
  });

  it('says what each route takes and answers, from its own schemas', () => {
    const create = document.paths['/api/account/tokens']?.post;
    expect(create?.requestBody?.content).toHaveProperty('application/json');
    expect(JSON.stringify(create?.requestBody)).toContain('read-write');
    expect(JSON.stringify(create?.responses['200'])).toContain('token');
    expect(document.paths['/api/saved/recipes/{id}']?.delete).toBeDefined();
  });

  it('documents the raw body of an app export and the event stream as what they are', () => {
    const upload = document.paths['/api/recipes/import/app-export']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(['application/zip', 'application/octet-stream']),
    );
    expect(upload?.requestBody?.content).not.toHaveProperty('application/json');
    const events = document.paths['/api/events']?.get;
    expect(Object.keys(events?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
  });

  it('names how each route is called: with a token, a login, or by anyone', () => {
    expect(document.paths['/api/saved/recipes']?.get?.security).toEqual([{ tokenHeader: [] }, { bearer: [] }]);
    expect(document.paths['/api/account/register']?.post?.security).toEqual([]);
    expect(document.paths['/api/search/general']?.post?.security).toContainEqual({});
  });

  it('holds every route to its documented access: the ones that need a token answer 401 without one', async () => {
    const wrong: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const docs = ROUTE_DOCS[routeKey(method, url)];
      if (!docs) continue;
      const path = url
        .replace(/:recipeId|:id|:userId/g, '1')
        .replace(/:allergyId/, 'peanut')
        .replace(/:[a-zA-Z]+/g, 'x');
      const res = await t.app.inject({ method: method as 'GET', url: path });
      const needsToken = docs.access === 'user' || docs.access === 'session';
      if ((res.statusCode === 401) !== needsToken) wrong.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the reference', () => {
  it('is served under /api/docs, with its assets there too', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const url = new URL(asset, `http://x${DOCS_PREFIX}/`).pathname;
      expect(url.startsWith(`${DOCS_PREFIX}/`)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it("keeps the app's content security policy", async () => {
    const docs = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(docs.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
    expect(health.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
