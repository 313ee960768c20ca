import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanEntry, ProposeResponse } from '@shared/plan';
import { addDays, today, weekStart } from '@shared/plan-dates';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { dayLabel } from '../lib/labels';
import { PLAN_STORAGE_KEY } from '../stores/device-plan';

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

describe('the meal plan page', () => {
  it('shows a visitor the plan kept on this device, without asking the server for it', async () => {
    const api = stubApi({});
    localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify({ local: [entry(-1, monday, 'Spinach Dal', { recipeId: 9, servings: 3 })] }),
    );
    renderApp('/plan');
    expect(await screen.findByText(/This plan is kept on this device\./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Spinach Dal' })).toHaveAttribute('href', '/recipe/9');
    expect(api.sequence().filter((call) => call.startsWith('GET /api/plan'))).toEqual([]);
  });

  it('adds a recipe found by its words, on the day, meal and servings chosen', async () => {
    let entries: PlanEntry[] = [];
    const api = stubApi({
      'GET /api/plan': () => ({ body: { entries, nutrition: [] } }),
      'POST /api/search/general': () => ({
        body: { results: [{ id: 7, title: 'Spinach Dal', image: '' }], totalResults: 1, offset: 0, number: 6 },
      }),
      'POST /api/plan/entries': ({ body }) => {
        entries = [entry(11, addDays(monday, 2), 'Spinach Dal', { slot: 'lunch', servings: 3 })];
        return { body: { ...entries[0], ...(body as object) } };
      },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    const form = await screen.findByRole('form', { name: 'Add a recipe to the plan' });
    expect(within(form).getByRole('button', { name: 'Add recipe' })).toBeDisabled();
    await user.type(within(form).getByRole('searchbox', { name: 'Find a recipe' }), 'dal');
    await user.click(await within(form).findByRole('button', { name: 'Spinach Dal' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Day' }), addDays(monday, 2));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Meal' }), 'lunch');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Servings' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Servings' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Add recipe' }));
    expect(await screen.findByText(`Added Spinach Dal to ${dayLabel(addDays(monday, 2))}, lunch.`)).toBeInTheDocument();
    const searched = api.calls.find((c) => c.path === '/api/search/general')!.body;
    expect(searched).toEqual({ searchInput: 'dal', number: 6 });
    const posted = api.calls.find((c) => c.method === 'POST' && c.path === '/api/plan/entries')!.body;
    expect(posted).toEqual({ date: addDays(monday, 2), slot: 'lunch', recipeId: 7, servings: 3 });
  });

  it('shows the week by day and slot, with estimated nutrition, and removes an entry', async () => {
    let entries = [
      entry(1, monday, 'Spinach Dal'),
      entry(2, addDays(monday, 2), 'eating out', { recipeId: null, note: 'eating out', slot: 'lunch' }),
      entry(3, addDays(monday, 2), 'Old Stew', { available: false }),
    ];
    const api = stubApi({
      'GET /api/plan': () => ({
        body: {
          entries,
          nutrition: [{ date: monday, calories: 640, protein: 20, fat: 10, carbohydrates: 80, recipes: 1 }],
        },
      }),
      'DELETE /api/plan/entries/1': () => {
        entries = entries.filter((e) => e.id !== 1);
        return { body: { status: 1 } };
      },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    const first = await screen.findByRole('listitem', {
      name: dayLabel(monday) + (monday === today() ? ' · Today' : ''),
    });
    expect(within(first).getByRole('link', { name: 'Spinach Dal' })).toHaveAttribute('href', '/recipe/1');
    expect(within(first).getByText('About 640 kcal a person (estimated)')).toBeInTheDocument();
    const wednesday = screen.getByRole('listitem', { name: new RegExp(`^${dayLabel(addDays(monday, 2))}`) });
    expect(within(wednesday).getByRole('region', { name: `Lunch, ${dayLabel(addDays(monday, 2))}` })).toHaveTextContent(
      'eating out',
    );
    expect(within(wednesday).getByText('(no longer available)')).toBeInTheDocument();
    expect(within(wednesday).queryByRole('link', { name: 'Old Stew' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: `Remove Spinach Dal from ${dayLabel(monday)}` }));
    expect(await within(first).findByText('Nothing planned.')).toBeInTheDocument();
    expect(api.sequence()).toContain('DELETE /api/plan/entries/1');
  });

  it('proposes a week with reasons, re-rolls one day and saves the proposal', async () => {
    const proposal: ProposeResponse = {
      entries: [0, 1, 2, 3, 4].map((i) => ({
        date: addDays(monday, i),
        slot: 'dinner',
        recipeId: 10 + i,
        title: `Dinner ${i}`,
        servings: 2,
        reason: i === 1 ? 'uses the spinach from Monday, 20 min' : '25 min',
      })),
      unfilled: [],
    };
    const api = stubApi({
      'GET /api/plan': { body: { entries: [], nutrition: [] } },
      'POST /api/plan/propose': ({ body }) => {
        const avoid = (body as { avoid?: number[] }).avoid ?? [];
        if (avoid.includes(12)) {
          return {
            body: {
              entries: [
                {
                  date: addDays(monday, 2),
                  slot: 'dinner',
                  recipeId: 99,
                  title: 'Bean Chilli',
                  servings: 2,
                  reason: '30 min',
                },
              ],
              unfilled: [],
            },
          };
        }
        return { body: proposal };
      },
      'POST /api/plan/entries': ({ body }) => ({ body: { id: 1, note: null, ...(body as object), title: 'x' } }),
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Propose meals' }));
    const picks = await screen.findByRole('list', { name: 'Proposed meals' });
    expect(within(picks).getAllByRole('listitem')).toHaveLength(5);
    expect(picks).toHaveTextContent('Dinner 1 (uses the spinach from Monday, 20 min)');
    const asked = api.calls.find((c) => c.path === '/api/plan/propose')!.body as Record<string, unknown>;
    expect(asked).toMatchObject({
      from: monday,
      to: addDays(monday, 4),
      slots: ['dinner'],
      servings: 2,
      maxReadyTime: 30,
    });

    await user.click(within(picks).getByRole('button', { name: `Another recipe for ${dayLabel(addDays(monday, 2))}` }));
    expect(await within(picks).findByText('Bean Chilli')).toBeInTheDocument();
    const reroll = api.calls.filter((c) => c.path === '/api/plan/propose')[1]!.body as {
      locked: unknown[];
      avoid: number[];
    };
    expect(reroll.avoid).toEqual([12]);
    expect(reroll.locked).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Save to plan' }));
    expect(await screen.findByText('Added 5 meals to your plan.')).toBeInTheDocument();
    const saved = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/plan/entries').map((c) => c.body);
    expect(saved).toHaveLength(5);
    expect(saved).toContainEqual({ date: addDays(monday, 2), slot: 'dinner', recipeId: 99, servings: 2 });
  });

  it('adds the week to the shopping list, leaving off what the pantry covers, and says how much', async () => {
    const api = stubApi({
      'GET /api/plan': { body: { entries: [], nutrition: [] } },
      'POST /api/plan/shopping-list': {
        body: { added: 7, skipped: [{ text: '1 cup rice', inPantry: 'rice' }] },
      },
    });
    const { user } = renderApp('/plan', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Add this week to the shopping list' }));
    expect(
      await screen.findByText('Added 7 lines to your shopping list. Left off, already in the pantry: rice.'),
    ).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === '/api/plan/shopping-list')?.body;
    expect(sent).toMatchObject({ skipCovered: true });
  });
});
