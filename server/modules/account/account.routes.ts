import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialsSchema } from '../../../shared/validation';
import { accountDetails, loginOk, okWhenDone, responses, statusOk } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { accountSessionsResponse, endSessionsQuery, sessionParams, sessionsEnded } from './sessions.schemas';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const done = responses(statusOk);

  app.post('/register', { schema: { body: credentialsSchema, response: done } }, async (request) =>
    okWhenDone(accounts.register(request.body.email, request.body.password, request.ip)),
  );

  app.post('/login', { schema: { body: credentialsSchema, response: responses(loginOk) } }, async (request) => {
    const { email, password } = request.body;
    const token = await accounts.login(email, password, request.ip, request.headers['user-agent']);
    return { status: 1 as const, token };
  });

  app.delete('/logout', { onRequest: app.requireUser, schema: { response: done } }, async (request) =>
    okWhenDone(accounts.logout(currentUser(request).token)),
  );

  app.delete('/delete', { onRequest: app.requireUser, schema: { response: done } }, async (request) =>
    okWhenDone(accounts.deleteAccount(currentUser(request).id)),
  );

  app.get(
    '/details',
    { onRequest: app.requireUser, schema: { response: responses(accountDetails) } },
    async (request) => accounts.details(currentUser(request).id),
  );

  // The devices the account is logged in on; ending one logs that device out.
  app.get(
    '/sessions',
    { onRequest: app.requireUser, schema: { response: responses(accountSessionsResponse) } },
    async (request) => {
      const user = currentUser(request);
      return { results: await accounts.sessions.list(user.id, user.token) };
    },
  );

  app.delete(
    '/sessions/:id',
    { onRequest: app.requireUser, schema: { params: sessionParams, response: done } },
    async (request) => okWhenDone(accounts.sessions.endOne(currentUser(request).id, request.params.id)),
  );

  app.delete(
    '/sessions',
    { onRequest: app.requireUser, schema: { querystring: endSessionsQuery, response: responses(sessionsEnded) } },
    async (request) => {
      const user = currentUser(request);
      const keepToken = request.query.except === 'current' ? user.token : undefined;
      return { status: 1 as const, ended: await accounts.sessions.endAll(user.id, { keepToken }) };
    },
  );
};
