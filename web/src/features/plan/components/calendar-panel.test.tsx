import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanEntry } from '@shared/plan';
import { today, weekStart } from '@shared/plan-dates';
import { apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { dayLabel } from '../lib/labels';

const monday = weekStart(today());
const KEY = 'k'.repeat(43);

describe('the calendar panel', () => {
  it('makes the private address, shows it once with Copy, and revokes it', async () => {
    const api = stubApi({
      'GET /api/plan': { body: { entries: [], nutrition: [] } },
      'POST /api/plan/calendar': { body: { path: `/api/plan/calendar/${KEY}.ics` } },
      'DELETE /api/plan/calendar': { body: { revoked: true } },
    });
    const { user, unmount } = renderApp('/plan', { token: 'tok' });
    const panel = await screen.findByRole('region', { name: 'Calendar' });
    expect(panel).toHaveTextContent('Anyone with the address can see your plan');
    await user.click(within(panel).getByRole('button', { name: 'Make a calendar address' }));
    const address = await within(panel).findByLabelText('Your calendar address (shown only now)');
    expect(address).toHaveValue(`${location.origin}/api/plan/calendar/${KEY}.ics`);
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await within(panel).findByText('Copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/api/plan/calendar/${KEY}.ics`);

    // Shown once: on the page again later, the address is gone.
    unmount();
    renderApp('/plan', { token: 'tok' });
    const again = await screen.findByRole('region', { name: 'Calendar' });
    expect(within(again).queryByLabelText('Your calendar address (shown only now)')).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Make a calendar address' }));
    await within(again).findByLabelText('Your calendar address (shown only now)');

    await user.click(within(again).getByRole('button', { name: 'Stop the calendar address' }));
    expect(await within(again).findByText(/^The calendar address no longer works/)).toBeInTheDocument();
    expect(within(again).queryByLabelText('Your calendar address (shown only now)')).toBeNull();
    expect(api.sequence()).toEqual(expect.arrayContaining(['POST /api/plan/calendar', 'DELETE /api/plan/calendar']));
  });

  it('says why an address could not be made', async () => {
    stubApi({
      'GET /api/plan': { body: { entries: [], nutrition: [] } },
      'POST /api/plan/calendar': apiError(503, 'The server is busy: try again in a minute.'),
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
  });
});

describe('removing a planned recipe whose lines are on the shopping list', () => {
  const dal: PlanEntry = {
    id: 4,
    date: monday,
    slot: 'dinner',
    recipeId: 5,
    title: 'Spinach Dal',
    servings: 2,
    note: null,
    available: true,
  };

  it('offers to take its lines off the list, and does only when asked', async () => {
    let entries = [dal];
    const api = stubApi({
      'GET /api/plan': () => ({ body: { entries, nutrition: [] } }),
      'DELETE /api/plan/entries/4': () => {
        entries = [];
        return { body: { status: 1, listed: 3 } };
      },
      'DELETE /api/plan/entries/4/shopping-list': { body: { removed: 3 } },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: `Remove Spinach Dal from ${dayLabel(monday)}` }));
    const offer = await screen.findByRole('group', { name: 'Shopping list lines' });
    expect(offer).toHaveTextContent('Spinach Dal had 3 lines on your shopping list. Remove them from the list too?');
    expect(api.sequence()).not.toContain('DELETE /api/plan/entries/4/shopping-list');
    await user.click(within(offer).getByRole('button', { name: 'Remove from the list' }));
    expect(await screen.findByText('Removed 3 lines of Spinach Dal from your shopping list.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Shopping list lines' })).toBeNull();
  });

  it('asks nothing when none of its lines are listed, and Keep them leaves the list alone', async () => {
    const api = stubApi({
      'GET /api/plan': { body: { entries: [dal, { ...dal, id: 6, date: monday, slot: 'lunch' }], nutrition: [] } },
      'DELETE /api/plan/entries/4': { body: { status: 1, listed: 0 } },
      'DELETE /api/plan/entries/6': { body: { status: 1, listed: 2 } },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    const removes = await screen.findAllByRole('button', { name: `Remove Spinach Dal from ${dayLabel(monday)}` });
    // Lunch (6) comes before dinner (4).
    await user.click(removes[1]!);
    expect(screen.queryByRole('group', { name: 'Shopping list lines' })).toBeNull();
    await user.click(removes[0]!);
    const offer = await screen.findByRole('group', { name: 'Shopping list lines' });
    await user.click(within(offer).getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('group', { name: 'Shopping list lines' })).toBeNull();
    expect(api.sequence().filter((call) => call.endsWith('/shopping-list'))).toEqual([]);
  });
});
