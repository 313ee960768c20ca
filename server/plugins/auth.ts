import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` on routes that need a login. */
    user: { id: number; email: string; token: string } | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Sets `request.user` when a valid token is sent; no token or a stale one reads as a visitor. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads the `token` header (the login token, sent by the web app on every call) and resolves it to a user; routes that need one add it as an `onRequest` hook. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const user = await app.services.accounts.authenticate(token);
    if (!user || token === undefined) {
      throw unauthorized(
        token ? 'Your session has expired. Please log in again.' : 'You must be logged in to do that.',
      );
    }
    request.user = { ...user, token };
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return;
    const user = await app.services.accounts.authenticate(token);
    if (user) request.user = { ...user, token };
  });
});

export function currentUser(request: FastifyRequest): { id: number; email: string; token: string } {
  if (!request.user) throw unauthorized();
  return request.user;
}
