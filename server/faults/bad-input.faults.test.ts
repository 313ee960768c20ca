import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanText, textProblem, type TextRule } from '../../shared/user-text';
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

describe('every text field of every route: what the text rule refuses is a 400 with its reason, on either database', () => {
  /** The cases of the rule of user text (shared/user-text.ts), as a client may send them. */
  const BAD: [string, (max: number) => string][] = [
    ['a NUL', () => 'a\u0000b'],
    ['a BEL', () => 'a\u0007b'],
    ['an escape', () => 'a\u001bb'],
    ['a C1 control', () => 'a\u0085b'],
    ['a right-to-left override', () => 'a\u202eb'],
    ['a direction isolate', () => 'a\u2066b\u2069'],
    ['only zero-width spaces', () => '\u200b\u200b\u200b'],
    ['a lone surrogate', () => 'a\ud800b'],
    ['one emoji more than the limit', (max) => '🍋'.repeat(max + 1)],
  ];
  /** Characters a refused or cleaned text must never bring back, in any string of an answer. */
  const REFUSED_CHARACTERS =
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/u;
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value !== null && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  const holdsRefused = (body: unknown) => strings(body).some((text) => REFUSED_CHARACTERS.test(text));

  interface TextField {
    route: string;
    field: string;
    /** The request with this value in the field. */
    request: (value: string) => { method: string; path: string; body?: unknown };
    /** A field of user text: the reason is the rule's own, word for word. */
    rule?: TextRule;
    /** The longest value the field takes, when that is a limit of characters. */
    max?: number;
  }

  let recipeId = 0;
  let ownId = 0;
  let lineId = '';
  let collectionId = 0;
  const ownRecipe = {
    title: 'Fault Lentil Stew',
    summary: '',
    servings: 4,
    prepMinutes: null,
    cookMinutes: null,
    readyInMinutes: 45,
    ingredientLines: ['250 g red lentils', '1 onion'],
    steps: ['Soften the onion.', 'Simmer.'],
    image: '',
    cuisines: [],
    dishTypes: [],
    sourceUrl: '',
    sourceName: '',
  };
  const withField = (field: string, value: unknown) => {
    const [key, index] = field.split(/[[\]]/);
    const recipe: Record<string, unknown> = { ...ownRecipe };
    recipe[key!] = index === undefined ? value : [value];
    return { recipe, shared: false };
  };
  const searches = ['general', 'diet', 'allergens', 'diet&allergens'];
  const line = (what: 'text' | 'name', value: string) => ({ [what]: value });
  const fields = (): TextField[] => [
    ...searches.map((path) => ({
      route: `POST /api/search/${path}`,
      field: 'searchInput',
      request: (value: string) => ({
        method: 'POST',
        path: `/api/search/${path}`,
        body: { searchInput: value, diet: 'vegan', allergy: 'soy' },
      }),
      rule: { what: 'Search text', max: 32, trim: false },
      max: 32,
    })),
    ...(['diet', 'allergy', 'cuisine', 'type', 'includeIngredients', 'excludeIngredients'] as const).map((field) => ({
      route: 'POST /api/search/diet&allergens',
      field,
      request: (value: string) => ({
        method: 'POST',
        path: '/api/search/diet&allergens',
        body: { searchInput: '', diet: 'vegan', allergy: 'soy', [field]: value },
      }),
    })),
    {
      route: 'POST /api/search/random',
      field: 'allergy',
      request: (v) => ({ method: 'POST', path: '/api/search/random', body: { allergy: v } }),
    },
    {
      route: 'POST /api/search/info',
      field: 'id',
      request: (v) => ({ method: 'POST', path: '/api/search/info', body: { id: v } }),
    },
    {
      route: 'POST /api/search/bulk',
      field: 'ids',
      request: (v) => ({ method: 'POST', path: '/api/search/bulk', body: { ids: v } }),
    },
    {
      route: 'POST /api/account/register',
      field: 'email',
      request: (v) => ({ method: 'POST', path: '/api/account/register', body: { email: v, password: 'password1' } }),
    },
    {
      route: 'POST /api/account/login',
      field: 'email',
      request: (v) => ({ method: 'POST', path: '/api/account/login', body: { email: v, password: 'password1' } }),
    },
    {
      route: 'POST /api/saved/recipes',
      field: 'recipeId',
      request: (v) => ({ method: 'POST', path: '/api/saved/recipes', body: { recipeId: v } }),
    },
    {
      route: 'POST /api/saved/diet',
      field: 'dietId',
      request: (v) => ({ method: 'POST', path: '/api/saved/diet', body: { dietId: v } }),
    },
    {
      route: 'POST /api/saved/allergies',
      field: 'allergyId',
      request: (v) => ({ method: 'POST', path: '/api/saved/allergies', body: { allergyId: v } }),
    },
    {
      route: 'PUT /api/saved/settings',
      field: 'units',
      request: (v) => ({ method: 'PUT', path: '/api/saved/settings', body: { units: v } }),
    },
    ...(['POST', 'PATCH'] as const).map((method) => ({
      route: `${method} /api/saved/collections`,
      field: 'name',
      request: (value: string) => ({
        method,
        path: method === 'POST' ? '/api/saved/collections' : `/api/saved/collections/${collectionId}`,
        body: { name: value },
      }),
      rule: { what: 'A collection name', max: 100 },
      max: 100,
    })),
    // POST first: the limit test makes the household that PATCH then renames.
    ...(['POST', 'PATCH'] as const).map((method) => ({
      route: `${method} /api/household`,
      field: 'name',
      request: (value: string) => ({ method, path: '/api/household', body: { name: value } }),
      rule: { what: 'A household name', max: 60 },
      max: 60,
    })),
    {
      route: 'POST /api/household/join',
      field: 'code',
      request: (value) => ({ method: 'POST', path: '/api/household/join', body: { code: value } }),
    },
    {
      route: 'PUT /api/saved/notes/{recipeId}',
      field: 'note',
      request: (value) => ({ method: 'PUT', path: `/api/saved/notes/${recipeId}`, body: { note: value } }),
      rule: { what: 'A note', max: 5000, multiline: true },
      max: 5000,
    },
    ...(['text', 'name'] as const).flatMap((what) => [
      {
        route: 'POST /api/shopping-list/lines',
        field: `lines[0].${what}`,
        request: (value: string) => ({
          method: 'POST',
          path: '/api/shopping-list/lines',
          body: { lines: [line(what, value)] },
        }),
        rule: { what: 'A shopping-list line', max: 200 },
        max: 200,
      },
      {
        route: 'PATCH /api/shopping-list/lines/{id}',
        field: what,
        request: (value: string) => ({
          method: 'PATCH',
          path: `/api/shopping-list/lines/${lineId}`,
          body: line(what, value),
        }),
        rule: { what: 'A shopping-list line', max: 200 },
        max: 200,
      },
      {
        route: 'POST /api/shopping-list/read',
        field: `lines[0].${what}`,
        request: (value: string) => ({
          method: 'POST',
          path: '/api/shopping-list/read',
          body: { lines: [line(what, value)] },
        }),
        rule: { what: 'A shopping-list line', max: 200 },
        max: 200,
      },
    ]),
    {
      route: 'POST /api/shopping-list/lines',
      field: 'lines[0].unit',
      request: (value) => ({
        method: 'POST',
        path: '/api/shopping-list/lines',
        body: { lines: [{ name: 'flour', quantity: 2, unit: value }] },
      }),
    },
    {
      route: 'POST /api/shopping-list/lines',
      field: 'lines[0].sources[0].title',
      request: (value) => ({
        method: 'POST',
        path: '/api/shopping-list/lines',
        body: { lines: [{ text: 'milk', sources: [{ recipeId, title: value }] }] },
      }),
      rule: { what: 'A recipe title', max: 200 },
      max: 200,
    },
    {
      route: 'PATCH /api/shopping-list/lines/{id}',
      field: 'sources[0].title',
      request: (value) => ({
        method: 'PATCH',
        path: `/api/shopping-list/lines/${lineId}`,
        body: { sources: [{ recipeId, title: value }] },
      }),
      rule: { what: 'A recipe title', max: 200 },
      max: 200,
    },
    ...(
      [
        ['title', 'The title', 200],
        ['summary', 'The summary', 5000],
        ['ingredientLines[0]', 'An ingredient line', 500],
        ['steps[0]', 'A step', 10_000],
        ['image', 'The picture address', 2048],
        ['cuisines[0]', 'A cuisine', 100],
        ['dishTypes[0]', 'A dish type', 100],
        ['sourceUrl', 'The source address', 2048],
        ['sourceName', 'The source name', 300],
      ] as const
    ).flatMap(([field, what, max]) =>
      (['POST', 'PUT'] as const).map((method) => ({
        route: `${method} /api/recipes${method === 'PUT' ? '/{id}' : ''}`,
        field: `recipe.${field}`,
        request: (value: string) => ({
          method,
          path: method === 'PUT' ? `/api/recipes/${ownId}` : '/api/recipes',
          body: withField(field, value),
        }),
        rule: { what, max, multiline: field === 'summary' },
        max,
      })),
    ),
    {
      route: 'POST /api/recipes/import/preview',
      field: 'url',
      request: (value) => ({ method: 'POST', path: '/api/recipes/import/preview', body: { url: value } }),
      rule: { what: 'The link', max: 2048 },
      max: 2048,
    },
    {
      route: 'POST /api/recipes/import/files',
      field: 'files[0].name',
      request: (value) => ({
        method: 'POST',
        path: '/api/recipes/import/files',
        body: { files: [{ name: value, content: '# Soup\n\n## Ingredients\n- 1 leek\n\n## Method\n1. Boil.' }] },
      }),
      rule: { what: 'A file name', max: 255 },
      max: 255,
    },
    // The path's own text: ids and allergy ids.
    {
      route: 'PATCH /api/shopping-list/lines/{id}',
      field: '{id}',
      request: (v) => ({
        method: 'PATCH',
        path: `/api/shopping-list/lines/${encodeURIComponent(v)}`,
        body: { checked: true },
      }),
    },
    {
      route: 'PUT /api/saved/notes/{recipeId}',
      field: '{recipeId}',
      request: (v) => ({ method: 'PUT', path: `/api/saved/notes/${encodeURIComponent(v)}`, body: { note: 'x' } }),
    },
    {
      route: 'DELETE /api/saved/collections/{id}',
      field: '{id}',
      request: (v) => ({ method: 'DELETE', path: `/api/saved/collections/${encodeURIComponent(v)}` }),
    },
    {
      route: 'DELETE /api/saved/allergies/{allergyId}',
      field: '{allergyId}',
      request: (v) => ({ method: 'DELETE', path: `/api/saved/allergies/${encodeURIComponent(v)}` }),
    },
    {
      route: 'GET /api/recipes/{id}',
      field: '{id}',
      request: (v) => ({ method: 'GET', path: `/api/recipes/${encodeURIComponent(v)}` }),
    },
  ];

  const send = (request: { method: string; path: string; body?: unknown }) =>
    call(server.base, request.method, request.path, {
      headers: { token, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
  /** What the account holds, to show that no refused write changed it. */
  const state = async () =>
    Promise.all(
      [
        '/api/shopping-list',
        `/api/saved/notes/${recipeId}`,
        '/api/saved/collections',
        `/api/recipes/${ownId}`,
        '/api/recipes/mine',
        '/api/household',
      ].map(async (path) => (await call(server.base, 'GET', path, { headers: { token } })).text),
    );

  beforeAll(async () => {
    const random = await call(server.base, 'POST', '/api/search/random', {});
    recipeId = (random.body as { recipes: { id: number }[] }).recipes[0]!.id;
    const ok = async (method: string, path: string, body: unknown) => {
      const answer = await send({ method, path, body });
      expect(answer.status, answer.text).toBe(200);
      return answer.body as Record<string, unknown>;
    };
    await ok('POST', '/api/saved/recipes', { recipeId });
    await ok('PUT', `/api/saved/notes/${recipeId}`, { note: 'Less salt.' });
    collectionId = (await ok('POST', '/api/saved/collections', { name: 'Weeknight' })).id as number;
    lineId = (
      (await ok('POST', '/api/shopping-list/lines', { lines: [{ text: '2 onions' }] })).lines as { id: string }[]
    )[0]!.id;
    ownId = (await ok('POST', '/api/recipes', { recipe: ownRecipe, shared: false })).id as number;
  });

  it('each field refuses each case with a 400 in the one error shape, and the account is as it was', async () => {
    const before = await state();
    const seen: string[] = [];
    for (const field of fields()) {
      for (const [what, make] of BAD) {
        // An address carries no lone surrogate, and a field with no limit of characters has no length case.
        if (field.field.startsWith('{') && what === 'a lone surrogate') continue;
        if (field.max === undefined && what === 'one emoji more than the limit') continue;
        const value = make(field.max ?? 0);
        const label = `${field.route} ${field.field}: ${what}`;
        const answer = await send(field.request(value));
        expectRefusedCleanly(answer, label);
        expect(answer.status, label).toBe(400);
        const reason = (answer.body as { reason: string }).reason;
        if (field.rule) {
          const expected = textProblem(cleanText(value, field.rule), field.rule);
          expect(expected, label).not.toBeNull();
          expect(reason.startsWith(expected!), `${label}: ${reason}`).toBe(true);
        } else {
          expect(reason.length, label).toBeGreaterThan(0);
        }
        expect(holdsRefused(reason), `${label}: ${JSON.stringify(reason)}`).toBe(false);
        seen.push(label);
      }
    }
    expect(await state()).toEqual(before);
    process.stdout.write(`text fields: ${seen.length} refusals over ${fields().length} fields\n`);
  });

  it('each field of user text takes its limit in emoji, counted as people count them', async () => {
    const fruit = ['🍋', '🍊', '🍐', '🍇'];
    const takers = fields().filter((f) => f.rule && f.max && !/image|sourceUrl|url/.test(f.field));
    for (const [index, field] of takers.entries()) {
      // A different fruit each time, so a collection renamed is no duplicate of the one just made.
      const value = fruit[index % fruit.length]!.repeat(field.max!);
      const answer = await send(field.request(value));
      expect(answer.status, `${field.route} ${field.field}: ${answer.text.slice(0, 200)}`).toBe(200);
    }
  });

  it('pasted text and file contents are documents: what the rule refuses is taken out, never stored', async () => {
    for (const [what, make] of BAD.slice(0, -1)) {
      const bad = make(0);
      const paste = await send({
        method: 'POST',
        path: '/api/recipes/import/preview',
        body: { text: `Leek soup ${bad}\n\nIngredients\n- 1 leek${bad}\n\nMethod\n1. Boil${bad}.` },
      });
      expect(paste.status, `${what}: ${paste.text.slice(0, 200)}`).toBeLessThan(500);
      if (paste.status >= 400) expect(isAppError(paste.body), what).toBe(true);
      expect(holdsRefused(paste.body), `${what}: ${paste.text.slice(0, 300)}`).toBe(false);
      const files = await send({
        method: 'POST',
        path: '/api/recipes/import/files',
        body: {
          files: [
            {
              name: 'soup.md',
              content: `# Leek soup${bad}\n\n## Ingredients\n- 1 leek${bad}\n\n## Method\n1. Boil${bad}.`,
            },
          ],
        },
      });
      expect(files.status, `${what}: ${files.text.slice(0, 200)}`).toBe(200);
      for (const result of (files.body as { results: { status: string; recipes?: { id: number }[] }[] }).results) {
        for (const made of result.recipes ?? []) {
          const stored = await send({ method: 'GET', path: `/api/recipes/${made.id}` });
          expect(stored.status, what).toBe(200);
          expect(holdsRefused(stored.body), `${what}: ${stored.text.slice(0, 300)}`).toBe(false);
        }
      }
    }
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
    ['GET', '/api/shopping-list', true],
    ['POST', '/api/shopping-list/lines', true],
    ['PATCH', '/api/shopping-list/lines/1', true],
    ['POST', '/api/shopping-list/read', false],
    ['POST', '/api/saved/collections', true],
    ['PATCH', '/api/saved/collections/1', true],
    ['PUT', '/api/saved/notes/11', true],
    ['GET', '/api/household', true],
    ['POST', '/api/household', true],
    ['PATCH', '/api/household', true],
    ['POST', '/api/household/invites', true],
    ['DELETE', '/api/household/invites/ABCDEFGH', true],
    ['POST', '/api/household/join', true],
    ['POST', '/api/household/owner', true],
    ['PATCH', '/api/household/members/1', true],
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
    // What the rule of user text refuses (shared/user-text.ts), alone and inside words.
    fc.constantFrom(
      '\u0007',
      'a\u0000b',
      '\u202eab',
      'a\u2066b',
      '\u200b\u200b',
      '\u0085',
      'a\ud800',
      '🍋'.repeat(201),
    ),
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
          name: field,
          note: field,
          code: field,
          singleUse: field,
          userId: field,
          displayName: field,
          checked: field,
          lines: fc.oneof(
            field,
            fc.array(
              fc.record(
                {
                  text: field,
                  name: field,
                  quantity: field,
                  unit: field,
                  sources: fc.oneof(
                    field,
                    fc.array(fc.record({ recipeId: field, title: field }, { requiredKeys: [] }), { maxLength: 2 }),
                  ),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 3 },
            ),
          ),
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
