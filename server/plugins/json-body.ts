import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies, parsed by Fastify's own parser (which refuses prototype pollution), except that an
 * empty body counts as no body: clients and load tools send `content-type: application/json`
 * with nothing after it on calls that take no body. A route that needs a body still refuses the
 * missing one in its schema, with a reason.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON: Fastify's plain-text parser would hand a route a string where it expects an object.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
});
