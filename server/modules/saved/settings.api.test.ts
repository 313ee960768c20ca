import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT', token: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url: '/api/saved/settings',
    ...(payload !== undefined ? { payload } : {}),
    headers: token ? { token } : {},
  });

describe('settings', () => {
  it('starts with the recipe as written and keeps the chosen unit system', async () => {
    const { token } = await registerAndLogin(t.app);
    expect((await call('GET', token)).json()).toEqual({ units: 'as-written' });

    const saved = await call('PUT', token, { units: 'metric' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ units: 'metric' });
    expect((await call('GET', token)).json()).toEqual({ units: 'metric' });

    expect((await call('PUT', token, { units: 'us' })).json()).toEqual({ units: 'us' });
    expect((await call('GET', token)).json()).toEqual({ units: 'us' });
  });

  it('keeps each user to their own settings', async () => {
    const first = await registerAndLogin(t.app);
    const second = await registerAndLogin(t.app);
    await call('PUT', first.token, { units: 'us' });
    expect((await call('GET', second.token)).json()).toEqual({ units: 'as-written' });
    await call('PUT', second.token, { units: 'metric' });
    expect((await call('GET', first.token)).json()).toEqual({ units: 'us' });
  });

  it('refuses an unknown unit system with a reason and keeps the setting', async () => {
    const { token } = await registerAndLogin(t.app);
    await call('PUT', token, { units: 'metric' });
    for (const body of [{ units: 'imperial' }, { units: '' }, { units: 3 }, {}]) {
      const res = await call('PUT', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, reason: expect.stringContaining('units') as string });
    }
    expect((await call('GET', token)).json()).toEqual({ units: 'metric' });
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      expect((await call('GET', token)).statusCode).toBe(401);
      expect((await call('PUT', token, { units: 'us' })).statusCode).toBe(401);
    }
  });
});
