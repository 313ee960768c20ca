import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PANTRY_MESSAGES, type PantryItem } from '@shared/pantry';
import { apiError, stubApi, type RecordedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render';

const details = {
  emailResults: [{ email: 'ann@example.org' }],
  savedRecipesResults: [],
  savedAllergiesResults: [],
  savedDietResults: [],
};
const item = (id: string, name: string, bestBefore: string | null, more: Partial<PantryItem> = {}): PantryItem => ({
  id,
  name,
  amount: null,
  bestBefore,
  alwaysHave: false,
  addedAt: '2026-12-01T10:00:00.000Z',
  expiresInDays: null,
  ...more,
});
let next = 10;
const added = ({ body }: RecordedCall) => {
  const [sent] = (body as { items: Partial<PantryItem>[] }).items;
  return {
    body: {
      items: [item(String(next++), sent!.name!, sent!.bestBefore ?? null, { amount: sent!.amount ?? null })],
      refused: [],
    },
  };
};
const names = () =>
  within(screen.getByRole('list', { name: 'Pantry items' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.pantry__name')?.firstChild?.textContent);

beforeEach(() => {
  // The device's day: marks are counted from it.
  vi.useFakeTimers({ now: new Date(2026, 11, 2, 9), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the pantry page', () => {
  it('asks a visitor to log in', async () => {
    renderApp('/pantry');
    expect(await screen.findByRole('heading', { name: 'Pantry', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Log in to keep your pantry/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('is reached from below the account menu, whose items stay as they are', async () => {
    stubApi({
      'GET /api/account/details': { body: details },
      'GET /api/household': apiError(404, 'none'),
      'GET /api/pantry': { body: { items: [] } },
    });
    const { user } = renderApp('/user-actions', { token: 'tok' });
    const menu = await screen.findByRole('navigation', { name: 'User actions' });
    expect(within(menu).getAllByRole('link')).toHaveLength(4);
    await user.click(screen.getByRole('link', { name: /Pantry/ }));
    expect(await screen.findByText(/Nothing in the pantry yet/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pantry');
  });

  it('marks what to use soon and what is past its date, and keeps the near date first as items are added', async () => {
    const api = stubApi({
      'GET /api/pantry': {
        body: {
          items: [
            item('1', 'milk', '2026-12-01'),
            item('2', 'yoghurt', '2026-12-05'),
            item('3', 'cream', '2026-12-06'),
            item('4', 'salt', null, { alwaysHave: true }),
          ],
        },
      },
      'POST /api/pantry/items': added,
    });
    const { user } = renderApp('/pantry', { token: 'tok' });
    const milk = (await screen.findByText('milk')).closest('li')!;
    expect(milk).toHaveTextContent('Past its date');
    expect(screen.getByText('yoghurt').closest('li')).toHaveTextContent('Use soon');
    expect(screen.getByText('cream').closest('li')).not.toHaveTextContent('Use soon');
    expect(screen.getByText('salt').closest('li')).toHaveTextContent('Always have');

    const form = screen.getByRole('form', { name: 'Add to the pantry' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'spinach');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '200 g');
    // A date field is filled as the browser does, in YYYY-MM-DD.
    const date = within(form).getByLabelText('Best before');
    await user.clear(date);
    await user.type(date, '2026-12-03');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(names()).toEqual(['milk', 'spinach', 'yoghurt', 'cream', 'salt']));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      items: [{ name: 'spinach', amount: '200 g', bestBefore: '2026-12-03', alwaysHave: false }],
    });
    expect(screen.getByText('Added spinach.')).toBeInTheDocument();
  });

  it('checks a name before sending it, and shows the reason the server refused one', async () => {
    const api = stubApi({
      'GET /api/pantry': { body: { items: [] } },
      'POST /api/pantry/items': apiError(409, `"tea": ${PANTRY_MESSAGES.full(1000)}`),
    });
    const { user } = renderApp('/pantry', { token: 'tok' });
    const form = await screen.findByRole('form', { name: 'Add to the pantry' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The name can be at most 200 characters.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'tea');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 1,000 items');
  });

  it('edits an item, and removes one with Undo putting it back', async () => {
    const api = stubApi({
      'GET /api/pantry': { body: { items: [item('1', 'rice', null), item('2', 'oats', null)] } },
      'PATCH /api/pantry/items/1': ({ body }) => ({
        body: item('1', 'rice', null, body as Partial<PantryItem>),
      }),
      'DELETE /api/pantry/items/2': { body: { status: 1 } },
      'POST /api/pantry/items': added,
    });
    const { user } = renderApp('/pantry', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Edit rice' }));
    const edit = screen.getByRole('form', { name: 'Edit rice' });
    await user.type(within(edit).getByRole('textbox', { name: 'Amount' }), '1 kg');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('· 1 kg')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'rice', amount: '1 kg' });

    await user.click(screen.getByRole('button', { name: 'Remove oats' }));
    expect(await screen.findByText('Removed oats.')).toBeInTheDocument();
    expect(screen.queryByText('oats')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('oats')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { items: [{ name: 'oats', amount: null, bestBefore: null, alwaysHave: false }] },
    ]);
  });
});
