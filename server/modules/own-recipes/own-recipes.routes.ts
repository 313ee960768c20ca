import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_EXPORT_TYPES,
  appExportQuerySchema,
  BODY_LIMITS,
  fileImportSchema,
  importPreviewSchema,
  saveOwnRecipeSchema,
} from '../../../shared/own-recipes';
import { badRequest } from '../../lib/http-error';
import { okWhenDone, responses, statusOk } from '../../lib/responses';
import { idParams } from '../../lib/schemas';
import { currentUser } from '../../plugins/auth';

const editable = z.object({
  title: z.string(),
  summary: z.string(),
  servings: z.number(),
  prepMinutes: z.number().nullable(),
  cookMinutes: z.number().nullable(),
  readyInMinutes: z.number(),
  ingredientLines: z.array(z.string()),
  steps: z.array(z.string()),
  image: z.string(),
  cuisines: z.array(z.string()),
  dishTypes: z.array(z.string()),
  sourceUrl: z.string(),
  sourceName: z.string(),
});
const ownRecipe = z.object({
  id: z.number(),
  recipe: editable,
  shared: z.boolean(),
  createdAt: z.string(),
  warnings: z.array(z.string()).optional(),
});
const ownList = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      image: z.string(),
      shared: z.boolean(),
      sourceName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
const preview = z.object({ recipes: z.array(editable), warnings: z.array(z.string()) });
const fileResults = z.object({
  results: z.array(
    z.union([
      z.object({
        name: z.string(),
        status: z.literal('imported'),
        recipes: z.array(z.object({ id: z.number(), title: z.string() })),
        warnings: z.array(z.string()),
      }),
      z.object({ name: z.string(), status: z.literal('refused'), reason: z.string() }),
    ]),
  ),
});

/**
 * A user's own recipes (shared/own-recipes.ts): every call needs a valid token. Recipes, pastes
 * and files each have their body limit (`BODY_LIMITS`); the rest of the API keeps the small default.
 */
export const ownRecipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = app.services.ownRecipes;
  app.addHook('onRequest', app.requireUser);

  app.get('/mine', { schema: { response: responses(ownList) } }, async (request) => own.list(currentUser(request).id));
  app.post(
    '/import/preview',
    { bodyLimit: BODY_LIMITS.preview, schema: { body: importPreviewSchema, response: responses(preview) } },
    async (request) => own.preview(currentUser(request).id, request.body),
  );
  app.post(
    '/import/files',
    { bodyLimit: BODY_LIMITS.files, schema: { body: fileImportSchema, response: responses(fileResults) } },
    async (request) => own.importFiles(currentUser(request).id, request.body),
  );
  // Another app's export comes as its own bytes; only this route reads such a body.
  app.addContentTypeParser(
    [...APP_EXPORT_TYPES],
    { parseAs: 'buffer', bodyLimit: BODY_LIMITS.appExport },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/import/app-export',
    {
      bodyLimit: BODY_LIMITS.appExport,
      schema: { querystring: appExportQuerySchema, response: responses(fileResults) },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw badRequest('Send the export file itself as the body, as application/zip or application/octet-stream.');
      }
      const { name, shared } = request.query;
      return own.importAppExport(currentUser(request).id, { name, bytes, shared: shared === 'true' });
    },
  );
  app.post(
    '/',
    { bodyLimit: BODY_LIMITS.recipe, schema: { body: saveOwnRecipeSchema, response: responses(ownRecipe) } },
    async (request) => own.create(currentUser(request).id, request.body),
  );
  app.get('/:id', { schema: { params: idParams, response: responses(ownRecipe) } }, async (request) =>
    own.get(currentUser(request).id, request.params.id),
  );
  app.put(
    '/:id',
    {
      bodyLimit: BODY_LIMITS.recipe,
      schema: { params: idParams, body: saveOwnRecipeSchema, response: responses(ownRecipe) },
    },
    async (request) => own.update(currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/:id', { schema: { params: idParams, response: responses(statusOk) } }, async (request) =>
    okWhenDone(own.remove(currentUser(request).id, request.params.id)),
  );
};
