import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/test/api-stub';
import { shownToasts, TOAST_CALL_OPTIONS, toastDismiss, toastError, toastifyMock } from '@/test/toast-mock';
import { createAuthStore } from './auth-store';

vi.mock('react-toastify', () => toastifyMock);

const credentials = { email: 'cook@example.org', password: 'secret-pass' };
const details = {
  emailResults: [{ email: 'cook@example.org' }],
  savedRecipesResults: [{ recipeId: 1 }],
  savedAllergiesResults: [{ allergyId: 'peanut' }],
  savedDietResults: [{ id: 7, dietId: 'vegan' }],
};

beforeEach(() => {
  toastError.mockClear();
  toastDismiss.mockClear();
});
afterEach(() => vi.spyOn(console, 'warn').mockRestore());

describe('auth store', () => {
  it('login: stores the token and the user, sets registered and logged in', async () => {
    const api = stubApi({ 'POST /api/account/login': { body: { status: 1, token: 'tok-1' } } });
    const store = createAuthStore();
    await expect(store.getState().login(credentials)).resolves.toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(store.getState()).toMatchObject({
      isRegistered: true,
      isLoggedIn: true,
      user: { email: 'cook@example.org' },
      storeEmail: 'cook@example.org',
    });
    expect(api.calls[0]?.body).toEqual(credentials);
  });

  it('login failure: the server reason as a toast, no token', async () => {
    stubApi({ 'POST /api/account/login': apiError(401, 'Wrong email or password') });
    const store = createAuthStore();
    await expect(store.getState().login(credentials)).resolves.toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().isLoggedIn).toBe(false);
    expect(await shownToasts()).toEqual(['Wrong email or password']);
    expect(toastError).toHaveBeenCalledWith('Wrong email or password', expect.objectContaining(TOAST_CALL_OPTIONS));
  });

  it('a successful login closes the message of the failed attempt before it', async () => {
    let attempt = 0;
    stubApi({
      'POST /api/account/login': () =>
        ++attempt === 1 ? apiError(401, 'Wrong email or password') : { body: { status: 1, token: 'tok-2' } },
    });
    const store = createAuthStore();
    await store.getState().login(credentials);
    expect(await shownToasts()).toEqual(['Wrong email or password']);
    expect(toastDismiss).not.toHaveBeenCalled();
    await store.getState().login(credentials);
    await vi.dynamicImportSettled();
    expect(toastDismiss).toHaveBeenCalledTimes(1);
  });

  it('login failure without a reason: the fallback text', async () => {
    stubApi({ 'POST /api/account/login': { status: 500, body: { code: 500, status: 0 } } });
    await createAuthStore().getState().login(credentials);
    expect(await shownToasts()).toEqual(['Login failed, please try again.']);
  });

  it('register (status 1) logs in automatically', async () => {
    const api = stubApi({
      'POST /api/account/register': { body: { status: 1 } },
      'POST /api/account/login': { body: { status: 1, token: 'tok-2' } },
    });
    const store = createAuthStore();
    await expect(store.getState().register(credentials)).resolves.toBe(true);
    expect(api.sequence()).toEqual(['POST /api/account/register', 'POST /api/account/login']);
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(store.getState()).toMatchObject({ isRegistered: true, isLoggedIn: true });
  });

  it('register failure: the reason or the fallback, and no login', async () => {
    const api = stubApi({ 'POST /api/account/register': apiError(409, 'Email already in use') });
    await expect(createAuthStore().getState().register(credentials)).resolves.toBe(false);
    expect(api.sequence()).toEqual(['POST /api/account/register']);
    stubApi({ 'POST /api/account/register': { status: 500, body: {} } });
    await createAuthStore().getState().register(credentials);
    expect(await shownToasts()).toEqual(['Email already in use', 'Account not created, please try again.']);
  });

  it('logout (status 1): token removed, still registered, no user', async () => {
    localStorage.setItem('token', 'tok');
    const api = stubApi({ 'DELETE /api/account/logout': { body: { status: 1 } } });
    const store = createAuthStore();
    store.setState({ isRegistered: true, isLoggedIn: true, user: { email: 'a@b.co' } });
    await expect(store.getState().logout()).resolves.toBe(true);
    expect(api.calls[0]?.headers.get('token')).toBe('tok');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState()).toMatchObject({ isRegistered: true, isLoggedIn: false, user: null });
  });

  it('logout failure: toast, token kept', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ 'DELETE /api/account/logout': apiError(500) });
    await expect(createAuthStore().getState().logout()).resolves.toBe(false);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(await shownToasts()).toEqual(['Logout failed, please try again']);
  });

  it('delete (status 1): token removed, registered, logged in and user cleared', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ 'DELETE /api/account/delete': { body: { status: 1 } } });
    const store = createAuthStore();
    store.setState({ isRegistered: true, isLoggedIn: true, user: { email: 'a@b.co' } });
    await expect(store.getState().deleteAccount()).resolves.toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState()).toMatchObject({ isRegistered: false, isLoggedIn: false, user: null });
  });

  it('delete without a token: a toast and no request', async () => {
    const api = stubApi({});
    await expect(createAuthStore().getState().deleteAccount()).resolves.toBe(false);
    expect(api.calls).toHaveLength(0);
    expect(await shownToasts()).toEqual(['You must login before deleting your account.']);
  });

  it('delete failure: the catalogue text', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ 'DELETE /api/account/delete': apiError(500) });
    await createAuthStore().getState().deleteAccount();
    expect(await shownToasts()).toEqual(['There was a problem deleting your account... please try again.']);
  });

  it('account details put the email in state', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/account/details': { body: details } });
    const store = createAuthStore();
    await expect(store.getState().loadDetails()).resolves.toEqual(details);
    expect(store.getState().user).toEqual({ email: 'cook@example.org' });
  });

  it('a stale token on the details call is cleared, quietly', async () => {
    localStorage.setItem('token', 'stale');
    stubApi({ 'GET /api/account/details': apiError(401, 'Invalid token') });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(createAuthStore().getState().loadDetails()).resolves.toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(await shownToasts()).toEqual([]);
  });
});
