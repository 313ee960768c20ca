import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ConnectionLimits {
  /** Open connections one client address may hold at once; more are closed as they arrive (0: no cap). */
  maxPerClient: number;
  /** How long a request may take to arrive whole, and a connection may wait for its next request. */
  requestTimeoutMs: number;
}

interface Tracked {
  address: string;
  /** Requests on this connection that have arrived whole and are being answered. */
  answering: number;
  /** When the next request must have arrived by, unless one is being answered. */
  deadline: number;
}

/**
 * Connections that cannot hold the server hostage: one address may keep only so many open, a
 * request must arrive whole within the timeout (a client sending one byte at a time otherwise
 * holds a connection for ever), and at shutdown a connection whose request has not fully arrived
 * is closed at once, while requests already received are finished. Deadlines are checked by one
 * sweep a second rather than a timer per request, which keeps the cost per request to a few
 * assignments.
 */
export const connectionsPlugin = fp<ConnectionLimits>(async (app: FastifyInstance, limits) => {
  const perAddress = new Map<string, number>();
  const open = new Map<Socket, Tracked>();

  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (perAddress.get(address) ?? 0) + 1;
    if (limits.maxPerClient > 0 && count > limits.maxPerClient) {
      socket.destroy();
      return;
    }
    perAddress.set(address, count);
    open.set(socket, { address, answering: 0, deadline: Date.now() + limits.requestTimeoutMs });
    socket.once('close', () => {
      open.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, tracked] of open) if (tracked.answering === 0 && now > tracked.deadline) socket.destroy();
    },
    Math.min(1000, limits.requestTimeoutMs),
  );
  sweep.unref();

  const arrived = (request: FastifyRequest) => {
    const tracked = open.get(request.raw.socket);
    if (tracked) tracked.answering++;
  };
  const expectsBody = (request: FastifyRequest) =>
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  // A request without a body has arrived with its headers; one with a body, once it is read
  // and parsed, which is done by the time validation runs.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!expectsBody(request)) arrived(request);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (expectsBody(request)) arrived(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const tracked = open.get(request.raw.socket);
    if (tracked && tracked.answering > 0) {
      tracked.answering--;
      // Kept alive, the connection has the same time for its next request to arrive.
      if (tracked.answering === 0) tracked.deadline = Date.now() + limits.requestTimeoutMs;
    }
    done();
  });

  app.addHook('preClose', (done) => {
    clearInterval(sweep);
    for (const [socket, tracked] of open) if (tracked.answering === 0) socket.destroy();
    done();
  });
});
