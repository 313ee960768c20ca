import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialsSchema } from '../../../shared/validation';
import { accountDetails, loginOk, okWhenDone, responses, statusOk } from '../../lib/responses';
import { idParams } from '../../lib/schemas';
import { currentUser } from '../../plugins/auth';
import { apiTokensResponse, newApiToken, newApiTokenBody } from './api-tokens.schemas';
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

  // Ending logins, deleting the account and managing tokens take a login: a personal API token
  // that leaks must not be able to lock its owner out.
  app.delete('/logout', { onRequest: app.requireSession, schema: { response: done } }, async (request) =>
    okWhenDone(accounts.logout(currentUser(request).token)),
  );

  app.delete('/delete', { onRequest: app.requireSession, schema: { response: done } }, async (request) =>
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
    { onRequest: app.requireSession, schema: { response: responses(accountSessionsResponse) } },
    async (request) => {
      const user = currentUser(request);
      return { results: await accounts.sessions.list(user.id, user.token) };
    },
  );

  app.delete(
    '/sessions/:id',
    { onRequest: app.requireSession, schema: { params: sessionParams, response: done } },
    async (request) => okWhenDone(accounts.sessions.endOne(currentUser(request).id, request.params.id)),
  );

  app.delete(
    '/sessions',
    { onRequest: app.requireSession, schema: { querystring: endSessionsQuery, response: responses(sessionsEnded) } },
    async (request) => {
      const user = currentUser(request);
      const keepToken = request.query.except === 'current' ? user.token : undefined;
      return { status: 1 as const, ended: await accounts.sessions.endAll(user.id, { keepToken }) };
    },
  );

  // Personal API tokens (shared/api-tokens.ts): the token is in the answer to POST alone.
  app.get(
    '/tokens',
    { onRequest: app.requireSession, schema: { response: responses(apiTokensResponse) } },
    async (request) => ({
      results: await accounts.apiTokens.list(currentUser(request).id),
    }),
  );

  app.post(
    '/tokens',
    { onRequest: app.requireSession, schema: { body: newApiTokenBody, response: responses(newApiToken) } },
    async (request) => accounts.apiTokens.create(currentUser(request).id, request.body.name, request.body.scope),
  );

  app.delete(
    '/tokens/:id',
    { onRequest: app.requireSession, schema: { params: idParams, response: done } },
    async (request) => okWhenDone(accounts.apiTokens.revoke(currentUser(request).id, request.params.id)),
  );
};
