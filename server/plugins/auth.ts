import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_TOKEN_MESSAGES, isApiToken, type ApiTokenScope } from '../../shared/api-tokens';
import { HttpError, unauthorized } from '../lib/http-error';

/** Who is calling: a login session (the web app) or a personal API token of the user's. */
export interface RequestUser {
  id: number;
  email: string;
  /** The token sent: a login token or a personal one. */
  token: string;
  via: 'session' | 'api-token';
  /** A login session may do anything the user may; a personal token what its scope allows. */
  scope: ApiTokenScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` on routes that need a login. */
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** A login session or a personal API token; a read-only token only on reading routes. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** A login session, never a personal API token: managing tokens and the account itself. */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** Sets `request.user` when a valid token is sent; no token or a stale one reads as a visitor. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The calls besides GET and HEAD that a read-only token may make: they read and change nothing
 * (searches, recipe details, a proposed week that is not saved).
 */
export const READING_POSTS: ReadonlySet<string> = new Set([
  'POST /api/search/random',
  'POST /api/search/general',
  'POST /api/search/diet',
  'POST /api/search/allergens',
  'POST /api/search/diet&allergens',
  'POST /api/search/info',
  'POST /api/search/bulk',
  'POST /api/plan/propose',
]);

const onlyReads = (request: FastifyRequest): boolean =>
  request.method === 'GET' ||
  request.method === 'HEAD' ||
  READING_POSTS.has(`${request.method} ${request.routeOptions.url ?? ''}`);

/** The token of a call: the `token` header, or else `Authorization: Bearer <token>`. */
export function sentToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const bearer = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

/**
 * Resolves the token of a call to a user (the web app sends its login token in the `token`
 * header; scripts send a personal API token there or as a Bearer token); routes that need one
 * add `requireUser` as an `onRequest` hook.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { accounts } = app.services;

  async function resolve(request: FastifyRequest, token: string): Promise<RequestUser | undefined> {
    if (isApiToken(token)) {
      const user = await accounts.apiTokens.authenticate(token);
      if (!user) return undefined;
      if (user.scope === 'read' && !onlyReads(request)) throw new HttpError(403, API_TOKEN_MESSAGES.readOnly);
      return { id: user.id, email: user.email, token, via: 'api-token', scope: user.scope };
    }
    const user = await accounts.authenticate(token);
    return user && { ...user, token, via: 'session', scope: 'read-write' };
  }

  async function requireUser(request: FastifyRequest): Promise<void> {
    const token = sentToken(request);
    const user = token === undefined ? undefined : await resolve(request, token);
    if (!user || token === undefined) {
      if (token === undefined) throw unauthorized('You must be logged in to do that.');
      throw unauthorized(
        isApiToken(token) ? API_TOKEN_MESSAGES.unknown : 'Your session has expired. Please log in again.',
      );
    }
    request.user = user;
  }

  app.decorateRequest('user', null);
  app.decorate('requireUser', requireUser);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.via !== 'session') throw new HttpError(403, API_TOKEN_MESSAGES.needsLogin);
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = sentToken(request);
    if (!token) return;
    const user = await resolve(request, token);
    if (user) request.user = user;
  });
});

export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
