import { describe, expect, it } from 'vitest';
import { previousPathFor } from './previous-path';
import { createNavigationStore } from './stores/navigation-store';

describe('previous-path rule', () => {
  it.each([
    ['/recipe/12', '/search', '/search'],
    ['/recipe/12', '/home', '/home'],
    ['/diet-profile', '/user-actions', '/user-actions'],
    ['/allergies', '/user-actions', '/user-actions'],
    ['/shopping-list', '/home', '/home'],
    ['/delete-account', '/user-actions', '/user-actions'],
    ['/logout', '/recipe-manager', '/recipe-manager'],
    // Previous page not a main page: nothing recorded.
    ['/recipe/12', '/recipe/11', null],
    ['/allergies', '/diet-profile', null],
    ['/logout', null, null],
    // Not one of the pages that remember.
    ['/search', '/home', null],
    ['/loggedin', '/user-actions', null],
    ['/login', '/user-actions', null],
  ])('on %s coming from %s → %s', (path, from, expected) => {
    expect(previousPathFor(path, from)).toBe(expected);
  });

  it('the store records it as the user moves', () => {
    const store = createNavigationStore();
    store.getState().locationChanged('/search');
    expect(store.getState()).toMatchObject({ previousPath: null, activeIcon: '/search' });
    store.getState().locationChanged('/recipe/4');
    expect(store.getState()).toMatchObject({ previousPath: '/search', activeIcon: '/search' });
    store.getState().locationChanged('/allergies');
    expect(store.getState()).toMatchObject({ previousPath: null, activeIcon: null });
    store.getState().locationChanged('/user-actions');
    store.getState().locationChanged('/allergies');
    expect(store.getState().previousPath).toBe('/user-actions');
  });
});
