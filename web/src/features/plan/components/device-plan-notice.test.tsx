import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { today, weekStart } from '@shared/plan-dates';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { PLAN_STORAGE_KEY, readLocal } from '../stores/device-plan';

const monday = weekStart(today());

describe('the plan page and a visitor’s plan', () => {
  it('after login, shows what the account refused with the reason, and removes it on request', async () => {
    const reason = 'There is no recipe with id 404 that you can read.';
    localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify({
        local: [{ id: -1, date: monday, slot: 'dinner', recipeId: 404, title: 'Gone Stew', servings: 2, note: null }],
      }),
    );
    stubApi({
      'POST /api/plan/entries': { status: 400, body: { code: 400, status: 0, reason } },
      'GET /api/plan': { body: { entries: [], nutrition: [] } },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    const refused = await screen.findByRole('region', { name: 'Not saved to your account' });
    expect(refused).toHaveTextContent(`Gone Stew, `);
    expect(refused).toHaveTextContent(reason);
    await user.click(within(refused).getByRole('button', { name: 'Remove Gone Stew from this device' }));
    expect(screen.queryByRole('region', { name: 'Not saved to your account' })).toBeNull();
    expect(readLocal()).toEqual([]);
  });

  it('a visitor’s Plan my week is saved to this device with the recipes’ titles', async () => {
    const api = stubApi({
      'POST /api/plan/propose': {
        body: {
          entries: [
            { date: monday, slot: 'dinner', recipeId: 12, title: 'Quick Curry', servings: 2, reason: '20 min' },
          ],
          unfilled: [],
        },
      },
    });
    const { user } = renderApp('/plan');
    await user.click(await screen.findByRole('button', { name: 'Propose meals' }));
    await user.click(await screen.findByRole('button', { name: 'Save to plan' }));
    expect(await screen.findByText('Added 1 meals to your plan.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Quick Curry' })).toHaveAttribute('href', '/recipe/12');
    expect(readLocal()).toEqual([expect.objectContaining({ recipeId: 12, title: 'Quick Curry', servings: 2 })]);
    expect(api.sequence()).toEqual(['POST /api/plan/propose']);
  });
});
