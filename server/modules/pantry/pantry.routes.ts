import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okWhenDone, responses, statusOk } from '../../lib/responses';
import { idParams } from '../../lib/schemas';
import { currentUser } from '../../plugins/auth';
import {
  addItemsBody,
  addResponse,
  itemPatchBody,
  pantryItem,
  pantryResponse,
  useBody,
  useResponse,
} from './pantry.schemas';

/** The pantry (the household's for a member): every call needs the token. */
export const pantryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.pantry;
  // Authentication before validation: without a token the answer is 401, whatever the body.
  app.addHook('onRequest', app.requireUser);

  app.get('/', { schema: { response: responses(pantryResponse) } }, async (request) =>
    service.list(currentUser(request).id),
  );
  app.post('/items', { schema: { body: addItemsBody, response: responses(addResponse) } }, async (request) =>
    service.add(currentUser(request).id, request.body.items),
  );
  app.patch(
    '/items/:id',
    { schema: { params: idParams, body: itemPatchBody, response: responses(pantryItem) } },
    async (request) => service.change(currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/items/:id', { schema: { params: idParams, response: responses(statusOk) } }, async (request) =>
    okWhenDone(service.remove(currentUser(request).id, request.params.id)),
  );
  app.post('/use', { schema: { body: useBody, response: responses(useResponse) } }, async (request) =>
    service.use(currentUser(request).id, request.body.names),
  );
};
