import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ConnectionLimits {
  /** Open connections one client address may hold at once; more are closed as they arrive (0: no cap). */
  maxPerClient: number;
  /** How long a request may take to arrive whole, and a connection may wait for its next request. */
  requestTimeoutMs: number;
}

/**
 * Connections that cannot hold the server hostage: one address may keep only so many open, a
 * request must arrive whole within the timeout (a client sending one byte at a time otherwise
 * holds a connection for ever), and at shutdown a connection whose request has not fully arrived
 * is closed at once, while requests already received are finished.
 */
export const connectionsPlugin = fp<ConnectionLimits>(async (app: FastifyInstance, limits) => {
  const perAddress = new Map<string, number>();
  const open = new Set<Socket>();
  /** Sockets whose current request has arrived whole and is being answered. */
  const answering = new Map<Socket, number>();
  /** Per socket, the deadline for its next request to arrive. */
  const deadlines = new Map<Socket, NodeJS.Timeout>();

  const startDeadline = (socket: Socket) => {
    clearTimeout(deadlines.get(socket));
    const timer = setTimeout(() => {
      if (!answering.has(socket)) socket.destroy();
    }, limits.requestTimeoutMs);
    timer.unref();
    deadlines.set(socket, timer);
  };

  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (perAddress.get(address) ?? 0) + 1;
    if (limits.maxPerClient > 0 && count > limits.maxPerClient) {
      socket.destroy();
      return;
    }
    perAddress.set(address, count);
    open.add(socket);
    startDeadline(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
      clearTimeout(deadlines.get(socket));
      deadlines.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });

  const arrived = (request: FastifyRequest) => {
    const socket = request.raw.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    clearTimeout(deadlines.get(socket));
  };
  const expectsBody = (request: FastifyRequest) =>
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  // A request without a body has arrived with its headers; one with a body, once it is read
  // and parsed, which is done by the time validation runs.
  app.addHook('onRequest', async (request) => {
    if (!expectsBody(request)) arrived(request);
  });
  app.addHook('preValidation', async (request) => {
    if (expectsBody(request)) arrived(request);
  });
  app.addHook('onResponse', async (request) => {
    const socket = request.raw.socket;
    const left = (answering.get(socket) ?? 1) - 1;
    if (left > 0) answering.set(socket, left);
    else {
      answering.delete(socket);
      // Kept alive, the connection has the same time for its next request to arrive.
      if (!socket.destroyed) startDeadline(socket);
    }
  });

  app.addHook('preClose', async () => {
    for (const socket of open) if (!answering.has(socket)) socket.destroy();
  });
});
