import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PANTRY_LIMITS,
  PANTRY_MESSAGES,
  type PantryAddResponse,
  type PantryItem,
  type PantryResponse,
  type PantryUseResponse,
} from '../../../shared/pantry';
import { createTestApp, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS, type Cook } from '../../test/household';
import { listening, openStream } from '../../test/live';

let t: TestContext;
let h: ReturnType<typeof householdCalls>;
beforeAll(async () => {
  // The clock stands on 2026-12-02: "use soon" and "past" are counted from this day.
  t = await createTestApp({ rateLimits: MANY_ACCOUNTS, now: () => Date.parse('2026-12-02T12:00:00Z') });
  h = householdCalls(t.app);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cook: Cook | null, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: cook ? { token: cook.token } : {}, ...(payload ? { payload } : {}) });
async function ok<T>(cook: Cook, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(cook, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}
const add = (cook: Cook, ...items: object[]) => ok<PantryAddResponse>(cook, 'POST', '/api/pantry/items', { items });
const names = async (cook: Cook) =>
  (await ok<PantryResponse>(cook, 'GET', '/api/pantry')).items.map((item) => item.name);
const reason = (res: LightMyRequestResponse) => res.json<{ reason: string }>().reason;

describe('the pantry', () => {
  it('needs the token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/pantry'],
      ['POST', '/api/pantry/items'],
      ['PATCH', '/api/pantry/items/1'],
      ['DELETE', '/api/pantry/items/1'],
      ['POST', '/api/pantry/use'],
    ] as const) {
      expect((await call(null, method, url, { items: [{ name: 'x' }] })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds, lists, changes and removes items', async () => {
    const cook = await h.cook();
    const { items, refused } = await add(cook, {
      name: '  Rice ',
      amount: ' 500 g ',
      bestBefore: '2027-01-31',
      alwaysHave: false,
    });
    expect(refused).toEqual([]);
    expect(items).toHaveLength(1);
    const rice = items[0]!;
    expect(rice).toMatchObject({ name: 'Rice', amount: '500 g', bestBefore: '2027-01-31', alwaysHave: false });
    expect(rice.expiresInDays).toBe(60);
    expect(typeof rice.addedAt).toBe('string');
    expect((await ok<PantryResponse>(cook, 'GET', '/api/pantry')).items).toEqual([rice]);

    const changed = await ok<PantryItem>(cook, 'PATCH', `/api/pantry/items/${rice.id}`, {
      amount: null,
      bestBefore: null,
      alwaysHave: true,
    });
    expect(changed).toMatchObject({ id: rice.id, name: 'Rice', amount: null, bestBefore: null, alwaysHave: true });
    expect(changed.expiresInDays).toBeNull();
    const renamed = await ok<PantryItem>(cook, 'PATCH', `/api/pantry/items/${rice.id}`, { name: 'Basmati rice' });
    expect(renamed).toMatchObject({ name: 'Basmati rice', alwaysHave: true });

    expect(await ok(cook, 'DELETE', `/api/pantry/items/${rice.id}`)).toEqual({ status: 1 });
    expect(await names(cook)).toEqual([]);
    const again = await call(cook, 'DELETE', `/api/pantry/items/${rice.id}`);
    expect(again.statusCode).toBe(404);
    expect(reason(again)).toBe(PANTRY_MESSAGES.notFound);
  });

  it('lists the nearest date first, then undated items, then the staples, by name within each', async () => {
    const cook = await h.cook();
    await add(
      cook,
      { name: 'salt', alwaysHave: true },
      { name: 'yoghurt', bestBefore: '2026-12-04' },
      { name: 'beans' },
      { name: 'Olive oil', alwaysHave: true },
      { name: 'milk', bestBefore: '2026-12-01' },
      { name: 'apples' },
      { name: 'cream', bestBefore: '2026-12-10' },
    );
    const { items } = await ok<PantryResponse>(cook, 'GET', '/api/pantry');
    expect(items.map((item) => [item.name, item.expiresInDays])).toEqual([
      ['milk', -1],
      ['yoghurt', 2],
      ['cream', 8],
      ['apples', null],
      ['beans', null],
      ['Olive oil', null],
      ['salt', null],
    ]);
  });

  it('refuses bad items one by one, naming each and why, and adds the rest', async () => {
    const cook = await h.cook();
    const long = 'x'.repeat(201);
    const { items, refused } = await add(
      cook,
      { name: 'flour' },
      { name: long },
      { name: 'eggs', bestBefore: '2026-02-30' },
      { name: '   ' },
      { name: 'tea', amount: 'a'.repeat(41) },
      { name: 'sugar', alwaysHave: 'yes' },
      { name: 'x'.repeat(200) },
    );
    expect(items.map((item) => item.name)).toEqual(['flour', 'x'.repeat(200)]);
    expect(refused.map((r) => r.index)).toEqual([1, 2, 3, 4, 5]);
    expect(refused[0]!.reason).toBe('The name can be at most 200 characters.');
    expect(refused[1]).toEqual({ index: 2, name: 'eggs', reason: PANTRY_MESSAGES.badDate('2026-02-30') });
    expect(refused[2]!.reason).toBe(PANTRY_MESSAGES.nameRequired);
    expect(refused[3]).toEqual({ index: 4, name: 'tea', reason: 'The amount can be at most 40 characters.' });
    expect(refused[4]).toEqual({ index: 5, name: 'sugar', reason: PANTRY_MESSAGES.notBoolean });

    // Nothing added at all: a 400 naming the item and the reason.
    const bad = await call(cook, 'POST', '/api/pantry/items', { items: [{ name: 'jam', bestBefore: '12/01/2027' }] });
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe(`"jam": ${PANTRY_MESSAGES.badDate('12/01/2027')}`);
    for (const body of [{}, { items: [] }, { items: 'rice' }, { items: Array(101).fill({ name: 'a' }) }]) {
      expect((await call(cook, 'POST', '/api/pantry/items', body)).statusCode).toBe(400);
    }
    const [flour] = items;
    for (const patch of [{ name: long }, { bestBefore: '2026-13-01' }, {}, { name: '' }]) {
      expect((await call(cook, 'PATCH', `/api/pantry/items/${flour!.id}`, patch)).statusCode).toBe(400);
    }
    expect((await call(cook, 'PATCH', '/api/pantry/items/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await call(cook, 'PATCH', '/api/pantry/items/abc', { name: 'x' })).statusCode).toBe(400);
  });

  it(`holds at most ${PANTRY_LIMITS.items} items: the one past it is refused with the limit`, async () => {
    const cook = await h.cook();
    const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ name: `item ${from + i}` }));
    for (let from = 0; from < 900; from += 100) await add(cook, ...batch(from, 100));
    await add(cook, ...batch(900, 99));
    const last = await add(cook, { name: 'the 1,000th' }, { name: 'one too many' });
    expect(last.items.map((item) => item.name)).toEqual(['the 1,000th']);
    expect(last.refused).toEqual([{ index: 1, name: 'one too many', reason: PANTRY_MESSAGES.full(999) }]);
    const full = await call(cook, 'POST', '/api/pantry/items', { items: [{ name: 'the 1,001st' }] });
    expect(full.statusCode).toBe(409);
    expect(reason(full)).toBe(`"the 1,001st": ${PANTRY_MESSAGES.full(1000)}`);
    expect(reason(full)).toContain('at most 1,000 items');
    expect((await ok<PantryResponse>(cook, 'GET', '/api/pantry')).items).toHaveLength(1000);
  });

  it('takes out what cooking used, nearest date first, never a staple', async () => {
    const cook = await h.cook();
    await add(
      cook,
      { name: 'Tomatoes', bestBefore: '2026-12-09' },
      { name: 'tomato', bestBefore: '2026-12-03' },
      { name: 'salt', alwaysHave: true },
      { name: 'onions' },
    );
    const used = await ok<PantryUseResponse>(cook, 'POST', '/api/pantry/use', {
      names: ['tomato', 'Salt', 'onion', 'saffron'],
    });
    expect(used.taken.map((item) => [item.name, item.bestBefore])).toEqual([
      ['tomato', '2026-12-03'],
      ['onions', null],
    ]);
    expect(used.notTaken).toEqual(['Salt', 'saffron']);
    expect(await names(cook)).toEqual(['Tomatoes', 'salt']);
    expect((await call(cook, 'POST', '/api/pantry/use', { names: [] })).statusCode).toBe(400);
  });
});

describe('a household shares one pantry', () => {
  it('shows two members one pantry, and keeps an outsider out', async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    const base = await listening(t.app);
    const stream = await openStream(base, owner.token);
    expect(await stream.next()).toEqual({ kind: 'ready' });
    const [rice] = (await add(owner, { name: 'rice' })).items;
    expect(await stream.next()).toEqual({ kind: 'pantry' });
    await add(member, { name: 'lentils' });
    expect(await stream.next()).toEqual({ kind: 'pantry' });
    stream.close();
    expect(await names(owner)).toEqual(['lentils', 'rice']);
    expect(await names(member)).toEqual(['lentils', 'rice']);
    await ok(member, 'PATCH', `/api/pantry/items/${rice!.id}`, { amount: '1 kg' });
    expect((await ok<PantryResponse>(owner, 'GET', '/api/pantry')).items.find((i) => i.id === rice!.id)?.amount).toBe(
      '1 kg',
    );

    const outsider = await h.cook();
    expect(await names(outsider)).toEqual([]);
    expect((await call(outsider, 'PATCH', `/api/pantry/items/${rice!.id}`, { name: 'mine' })).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/pantry/items/${rice!.id}`)).statusCode).toBe(404);
    expect((await ok<PantryUseResponse>(outsider, 'POST', '/api/pantry/use', { names: ['rice'] })).taken).toEqual([]);
    expect(await names(owner)).toEqual(['lentils', 'rice']);
  });

  it("brings a joiner's pantry in; a member who leaves keeps a copy and is refused the household's items", async () => {
    const { owner, code } = await h.household(0);
    await add(owner, { name: 'oats', bestBefore: '2026-12-20' }, { name: 'salt', alwaysHave: true });
    const joiner = await h.cook();
    await add(joiner, { name: 'honey' });
    await h.join(joiner, code);
    expect(await names(owner)).toEqual(['oats', 'honey', 'salt']);
    const household = (await ok<PantryResponse>(owner, 'GET', '/api/pantry')).items;

    await h.ok('DELETE', `/members/${joiner.userId}`, owner.token);
    const copy = (await ok<PantryResponse>(joiner, 'GET', '/api/pantry')).items;
    expect(copy.map((i) => [i.name, i.bestBefore, i.alwaysHave])).toEqual(
      household.map((i) => [i.name, i.bestBefore, i.alwaysHave]),
    );
    // The copy has ids of its own: the household's items are out of the former member's reach.
    for (const item of household) {
      expect(copy.some((c) => c.id === item.id)).toBe(false);
      expect((await call(joiner, 'PATCH', `/api/pantry/items/${item.id}`, { name: 'taken' })).statusCode).toBe(404);
      expect((await call(joiner, 'DELETE', `/api/pantry/items/${item.id}`)).statusCode).toBe(404);
    }
    await ok(joiner, 'DELETE', `/api/pantry/items/${copy[0]!.id}`);
    expect(await names(owner)).toEqual(['oats', 'honey', 'salt']);
    expect(await names(joiner)).toEqual(['honey', 'salt']);
  });
});
