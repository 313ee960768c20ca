import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { responses } from '../../lib/responses';
import { idParams } from '../../lib/schemas';
import { currentUser } from '../../plugins/auth';
import {
  addedResponse,
  calendarResponse,
  copyBody,
  copyResponse,
  cookedResponse,
  uncookedResponse,
  toListBody,
  entryPatchBody,
  entryResponse,
  newEntryBody,
  planResponse,
  proposeBody,
  proposeResponse,
  rangeQuery,
  removedEntryResponse,
  removedResponse,
  revokedResponse,
} from './plan.schemas';

/** A calendar's file name: the key (43 URL-safe characters) and `.ics`. */
const CALENDAR_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The meal plan. `/propose` fills days from the catalog and saves nothing: a visitor may ask with
 * the rules they choose; with a token, the saved diet and allergens are kept as well. Every other
 * call is a user's own plan and needs a token; another user's entry answers 404.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proposals, plan, calendar } = app.services;

  app.post(
    '/propose',
    { onRequest: app.optionalUser, schema: { body: proposeBody, response: responses(proposeResponse) } },
    async (request) => proposals.propose(request.body, request.user?.id),
  );

  // A calendar app sends no token: the key in the address is the credential.
  app.get('/calendar/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const key = CALENDAR_FILE.exec(file)?.[1];
    const text = key ? await calendar.feed(key) : undefined;
    if (text === undefined) throw notFound('There is no calendar at this address: make a new one in the app.');
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(text);
  });

  await app.register(async (authed) => {
    const routes = authed.withTypeProvider<ZodTypeProvider>();
    // Authentication before validation: without a token the answer is 401, whatever the body.
    routes.addHook('onRequest', app.requireUser);

    routes.get('/', { schema: { querystring: rangeQuery, response: responses(planResponse) } }, async (request) =>
      plan.list(currentUser(request).id, request.query),
    );
    routes.post('/entries', { schema: { body: newEntryBody, response: responses(entryResponse) } }, async (request) =>
      plan.add(currentUser(request).id, request.body),
    );
    routes.patch(
      '/entries/:id',
      { schema: { params: idParams, body: entryPatchBody, response: responses(entryResponse) } },
      async (request) => plan.change(currentUser(request).id, request.params.id, request.body),
    );
    routes.delete(
      '/entries/:id',
      { schema: { params: idParams, response: responses(removedEntryResponse) } },
      async (request) => ({ status: 1 as const, ...(await plan.remove(currentUser(request).id, request.params.id)) }),
    );
    // The entry is usually removed already: only the user's own lines added for that id go.
    routes.delete(
      '/entries/:id/shopping-list',
      { schema: { params: idParams, response: responses(removedResponse) } },
      async (request) => plan.removeListLines(currentUser(request).id, request.params.id),
    );
    routes.post(
      '/entries/:id/cooked',
      { schema: { params: idParams, response: responses(cookedResponse) } },
      async (request) => plan.cook(currentUser(request).id, request.params.id),
    );
    routes.delete(
      '/entries/:id/cooked',
      { schema: { params: idParams, response: responses(uncookedResponse) } },
      async (request) => plan.uncook(currentUser(request).id, request.params.id),
    );
    routes.delete(
      '/entries',
      { schema: { querystring: rangeQuery, response: responses(removedResponse) } },
      async (request) => plan.clear(currentUser(request).id, request.query),
    );
    routes.post(
      '/shopping-list',
      { schema: { body: toListBody, response: responses(addedResponse) } },
      async (request) => plan.toShoppingList(currentUser(request).id, request.body),
    );
    routes.post('/calendar', { schema: { response: responses(calendarResponse) } }, async (request) =>
      calendar.create(currentUser(request).id),
    );
    routes.delete('/calendar', { schema: { response: responses(revokedResponse) } }, async (request) =>
      calendar.revoke(currentUser(request).id),
    );
    routes.post('/copy', { schema: { body: copyBody, response: responses(copyResponse) } }, async (request) =>
      plan.copy(currentUser(request).id, { from: request.body.from, to: request.body.to }, request.body.toFrom),
    );
  });
};
