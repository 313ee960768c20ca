import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkBody, infoBody, searchBodies } from './search.schemas';

/** Random recipes, the four searches, one recipe's detail and summaries in bulk. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.search;
  app.post('/random', async () => search.random());
  // Searches answer with JSON text, often from the service's cache of recent answers.
  const searches = [
    ['/general', searchBodies.general],
    ['/diet', searchBodies.diet],
    ['/allergens', searchBodies.allergens],
    ['/diet&allergens', searchBodies.both],
  ] as const;
  for (const [path, body] of searches) {
    app.post(path, { schema: { body } }, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await search.searchJson(request.body)),
    );
  }
  app.post('/info', { schema: { body: infoBody } }, async (request) => search.info(request.body.id));
  app.post('/bulk', { schema: { body: bulkBody } }, async (request) => search.bulk(request.body.ids));
};
