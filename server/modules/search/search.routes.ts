import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchInputSchema } from '../../../shared/validation';
import { badRequest } from '../../lib/http-error';
import { idString, idValue } from '../../lib/schemas';
import { MAX_PAGE } from './search.service';

const MAX_BULK = 100;

const page = {
  searchInput: searchInputSchema.default(''),
  offset: z.number().int({ error: 'offset must be a whole number.' }).min(0).max(100_000).optional(),
  number: z
    .number()
    .int({ error: 'number must be a whole number.' })
    .min(1, { error: `number must be 1 to ${MAX_PAGE}.` })
    .max(MAX_PAGE, { error: `number must be 1 to ${MAX_PAGE}.` })
    .optional(),
};
const filter = (field: string) =>
  z
    .string({ error: `${field} must be text: one id or a comma-joined list.` })
    .max(200, { error: `${field} is too long.` });

const generalBody = z.object(page);
const dietBody = z.object({ ...page, diet: filter('diet') });
const allergensBody = z.object({ ...page, allergy: filter('allergy') });
const bothBody = z.object({ ...page, diet: filter('diet'), allergy: filter('allergy') });

const bulkBody = z.object({
  ids: z.union([
    z
      .string({ error: 'ids must be a comma-joined list of recipe ids.' })
      .max(1200, { error: `ids: at most ${MAX_BULK} ids.` }),
    z.array(idValue('ids')).max(MAX_BULK, { error: `ids: at most ${MAX_BULK} ids.` }),
  ]),
});

const bulkIds = (ids: string | number[]): number[] => {
  if (Array.isArray(ids)) return ids;
  const parts = ids
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > MAX_BULK) throw badRequest(`ids: at most ${MAX_BULK} ids.`);
  const parser = idString('ids');
  return parts.map((part) => {
    const parsed = parser.safeParse(part);
    if (!parsed.success) throw badRequest(`ids: "${part.slice(0, 20)}" is not a recipe id.`);
    return parsed.data;
  });
};

/** The search calls of SPEC section 7. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.search;
  // Fastify serialises random with JSON.stringify; searches come as JSON text, often from the
  // service's cache of recent answers.
  app.post('/random', async () => search.random());
  const searches = [
    ['/general', generalBody],
    ['/diet', dietBody],
    ['/allergens', allergensBody],
    ['/diet&allergens', bothBody],
  ] as const;
  for (const [path, body] of searches) {
    app.post(path, { schema: { body } }, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await search.searchJson(request.body)),
    );
  }
  app.post('/info', { schema: { body: z.object({ id: idValue('id') }) } }, async (request) =>
    search.info(request.body.id),
  );
  app.post('/bulk', { schema: { body: bulkBody } }, async (request) => search.bulk(bulkIds(request.body.ids)));
};
