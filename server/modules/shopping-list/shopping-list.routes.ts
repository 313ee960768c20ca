import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { okWhenDone, responses, statusOk } from '../../lib/responses';
import { idParams } from '../../lib/schemas';
import { currentUser } from '../../plugins/auth';
import {
  addLinesBody,
  linePatchBody,
  lineResponse,
  readLinesBody,
  readResponse,
  removedResponse,
  shoppingListResponse,
  toPantryBody,
  toPantryResponse,
} from './shopping-list.schemas';

/**
 * A user's shopping list, line by line (every call but `/read` needs a token), and `/read`: what
 * the food knowledge says about lines a visitor keeps in the browser.
 */
export const shoppingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.shoppingList;

  app.post('/read', { schema: { body: readLinesBody, response: responses(readResponse) } }, async (request) =>
    service.read(request.body.lines),
  );

  await app.register(async (authed) => {
    const routes = authed.withTypeProvider<ZodTypeProvider>();
    // Authentication before validation: without a token the answer is 401, whatever the body.
    routes.addHook('onRequest', app.requireUser);

    routes.get('/', { schema: { response: responses(shoppingListResponse) } }, async (request) =>
      service.list(currentUser(request).id),
    );
    routes.post(
      '/lines',
      { schema: { body: addLinesBody, response: responses(shoppingListResponse) } },
      async (request) => service.add(currentUser(request).id, request.body.lines),
    );
    routes.patch(
      '/lines/:id',
      { schema: { params: idParams, body: linePatchBody, response: responses(lineResponse) } },
      async (request) => service.change(currentUser(request).id, request.params.id, request.body),
    );
    routes.delete('/lines/:id', { schema: { params: idParams, response: responses(statusOk) } }, async (request) =>
      okWhenDone(service.remove(currentUser(request).id, request.params.id)),
    );
    routes.delete('/checked', { schema: { response: responses(removedResponse) } }, async (request) =>
      service.clearChecked(currentUser(request).id),
    );
    routes.post(
      '/to-pantry',
      { schema: { body: toPantryBody, response: responses(toPantryResponse) } },
      async (request) => service.toPantry(currentUser(request).id, request.body?.ids),
    );
    routes.delete(
      '/recipes/:id',
      { schema: { params: idParams, response: responses(removedResponse) } },
      async (request) => service.removeRecipe(currentUser(request).id, request.params.id),
    );
  });
};
