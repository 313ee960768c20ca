import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES, type Household } from '../../../shared/household';
import { createTestApp, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS } from '../../test/household';

let t: TestContext;
let h: ReturnType<typeof householdCalls>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_ACCOUNTS });
  h = householdCalls(t.app);
});
afterAll(async () => t.close());

const reason = (res: { json: <T>() => T }) => res.json<{ reason: string }>().reason;

describe('a household', () => {
  it('is created with its owner, answers the contract, and is 404 for a user without one', async () => {
    const owner = await h.cook();
    const none = await h.call('GET', '', owner.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 404, status: 0, reason: HOUSEHOLD_MESSAGES.none });

    const made = await h.create(owner, '  The Tuesday Kitchen  ');
    expect(made).toEqual({
      id: made.id,
      name: 'The Tuesday Kitchen',
      members: [
        {
          userId: owner.userId,
          email: owner.email,
          role: 'owner',
          displayName: owner.email.split('@')[0],
          joinedAt: made.createdAt,
          allergensVisible: true,
        },
      ],
      createdAt: made.createdAt,
      invites: [],
    });
    expect(await h.get(owner)).toEqual(made);
  });

  it('refuses a bad name with the text rule’s reason, and needs a token', async () => {
    const owner = await h.cook();
    for (const [name, why] of [
      ['', HOUSEHOLD_MESSAGES.nameRequired],
      ['   ', HOUSEHOLD_MESSAGES.nameRequired],
      [42, HOUSEHOLD_MESSAGES.nameRequired],
      ['x'.repeat(61), 'A household name can be at most 60 characters.'],
      ['a\u0000b', 'A household name must not hold the control character U+0000.'],
      ['a\u202eb', 'A household name must not hold the text-direction control U+202E'],
    ] as const) {
      const res = await h.call('POST', '', owner.token, { name });
      expect(res.statusCode, String(name)).toBe(400);
      expect(reason(res)).toContain(why);
    }
    expect((await h.call('POST', '', owner.token, {})).statusCode).toBe(400);
    // 60 characters as people count them: emoji are one each.
    expect((await h.call('POST', '', owner.token, { name: '🍋'.repeat(60) })).statusCode).toBe(200);
    const anonymous = await h.call('GET', '');
    expect(anonymous.statusCode).toBe(401);
    expect((await h.call('POST', '', undefined, { name: 'x' })).statusCode).toBe(401);
  });

  it('is one a user: a second creation is 409 naming the household', async () => {
    const owner = await h.cook();
    await h.create(owner, 'First');
    const again = await h.call('POST', '', owner.token, { name: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(reason(again)).toBe(HOUSEHOLD_MESSAGES.inAnother('First'));
  });

  it('is renamed by its owner only', async () => {
    const { owner, members } = await h.household(1, 'Old');
    const renamed = await h.ok<Household>('PATCH', '', owner.token, { name: 'New' });
    expect(renamed.name).toBe('New');
    const byMember = await h.call('PATCH', '', members[0]!.token, { name: 'Mine' });
    expect(byMember.statusCode).toBe(403);
    expect(reason(byMember)).toBe(HOUSEHOLD_MESSAGES.ownerOnly('rename it'));
    expect((await h.call('PATCH', '', owner.token, { name: '' })).statusCode).toBe(400);
    expect((await h.get(members[0]!)).name).toBe('New');
  });

  it('lets each member set their own display name, and only their own', async () => {
    const { owner, members } = await h.household(1);
    const member = members[0]!;
    const named = await h.ok<Household>('PATCH', `/members/${member.userId}`, member.token, { displayName: ' Sam ' });
    expect(named.members.find((m) => m.userId === member.userId)?.displayName).toBe('Sam');
    const other = await h.call('PATCH', `/members/${member.userId}`, owner.token, { displayName: 'Boss' });
    expect(other.statusCode).toBe(403);
    expect(reason(other)).toBe(HOUSEHOLD_MESSAGES.displayNameNotYours);
    for (const displayName of ['', 'x'.repeat(41), 'a\u0007b']) {
      const bad = await h.call('PATCH', `/members/${member.userId}`, member.token, { displayName });
      expect(bad.statusCode, displayName).toBe(400);
    }
    expect((await h.call('PATCH', '/members/abc', member.token, { displayName: 'x' })).statusCode).toBe(400);
  });

  it('answers 404 on every route to a user outside a household', async () => {
    const outsider = await h.cook();
    const { owner, code } = await h.household(0);
    const list = await h.ok<Household>('GET', '/invites', owner.token);
    expect(list).toEqual({ invites: [expect.objectContaining({ uses: 0 })] });
    for (const [method, url, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Taken over' }],
      ['GET', '/invites', undefined],
      ['POST', '/invites', { singleUse: true }],
      ['DELETE', `/invites/${code}`, undefined],
      ['DELETE', `/members/${owner.userId}`, undefined],
      ['PATCH', `/members/${outsider.userId}`, { displayName: 'x' }],
      ['POST', '/owner', { userId: owner.userId }],
    ] as const) {
      const res = await h.call(method, url, outsider.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(reason(res)).toBe(HOUSEHOLD_MESSAGES.none);
    }
    // The household is as it was.
    const after = await h.get(owner);
    expect(after.members).toHaveLength(1);
    expect(after.invites).toHaveLength(1);
  });

  it('answers 404 for a member of another household, and 403 for what only the owner may do', async () => {
    const one = await h.household(1, 'One');
    const two = await h.household(1, 'Two');
    const remove = await h.call('DELETE', `/members/${two.members[0]!.userId}`, one.owner.token);
    expect(remove.statusCode).toBe(404);
    expect(reason(remove)).toBe(HOUSEHOLD_MESSAGES.noMember(two.members[0]!.userId));
    const hand = await h.call('POST', '/owner', one.owner.token, { userId: two.owner.userId });
    expect(hand.statusCode).toBe(404);
    const byMember = await h.call('DELETE', `/members/${one.owner.userId}`, one.members[0]!.token);
    expect(byMember.statusCode).toBe(403);
    expect(reason(byMember)).toBe(HOUSEHOLD_MESSAGES.ownerOnly('remove other members'));
    expect((await h.get(two.owner)).members).toHaveLength(2);
    expect((await h.get(one.owner)).members).toHaveLength(2);
  });
});
