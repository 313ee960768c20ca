import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanEntry, PlanResponse } from '../../../shared/plan';
import type { ShoppingLine } from '../../../shared/shopping-list/types';
import { createTestApp, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS, type Cook } from '../../test/household';

let t: TestContext;
let h: ReturnType<typeof householdCalls>;
beforeAll(async () => {
  // The clock stands on a Wednesday: the plan from "today" on is what a leaving member takes.
  t = await createTestApp({ rateLimits: MANY_ACCOUNTS, now: () => Date.parse('2026-12-02T12:00:00Z') });
  h = householdCalls(t.app);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cook: Cook, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: { token: cook.token }, ...(payload ? { payload } : {}) });
async function ok<T>(cook: Cook, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(cook, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const add = async (cook: Cook, ...texts: string[]) =>
  (
    await ok<{ lines: ShoppingLine[] }>(cook, 'POST', '/api/shopping-list/lines', {
      lines: texts.map((text) => ({ text, checked: false, sources: [] })),
    })
  ).lines;
const texts = async (cook: Cook) =>
  (await ok<{ lines: ShoppingLine[] }>(cook, 'GET', '/api/shopping-list')).lines.map((l) => l.text).sort();
const plan = (cook: Cook, date: string, note: string) =>
  ok<PlanEntry>(cook, 'POST', '/api/plan/entries', { date, slot: 'dinner', note });
const notes = async (cook: Cook) =>
  (await ok<PlanResponse>(cook, 'GET', '/api/plan?from=2026-11-30&to=2026-12-13')).entries.map((e) => e.title).sort();

describe('a household shares its shopping list and plan', () => {
  it('shows each member what any member adds, checks or removes', async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    const [milk] = await add(owner, '1 l milk');
    await add(member, '6 eggs');
    expect(await texts(owner)).toEqual(['1 l milk', '6 eggs']);
    expect(await texts(member)).toEqual(['1 l milk', '6 eggs']);
    await ok(member, 'PATCH', `/api/shopping-list/lines/${milk!.id}`, { checked: true });
    const seen = (await ok<{ lines: ShoppingLine[] }>(owner, 'GET', '/api/shopping-list')).lines;
    expect(seen.find((l) => l.id === milk!.id)?.checked).toBe(true);
    await plan(member, '2026-12-03', 'Soup');
    expect(await notes(owner)).toEqual(['Soup']);
    // Someone outside cannot see or touch a line of the household.
    const outsider = await h.cook();
    expect(await texts(outsider)).toEqual([]);
    expect((await call(outsider, 'PATCH', `/api/shopping-list/lines/${milk!.id}`, { checked: false })).statusCode).toBe(
      404,
    );
    expect((await call(outsider, 'DELETE', `/api/shopping-list/lines/${milk!.id}`)).statusCode).toBe(404);
  });

  it("brings a joiner's own list and plan into the household", async () => {
    const { owner, code } = await h.household(0);
    await add(owner, 'flour');
    const joiner = await h.cook();
    await add(joiner, 'sugar');
    await plan(joiner, '2026-12-04', 'Pancakes');
    await h.join(joiner, code);
    expect(await texts(owner)).toEqual(['flour', 'sugar']);
    expect(await notes(owner)).toEqual(['Pancakes']);
  });

  it('lets a member who leaves take a copy, and keeps the household whole', async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    await add(member, 'rice');
    await plan(owner, '2026-11-30', 'Monday, already past');
    await plan(owner, '2026-12-05', 'Saturday curry');
    await h.ok('DELETE', `/members/${member.userId}`, member.token);
    expect(await texts(member)).toEqual(['rice']);
    expect(await notes(member)).toEqual(['Saturday curry']);
    expect(await texts(owner)).toEqual(['rice']);
    expect(await notes(owner)).toEqual(['Monday, already past', 'Saturday curry']);
    // The copies are the former member's own: changing one leaves the household's as it was.
    const [own] = (await ok<{ lines: ShoppingLine[] }>(member, 'GET', '/api/shopping-list')).lines;
    await ok(member, 'DELETE', `/api/shopping-list/lines/${own!.id}`);
    expect(await texts(owner)).toEqual(['rice']);
  });

  it('refuses a removed member the household line they could edit a moment ago', async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    const [line] = await add(owner, 'butter');
    await h.ok('DELETE', `/members/${member.userId}`, owner.token);
    // The copy they took has its own id: the household's line is out of their reach.
    expect((await call(member, 'PATCH', `/api/shopping-list/lines/${line!.id}`, { checked: true })).statusCode).toBe(
      404,
    );
    expect((await ok<{ lines: ShoppingLine[] }>(owner, 'GET', '/api/shopping-list')).lines[0]!.checked).toBe(false);
  });

  it('keeps what a member wrote when their account is deleted, and gives the last member everything', async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    await add(member, 'lemons');
    await plan(member, '2026-12-06', 'Sunday roast');
    expect((await call(member, 'DELETE', '/api/account/delete')).statusCode).toBe(200);
    expect(await texts(owner)).toEqual(['lemons']);
    expect(await notes(owner)).toEqual(['Sunday roast']);
    await h.ok('DELETE', `/members/${owner.userId}`, owner.token);
    expect((await call(owner, 'GET', '/api/household')).statusCode).toBe(404);
    expect(await texts(owner)).toEqual(['lemons']);
    expect(await notes(owner)).toEqual(['Sunday roast']);
  });
});

describe('two phones changing one line', () => {
  it('keeps a tick from one and new words from the other', async () => {
    const { owner, members } = await h.household(1);
    const [line] = await add(owner, '2 onions');
    await Promise.all([
      ok(owner, 'PATCH', `/api/shopping-list/lines/${line!.id}`, { checked: true }),
      ok(members[0]!, 'PATCH', `/api/shopping-list/lines/${line!.id}`, { text: '3 onions', was: '2 onions' }),
    ]);
    const lines = (await ok<{ lines: ShoppingLine[] }>(owner, 'GET', '/api/shopping-list')).lines;
    expect(lines.map((l) => [l.text, l.checked])).toEqual([['3 onions', true]]);
  });

  it("keeps both people's words when both changed them from the same start", async () => {
    const { owner, members } = await h.household(1);
    const [line] = await add(owner, '2 onions');
    const first = await ok<{ line: ShoppingLine; asNewLine?: true }>(
      owner,
      'PATCH',
      `/api/shopping-list/lines/${line!.id}`,
      { text: '2 red onions', was: '2 onions' },
    );
    expect(first.asNewLine).toBeUndefined();
    const second = await ok<{ line: ShoppingLine; asNewLine?: true }>(
      members[0]!,
      'PATCH',
      `/api/shopping-list/lines/${line!.id}`,
      { text: '4 onions', was: '2 onions' },
    );
    expect(second.asNewLine).toBe(true);
    expect(second.line.id).not.toBe(line!.id);
    expect(await texts(owner)).toEqual(['2 red onions', '4 onions']);
  });

  it('keeps new words written for a line someone removed meanwhile', async () => {
    const { owner, members } = await h.household(1);
    const [line] = await add(owner, 'basil');
    await ok(owner, 'DELETE', `/api/shopping-list/lines/${line!.id}`);
    const edit = await ok<{ asNewLine?: true }>(members[0]!, 'PATCH', `/api/shopping-list/lines/${line!.id}`, {
      text: 'a big bunch of basil',
      was: 'basil',
    });
    expect(edit.asNewLine).toBe(true);
    expect(await texts(owner)).toEqual(['a big bunch of basil']);
    // A tick for a removed line has nothing to keep: the line is gone, and the answer says so.
    expect((await call(owner, 'PATCH', `/api/shopping-list/lines/${line!.id}`, { checked: true })).statusCode).toBe(
      404,
    );
  });

  it('loses none of many lines two members add at once', async () => {
    const { owner, members } = await h.household(1);
    const adds = Array.from({ length: 20 }, (_, i) => add(i % 2 === 0 ? owner : members[0]!, `item ${i}`));
    await Promise.all(adds);
    expect(await texts(members[0]!)).toHaveLength(20);
  });
});
