import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_MESSAGES,
  INVITE_CODE_ALPHABET,
  MAX_HOUSEHOLD_MEMBERS,
  type HouseholdInvite,
} from '../../../shared/household';
import { createTestApp, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS } from '../../test/household';

const DAY = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-12-02T10:00:00.000Z');
let t: TestContext;
let h: ReturnType<typeof householdCalls>;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: MANY_ACCOUNTS,
    now: () => clock,
    householdJoinLimit: { failures: 5, windowSeconds: 900 },
  });
  h = householdCalls(t.app);
});
afterAll(async () => t.close());

const reason = (res: { json: <T>() => T }) => res.json<{ reason: string }>().reason;
/** A well-formed code that no invite has. */
const unusedCode = () => Array.from({ length: 8 }, (_, i) => INVITE_CODE_ALPHABET[(clock + i * 7) % 29]).join('');

describe('invites', () => {
  it('give a short code and the join page’s link, lasting seven days; the code is shown only once', async () => {
    const { owner } = await h.household(0, 'Home');
    const invite = await h.invite(owner, true);
    expect(invite.code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(invite.url).toBe(`http://localhost:80/household/join/${invite.code}`);
    expect(Date.parse(invite.expiresAt) - clock).toBe(7 * DAY);
    expect(invite).toMatchObject({ singleUse: true, createdBy: owner.userId, uses: 0 });
    const listed = await h.ok<{ invites: HouseholdInvite[] }>('GET', '/invites', owner.token);
    expect(listed.invites.map((i) => i.id)).toContain(invite.id);
    expect(JSON.stringify(listed)).not.toContain(invite.code);
    expect(JSON.stringify(await h.get(owner))).not.toContain(invite.code);
    const bad = await h.call('POST', '/invites', owner.token, { singleUse: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toContain('singleUse must be true or false.');
  });

  it('let people in by code, typed loosely or pasted as the link, with their display name', async () => {
    const { owner } = await h.household(0, 'Home');
    const { code, url, id } = await h.invite(owner);
    const typed = await h.cook();
    const joined = await h.join(typed, `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `);
    expect(joined.members.map((m) => [m.userId, m.role])).toEqual([
      [owner.userId, 'owner'],
      [typed.userId, 'member'],
    ]);
    expect(joined.members[1]).toMatchObject({ email: typed.email, displayName: typed.email.split('@')[0] });
    const pasted = await h.cook();
    expect((await h.join(pasted, url)).members).toHaveLength(3);
    expect((await h.get(owner)).invites.find((i) => i.id === id)?.uses).toBe(2);
  });

  it('refuse a malformed code (400), an unknown one (404), and then too many guesses (429)', async () => {
    const guesser = await h.cook();
    for (const code of ['', 'short', 'O0O0O0O0', 'ABCDEFGHJ', 42]) {
      const res = await h.call('POST', '/join', guesser.token, { code });
      expect(res.statusCode, String(code)).toBe(400);
      expect(reason(res)).toContain(HOUSEHOLD_MESSAGES.codeFormat);
    }
    const { owner } = await h.household(0);
    const { code } = await h.invite(owner);
    for (let i = 0; i < 5; i += 1) {
      const res = await h.call('POST', '/join', guesser.token, { code: unusedCode() });
      expect(res.statusCode).toBe(404);
      expect(reason(res)).toBe(HOUSEHOLD_MESSAGES.unknownCode);
      clock += 1;
    }
    const held = await h.call('POST', '/join', guesser.token, { code: unusedCode() });
    expect(held.statusCode).toBe(429);
    // Even the right code waits: guessing must not go on.
    const right = await h.call('POST', '/join', guesser.token, { code });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect((await h.get(owner)).members).toHaveLength(1);
  });

  it('say what is wrong with an expired, used or withdrawn invite', async () => {
    const { owner } = await h.household(0);
    const single = await h.invite(owner, true);
    await h.join(await h.cook(), single.code);
    const used = await h.call('POST', '/join', (await h.cook()).token, { code: single.code });
    expect(used.statusCode).toBe(409);
    expect(reason(used)).toBe(HOUSEHOLD_MESSAGES.used);

    const withdrawn = await h.invite(owner);
    expect((await h.call('DELETE', `/invites/${withdrawn.id}`, owner.token)).statusCode).toBe(200);
    const late = await h.call('POST', '/join', (await h.cook()).token, { code: withdrawn.code });
    expect(late.statusCode).toBe(404);
    expect(reason(late)).toBe(HOUSEHOLD_MESSAGES.revoked);
    expect((await h.call('DELETE', `/invites/${withdrawn.id}`, owner.token)).statusCode).toBe(404);

    const old = await h.invite(owner);
    clock += 7 * DAY;
    const expired = await h.call('POST', '/join', (await h.cook()).token, { code: old.code });
    expect(expired.statusCode).toBe(400);
    expect(reason(expired)).toBe(HOUSEHOLD_MESSAGES.expired(old.expiresAt.slice(0, 10)));
    expect((await h.get(owner)).invites).toEqual([]);
  });

  it('are withdrawn by their maker or the owner, by id or by code, never by another member', async () => {
    const { owner, members } = await h.household(2);
    const [maker, other] = members as [(typeof members)[0], (typeof members)[0]];
    const mine = await h.invite(maker);
    const refused = await h.call('DELETE', `/invites/${mine.id}`, other.token);
    expect(refused.statusCode).toBe(403);
    expect(reason(refused)).toBe(HOUSEHOLD_MESSAGES.inviteNotYours);
    expect((await h.call('DELETE', `/invites/${mine.code}`, maker.token)).statusCode).toBe(200);
    const second = await h.invite(maker);
    expect((await h.call('DELETE', `/invites/${second.id}`, owner.token)).statusCode).toBe(200);
    const elsewhere = await h.household(0);
    const theirs = await h.invite(elsewhere.owner);
    const cross = await h.call('DELETE', `/invites/${theirs.id}`, owner.token);
    expect(cross.statusCode).toBe(404);
    expect(reason(cross)).toBe(HOUSEHOLD_MESSAGES.noInvite);
  });

  it('keep a person in one household: joining a second is 409 with a reason', async () => {
    const one = await h.household(1, 'One');
    const two = await h.household(0, 'Two');
    const { code } = await h.invite(two.owner);
    const again = await h.call('POST', '/join', one.members[0]!.token, { code });
    expect(again.statusCode).toBe(409);
    expect(reason(again)).toBe(HOUSEHOLD_MESSAGES.inAnother('One'));
    const same = await h.call('POST', '/join', one.members[0]!.token, { code: one.code });
    expect(same.statusCode).toBe(409);
    expect(reason(same)).toBe(HOUSEHOLD_MESSAGES.alreadyHere('One'));
    expect((await h.get(two.owner)).members).toHaveLength(1);
  });

  it(`stop at ${MAX_HOUSEHOLD_MEMBERS} members, even when the last seats are asked for at once`, async () => {
    const { owner, code } = await h.household(MAX_HOUSEHOLD_MEMBERS - 3, 'Big');
    const hopefuls = await Promise.all(Array.from({ length: 6 }, () => h.cook()));
    const answers = await Promise.all(hopefuls.map((cook) => h.call('POST', '/join', cook.token, { code })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409]);
    for (const res of answers.filter((a) => a.statusCode === 409)) {
      expect(reason(res)).toBe(HOUSEHOLD_MESSAGES.full('Big'));
    }
    expect((await h.get(owner)).members).toHaveLength(MAX_HOUSEHOLD_MEMBERS);
    const twentyFirst = await h.call('POST', '/join', (await h.cook()).token, { code });
    expect(twentyFirst.statusCode).toBe(409);
  });

  it('let one person in at once with a single-use code, however many try', async () => {
    const { owner } = await h.household(0);
    const { code } = await h.invite(owner, true);
    const cooks = await Promise.all(Array.from({ length: 4 }, () => h.cook()));
    const answers = await Promise.all(cooks.map((cook) => h.call('POST', '/join', cook.token, { code })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await h.get(owner)).members).toHaveLength(2);
  });

  it('stop working when their maker leaves', async () => {
    const { owner, members } = await h.household(1);
    const theirs = await h.invite(members[0]!);
    await h.ok('DELETE', `/members/${members[0]!.userId}`, members[0]!.token);
    const res = await h.call('POST', '/join', (await h.cook()).token, { code: theirs.code });
    expect(res.statusCode).toBe(404);
    expect(reason(res)).toBe(HOUSEHOLD_MESSAGES.revoked);
    expect((await h.get(owner)).members.map((m) => m.userId)).toEqual([owner.userId]);
  });
});
