import { describe, expect, it } from 'vitest';
import { messageFor, TOAST_MESSAGES } from './notifications';

describe('error catalogue', () => {
  it('keeps the exact texts', () => {
    expect(TOAST_MESSAGES).toEqual({
      apiDown: 'The API is down, please try again later',
      searchFailed: 'An error occured, please try again.',
      registerFailed: 'Account not created, please try again.',
      loginFailed: 'Login failed, please try again.',
      deleteWithoutToken: 'You must login before deleting your account.',
      deleteFailed: 'There was a problem deleting your account... please try again.',
      logoutFailed: 'Logout failed, please try again',
      saveWithoutToken: 'You have to be logged in to save recipes!',
    });
  });

  it.each([
    ['search', { code: 402, reason: 'quota' }, 'The API is down, please try again later'],
    ['search', { code: 500, reason: 'boom' }, 'An error occured, please try again.'],
    ['search', { code: 0, reason: '' }, 'An error occured, please try again.'],
    ['detail', { code: 402, reason: '' }, 'The API is down, please try again later'],
    ['register', { code: 409, reason: 'Email already registered' }, 'Email already registered'],
    ['register', { code: 500, reason: '' }, 'Account not created, please try again.'],
    ['login', { code: 401, reason: 'Wrong email or password' }, 'Wrong email or password'],
    ['login', { code: 0, reason: '' }, 'Login failed, please try again.'],
    ['logout', { code: 500, reason: '' }, 'Logout failed, please try again'],
    ['delete', { code: 500, reason: 'x' }, 'There was a problem deleting your account... please try again.'],
  ] as const)('%s failure %o → %s', (context, failure, message) => {
    expect(messageFor(failure, context)).toBe(message);
  });

  it.each([
    ['saved', 500],
    ['saved', 401],
    ['account', 500],
    ['detail', 404],
    ['logout', 401],
  ] as const)('%s failure %i is only logged', (context, code) => {
    expect(messageFor({ code, reason: '' }, context)).toBeNull();
  });
});
