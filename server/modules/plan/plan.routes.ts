import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses';
import { proposeBody, proposeResponse } from './plan.schemas';

/**
 * The meal plan. `/propose` fills days from the catalog and saves nothing: a visitor may ask with
 * the rules they choose; with a token, the saved diet and allergens are kept as well.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const proposals = app.services.proposals;

  app.post(
    '/propose',
    { onRequest: app.optionalUser, schema: { body: proposeBody, response: responses(proposeResponse) } },
    async (request) => proposals.propose(request.body, request.user?.id),
  );
};
