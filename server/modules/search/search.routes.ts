import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchResponse } from '../../../shared/api';
import { bulkResponse, randomResponse, recipeDetail, responses, searchResponse } from '../../lib/responses';
import { bulkBody, infoBody, randomBody, searchBodies } from './search.schemas';

/** Random recipes, the four searches, one recipe's detail and summaries in bulk. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.search;
  app.post('/random', { schema: { body: randomBody, response: responses(randomResponse) } }, async (request) =>
    search.random(request.body?.allergy, request.body?.diet),
  );
  // Searches answer with JSON text, often from the service's cache of recent answers.
  const searches = [
    ['/general', searchBodies.general],
    ['/diet', searchBodies.diet],
    ['/allergens', searchBodies.allergens],
    ['/diet&allergens', searchBodies.both],
  ] as const;
  for (const [path, body] of searches) {
    app.post(
      path,
      { onRequest: app.optionalUser, schema: { body, response: responses(searchResponse) } },
      async (request, reply) => {
        const json = await search.searchJson(request.body, request.user?.id);
        // Already the JSON text of a SearchResponse: Fastify sends JSON strings as they are.
        return reply.type('application/json; charset=utf-8').send(json as unknown as SearchResponse);
      },
    );
  }
  // A logged-in user also sees their own private recipes (shared/own-recipes.ts).
  app.post(
    '/info',
    { onRequest: app.optionalUser, schema: { body: infoBody, response: responses(recipeDetail) } },
    async (request) => search.info(request.body.id, request.user?.id),
  );
  app.post(
    '/bulk',
    { onRequest: app.optionalUser, schema: { body: bulkBody, response: responses(bulkResponse) } },
    async (request) => search.bulk(request.body.ids, request.user?.id),
  );
};
