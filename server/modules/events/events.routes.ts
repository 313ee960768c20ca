import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth';

/**
 * `GET /api/events`: a Server-Sent Events stream of what changed for the caller (`shared/live.ts`).
 * It needs the `token` header like every other call; the first event is `ready`.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const events = app.services.events;

  await app.register(async (authed) => {
    authed.addHook('onRequest', app.requireUser);
    authed.get('/', { sse: 'only' }, async (request, reply) => {
      reply.sse.keepAlive();
      const send = (kind: string) => {
        if (reply.sse.isConnected) reply.sse.send({ data: { kind } }).catch(() => undefined);
      };
      const stop = await events.open(
        currentUser(request).id,
        (event) => send(event.kind),
        () => reply.sse.close(),
      );
      reply.sse.onClose(stop);
      send('ready');
    });
  });
};
