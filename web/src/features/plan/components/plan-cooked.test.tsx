import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanEntry } from '@shared/plan';
import { today, weekStart } from '@shared/plan-dates';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { dayLabel } from '../lib/labels';

const monday = weekStart(today());
const dal: PlanEntry = {
  id: 1,
  date: monday,
  slot: 'dinner',
  recipeId: 1,
  title: 'Spinach Dal',
  servings: 2,
  note: null,
  available: true,
};
const spinach = {
  id: '7',
  name: 'spinach',
  amount: '200 g',
  bestBefore: null,
  alwaysHave: false,
  addedAt: '2026-12-01T00:00:00.000Z',
  expiresInDays: null,
};

describe('Cooked on the plan page', () => {
  it('marks an entry cooked, says what left the pantry, and undoes it', async () => {
    let entry = dal;
    const api = stubApi({
      'GET /api/plan': () => ({ body: { entries: [entry], nutrition: [] } }),
      'POST /api/plan/entries/1/cooked': () => {
        entry = { ...dal, cookedAt: '2026-12-03T12:00:00.000Z' };
        return { body: { entry, taken: [spinach] } };
      },
      'DELETE /api/plan/entries/1/cooked': () => {
        entry = dal;
        return { body: { entry, restored: [spinach], refused: [] } };
      },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: `Cooked Spinach Dal, ${dayLabel(monday)}` }));
    expect(await screen.findByText('Cooked Spinach Dal. Taken out of the pantry: spinach.')).toBeInTheDocument();
    expect(await screen.findByText('· Cooked')).toBeInTheDocument();
    expect(api.sequence()).toContain('POST /api/plan/entries/1/cooked');

    await user.click(screen.getByRole('button', { name: `Not cooked Spinach Dal, ${dayLabel(monday)}` }));
    expect(
      await screen.findByText('Spinach Dal is no longer marked cooked. Put back in the pantry: spinach.'),
    ).toBeInTheDocument();
    expect(api.sequence()).toContain('DELETE /api/plan/entries/1/cooked');
    expect(await screen.findByRole('button', { name: `Cooked Spinach Dal, ${dayLabel(monday)}` })).toBeInTheDocument();
  });
});
