import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { createTestApp, openTestDatabase, testDbKind, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS, type Cook } from '../../test/household';
import { listening, openStream, type Stream } from '../../test/live';

let t: TestContext;
let h: ReturnType<typeof householdCalls>;
let base: string;
const streams: Stream[] = [];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_ACCOUNTS });
  h = householdCalls(t.app);
  base = await listening(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const stream = async (cook: Cook, at = base) => {
  const opened = await openStream(at, cook.token);
  streams.push(opened);
  expect(await opened.next()).toEqual({ kind: 'ready' });
  return opened;
};
/** The next event that is not news of the household (it may come from both the household and the account). */
const afterHouseholdNews = async (page: Stream) => {
  let next = await page.next();
  while (next.kind === 'household') next = await page.next();
  return next;
};
const addLine = async (cook: Cook, text = '2 lemons') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shopping-list/lines',
    headers: { token: cook.token },
    payload: { lines: [{ text, checked: false, sources: [] }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ lines: { id: string }[] }>().lines[0]!.id;
};
const addNote = async (cook: Cook, app = t.app) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/plan/entries',
    headers: { token: cook.token },
    payload: { date: '2026-12-07', slot: 'dinner', note: 'Leftovers' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /api/events', () => {
  it('needs a token, and answers in the one error shape without one', async () => {
    const res = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 0, reason: expect.any(String) });
  });

  it("tells an account's pages about its own list and plan", async () => {
    const cook = await h.cook();
    const [phone, laptop] = [await stream(cook), await stream(cook)];
    await addLine(cook);
    expect(await phone.next()).toEqual({ kind: 'list' });
    expect(await laptop.next()).toEqual({ kind: 'list' });
    await addNote(cook);
    expect(await phone.next()).toEqual({ kind: 'plan' });
  });

  it("tells every member about another member's change, and no one outside", async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    const outsider = await h.cook();
    const [ownerPage, memberPage, outsiderPage] = [await stream(owner), await stream(member), await stream(outsider)];
    const id = await addLine(member);
    expect(await ownerPage.next()).toEqual({ kind: 'list' });
    expect(await memberPage.next()).toEqual({ kind: 'list' });
    const check = await t.app.inject({
      method: 'PATCH',
      url: `/api/shopping-list/lines/${id}`,
      headers: { token: owner.token },
      payload: { checked: true },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(await memberPage.next()).toEqual({ kind: 'list' });
    await addNote(owner);
    expect(await memberPage.next()).toEqual({ kind: 'plan' });
    // The outsider's first event is their own change: nothing of the household's reached them.
    await addNote(outsider);
    expect(await outsiderPage.next()).toEqual({ kind: 'plan' });
  });

  it('stops telling a removed member at once, on the page they have open', async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    const memberPage = await stream(member);
    await h.ok('DELETE', `/members/${member.userId}`, owner.token);
    expect(await memberPage.next()).toEqual({ kind: 'household' });
    await addLine(owner, 'household only');
    await addNote(member);
    // Their own plan, not the household's list, is what they hear next.
    expect(await afterHouseholdNews(memberPage)).toEqual({ kind: 'plan' });
  });

  it('follows an account into the household it joins', async () => {
    const { owner, code } = await h.household(0);
    const joiner = await h.cook();
    const page = await stream(joiner);
    await h.join(joiner, code);
    expect(await page.next()).toEqual({ kind: 'household' });
    await addLine(owner);
    expect(await afterHouseholdNews(page)).toEqual({ kind: 'list' });
  });
});

describe('closing the server', () => {
  it('ends the open streams instead of waiting for them', async () => {
    const own = await createTestApp({ rateLimits: MANY_ACCOUNTS });
    const page = await stream(await householdCalls(own.app).cook(), await listening(own.app));
    await own.close();
    await page.ended;
  });
});

// Several instances run on one PostgreSQL (SQLite is one process, whose streams share memory).
describe.runIf(testDbKind === 'postgres')('live changes across instances', () => {
  it("reach a page on one server from a member's change on another", async () => {
    const { db, cleanup } = await openTestDatabase();
    const other = await openDatabase(process.env.TEST_DATABASE_URL ?? '', { schema: db.schema });
    const first = await buildApp({ db, rateLimits: MANY_ACCOUNTS, searchPollMs: 0 });
    const second = await buildApp({ db: other, rateLimits: MANY_ACCOUNTS, searchPollMs: 0 });
    try {
      const calls = householdCalls(first);
      const { owner, members } = await calls.household(1);
      const page = await stream(members[0]!, await listening(second));
      await addNote(owner, first);
      expect(await page.next()).toEqual({ kind: 'plan' });
      page.close();
    } finally {
      await first.close();
      await second.close();
      await other.close();
      await cleanup();
    }
  });
});
