import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COLLECTIONS, type SavedCollection } from '../../../shared/collections';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes } from '../../test/recipes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    seed: (db) =>
      seedRecipes(db, [
        { id: 21, title: 'Lentil Soup', readyInMinutes: 45 },
        { id: 22, title: 'Green Salad', readyInMinutes: 10 },
        { id: 23, title: 'Apple Pie', readyInMinutes: 90 },
      ]),
  });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: token ? { token } : {},
  });

const collectionsOf = async (token: string) =>
  (await call('GET', '/api/saved/collections', token)).json<{ results: SavedCollection[] }>().results;
const savedIds = async (token: string) =>
  (await call('GET', '/api/saved/recipes', token))
    .json<{ results: { recipeId: number }[] }>()
    .results.map((row) => row.recipeId);
async function create(token: string, name: string): Promise<SavedCollection> {
  const res = await call('POST', '/api/saved/collections', token, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedCollection>();
}

describe('collections', () => {
  it('creates, lists, renames and deletes, with names trimmed', async () => {
    const { token } = await registerAndLogin(t.app);
    const weeknight = await create(token, '  Weeknight ');
    expect(weeknight).toEqual({ id: expect.any(Number) as number, name: 'Weeknight', recipeIds: [] });
    const christmas = await create(token, 'Christmas');
    expect(await collectionsOf(token)).toEqual([weeknight, christmas]);

    const renamed = await call('PATCH', `/api/saved/collections/${weeknight.id}`, token, { name: 'Quick suppers' });
    expect(renamed.json()).toEqual({ id: weeknight.id, name: 'Quick suppers', recipeIds: [] });
    // A change of case of its own name is a rename, not a duplicate.
    const recased = await call('PATCH', `/api/saved/collections/${christmas.id}`, token, { name: 'CHRISTMAS' });
    expect(recased.statusCode).toBe(200);

    expect((await call('DELETE', `/api/saved/collections/${weeknight.id}`, token)).json()).toEqual({ status: 1 });
    expect(await collectionsOf(token)).toEqual([{ ...christmas, name: 'CHRISTMAS' }]);
    expect((await call('DELETE', `/api/saved/collections/${weeknight.id}`, token)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/saved/collections/${weeknight.id}`, token, { name: 'x' })).statusCode).toBe(404);
  });

  it('accepts names of 1 to 100 characters after trimming and refuses the rest with a reason', async () => {
    const { token } = await registerAndLogin(t.app);
    await create(token, 'a');
    await create(token, 'b'.repeat(100));
    await create(token, `  ${'c'.repeat(100)}  `);
    await create(token, '🎄'.repeat(100));
    const refused: [unknown, string][] = [
      ['', 'A collection needs a name.'],
      ['   ', 'A collection needs a name.'],
      ['d'.repeat(101), 'A collection name can be at most 100 characters.'],
      [undefined, 'A collection needs a name.'],
      [42, 'A collection needs a name.'],
      ['tab\there', 'A collection name must be one line, without tabs or line breaks.'],
      ['nul\u0000', 'A collection name must not hold the control character U+0000.'],
      ['\u200b\u200b', 'A collection name must hold visible characters, not only invisible ones.'],
      ['🎄'.repeat(101), 'A collection name can be at most 100 characters.'],
    ];
    for (const [name, reason] of refused) {
      const res = await call('POST', '/api/saved/collections', token, name === undefined ? {} : { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json(), JSON.stringify(name)).toEqual({ code: 400, status: 0, reason });
    }
    const first = (await collectionsOf(token))[0]!;
    const rename = await call('PATCH', `/api/saved/collections/${first.id}`, token, { name: ' ' });
    expect(rename.statusCode).toBe(400);
    expect((await collectionsOf(token)).map((c) => c.name)).toEqual([
      'a',
      'b'.repeat(100),
      'c'.repeat(100),
      '🎄'.repeat(100),
    ]);
  });

  it('refuses a duplicate name, whatever its case, with 409 and keeps what is stored', async () => {
    const { token } = await registerAndLogin(t.app);
    const weeknight = await create(token, 'Weeknight');
    const christmas = await create(token, 'Christmas');
    await call('PUT', `/api/saved/collections/${weeknight.id}/recipes/21`, token);
    const duplicate = await call('POST', '/api/saved/collections', token, { name: ' weeknight' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: 409,
      status: 0,
      reason: 'You already have a collection named “weeknight”.',
    });
    const clash = await call('PATCH', `/api/saved/collections/${christmas.id}`, token, { name: 'WEEKNIGHT' });
    expect(clash.statusCode).toBe(409);
    expect(await collectionsOf(token)).toEqual([
      { ...weeknight, recipeIds: [21] },
      { ...christmas, recipeIds: [] },
    ]);
  });

  it(`holds at most ${MAX_COLLECTIONS} collections per user, also when requests arrive at once`, async () => {
    const { token } = await registerAndLogin(t.app);
    for (let n = 1; n <= MAX_COLLECTIONS - 5; n++) await create(token, `List ${n}`);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, n) => call('POST', '/api/saved/collections', token, { name: `Burst ${n}` })),
    );
    expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(5);
    const refused = burst.filter((res) => res.statusCode !== 200);
    expect(refused.map((res) => res.json<unknown>())).toEqual(
      Array(5).fill({
        code: 409,
        status: 0,
        reason: `You can have at most ${MAX_COLLECTIONS} collections: delete one to make room.`,
      }),
    );
    expect(await collectionsOf(token)).toHaveLength(MAX_COLLECTIONS);
    // Another user is not affected by this one's count.
    const other = await registerAndLogin(t.app);
    await create(other.token, 'List 1');
  });

  it('refuses malformed ids with 400', async () => {
    const { token } = await registerAndLogin(t.app);
    const { id } = await create(token, 'Weeknight');
    for (const bad of ['0', '01', '-1', '1.5', 'abc', '0x10']) {
      expect((await call('DELETE', `/api/saved/collections/${bad}`, token)).statusCode, bad).toBe(400);
      expect((await call('PUT', `/api/saved/collections/${id}/recipes/${bad}`, token)).statusCode, bad).toBe(400);
      expect((await call('PUT', `/api/saved/notes/${bad}`, token, { note: 'x' })).statusCode, bad).toBe(400);
    }
  });
});

describe('recipes in collections', () => {
  it('puts a recipe in several collections, filters by them, takes it out, and saves it when it was not', async () => {
    const { token } = await registerAndLogin(t.app);
    const weeknight = await create(token, 'Weeknight');
    const christmas = await create(token, 'Christmas');
    expect(await savedIds(token)).toEqual([]);

    expect((await call('PUT', `/api/saved/collections/${weeknight.id}/recipes/21`, token)).json()).toEqual({
      status: 1,
    });
    await call('PUT', `/api/saved/collections/${christmas.id}/recipes/21`, token);
    await call('PUT', `/api/saved/collections/${christmas.id}/recipes/21`, token);
    await call('PUT', `/api/saved/collections/${christmas.id}/recipes/23`, token);
    expect(await savedIds(token)).toEqual([21, 23]);
    expect(await collectionsOf(token)).toEqual([
      { ...weeknight, recipeIds: [21] },
      { ...christmas, recipeIds: [21, 23] },
    ]);

    expect((await call('DELETE', `/api/saved/collections/${christmas.id}/recipes/21`, token)).json()).toEqual({
      status: 1,
    });
    const gone = await call('DELETE', `/api/saved/collections/${christmas.id}/recipes/21`, token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ reason: string }>().reason).toBe('That recipe is not in this collection.');
    expect(await collectionsOf(token)).toEqual([
      { ...weeknight, recipeIds: [21] },
      { ...christmas, recipeIds: [23] },
    ]);
    // Taken out of a collection, or the collection deleted: the recipe stays saved.
    await call('DELETE', `/api/saved/collections/${christmas.id}`, token);
    expect(await savedIds(token)).toEqual([21, 23]);
  });

  it('refuses an unknown recipe or collection with 404 and saves nothing', async () => {
    const { token } = await registerAndLogin(t.app);
    const { id } = await create(token, 'Weeknight');
    const unknown = await call('PUT', `/api/saved/collections/${id}/recipes/999`, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, status: 0, reason: 'There is no recipe with id 999.' });
    const noCollection = await call('PUT', `/api/saved/collections/${id + 1000}/recipes/21`, token);
    expect(noCollection.json()).toEqual({
      code: 404,
      status: 0,
      reason: `There is no collection with id ${id + 1000}.`,
    });
    expect(await savedIds(token)).toEqual([]);
    expect(await collectionsOf(token)).toEqual([{ id, name: 'Weeknight', recipeIds: [] }]);
  });

  it('unsaving a recipe removes its note and its memberships; saving it again starts clean', async () => {
    const { token } = await registerAndLogin(t.app);
    const weeknight = await create(token, 'Weeknight');
    await call('PUT', `/api/saved/collections/${weeknight.id}/recipes/22`, token);
    await call('PUT', `/api/saved/collections/${weeknight.id}/recipes/21`, token);
    await call('PUT', '/api/saved/notes/22', token, { note: 'More lemon.' });

    await call('DELETE', '/api/saved/recipes/22', token);
    expect(await collectionsOf(token)).toEqual([{ ...weeknight, recipeIds: [21] }]);
    expect((await call('GET', '/api/saved/notes/22', token)).statusCode).toBe(404);

    await call('POST', '/api/saved/recipes', token, { recipeId: 22 });
    expect((await call('GET', '/api/saved/notes/22', token)).json()).toEqual({ recipeId: 22, note: '' });
    expect(await collectionsOf(token)).toEqual([{ ...weeknight, recipeIds: [21] }]);
  });
});

describe('notes', () => {
  it('writes, reads and clears a note on a saved recipe, and lists it with the entries', async () => {
    const { token } = await registerAndLogin(t.app);
    await call('POST', '/api/saved/recipes', token, { recipeId: 21 });
    await call('POST', '/api/saved/recipes', token, { recipeId: 23 });
    expect((await call('GET', '/api/saved/notes/21', token)).json()).toEqual({ recipeId: 21, note: '' });
    const note = 'Double the garlic.\nFreezes well.';
    expect((await call('PUT', '/api/saved/notes/21', token, { note })).json()).toEqual({ recipeId: 21, note });
    expect((await call('GET', '/api/saved/notes/21', token)).json()).toEqual({ recipeId: 21, note });

    const entries = (await call('GET', '/api/saved/entries', token)).json<{
      results: { recipeId: number; savedAt: string; note: string; readyInMinutes: number }[];
    }>().results;
    expect(entries).toEqual([
      { recipeId: 21, savedAt: expect.any(String) as string, note, readyInMinutes: 45 },
      { recipeId: 23, savedAt: expect.any(String) as string, note: '', readyInMinutes: 90 },
    ]);
    expect(Date.parse(entries[0]!.savedAt)).not.toBeNaN();
    expect(entries[0]!.savedAt <= entries[1]!.savedAt).toBe(true);

    // Only white space is no note.
    expect((await call('PUT', '/api/saved/notes/21', token, { note: '  \n ' })).json()).toEqual({
      recipeId: 21,
      note: '',
    });
  });

  it('accepts 5,000 characters, refuses more and keeps the stored note', async () => {
    const { token } = await registerAndLogin(t.app);
    await call('POST', '/api/saved/recipes', token, { recipeId: 22 });
    const longest = 'n'.repeat(5000);
    expect((await call('PUT', '/api/saved/notes/22', token, { note: longest })).statusCode).toBe(200);
    const tooLong = await call('PUT', '/api/saved/notes/22', token, { note: `${longest}!` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: 400, status: 0, reason: 'A note can be at most 5,000 characters.' });
    for (const body of [{}, { note: 5 }]) {
      const res = await call('PUT', '/api/saved/notes/22', token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ reason: string }>().reason).toMatch(/note/i);
    }
    expect((await call('GET', '/api/saved/notes/22', token)).json()).toEqual({ recipeId: 22, note: longest });
  });

  it('refuses NUL, BEL, a direction override and invisible-only notes with a reason, and keeps the stored note', async () => {
    const { token } = await registerAndLogin(t.app);
    await call('POST', '/api/saved/recipes', token, { recipeId: 22 });
    const kept = 'Less salt.\n\tMore 🍋: 👩‍🍳'.padEnd(4990, '.');
    expect((await call('PUT', '/api/saved/notes/22', token, { note: kept })).json()).toEqual({
      recipeId: 22,
      note: kept,
    });
    expect((await call('PUT', '/api/saved/notes/22', token, { note: '🍋'.repeat(5000) })).statusCode).toBe(200);
    for (const [note, reason] of [
      ['a\u0000b', 'A note must not hold the control character U+0000.'],
      ['a\u0007b', 'A note must not hold the control character U+0007.'],
      ['\u202eetouq', expect.stringMatching(/^A note must not hold the text-direction control U\+202E/)],
      ['\u200b \u200b', 'A note must hold visible characters, not only invisible ones.'],
      ['🍋'.repeat(5001), 'A note can be at most 5,000 characters.'],
    ] as const) {
      const res = await call('PUT', '/api/saved/notes/22', token, { note });
      expect(res.json(), note.slice(0, 10)).toEqual({ code: 400, status: 0, reason });
    }
    expect((await call('GET', '/api/saved/notes/22', token)).json()).toEqual({ recipeId: 22, note: '🍋'.repeat(5000) });
  });

  it('needs a saved recipe: an unsaved one or an unknown id answers 404', async () => {
    const { token } = await registerAndLogin(t.app);
    const unsaved = await call('PUT', '/api/saved/notes/21', token, { note: 'x' });
    expect(unsaved.statusCode).toBe(404);
    expect(unsaved.json<{ reason: string }>().reason).toBe('That recipe is not in your saved recipes.');
    const unknown = await call('PUT', '/api/saved/notes/999', token, { note: 'x' });
    expect(unknown.json()).toEqual({ code: 404, status: 0, reason: 'There is no recipe with id 999.' });
    expect((await call('GET', '/api/saved/notes/999', token)).statusCode).toBe(404);
    expect(await savedIds(token)).toEqual([]);
  });
});

describe('isolation between users', () => {
  it('user B never reads, renames, deletes, fills or sees user A’s collections and notes', async () => {
    const alice = await registerAndLogin(t.app);
    const bob = await registerAndLogin(t.app);
    const weeknight = await create(alice.token, 'Weeknight');
    await call('PUT', `/api/saved/collections/${weeknight.id}/recipes/21`, alice.token);
    await call('PUT', '/api/saved/notes/21', alice.token, { note: 'Alice’s secret' });

    expect(await collectionsOf(bob.token)).toEqual([]);
    expect((await call('GET', '/api/saved/entries', bob.token)).json()).toEqual({ results: [] });
    expect((await call('GET', '/api/saved/notes/21', bob.token)).statusCode).toBe(404);
    const cases: [Method, string, unknown?][] = [
      ['PATCH', `/api/saved/collections/${weeknight.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/saved/collections/${weeknight.id}`],
      ['PUT', `/api/saved/collections/${weeknight.id}/recipes/22`],
      ['DELETE', `/api/saved/collections/${weeknight.id}/recipes/21`],
      ['PUT', '/api/saved/notes/21', { note: 'overwritten' }],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(method, url, bob.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Alice');
    }
    // Bob may use the same name for his own collection, and his recipe never lands in Alice's.
    const his = await create(bob.token, 'Weeknight');
    await call('PUT', `/api/saved/collections/${his.id}/recipes/22`, bob.token);
    expect(await savedIds(bob.token)).toEqual([22]);

    expect(await collectionsOf(alice.token)).toEqual([{ ...weeknight, recipeIds: [21] }]);
    expect((await call('GET', '/api/saved/notes/21', alice.token)).json()).toEqual({
      recipeId: 21,
      note: 'Alice’s secret',
    });
    expect(await savedIds(alice.token)).toEqual([21]);
  });

  it('deleting the account removes its collections, memberships and notes, and nobody else’s', async () => {
    const alice = await registerAndLogin(t.app);
    const bob = await registerAndLogin(t.app);
    for (const user of [alice, bob]) {
      const { id } = await create(user.token, 'Christmas');
      await call('PUT', `/api/saved/collections/${id}/recipes/23`, user.token);
      await call('PUT', '/api/saved/notes/23', user.token, { note: 'Bake the day before.' });
    }
    const count = async () => {
      const k = t.db.kysely;
      const [collections, members, notes] = await Promise.all([
        k.selectFrom('saved_collections').select('id').execute(),
        k.selectFrom('saved_collection_recipes').select('collection_id').execute(),
        k.selectFrom('saved_recipes').select('id').where('note', '!=', '').execute(),
      ]);
      return { collections: collections.length, members: members.length, notes: notes.length };
    };
    const before = await count();
    expect((await call('DELETE', '/api/account/delete', alice.token)).statusCode).toBe(200);
    const after = await count();
    expect(after).toEqual({
      collections: before.collections - 1,
      members: before.members - 1,
      notes: before.notes - 1,
    });
    expect(await collectionsOf(bob.token)).toEqual([
      { id: expect.any(Number) as number, name: 'Christmas', recipeIds: [23] },
    ]);
  });

  it.each([
    ['GET', '/api/saved/entries'],
    ['GET', '/api/saved/collections'],
    ['POST', '/api/saved/collections'],
    ['PATCH', '/api/saved/collections/1'],
    ['DELETE', '/api/saved/collections/1'],
    ['PUT', '/api/saved/collections/1/recipes/21'],
    ['DELETE', '/api/saved/collections/1/recipes/21'],
    ['GET', '/api/saved/notes/21'],
    ['PUT', '/api/saved/notes/21'],
  ] as const)('%s %s answers 401 JSON without a token', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, status: 0 });
  });
});
