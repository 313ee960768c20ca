import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Household, NewInvite } from '../../shared/household';
import { registerAndLogin } from './harness';

/** Households need many accounts: the tests' app lets one address make hundreds. */
export const MANY_ACCOUNTS = {
  loginPerClient: 1000,
  loginFailuresPerEmailAndClient: 10,
  registerPerClient: 1000,
  windowSeconds: 60,
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export interface Cook {
  email: string;
  token: string;
  userId: number;
}

/** Calls of `/api/household` for the API tests, and people to fill households with. */
export function householdCalls(app: FastifyInstance) {
  const call = (method: Method, url: string, token?: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/household${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? { token } : {},
    });

  async function ok<T>(method: Method, url: string, token: string, payload?: object): Promise<T> {
    const res = await call(method, url, token, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  }

  async function cook(): Promise<Cook> {
    const { email, token } = await registerAndLogin(app);
    const user = await app.services.accounts.authenticate(token);
    if (!user) throw new Error('no user behind a fresh token');
    return { email, token, userId: user.id };
  }

  const create = (owner: Cook, name = 'The Kitchen') => ok<Household>('POST', '', owner.token, { name });
  const invite = (member: Cook, singleUse = false) => ok<NewInvite>('POST', '/invites', member.token, { singleUse });
  const join = (someone: Cook, code: string) => ok<Household>('POST', '/join', someone.token, { code });
  const get = (member: Cook) => ok<Household>('GET', '', member.token);

  /** An owner and `others` members who joined in order, by one multi-use invite. */
  async function household(others: number, name?: string): Promise<{ owner: Cook; members: Cook[]; code: string }> {
    const owner = await cook();
    await create(owner, name);
    const { code } = await invite(owner);
    const members: Cook[] = [];
    for (let i = 0; i < others; i += 1) {
      const member = await cook();
      await join(member, code);
      members.push(member);
    }
    return { owner, members, code };
  }

  return { call, ok, cook, create, invite, join, get, household };
}
