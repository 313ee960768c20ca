import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShoppingLine } from '@shared/shopping-list/types';
import { stubApi } from '@/test/api-stub';
import { renderWithRouter } from '@/test/render';
import { ShoppingList } from './shopping-list';

const line = (id: string, text: string, key: string, extra: Partial<ShoppingLine> = {}): ShoppingLine => ({
  id,
  text,
  checked: false,
  sources: [],
  food: { key, aisle: 'produce', density: null },
  ...extra,
});

describe('Put checked in the pantry', () => {
  it('moves the checked lines, shows what the pantry refused, marks covered lines, and undoes', async () => {
    localStorage.setItem('token', 'tok');
    let lines = [
      line('1', '2 lemons', 'lemon', { checked: true }),
      line('2', 'honey', 'honey', { checked: true }),
      line('3', '3 onions', 'onion', { inPantry: 'onion' }),
    ];
    const api = stubApi({
      'GET /api/shopping-list': () => ({ body: { lines } }),
      'POST /api/shopping-list/to-pantry': () => {
        lines = lines.filter((l) => l.id !== '1');
        return {
          body: {
            added: [
              {
                lineId: '1',
                item: {
                  id: '9',
                  name: 'lemons',
                  amount: '2',
                  bestBefore: null,
                  alwaysHave: false,
                  addedAt: 'x',
                  expiresInDays: null,
                },
              },
            ],
            refused: [{ lineId: '2', text: 'honey', reason: 'A pantry holds at most 1,000 items.' }],
          },
        };
      },
      'DELETE /api/pantry/items/9': { body: { status: 1 } },
      'POST /api/shopping-list/lines': ({ body }) => {
        const added = (body as { lines: { text: string; checked: boolean }[] }).lines.map((l, i) =>
          line(`n${i}`, l.text, 'lemon', { checked: l.checked }),
        );
        lines = [...lines, ...added];
        return { body: { lines: added } };
      },
    });
    const { user } = renderWithRouter(<ShoppingList />);
    expect(await screen.findByText('in the pantry')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Put checked in the pantry' }));
    expect(await screen.findByText(/Put 2 lemons in the pantry\./)).toBeInTheDocument();
    expect(screen.getByText('Not put in the pantry: honey: A pantry holds at most 1,000 items.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '2 lemons' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('checkbox', { name: '2 lemons' })).toBeChecked();
    expect(api.sequence()).toContain('DELETE /api/pantry/items/9');
    const restored = api.calls.find((c) => c.method === 'POST' && c.path === '/api/shopping-list/lines');
    expect(restored?.body).toEqual({ lines: [{ text: '2 lemons', checked: true, sources: [] }] });
  });
});
