import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  call,
  freshDatabase,
  isAppError,
  json,
  startServer,
  type Answer,
  type Database,
  type RunningServer,
} from './real-server';

/**
 * Bad input against the real server: every refusal is a 4xx in the app's one error shape with no
 * internals in it, no input makes a 5xx, and a refused write leaves the account as it was.
 */
let db: Database;
let server: RunningServer;
let token: string;
const tally = { cases: 0, serverErrors: 0 };

beforeAll(async () => {
  db = await freshDatabase();
  server = await startServer(db.url);
  ({ token } = await account(server.base, 'bad-input'));
}, 600_000);
afterAll(async () => {
  process.stdout.write(`bad input: ${tally.cases} cases, ${tally.serverErrors} answered 5xx\n`);
  await server?.stop();
  await db?.drop();
});

const LEAK = /at \w+ \(|node_modules|\/server\/|select |insert |sqlite|postgres|stack|Error:/i;

function expectRefusedCleanly(answer: Answer, what: string): void {
  tally.cases++;
  if (answer.status >= 500) tally.serverErrors++;
  expect(answer.status, what).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(isAppError(answer.body), `${what}: ${answer.text.slice(0, 200)}`).toBe(true);
  expect(answer.text, what).not.toMatch(LEAK);
}

const details = async () => (await call(server.base, 'GET', '/api/account/details', { headers: { token } })).text;

describe('bad requests are refused in the one error shape', () => {
  const jsonType = { 'content-type': 'application/json' };
  const cases: [string, string, string, { body?: string; headers?: Record<string, string> }][] = [
    ['malformed JSON', 'POST', '/api/account/login', { body: '{"email":', headers: jsonType }],
    ['JSON with a trailing brace', 'POST', '/api/search/general', { body: '{"searchInput":"a"}}', headers: jsonType }],
    ['a JSON array', 'POST', '/api/account/login', { body: '[1,2]', headers: jsonType }],
    ['a JSON string', 'POST', '/api/search/general', { body: '"soup"', headers: jsonType }],
    ['a number for the search text', 'POST', '/api/search/general', json({ searchInput: 42 })],
    ['33 characters of search text', 'POST', '/api/search/general', json({ searchInput: 'x'.repeat(33) })],
    ['an unknown diet', 'POST', '/api/search/diet', json({ searchInput: '', diet: 'carnivore' })],
    ['an unknown allergy', 'POST', '/api/search/allergens', json({ searchInput: '', allergy: 'nuts' })],
    ['a negative offset', 'POST', '/api/search/general', json({ searchInput: '', offset: -1 })],
    ['a page of 1000', 'POST', '/api/search/general', json({ searchInput: '', number: 1000 })],
    ['a hex id', 'POST', '/api/search/info', json({ id: '0x10' })],
    ['an id out of range', 'POST', '/api/search/info', json({ id: 3_000_000_000 })],
    ['101 bulk ids', 'POST', '/api/search/bulk', json({ ids: Array.from({ length: 101 }, (_, i) => i + 1) })],
    ['a body over 64 KiB', 'POST', '/api/search/general', json({ searchInput: '', pad: 'x'.repeat(70_000) })],
    [
      'a form body',
      'POST',
      '/api/account/login',
      { body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ],
    ['a text body', 'POST', '/api/search/general', { body: 'soup', headers: { 'content-type': 'text/plain' } }],
    ['an XML body', 'POST', '/api/search/general', { body: '<a/>', headers: { 'content-type': 'application/xml' } }],
    ['no body where one is needed', 'POST', '/api/account/login', { headers: jsonType }],
    ['a NUL in an email', 'POST', '/api/account/register', json({ email: 'a\u0000b@x.co', password: 'password1' })],
    [
      'a bidirectional override in an email',
      'POST',
      '/api/account/login',
      json({ email: '\u202eb@x.co', password: 'password1' }),
    ],
    ['a short password', 'POST', '/api/account/register', json({ email: 'short@x.co', password: 'short' })],
    ['a broken %-encoding', 'GET', '/api/search/%E0%A4%A', {}],
    ['an unknown API path', 'GET', '/api/nothing', {}],
    ['an unsupported method', 'PATCH', '/api/saved/recipes', {}],
    ['a missing picture', 'GET', '/images/recipes/999999.webp', {}],
    ['a missing script', 'GET', '/assets/nothing-abc123.js', {}],
    ['saved recipes without a token', 'GET', '/api/saved/recipes', {}],
    ['a made-up token', 'GET', '/api/account/details', { headers: { token: 'x'.repeat(64) } }],
    ['a token of 10,000 characters', 'GET', '/api/account/details', { headers: { token: 'y'.repeat(10_000) } }],
  ];
  it.each(cases)('%s', async (what, method, path, options) => {
    expectRefusedCleanly(await call(server.base, method, path, options), what);
  });

  it('refused saves leave the account as it was', async () => {
    const before = await details();
    const headers = { token, 'content-type': 'application/json' };
    for (const [path, body] of [
      ['/api/saved/recipes', { recipeId: 'eleven' }],
      ['/api/saved/recipes', { recipeId: 2_147_483_648 }],
      ['/api/saved/recipes', { recipeId: 99_999_999 }],
      ['/api/saved/diet', { dietId: 'Vegan' }],
      ['/api/saved/allergies', { allergyId: 'peanut\u0000' }],
    ] as const) {
      expectRefusedCleanly(await call(server.base, 'POST', path, { body: JSON.stringify(body), headers }), path);
    }
    expect(await details()).toBe(before);
  });
});

describe('fuzzed requests on every route never answer 5xx', () => {
  const routes: [string, string, boolean][] = [
    ['POST', '/api/search/random', false],
    ['POST', '/api/search/general', false],
    ['POST', '/api/search/diet', false],
    ['POST', '/api/search/allergens', false],
    ['POST', '/api/search/diet&allergens', false],
    ['POST', '/api/search/info', false],
    ['POST', '/api/search/bulk', false],
    ['POST', '/api/account/register', false],
    ['POST', '/api/account/login', false],
    ['GET', '/api/account/details', true],
    ['GET', '/api/account/sessions', true],
    // A session id no account has: ending every session would end the suite's own.
    ['DELETE', `/api/account/sessions/${'0'.repeat(32)}`, true],
    ['GET', '/api/saved/recipes', true],
    ['POST', '/api/saved/recipes', true],
    ['POST', '/api/saved/diet', true],
    ['POST', '/api/saved/allergies', true],
    ['DELETE', '/api/saved/diet/1', true],
    ['DELETE', '/api/saved/allergies/soy', true],
    ['GET', '/api/saved/settings', true],
    ['PUT', '/api/saved/settings', true],
    ['GET', '/api/recipes/mine', true],
    ['POST', '/api/recipes', true],
    ['PUT', '/api/recipes/1000001', true],
    ['DELETE', '/api/recipes/1000001', true],
    ['POST', '/api/recipes/import/preview', true],
    ['POST', '/api/recipes/import/files', true],
  ];
  const field = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 5 }),
    fc.constantFrom('vegan', 'soy', 'peanut,soy', '11', 'a@b.co', 'password1', '', ' ', '\u0000', '*', "' or 1=1 --"),
  );
  const body = fc.oneof(
    fc
      .record(
        {
          searchInput: field,
          diet: field,
          allergy: field,
          offset: field,
          number: field,
          id: field,
          ids: field,
          email: field,
          password: field,
          recipeId: field,
          dietId: field,
          allergyId: field,
          units: field,
          url: field,
          text: field,
          shared: field,
          recipe: fc.oneof(
            field,
            fc.record({ title: field, servings: field, ingredientLines: field }, { requiredKeys: [] }),
          ),
          files: fc.oneof(
            field,
            fc.array(fc.record({ name: field, content: field }, { requiredKeys: [] }), { maxLength: 3 }),
          ),
        },
        { requiredKeys: [] },
      )
      .map((value) => ({ text: JSON.stringify(value), type: 'application/json' })),
    fc.string({ maxLength: 60 }).map((text) => ({ text, type: 'application/json' })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value) ?? '', type: 'application/json' })),
    fc.string({ maxLength: 30 }).map((text) => ({ text, type: 'text/plain' })),
  );

  it('across every route, with and without a token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.boolean(),
        async ([method, path, needsToken], sent, withToken) => {
          const headers: Record<string, string> = { 'content-type': sent.type };
          if (withToken && needsToken) headers.token = token;
          const answer = await call(server.base, method, path, {
            headers,
            ...(method === 'GET' ? {} : { body: sent.text }),
          });
          tally.cases++;
          if (answer.status >= 500) tally.serverErrors++;
          expect(answer.status, `${method} ${path} ${sent.text.slice(0, 80)}`).toBeLessThan(500);
          if (answer.status >= 400) expect(isAppError(answer.body), answer.text.slice(0, 200)).toBe(true);
        },
      ),
      { numRuns: 600, seed: 20261125 },
    );
  }, 300_000);
});
