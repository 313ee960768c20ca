import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { okWhenDone, responses, statusOk } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import {
  householdResponse,
  inviteBody,
  inviteParams,
  invitesResponse,
  joinBody,
  memberBody,
  memberParams,
  nameBody,
  newInviteResponse,
  ownerBody,
  protectionResponse,
} from './household.schemas';

/**
 * The caller's household (every call needs a token). Outside a household every call but create
 * and join answers 404; a member who is not the owner is refused what only the owner may do (403).
 */
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { household, householdInvites: invites } = app.services;

  await app.register(async (authed) => {
    const routes = authed.withTypeProvider<ZodTypeProvider>();
    // Authentication before validation: without a token the answer is 401, whatever the body.
    routes.addHook('onRequest', app.requireUser);

    routes.get('/', { schema: { response: responses(householdResponse) } }, async (request) =>
      household.get(currentUser(request).id),
    );
    routes.post('/', { schema: { body: nameBody, response: responses(householdResponse) } }, async (request) => {
      const user = currentUser(request);
      return household.create(user.id, user.email, request.body.name);
    });
    routes.patch('/', { schema: { body: nameBody, response: responses(householdResponse) } }, async (request) =>
      household.rename(currentUser(request).id, request.body.name),
    );
    routes.post('/join', { schema: { body: joinBody, response: responses(householdResponse) } }, async (request) => {
      const user = currentUser(request);
      return invites.join(user.id, user.email, request.body.code);
    });
    routes.get('/invites', { schema: { response: responses(invitesResponse) } }, async (request) => ({
      invites: await invites.list(currentUser(request).id),
    }));
    routes.post('/invites', { schema: { body: inviteBody, response: responses(newInviteResponse) } }, async (request) =>
      invites.create(currentUser(request).id, request.body.singleUse, `${request.protocol}://${request.host}`),
    );
    routes.delete(
      '/invites/:invite',
      { schema: { params: inviteParams, response: responses(statusOk) } },
      async (request) => okWhenDone(invites.revoke(currentUser(request).id, request.params.invite)),
    );
    routes.delete(
      '/members/:userId',
      { schema: { params: memberParams, response: responses(statusOk) } },
      async (request) => okWhenDone(household.removeMember(currentUser(request).id, request.params.userId)),
    );
    routes.patch(
      '/members/:userId',
      { schema: { params: memberParams, body: memberBody, response: responses(householdResponse) } },
      async (request) => household.changeMember(currentUser(request).id, request.params.userId, request.body),
    );
    routes.get('/protection', { schema: { response: responses(protectionResponse) } }, async (request) =>
      household.protection(currentUser(request).id),
    );
    routes.post('/owner', { schema: { body: ownerBody, response: responses(householdResponse) } }, async (request) =>
      household.transferOwnership(currentUser(request).id, request.body.userId),
    );
  });
};
