import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '@/test/api-stub';
import { createUnitsStore } from './units-store';

describe('units store', () => {
  it('starts from the device and remembers a visitor’s choice there only', async () => {
    localStorage.setItem('units', 'us');
    const api = stubApi({});
    const store = createUnitsStore();
    expect(store.getState().units).toBe('us');
    await store.getState().choose('metric');
    expect(localStorage.getItem('units')).toBe('metric');
    expect(createUnitsStore().getState().units).toBe('metric');
    await store.getState().loadAccount();
    expect(api.calls).toEqual([]);
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('units', 'imperial');
    expect(createUnitsStore().getState().units).toBe('as-written');
  });

  it('takes the account’s choice when logged in, once per login, and keeps it on the device', async () => {
    localStorage.setItem('token', 'tok');
    const api = stubApi({ 'GET /api/saved/settings': { body: { units: 'us' } } });
    const store = createUnitsStore();
    await store.getState().loadAccount();
    await store.getState().loadAccount();
    expect(api.sequence()).toEqual(['GET /api/saved/settings']);
    expect(api.calls[0]?.headers.get('token')).toBe('tok');
    expect(store.getState().units).toBe('us');
    expect(localStorage.getItem('units')).toBe('us');

    localStorage.setItem('token', 'another');
    await store.getState().loadAccount();
    expect(api.sequence()).toEqual(['GET /api/saved/settings', 'GET /api/saved/settings']);
  });

  it('saves a logged-in user’s choice with the account', async () => {
    localStorage.setItem('token', 'tok');
    const api = stubApi({ 'PUT /api/saved/settings': { body: { units: 'metric' } } });
    await createUnitsStore().getState().choose('metric');
    expect(api.sequence()).toEqual(['PUT /api/saved/settings']);
    expect(api.calls[0]?.body).toEqual({ units: 'metric' });
  });

  it('keeps a choice made while the account’s answer was on its way', async () => {
    localStorage.setItem('token', 'tok');
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      'GET /api/saved/settings': async () => {
        await answered;
        return { body: { units: 'us' } };
      },
      'PUT /api/saved/settings': { body: { units: 'metric' } },
    });
    const store = createUnitsStore();
    const loading = store.getState().loadAccount();
    await store.getState().choose('metric');
    release();
    await loading;
    expect(store.getState().units).toBe('metric');
  });

  it('keeps the device’s choice when the account cannot be read', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('units', 'metric');
    stubApi({ 'GET /api/saved/settings': apiError(500) });
    const store = createUnitsStore();
    await store.getState().loadAccount();
    expect(store.getState().units).toBe('metric');
  });
});
