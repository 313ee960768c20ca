import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialsSchema } from '../../../shared/validation';
import { accountDetails, loginOk, responses, statusOk } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const done = responses(statusOk);

  app.post('/register', { schema: { body: credentialsSchema, response: done } }, async (request) => {
    await accounts.register(request.body.email, request.body.password, request.ip);
    return { status: 1 as const };
  });

  app.post('/login', { schema: { body: credentialsSchema, response: responses(loginOk) } }, async (request) => {
    const token = await accounts.login(request.body.email, request.body.password, request.ip);
    return { status: 1 as const, token };
  });

  app.delete('/logout', { onRequest: app.requireUser, schema: { response: done } }, async (request) => {
    await accounts.logout(currentUser(request).token);
    return { status: 1 as const };
  });

  app.delete('/delete', { onRequest: app.requireUser, schema: { response: done } }, async (request) => {
    await accounts.deleteAccount(currentUser(request).id);
    return { status: 1 as const };
  });

  app.get(
    '/details',
    { onRequest: app.requireUser, schema: { response: responses(accountDetails) } },
    async (request) => accounts.details(currentUser(request).id),
  );
};
