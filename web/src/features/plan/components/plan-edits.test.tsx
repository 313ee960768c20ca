import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanEntry } from '@shared/plan';
import { addDays, today, weekStart } from '@shared/plan-dates';
import { stubApi, type RecordedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { dayLabel } from '../lib/labels';
import { createPlanStore } from '../stores/plan-store';

const monday = weekStart(today());
const entry = (id: number, date: string, title: string, extra: Partial<PlanEntry> = {}): PlanEntry => ({
  id,
  date,
  slot: 'dinner',
  recipeId: id,
  title,
  servings: 2,
  note: null,
  available: true,
  ...extra,
});
const dayItem = (date: string) => screen.getByRole('listitem', { name: new RegExp(`^${dayLabel(date)}`) });
const bodiesOf = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

/** A plan the stub keeps: GET answers what the other calls left. */
function planServer(start: PlanEntry[]) {
  let entries = start;
  let next = 100;
  const api = stubApi({
    'GET /api/plan': () => ({ body: { entries, nutrition: [] } }),
    'PATCH /api/plan/entries/1': ({ body }) => {
      entries = entries.map((e) => (e.id === 1 ? { ...e, ...(body as object) } : e));
      return { body: entries.find((e) => e.id === 1) };
    },
    'POST /api/plan/entries': ({ body }) => {
      const made = entry(next++, '', 'x', body as Partial<PlanEntry>);
      entries = [...entries, { ...made, title: start.find((e) => e.recipeId === made.recipeId)?.title ?? 'x' }];
      return { body: made };
    },
    'DELETE /api/plan/entries': () => {
      const removed = entries.length;
      entries = [];
      return { body: { removed } };
    },
  });
  return { api, entries: () => entries };
}

describe('moving, copying, clearing and repeating on the plan page', () => {
  it('moves an entry with its menu, and copies one', async () => {
    const server = planServer([entry(1, monday, 'Spinach Dal')]);
    const { user } = renderApp('/plan', { token: 'tok' });
    const wednesday = addDays(monday, 2);
    await user.click(await screen.findByRole('button', { name: `Move or copy Spinach Dal, ${dayLabel(monday)}` }));
    const menu = screen.getByRole('group', { name: 'Move or copy Spinach Dal' });
    expect(within(menu).getByRole('button', { name: 'Move' })).toBeDisabled();
    await user.selectOptions(within(menu).getByLabelText('Day'), wednesday);
    await user.selectOptions(within(menu).getByLabelText('Meal'), 'lunch');
    await user.click(within(menu).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(`Moved Spinach Dal to ${dayLabel(wednesday)}, lunch.`)).toBeInTheDocument();
    expect(bodiesOf(server.api.calls, 'PATCH', '/api/plan/entries/1')).toEqual([{ date: wednesday, slot: 'lunch' }]);
    expect(within(dayItem(wednesday)).getByRole('region', { name: /^Lunch/ })).toHaveTextContent('Spinach Dal');
    expect(within(dayItem(monday)).getByText('Nothing planned.')).toBeInTheDocument();

    // Copy to next week's Monday: a new entry with the same recipe and servings.
    await user.click(screen.getByRole('button', { name: `Move or copy Spinach Dal, ${dayLabel(wednesday)}` }));
    const again = screen.getByRole('group', { name: 'Move or copy Spinach Dal' });
    await user.selectOptions(within(again).getByLabelText('Day'), addDays(monday, 7));
    await user.click(within(again).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/^Copied Spinach Dal to/)).toBeInTheDocument();
    expect(bodiesOf(server.api.calls, 'POST', '/api/plan/entries')).toEqual([
      { date: addDays(monday, 7), slot: 'lunch', recipeId: 1, servings: 2 },
    ]);
  });

  it('moves an entry dropped on another slot, and copies it when Ctrl is held', async () => {
    const server = planServer([entry(1, monday, 'Spinach Dal'), entry(2, addDays(monday, 1), 'Soup')]);
    renderApp('/plan', { token: 'tok' });
    const dal = (await screen.findByRole('link', { name: 'Spinach Dal' })).closest('li')!;
    const tuesdayDinner = within(dayItem(addDays(monday, 1))).getByRole('region', { name: /^Dinner/ });
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(dal, { dataTransfer });
    fireEvent.dragOver(tuesdayDinner, { dataTransfer });
    fireEvent.drop(tuesdayDinner, { dataTransfer });
    await waitFor(() =>
      expect(bodiesOf(server.api.calls, 'PATCH', '/api/plan/entries/1')).toEqual([
        { date: addDays(monday, 1), slot: 'dinner' },
      ]),
    );
    const soup = (await screen.findByRole('link', { name: 'Soup' })).closest('li')!;
    const thursday = dayItem(addDays(monday, 3));
    fireEvent.dragStart(soup, { dataTransfer });
    // The test browser has no DragEvent, so the key held is set on the event by hand.
    const drop = createEvent.drop(thursday, { dataTransfer });
    Object.defineProperty(drop, 'ctrlKey', { value: true });
    fireEvent(thursday, drop);
    await waitFor(() =>
      expect(bodiesOf(server.api.calls, 'POST', '/api/plan/entries')).toEqual([
        { date: addDays(monday, 3), slot: 'dinner', recipeId: 2, servings: 2 },
      ]),
    );
  });

  it('clears the week after asking, says how many went, and Undo puts them back', async () => {
    const server = planServer([
      entry(1, monday, 'Spinach Dal', { servings: 4 }),
      entry(2, addDays(monday, 1), 'leftovers', { recipeId: null, note: 'leftovers', slot: 'lunch' }),
    ]);
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Clear week' }));
    const ask = screen.getByRole('alertdialog', { name: 'Clear this week?' });
    expect(ask).toHaveTextContent('This removes the 2 entries planned');
    expect(server.api.sequence()).not.toContain('DELETE /api/plan/entries');
    await user.click(within(ask).getByRole('button', { name: 'Clear week' }));
    expect(await screen.findByText('Removed 2 entries from this week.')).toBeInTheDocument();
    const cleared = server.api.calls.find((c) => c.method === 'DELETE' && c.path === '/api/plan/entries')!;
    expect(cleared).toBeDefined();
    expect(screen.getAllByText('Nothing planned.')).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Put back 2 entries.')).toBeInTheDocument();
    expect(bodiesOf(server.api.calls, 'POST', '/api/plan/entries')).toEqual([
      { date: monday, slot: 'dinner', recipeId: 1, servings: 4 },
      { date: addDays(monday, 1), slot: 'lunch', note: 'leftovers' },
    ]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('repeats last week into this one, and Undo removes the copies', async () => {
    const api = stubApi({
      'GET /api/plan': { body: { entries: [], nutrition: [] } },
      'POST /api/plan/copy': {
        body: {
          entries: [entry(7, monday, 'Spinach Dal')],
          skipped: [{ id: 3, reason: 'Soup: A slot holds at most 20 entries.' }],
        },
      },
      'DELETE /api/plan/entries/7': { body: { status: 1, listed: 0 } },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Repeat last week' }));
    expect(await screen.findByText('Copied 1 entry from last week.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not copied: Soup: A slot holds at most 20 entries.');
    expect(bodiesOf(api.calls, 'POST', '/api/plan/copy')).toEqual([
      { from: addDays(monday, -7), to: addDays(monday, -1), toFrom: monday },
    ]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Removed 1 entry copied.')).toBeInTheDocument();
    expect(api.sequence()).toContain('DELETE /api/plan/entries/7');
  });

  it('starts the week on the day chosen, remembered on the device', async () => {
    const api = stubApi({ 'GET /api/plan': { body: { entries: [], nutrition: [] } } });
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.selectOptions(await screen.findByLabelText('Week starts on'), 'Sunday');
    const sunday = weekStart(today(), 6);
    expect(await screen.findByRole('heading', { name: `${dayLabel(sunday)} – ${dayLabel(addDays(sunday, 6))}` }));
    expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName(new RegExp(`^${dayLabel(sunday)}`));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(api.calls.at(-1)!.path).toBe('/api/plan'));
    const asked = api.fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(asked.at(-1)).toContain(`from=${addDays(sunday, 7)}&to=${addDays(sunday, 13)}`);
    expect(localStorage.getItem('planFirstDay')).toBe('6');
    expect(createPlanStore().getState()).toMatchObject({ firstDay: 6, week: sunday });
  });
});
