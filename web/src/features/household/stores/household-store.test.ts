import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES, JOIN_PAGE, type Household } from '@shared/household';
import { paths } from '@/config/paths';
import { apiError, stubApi } from '@/test/api-stub';
import { createHouseholdStore } from './household-store';

const member = (userId: number, role: 'owner' | 'member', email: string) => ({
  userId,
  email,
  role,
  displayName: email.split('@')[0]!,
  joinedAt: '2026-12-01T10:00:00.000Z',
  allergensVisible: true,
});
const home = (extra: Partial<Household> = {}): Household => ({
  id: 3,
  name: 'The Smiths',
  members: [member(1, 'owner', 'ann@example.org'), member(2, 'member', 'bob@example.org')],
  createdAt: '2026-12-01T10:00:00.000Z',
  invites: [],
  ...extra,
});
const invite = { id: 'i1', singleUse: true, createdBy: 1, createdAt: '2026-12-01', expiresAt: '2026-12-08', uses: 0 };

describe('the household store', () => {
  it('reads "not in a household" from a 404, with nothing shown as failed', async () => {
    stubApi({ 'GET /api/household': apiError(404, HOUSEHOLD_MESSAGES.none) });
    localStorage.setItem('token', 'tok');
    const store = createHouseholdStore();
    await store.getState().load();
    expect(store.getState()).toMatchObject({ household: null, status: 'succeeded', error: null });
  });

  it("keeps the household as it was and the server's reason when a join is refused", async () => {
    stubApi({ 'POST /api/household/join': apiError(400, HOUSEHOLD_MESSAGES.revoked) });
    localStorage.setItem('token', 'tok');
    const store = createHouseholdStore();
    expect(await store.getState().join('K7MQ3WXP')).toBe(false);
    expect(store.getState()).toMatchObject({ household: null, error: HOUSEHOLD_MESSAGES.revoked, pending: false });
  });

  it('adds a new invite to the open ones without its code, and revoking takes it off', async () => {
    const api = stubApi({
      'POST /api/household/invites': { body: { ...invite, code: 'K7MQ3WXP', url: `http://x${JOIN_PAGE}K7MQ3WXP` } },
      'DELETE /api/household/invites/i1': { body: { status: 1 } },
    });
    localStorage.setItem('token', 'tok');
    const store = createHouseholdStore();
    store.setState({ household: home(), status: 'succeeded' });
    expect(await store.getState().invite(false)).toBe(true);
    expect(api.calls.at(-1)?.body).toEqual({ singleUse: false });
    expect(store.getState().newInvite?.code).toBe('K7MQ3WXP');
    expect(store.getState().household?.invites).toEqual([invite]);
    expect(await store.getState().revoke('i1')).toBe(true);
    expect(store.getState()).toMatchObject({ newInvite: null, household: { invites: [] } });
  });

  it('reads the household again after removing a member, and leaving empties it', async () => {
    const api = stubApi({
      'DELETE /api/household/members/2': { body: { status: 1 } },
      'DELETE /api/household/members/1': { body: { status: 1 } },
      'GET /api/household': { body: home({ members: [member(1, 'owner', 'ann@example.org')] }) },
    });
    localStorage.setItem('token', 'tok');
    const store = createHouseholdStore();
    store.setState({ household: home(), status: 'succeeded' });
    expect(await store.getState().removeMember(2, false)).toBe(true);
    expect(store.getState().household?.members.map((m) => m.userId)).toEqual([1]);
    expect(await store.getState().removeMember(1, true)).toBe(true);
    expect(store.getState().household).toBeNull();
    expect(api.sequence()).toEqual([
      'DELETE /api/household/members/2',
      'GET /api/household',
      'DELETE /api/household/members/1',
    ]);
  });

  it("builds join links on the contract's join page", () => {
    expect(paths.joinHousehold('K7MQ3WXP')).toBe(`${JOIN_PAGE}K7MQ3WXP`);
  });
});
