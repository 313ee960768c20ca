import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/features/auth/stores/auth-store';
import { preferencesStore } from '@/features/preferences/stores/preferences-store';
import { savedStore } from '@/features/saved/stores/saved-store';
import { clearToken } from '@/lib/token';
import { stubApi } from '@/test/api-stub';
import { startApp } from './session';

describe('start-up routine and session', () => {
  it('reads the account once with a stored token, and forgets it when the token goes', async () => {
    localStorage.setItem('token', 'tok');
    const api = stubApi({
      'GET /api/account/details': {
        body: {
          emailResults: [{ email: 'cook@example.org' }],
          savedRecipesResults: [{ recipeId: 4 }, { recipeId: 8 }],
          savedAllergiesResults: [{ allergyId: 'soy' }],
          savedDietResults: [{ id: 2, dietId: 'vegan' }],
        },
      },
    });
    const stop = startApp();
    const stopAgain = startApp();
    await waitFor(() => expect(authStore.getState().user).toEqual({ email: 'cook@example.org' }));
    expect(api.calls).toHaveLength(1);
    expect(savedStore.getState().saved).toEqual([4, 8]);
    expect(preferencesStore.getState()).toMatchObject({ savedDiet: 'vegan', savedAllergies: 'soy' });

    clearToken();
    expect(authStore.getState()).toMatchObject({ isLoggedIn: false, user: null, storeEmail: '' });
    expect(savedStore.getState().saved).toEqual([]);
    expect(preferencesStore.getState()).toMatchObject({ savedDiet: '', savedAllergies: '' });
    stop();
    stopAgain();
  });
});
