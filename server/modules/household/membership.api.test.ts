import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES, type Household } from '../../../shared/household';
import { createTestApp, type TestContext } from '../../test/harness';
import { householdCalls, MANY_ACCOUNTS, type Cook } from '../../test/household';

let t: TestContext;
let h: ReturnType<typeof householdCalls>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_ACCOUNTS });
  h = householdCalls(t.app);
});
afterAll(async () => t.close());

const reason = (res: { json: <T>() => T }) => res.json<{ reason: string }>().reason;
const roles = (household: Household) => household.members.map((m) => [m.userId, m.role]);
const deleteAccount = async (cook: Cook) => {
  const res = await t.app.inject({ method: 'DELETE', url: '/api/account/delete', headers: { token: cook.token } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('members', () => {
  it('are removed by the owner, and a former member is refused at once', async () => {
    const { owner, members } = await h.household(2);
    const [gone, stays] = members as [Cook, Cook];
    expect(await h.ok('DELETE', `/members/${gone.userId}`, owner.token)).toEqual({ status: 1 });
    const refused = await h.call('GET', '', gone.token);
    expect(refused.statusCode).toBe(404);
    expect(reason(refused)).toBe(HOUSEHOLD_MESSAGES.none);
    expect((await h.call('POST', '/invites', gone.token, { singleUse: false })).statusCode).toBe(404);
    expect(roles(await h.get(stays))).toEqual([
      [owner.userId, 'owner'],
      [stays.userId, 'member'],
    ]);
    // A former member may start again elsewhere.
    expect((await h.create(gone, 'Fresh start')).members).toHaveLength(1);
  });

  it('leave by removing themselves; the last to leave takes the household with them', async () => {
    const { owner, members } = await h.household(1);
    await h.ok('DELETE', `/members/${members[0]!.userId}`, members[0]!.token);
    expect(roles(await h.get(owner))).toEqual([[owner.userId, 'owner']]);
    await h.ok('DELETE', `/members/${owner.userId}`, owner.token);
    expect((await h.call('GET', '', owner.token)).statusCode).toBe(404);
    expect(
      (await h.call('POST', '/join', (await h.cook()).token, { code: (await h.household(0)).code })).statusCode,
    ).toBe(200);
  });

  it('keep the household when its owner leaves: it passes to the longest-standing member', async () => {
    const { owner, members } = await h.household(3);
    await h.ok('DELETE', `/members/${owner.userId}`, owner.token);
    const after = await h.get(members[2]!);
    expect(roles(after)).toEqual([
      [members[0]!.userId, 'owner'],
      [members[1]!.userId, 'member'],
      [members[2]!.userId, 'member'],
    ]);
    expect((await h.ok<Household>('PATCH', '', members[0]!.token, { name: 'Ours now' })).name).toBe('Ours now');
  });
});

describe('ownership', () => {
  it('is handed over by the owner to a member, who may then remove the old owner', async () => {
    const { owner, members } = await h.household(2);
    const heir = members[1]!;
    const handed = await h.ok<Household>('POST', '/owner', owner.token, { userId: heir.userId });
    expect(roles(handed)).toEqual([
      [heir.userId, 'owner'],
      [owner.userId, 'member'],
      [members[0]!.userId, 'member'],
    ]);
    const notAnyMore = await h.call('POST', '/owner', owner.token, { userId: owner.userId });
    expect(notAnyMore.statusCode).toBe(403);
    expect(reason(notAnyMore)).toBe(HOUSEHOLD_MESSAGES.ownerOnly('hand over ownership'));
    await h.ok('DELETE', `/members/${owner.userId}`, heir.token);
    expect((await h.get(heir)).members.map((m) => m.userId)).toEqual([heir.userId, members[0]!.userId]);
  });

  it('refuses a handover to oneself, to a stranger and with a bad id', async () => {
    const { owner } = await h.household(1);
    const self = await h.call('POST', '/owner', owner.token, { userId: owner.userId });
    expect(self.statusCode).toBe(400);
    expect(reason(self)).toBe(HOUSEHOLD_MESSAGES.alreadyOwner);
    const stranger = await h.cook();
    const toStranger = await h.call('POST', '/owner', owner.token, { userId: stranger.userId });
    expect(toStranger.statusCode).toBe(404);
    expect(reason(toStranger)).toBe(HOUSEHOLD_MESSAGES.noMember(stranger.userId));
    for (const userId of ['x', -1, 1.5, null]) {
      expect((await h.call('POST', '/owner', owner.token, { userId })).statusCode, String(userId)).toBe(400);
    }
    expect((await h.call('POST', '/owner', owner.token, {})).statusCode).toBe(400);
    expect(roles(await h.get(owner))[0]).toEqual([owner.userId, 'owner']);
  });
});

describe('deleting an account', () => {
  it('removes a member’s membership; the household lives on with the others', async () => {
    const { owner, members } = await h.household(2);
    await deleteAccount(members[0]!);
    expect((await h.get(owner)).members.map((m) => m.userId)).toEqual([owner.userId, members[1]!.userId]);
  });

  it('of the owner hands the household to the longest-standing member', async () => {
    const { owner, members } = await h.household(2);
    const invite = await h.invite(owner);
    await deleteAccount(owner);
    const after = await h.get(members[1]!);
    expect(roles(after)).toEqual([
      [members[0]!.userId, 'owner'],
      [members[1]!.userId, 'member'],
    ]);
    // The owner's invites went with them.
    expect((await h.call('POST', '/join', (await h.cook()).token, { code: invite.code })).statusCode).toBe(404);
  });

  it('of the last member deletes the household and its invites', async () => {
    const { owner } = await h.household(0);
    const { code } = await h.invite(owner);
    const householdId = (await h.get(owner)).id;
    await deleteAccount(owner);
    const late = await h.call('POST', '/join', (await h.cook()).token, { code });
    expect(late.statusCode).toBe(404);
    expect(reason(late)).toBe(HOUSEHOLD_MESSAGES.unknownCode);
    const left = await t.db.kysely.selectFrom('households').select('id').where('id', '=', householdId).execute();
    expect(left).toEqual([]);
  });

  it('of everyone, owner first, leaves nothing behind', async () => {
    const { owner, members } = await h.household(2);
    const householdId = (await h.get(owner)).id;
    for (const cook of [owner, ...members]) await deleteAccount(cook);
    const rows = await t.db.kysely
      .selectFrom('household_members')
      .select('id')
      .where('household_id', '=', householdId)
      .execute();
    expect(rows).toEqual([]);
    expect(await t.db.kysely.selectFrom('households').select('id').where('id', '=', householdId).execute()).toEqual([]);
  });
});

describe('at the same moment', () => {
  it('a person creating a household and joining another ends in exactly one', async () => {
    const { owner, code } = await h.household(0, 'Theirs');
    for (let round = 0; round < 3; round += 1) {
      const cook = await h.cook();
      const [made, joined] = await Promise.all([
        h.call('POST', '', cook.token, { name: 'Mine' }),
        h.call('POST', '/join', cook.token, { code }),
      ]);
      expect([made.statusCode, joined.statusCode].sort()).toEqual([200, 409]);
      const mine = await h.get(cook);
      expect(mine.name).toBe(made.statusCode === 200 ? 'Mine' : 'Theirs');
    }
    const theirs = await h.get(owner);
    expect(theirs.members.length).toBeGreaterThanOrEqual(1);
  });

  it('an owner leaving while two members leave too leaves a household with an owner, or none', async () => {
    const { owner, members } = await h.household(3);
    const answers = await Promise.all(
      [owner, members[0]!, members[1]!].map((cook) => h.call('DELETE', `/members/${cook.userId}`, cook.token)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const left = await h.get(members[2]!);
    expect(roles(left)).toEqual([[members[2]!.userId, 'owner']]);
  });
});

describe('householdOf', () => {
  it('tells other modules the household a user shares things in, and their role', async () => {
    const { owner, members } = await h.household(1);
    const { id } = await h.get(owner);
    expect(await t.app.services.household.householdOf(owner.userId)).toEqual({ householdId: id, role: 'owner' });
    expect(await t.app.services.household.householdOf(members[0]!.userId)).toEqual({ householdId: id, role: 'member' });
    expect(await t.app.services.household.householdOf((await h.cook()).userId)).toBeUndefined();
  });
});
