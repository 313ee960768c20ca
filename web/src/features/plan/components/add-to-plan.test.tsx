import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '@shared/plan-dates';
import { stubApi } from '@/test/api-stub';
import { recipeDetail } from '@/test/recipe-detail';
import { renderApp } from '@/test/render';
import { readLocal } from '../stores/device-plan';

const recipe = recipeDetail({
  id: 1001,
  title: 'Shakshuka',
  servings: 4,
  extendedIngredients: [{ original: '4 eggs' } as never],
});

describe('Add to plan on a recipe page', () => {
  it('a visitor’s meal goes to this device at the servings shown, in the day and meal chosen', async () => {
    const api = stubApi({ 'POST /api/search/info': { body: recipe } });
    const { user } = renderApp('/recipe/1001');
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Add to plan' }));
    const form = await screen.findByRole('form', { name: 'Add to plan' });
    expect(within(form).getByLabelText('Day')).toHaveValue(today());
    expect(within(form).getByLabelText('Meal')).toHaveValue('dinner');
    expect(within(form).getByLabelText('Servings')).toHaveValue(5);
    expect(within(form).getAllByRole('option')).toHaveLength(14 + 1 + 4);

    await user.selectOptions(within(form).getByLabelText('Day'), addDays(today(), 1));
    await user.selectOptions(within(form).getByLabelText('Meal'), 'lunch');
    await user.click(within(form).getByRole('button', { name: 'Save to plan' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(/^Added to \w+day's lunch\. View plan$/);
    expect(within(form).getByRole('link', { name: 'View plan' })).toHaveAttribute('href', '/plan');
    expect(readLocal()).toEqual([
      expect.objectContaining({
        date: addDays(today(), 1),
        slot: 'lunch',
        recipeId: 1001,
        title: 'Shakshuka',
        servings: 5,
      }),
    ]);
    expect(api.sequence().filter((call) => call.includes('/api/plan'))).toEqual([]);
  });

  it('signed in, the meal is posted to the account; a refusal is shown with its reason', async () => {
    let refuse = false;
    const api = stubApi({
      'POST /api/search/info': { body: recipe },
      'POST /api/plan/entries': () =>
        refuse
          ? { status: 400, body: { code: 400, status: 0, reason: 'A slot holds at most 20 entries.' } }
          : {
              body: {
                id: 3,
                date: today(),
                slot: 'dinner',
                recipeId: 1001,
                title: 'Shakshuka',
                servings: 4,
                note: null,
              },
            },
    });
    const { user } = renderApp('/recipe/1001', { token: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    await user.click(screen.getByRole('button', { name: 'Add to plan' }));
    const form = await screen.findByRole('form', { name: 'Add to plan' });
    await user.click(within(form).getByRole('button', { name: 'Save to plan' }));
    expect(await within(form).findByText(/Added to today's dinner\./)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/plan/entries')?.body).toEqual({
      date: today(),
      slot: 'dinner',
      recipeId: 1001,
      servings: 4,
    });
    refuse = true;
    await user.click(within(form).getByRole('button', { name: 'Save to plan' }));
    expect(await within(form).findByText('A slot holds at most 20 entries.')).toBeInTheDocument();
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(within(form).getByRole('button', { name: 'Save to plan' }));
    expect(await within(form).findByText('Could not reach the server. Please try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Meal')).toHaveValue('dinner');
  });
});
