import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiToken } from '@shared/api-tokens';
import { API_TOKEN_MESSAGES } from '@shared/api-tokens';
import { apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';

const TOKENS: ApiToken[] = [
  { id: 7, name: 'Home Assistant', scope: 'read', createdAt: '2031-03-01T08:00:00.000Z', lastUsedAt: null },
  {
    id: 3,
    name: 'Backup script',
    scope: 'read-write',
    createdAt: '2031-02-01T08:00:00.000Z',
    lastUsedAt: '2031-02-20T10:00:00.000Z',
  },
];
const SECRET = `dish_${'s'.repeat(43)}`;
const list = () => screen.findByRole('list', { name: 'Your API tokens' });

describe('the API tokens screen', () => {
  it('is reached from the user menu and lists the tokens with their scope and last use', async () => {
    stubApi({ 'GET /api/account/tokens': { body: { results: TOKENS } } });
    const { user } = renderApp('/user-actions', { token: 'tok' });
    await user.click(await screen.findByRole('link', { name: /^API tokens/ }));
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Home Assistant\s*Read-only/);
    expect(items[0]).toHaveTextContent('never used');
    expect(items[1]).toHaveTextContent(/Backup script\s*Read and write/);
    expect(within(items[1]!).getByText(/Feb 20, 2031/)).toHaveAttribute('datetime', '2031-02-20T10:00:00.000Z');
    expect(screen.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs/');
  });

  it('makes a token with its scope and shows it once, with Copy', async () => {
    const api = stubApi({
      'GET /api/account/tokens': { body: { results: [] } },
      'POST /api/account/tokens': { body: { id: 9, name: 'Calendar sync', scope: 'read-write', token: SECRET } },
    });
    const { user, unmount } = renderApp('/api-tokens', { token: 'tok' });
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Calendar sync');
    await user.click(screen.getByRole('radio', { name: 'Read and change' }));
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    const shown = await screen.findByLabelText('Your new token “Calendar sync” (shown only now)');
    expect(shown).toHaveValue(SECRET);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Calendar sync',
      scope: 'read-write',
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(await list()).getByText(/Calendar sync/)).toBeInTheDocument();

    // Shown once: back on the screen later, the token is gone.
    unmount();
    renderApp('/api-tokens', { token: 'tok' });
    await screen.findByRole('button', { name: 'Make a token' });
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it("shows the server's reason when a token is refused", async () => {
    stubApi({
      'GET /api/account/tokens': { body: { results: TOKENS } },
      'POST /api/account/tokens': apiError(409, API_TOKEN_MESSAGES.tooMany),
    });
    const { user } = renderApp('/api-tokens', { token: 'tok' });
    await list();
    await user.type(screen.getByLabelText('Name'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByText(API_TOKEN_MESSAGES.tooMany)).toBeInTheDocument();
  });

  it('revokes a token only after asking', async () => {
    const api = stubApi({
      'GET /api/account/tokens': { body: { results: TOKENS } },
      'DELETE /api/account/tokens/3': { body: { status: 1 } },
    });
    const { user } = renderApp('/api-tokens', { token: 'tok' });
    const item = within(await list()).getAllByRole('listitem')[1]!;
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = within(item).getByRole('alertdialog', { name: 'Revoke “Backup script”?' });
    expect(api.sequence()).not.toContain('DELETE /api/account/tokens/3');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the token' }));
    await waitFor(() => expect(screen.queryByText(/Backup script/)).toBeNull());
    expect(api.sequence()).toContain('DELETE /api/account/tokens/3');
    expect(screen.getByText(/Home Assistant/)).toBeInTheDocument();
  });
});
