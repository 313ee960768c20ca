import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ROUTE_DOCS, routeKey, type Access } from '../lib/route-docs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as `{ method, url }`: what the document is checked against. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Both ways of sending a token (server/plugins/auth.ts), as the document names them. */
const SECURITY_SCHEMES = {
  tokenHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'A login token, or a personal API token (`dish_…`, made under Account → API tokens).',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same tokens as `Authorization: Bearer <token>`.',
  },
} as const;
const WITH_TOKEN: Array<Record<string, string[]>> = [{ tokenHeader: [] }, { bearer: [] }];
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  optional: [{}, ...WITH_TOKEN],
  user: WITH_TOKEN,
  session: WITH_TOKEN,
};
const ACCESS_NOTE: Record<Access, string | undefined> = {
  public: undefined,
  optional:
    'A token is optional: with one, the answer also takes in the account (its private recipes, diet and allergens).',
  user: 'Needs a token: a login token or a personal API token (a read-only one for reading calls only).',
  session: 'Needs a login token: personal API tokens are refused (403).',
};

/** The tag of a path: its module, the segment after `/api/`. */
const tagOf = (url: string): string => url.split('/')[2] ?? 'api';

/**
 * The OpenAPI 3.1 document, made from each route's own zod schemas by the type provider's
 * transform, with the summary, access and any body the schemas cannot say (raw bytes, an event
 * stream) from `server/lib/route-docs.ts`. Registered before the routes, so it sees every one; anything
 * outside `/api/` (the web app, pictures) is left out. Served at `/api/openapi.json`, with the
 * interactive reference under `/api/docs`, whose assets are served only there.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  const registered: Array<{ method: string; url: string }> = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dishcovery API',
        version: options.version,
        description:
          'Recipe search with diet and allergen filters, saved recipes, a meal plan, a shopping list, a pantry and households. ' +
          'Every error answers `{ code, status: 0, reason }` with a reason a person can read.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (document) => {
      const { url, route } = document;
      // Outside the API and the reference's own files: not in the document.
      if (!url.startsWith('/api/') || url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(document);
      const docs = ROUTE_DOCS[routeKey(route.method as string, url)];
      if (!docs) return transformed;
      const note = ACCESS_NOTE[docs.access];
      return {
        // A route at a prefix's root answers with and without the trailing slash: one path.
        url: url.replace(/\/$/, ''),
        schema: {
          ...transformed.schema,
          ...docs.schema,
          summary: docs.summary,
          tags: [tagOf(url)],
          security: SECURITY[docs.access],
          ...(note || docs.description ? { description: [docs.description, note].filter(Boolean).join('\n\n') } : {}),
        },
      };
    },
  });

  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  );

  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No call to the public validator: the reference talks to this server alone.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
});
