import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingLine } from '../../../shared/shopping-list/types';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { token } : {} });

const pancakes = { recipeId: 11, title: 'Pancakes' };
const crumble = { recipeId: 12, title: 'Apple Crumble' };

async function listOf(token: string): Promise<ShoppingLine[]> {
  const res = await call('GET', '/api/shopping-list', token);
  expect(res.statusCode).toBe(200);
  return res.json<{ lines: ShoppingLine[] }>().lines;
}

async function add(token: string, lines: object[]): Promise<ShoppingLine[]> {
  const res = await call('POST', '/api/shopping-list/lines', token, { lines });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ lines: ShoppingLine[] }>().lines;
}

describe('shopping list', () => {
  it('adds recipe lines with what the food knowledge says, and lists them in order', async () => {
    const { token } = await registerAndLogin(t.app);
    expect(await listOf(token)).toEqual([]);
    const added = await add(token, [
      { text: '2 cups plain flour, sifted', sources: [pancakes] },
      { text: '3 eggs', sources: [pancakes] },
      { text: '200 g all-purpose flour', sources: [crumble] },
      { text: 'Frozen peas' },
    ]);
    expect(added.map((line) => line.text)).toEqual([
      '2 cups plain flour, sifted',
      '3 eggs',
      '200 g all-purpose flour',
      'Frozen peas',
    ]);
    expect(added[0]!.food).toEqual({ key: 'flour', aisle: 'pantry', density: 0.53 });
    expect(added[2]!.food.key).toBe('flour');
    expect(added[1]!.food).toMatchObject({ key: 'egg', aisle: 'dairy' });
    expect(added[3]!.food.aisle).toBe('frozen');
    expect(added[3]).toMatchObject({ checked: false, sources: [] });
    expect(await listOf(token)).toEqual(added);
  });

  it('gives names of one product one key, and a herb the density to add a spoonful to its grams', async () => {
    const { token } = await registerAndLogin(t.app);
    const added = await add(token, [
      { text: '200 g feta' },
      { text: '100 g feta cheese' },
      { text: '1/2 tsp freshly ground black pepper' },
      { text: '1 tsp black pepper' },
      { text: '1 red pepper' },
      { text: '1 tbsp chopped dill' },
    ]);
    expect(added.map((line) => line.food.key)).toEqual([
      'feta',
      'feta',
      'black pepper',
      'black pepper',
      'red pepper',
      'dill',
    ]);
    expect(added[5]!.food).toEqual({ key: 'dill', aisle: 'produce', density: 0.2 });
  });

  it('writes a line from its parts, checks, edits and removes one line', async () => {
    const { token } = await registerAndLogin(t.app);
    const [line] = await add(token, [{ name: 'honey', quantity: 2, unit: 'tablespoon' }]);
    expect(line!.text).toBe('2 tbsp honey');
    const checked = await call('PATCH', `/api/shopping-list/lines/${line!.id}`, token, { checked: true });
    expect(checked.json<{ line: ShoppingLine }>().line).toMatchObject({ checked: true, text: '2 tbsp honey' });
    const edited = await call('PATCH', `/api/shopping-list/lines/${line!.id}`, token, { text: '1 jar honey' });
    expect(edited.json<{ line: ShoppingLine }>().line).toMatchObject({ checked: true, text: '1 jar honey' });
    expect((await call('DELETE', `/api/shopping-list/lines/${line!.id}`, token)).json()).toEqual({ status: 1 });
    expect(await listOf(token)).toEqual([]);
    expect((await call('DELETE', `/api/shopping-list/lines/${line!.id}`, token)).statusCode).toBe(404);
  });

  it('clears the ticked lines only', async () => {
    const { token } = await registerAndLogin(t.app);
    const lines = await add(token, [{ text: 'milk' }, { text: 'bread' }, { text: 'apples', checked: true }]);
    await call('PATCH', `/api/shopping-list/lines/${lines[0]!.id}`, token, { checked: true });
    expect((await call('DELETE', '/api/shopping-list/checked', token)).json()).toEqual({ removed: 2, changed: 0 });
    expect((await listOf(token)).map((line) => line.text)).toEqual(['bread']);
  });

  it('removes one recipe’s lines and keeps lines other recipes still need', async () => {
    const { token } = await registerAndLogin(t.app);
    await add(token, [
      { text: '2 eggs', sources: [pancakes] },
      { text: '1 cup milk', sources: [pancakes] },
      { text: '100 g butter', sources: [crumble] },
      { text: '5 eggs', sources: [pancakes, crumble] },
      { text: 'coffee' },
    ]);
    const res = await call('DELETE', `/api/shopping-list/recipes/${pancakes.recipeId}`, token);
    expect(res.json()).toEqual({ removed: 2, changed: 1 });
    const left = await listOf(token);
    expect(left.map((line) => [line.text, line.sources])).toEqual([
      ['100 g butter', [crumble]],
      ['5 eggs', [crumble]],
      ['coffee', []],
    ]);
  });

  it('loses no line when two tabs add, tick and remove at once', async () => {
    const { token } = await registerAndLogin(t.app);
    const first = await add(token, [{ text: 'rice' }, { text: 'beans' }]);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/shopping-list/lines', token, { lines: [{ text: `item ${i}` }] }),
      ),
      call('PATCH', `/api/shopping-list/lines/${first[0]!.id}`, token, { checked: true }),
      call('DELETE', `/api/shopping-list/lines/${first[1]!.id}`, token),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(22).fill(200));
    const lines = await listOf(token);
    expect(lines).toHaveLength(21);
    expect(lines.find((line) => line.text === 'rice')?.checked).toBe(true);
    expect(
      lines
        .filter((line) => line.text.startsWith('item '))
        .map((line) => line.text)
        .toSorted(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `item ${i}`).toSorted());
  });

  it('reads lines for a visitor without a token', async () => {
    const res = await call('POST', '/api/shopping-list/read', undefined, {
      lines: [{ text: '1 cup sugar' }, { text: '2 cloves garlic' }, { name: 'parsley', quantity: 1, unit: 'bunch' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lines: [
        { text: '1 cup sugar', food: { key: 'sugar', aisle: 'pantry', density: 0.83 } },
        { text: '2 cloves garlic', food: { key: 'garlic', aisle: 'produce', density: 0.6 } },
        { text: '1 bunch parsley', food: { key: 'parsley', aisle: 'produce', density: 0.2 } },
      ],
    });
  });
});

describe('bad input is refused whole, and nothing is lost', () => {
  it('counts characters as people do: a line of 200 emoji is kept, 201 are refused', async () => {
    const { token } = await registerAndLogin(t.app);
    const [line] = await add(token, [{ text: '🍋'.repeat(200) }, { name: '👩‍🍳'.repeat(190), quantity: 2, unit: 'cup' }]);
    expect(line!.text).toBe('🍋'.repeat(200));
    const changed = await call('PATCH', `/api/shopping-list/lines/${line!.id}`, token, { text: '🥚'.repeat(200) });
    expect(changed.statusCode, changed.body).toBe(200);
    const tooLong = await call('POST', '/api/shopping-list/lines', token, { lines: [{ text: '🍋'.repeat(201) }] });
    expect(tooLong.json()).toEqual({
      code: 400,
      status: 0,
      reason: 'A shopping-list line can be at most 200 characters. This one has 201.',
    });
  });

  it('refuses NUL, BEL, a direction override and invisible-only text with a reason, adding and changing', async () => {
    const { token } = await registerAndLogin(t.app);
    const [line] = await add(token, [{ text: 'kept line' }]);
    for (const [content, reason] of [
      [{ text: 'milk\u0000' }, 'A shopping-list line must not hold the control character U+0000.'],
      [
        { name: 'eggs\u0000', quantity: 2, unit: null },
        'A shopping-list line must not hold the control character U+0000.',
      ],
      [{ text: 'milk\u0007' }, 'A shopping-list line must not hold the control character U+0007.'],
      [
        { text: '\u202eklim' },
        expect.stringMatching(/^A shopping-list line must not hold the text-direction control U\+202E/),
      ],
      [{ text: '\u200b\u200b' }, 'A shopping-list line must hold visible characters, not only invisible ones.'],
      [{ text: 'milk', sources: [{ recipeId: 11, title: 'Pan\u0000cakes' }] }, expect.stringMatching(/U\+0000/)],
    ] as const) {
      const added = await call('POST', '/api/shopping-list/lines', token, { lines: [content] });
      expect(added.statusCode, JSON.stringify(content)).toBe(400);
      expect(added.json(), JSON.stringify(content)).toEqual({ code: 400, status: 0, reason });
      const changed = await call('PATCH', `/api/shopping-list/lines/${line!.id}`, token, content);
      expect(changed.json(), JSON.stringify(content)).toEqual({ code: 400, status: 0, reason });
      const read = await call('POST', '/api/shopping-list/read', undefined, { lines: [content] });
      expect(read.statusCode, JSON.stringify(content)).toBe(content.text === 'milk' ? 200 : 400);
    }
    expect(await listOf(token)).toEqual([line]);
  });

  it.each([
    [{ lines: [{ text: 'x'.repeat(201) }] }, /at most 200 characters/],
    [
      { lines: [{ text: 'milk' }, { name: 'y'.repeat(199), quantity: 2, unit: 'cup' }] },
      /at most 200 characters\. This one has 2\d\d/,
    ],
    [{ lines: [{ name: 'flour', quantity: 2, unit: 'blorp' }] }, /^Unknown unit "blorp"\. Use one of: gram, kilogram/],
    [{ lines: [{ text: '   ' }] }, /must not be empty/],
    [{ lines: [] }, /at least one line/],
    [{ lines: [{ text: 'milk', name: 'milk' }] }, /either text or name/],
    [{ lines: [{ quantity: 2 }] }, /needs a name/],
    [{ lines: Array.from({ length: 101 }, () => ({ text: 'milk' })) }, /at most 100 lines at a time/],
    [{ lines: [{ text: 'milk', sources: [{ recipeId: 'abc', title: 'Soup' }] }] }, /recipeId/],
  ])('POST /lines %#', async (payload, reason) => {
    const { token } = await registerAndLogin(t.app);
    await add(token, [{ text: 'kept line' }]);
    const res = await call('POST', '/api/shopping-list/lines', token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: number; status: number; reason: string }>()).toMatchObject({ code: 400, status: 0 });
    expect(res.json<{ reason: string }>().reason).toMatch(reason);
    expect((await listOf(token)).map((line) => line.text)).toEqual(['kept line']);
  });

  it('refuses a bad change to a line and keeps the line as it was', async () => {
    const { token } = await registerAndLogin(t.app);
    const [line] = await add(token, [{ text: '2 onions' }]);
    for (const [body, reason] of [
      [{ text: 'z'.repeat(201) }, /at most 200 characters/],
      [{ name: 'onions', quantity: 1, unit: 'furlong' }, /Unknown unit "furlong"/],
      [{}, /Nothing to change/],
      [{ checked: 'yes' }, /checked must be true or false/],
    ] as const) {
      const res = await call('PATCH', `/api/shopping-list/lines/${line!.id}`, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ reason: string }>().reason).toMatch(reason);
    }
    expect(await listOf(token)).toEqual([line]);
  });

  it('holds at most 500 lines: the batch that would pass it is refused whole', async () => {
    const { token } = await registerAndLogin(t.app);
    for (let batch = 0; batch < 5; batch += 1) {
      await add(
        token,
        Array.from({ length: 99 }, (_, i) => ({ text: `item ${batch}-${i}` })),
      );
    }
    const res = await call('POST', '/api/shopping-list/lines', token, {
      lines: Array.from({ length: 6 }, (_, i) => ({ text: `extra ${i}` })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ reason: string }>().reason).toBe(
      'A shopping list holds at most 500 lines: yours has 495, so 6 more would not fit. Remove some lines first.',
    );
    expect(await listOf(token)).toHaveLength(495);
    await add(
      token,
      Array.from({ length: 5 }, (_, i) => ({ text: `last ${i}` })),
    );
    expect(await listOf(token)).toHaveLength(500);
  });

  it('never passes 500 lines when batches race', async () => {
    const { token } = await registerAndLogin(t.app);
    for (let batch = 0; batch < 4; batch += 1) {
      await add(
        token,
        Array.from({ length: 100 }, (_, i) => ({ text: `item ${batch}-${i}` })),
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, n) =>
        call('POST', '/api/shopping-list/lines', token, {
          lines: Array.from({ length: 40 }, (_, i) => ({ text: `race ${n}-${i}` })),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(await listOf(token)).toHaveLength(480);
  });
});

describe('isolation between users', () => {
  it('user B never reads, changes or deletes user A’s lines', async () => {
    const alice = await registerAndLogin(t.app);
    const bob = await registerAndLogin(t.app);
    const [line] = await add(alice.token, [{ text: '1 kg potatoes', sources: [pancakes] }]);
    await add(bob.token, [{ text: 'tea', checked: true }]);

    expect((await listOf(bob.token)).map((l) => l.text)).toEqual(['tea']);
    expect((await call('PATCH', `/api/shopping-list/lines/${line!.id}`, bob.token, { checked: true })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `/api/shopping-list/lines/${line!.id}`, bob.token, { text: 'stolen' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/shopping-list/lines/${line!.id}`, bob.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/shopping-list/recipes/${pancakes.recipeId}`, bob.token)).json()).toEqual({
      removed: 0,
      changed: 0,
    });
    expect((await call('DELETE', '/api/shopping-list/checked', bob.token)).json()).toEqual({ removed: 1, changed: 0 });

    expect(await listOf(alice.token)).toEqual([line]);
  });

  it.each([
    ['GET', '/api/shopping-list'],
    ['POST', '/api/shopping-list/lines'],
    ['PATCH', '/api/shopping-list/lines/1'],
    ['DELETE', '/api/shopping-list/lines/1'],
    ['DELETE', '/api/shopping-list/checked'],
    ['DELETE', '/api/shopping-list/recipes/1'],
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
