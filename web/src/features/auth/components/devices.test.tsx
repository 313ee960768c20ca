import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@shared/sessions';
import { apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';

const location = () => screen.getByTestId('location').textContent;

const SESSIONS: AccountSession[] = [
  {
    id: 'a'.repeat(32),
    device: 'Chrome on Android',
    createdAt: '2031-03-01T08:00:00.000Z',
    lastUsedAt: '2031-03-02T09:30:00.000Z',
    current: true,
  },
  {
    id: 'b'.repeat(32),
    device: 'Firefox on Windows',
    createdAt: '2031-02-10T18:00:00.000Z',
    lastUsedAt: '2031-02-28T20:15:00.000Z',
    current: false,
  },
  {
    id: 'c'.repeat(32),
    device: 'Unknown device',
    createdAt: '2031-01-05T07:00:00.000Z',
    lastUsedAt: '2031-01-06T07:00:00.000Z',
    current: false,
  },
];

const list = () => screen.findByRole('list', { name: 'Logged-in devices' });

describe('your devices, under Logout', () => {
  it('lists the devices, this one first and marked, with when each was logged in and last used', async () => {
    stubApi({ 'GET /api/account/sessions': { body: { results: SESSIONS } } });
    renderApp('/logout', { token: 'tok' });
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.devices__name')?.textContent)).toEqual([
      'Chrome on AndroidThis device',
      'Firefox on Windows',
      'Unknown device',
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    // Shown in the reader's time zone: the 10th or, east of UTC+6, the 11th.
    expect(within(items[1]!).getByText(/Feb 1[01], 2031/)).toHaveAttribute('datetime', '2031-02-10T18:00:00.000Z');
    expect(within(items[1]!).getByRole('button', { name: /^Log out Firefox on Windows/ })).toBeEnabled();
    // The page's own Logout button is still the only one named so.
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
  });

  it('logs out one other device, which leaves the list', async () => {
    const api = stubApi({
      'GET /api/account/sessions': { body: { results: SESSIONS } },
      [`DELETE /api/account/sessions/${'b'.repeat(32)}`]: { body: { status: 1 } },
    });
    const { user } = renderApp('/logout', { token: 'tok' });
    await user.click(within(await list()).getByRole('button', { name: /^Log out Firefox on Windows/ }));
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(screen.getByText('Unknown device')).toBeInTheDocument();
    expect(api.calls.at(-1)?.headers.get('token')).toBe('tok');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('logs out the other devices and stays logged in here', async () => {
    const api = stubApi({
      'GET /api/account/sessions': { body: { results: SESSIONS } },
      'DELETE /api/account/sessions': { body: { status: 1, ended: 2 } },
    });
    const { user } = renderApp('/logout', { token: 'tok' });
    await list();
    await user.click(screen.getByRole('button', { name: 'Log out other devices' }));
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(1));
    expect(api.sequence().at(-1)).toBe('DELETE /api/account/sessions');
    expect(api.fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/account/sessions?except=current');
    expect(screen.queryByRole('button', { name: 'Log out other devices' })).toBeNull();
    expect(location()).toBe('/logout');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('"Log out everywhere" ends every session, this one too, and shows the logged-out page', async () => {
    const api = stubApi({
      'GET /api/account/sessions': { body: { results: SESSIONS } },
      'DELETE /api/account/sessions': { body: { status: 1, ended: 3 } },
    });
    const { user } = renderApp('/logout', { token: 'tok' });
    await list();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(location()).toBe('/loggedout'));
    expect(await screen.findByRole('heading', { name: 'See ya!' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/account/sessions');
    expect(api.calls.at(-1)?.headers.get('token')).toBe('tok');
  });

  it('a failed "Log out everywhere" keeps this device logged in', async () => {
    stubApi({
      'GET /api/account/sessions': { body: { results: SESSIONS } },
      'DELETE /api/account/sessions': apiError(500),
    });
    const { user } = renderApp('/logout', { token: 'tok' });
    await list();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('Logout failed, please try again')).toBeInTheDocument();
    expect(location()).toBe('/logout');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toBeEnabled();
  });

  it('says so when the devices cannot be read', async () => {
    stubApi({ 'GET /api/account/sessions': apiError(500) });
    renderApp('/logout', { token: 'tok' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your devices could not be loaded.');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});
