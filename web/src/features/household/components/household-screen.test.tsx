import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES, type Household } from '@shared/household';
import { apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';

const details = {
  emailResults: [{ email: 'ann@example.org' }],
  savedRecipesResults: [],
  savedAllergiesResults: [],
  savedDietResults: [],
};
const member = (userId: number, role: 'owner' | 'member', email: string, displayName: string) => ({
  userId,
  email,
  role,
  displayName,
  joinedAt: '2026-12-01T10:00:00.000Z',
  allergensVisible: true,
});
const smiths: Household = {
  id: 3,
  name: 'The Smiths',
  members: [member(1, 'owner', 'ann@example.org', 'Ann'), member(2, 'member', 'bob@example.org', 'Bob')],
  createdAt: '2026-12-01T10:00:00.000Z',
  invites: [],
};

describe('the household page', () => {
  it('is reached from below the account menu, whose items stay as they are', async () => {
    stubApi({ 'GET /api/account/details': { body: details }, 'GET /api/household': { body: smiths } });
    const { user } = renderApp('/user-actions', { token: 'tok' });
    const menu = await screen.findByRole('navigation', { name: 'User actions' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dietary Profile', 'Allergy Settings', 'Delete Account', 'Logout']);
    await user.click(screen.getByRole('link', { name: /Household/ }));
    expect(await screen.findByRole('heading', { name: 'The Smiths' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/household');
  });

  it('outside a household creates one by its name, and shows a refused join with its reason', async () => {
    const api = stubApi({
      'GET /api/account/details': { body: details },
      'GET /api/household': apiError(404, HOUSEHOLD_MESSAGES.none),
      'POST /api/household/join': apiError(400, HOUSEHOLD_MESSAGES.unknownCode),
      'POST /api/household': ({ body }) => ({
        body: { ...smiths, name: (body as { name: string }).name, members: [smiths.members[0]] },
      }),
    });
    const { user } = renderApp('/household', { token: 'tok' });
    await user.type(await screen.findByRole('textbox', { name: 'Invite code or link' }), 'ZZZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HOUSEHOLD_MESSAGES.unknownCode);
    await user.type(screen.getByRole('textbox', { name: 'Household name' }), 'Casa Ann');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Casa Ann' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/api/household')?.body).toEqual({
      name: 'Casa Ann',
    });
  });

  it('lets the owner make an invite shown once with its code, remove a member after confirming, and hand over', async () => {
    const api = stubApi({
      'GET /api/account/details': { body: details },
      'GET /api/household': { body: smiths },
      'POST /api/household/invites': {
        body: {
          id: 'i9',
          singleUse: true,
          createdBy: 1,
          createdAt: '2026-12-01T10:00:00.000Z',
          expiresAt: '2026-12-08T10:00:00.000Z',
          uses: 0,
          code: 'K7MQ3WXP',
          url: 'http://localhost/household/join/K7MQ3WXP',
        },
      },
      'POST /api/household/owner': apiError(403, HOUSEHOLD_MESSAGES.ownerOnly('hand over ownership')),
      'DELETE /api/household/members/2': { body: { status: 1 } },
    });
    const { user } = renderApp('/household', { token: 'tok' });
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^Ann \(you\)Owner/), expect.stringMatching(/^BobMember/)]);
    await user.click(screen.getByRole('button', { name: 'Make an invite' }));
    const card = await screen.findByRole('region', { name: 'New invite' });
    expect(card).toHaveTextContent('K7MQ3WXP');
    expect(card).toHaveTextContent('http://localhost/household/join/K7MQ3WXP');
    expect(
      within(screen.getByRole('list', { name: 'Open invites' })).getByRole('button', { name: 'Revoke' }),
    ).toBeEnabled();

    await user.click(within(members).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText(HOUSEHOLD_MESSAGES.ownerOnly('hand over ownership'))).toBeInTheDocument();

    await user.click(within(members).getByRole('button', { name: 'Remove' }));
    expect(api.sequence()).not.toContain('DELETE /api/household/members/2');
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Bob from “The Smiths”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(api.sequence()).toContain('DELETE /api/household/members/2');
  });

  it('a member: no owner controls, changes their display name, and leaves only after confirming', async () => {
    const bobDetails = { ...details, emailResults: [{ email: 'bob@example.org' }] };
    const api = stubApi({
      'GET /api/account/details': { body: bobDetails },
      'GET /api/household': { body: smiths },
      'PATCH /api/household/members/2': ({ body }) => ({
        body: {
          ...smiths,
          members: [smiths.members[0], { ...smiths.members[1], ...(body as object) }],
        },
      }),
      'DELETE /api/household/members/2': { body: { status: 1 } },
    });
    const { user } = renderApp('/household', { token: 'tok' });
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Household name' })).toBeNull();

    const name = screen.getByRole('textbox', { name: 'Display name' });
    await user.clear(name);
    await user.type(name, 'Bobby');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(members).findByText('Bobby')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ displayName: 'Bobby' });

    await user.click(screen.getByRole('button', { name: 'Leave household' }));
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(api.sequence()).not.toContain('DELETE /api/household/members/2');
    await user.click(screen.getByRole('button', { name: 'Leave household' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Leave “The Smiths”?' })).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Create a household' })).toBeInTheDocument();
  });

  it('join page: a visitor is sent to log in and comes back to join', async () => {
    const api = stubApi({
      'POST /api/account/login': { body: { status: 1, token: 'tok' } },
      'GET /api/account/details': { body: details },
      'POST /api/household/join': { body: smiths },
      'GET /api/household': { body: smiths },
    });
    const { user } = renderApp('/household/join/k7mq-3wxp');
    expect(await screen.findByText('K7MQ3WXP')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await user.type(await screen.findByLabelText('Email'), 'ann@example.org');
    await user.type(screen.getByLabelText('Password'), 'good-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/household/join/K7MQ3WXP'));
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'The Smiths' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/household$/);
    expect(api.calls.find((call) => call.path === '/api/household/join')?.body).toEqual({ code: 'K7MQ3WXP' });
  });
});
