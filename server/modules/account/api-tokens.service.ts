import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKEN_REQUESTS_PER_MINUTE,
  isApiToken,
  MAX_API_TOKENS,
  type ApiToken,
  type ApiTokenScope,
  type NewApiToken,
} from '../../../shared/api-tokens';
import type { Db } from '../../db/database';
import { lockUserRows } from '../../db/user-rows';
import { conflict, notFound, tooManyRequests } from '../../lib/http-error';
import { createLimiter } from '../../lib/rate-limiter';
import { hashToken, newToken } from '../../lib/tokens';
import * as tokens from './api-tokens.repository';
import { TOUCH_EVERY_MS } from './sessions.service';

export interface ApiTokenOptions {
  /** Calls one token may make a minute (default `API_TOKEN_REQUESTS_PER_MINUTE`). */
  requestsPerMinute?: number;
  /** The clock, in milliseconds since the epoch: tests move it. */
  now?: () => number;
}

/** The user a personal token acts for, with the token's id and scope. */
export interface ApiTokenUser {
  id: number;
  email: string;
  tokenId: number;
  scope: ApiTokenScope;
}

export function createApiTokenService(db: Db, options: ApiTokenOptions = {}) {
  const now = options.now ?? Date.now;
  const perMinute = options.requestsPerMinute ?? API_TOKEN_REQUESTS_PER_MINUTE;
  // Counted by token id, in the database on PostgreSQL, so every instance shares one limit.
  const calls = createLimiter(db.pool, 'api-token', perMinute, 60);

  return {
    async list(userId: number): Promise<ApiToken[]> {
      return tokens.listApiTokens(db.kysely, userId);
    },

    /** Makes a token; its text is in this answer and nowhere else, ever. `name` is checked by the route. */
    async create(userId: number, name: string, scope: ApiTokenScope): Promise<NewApiToken> {
      const token = `${API_TOKEN_PREFIX}${newToken()}`;
      const id = await db.kysely.transaction().execute(async (trx) => {
        await lockUserRows(trx, db.dialect, userId);
        if ((await tokens.countApiTokens(trx, userId)) >= MAX_API_TOKENS) throw conflict(API_TOKEN_MESSAGES.tooMany);
        return tokens.insertApiToken(trx, {
          userId,
          name,
          scope,
          tokenHash: hashToken(token),
          at: new Date(now()).toISOString(),
        });
      });
      return { id, name, scope, token };
    },

    async revoke(userId: number, id: number): Promise<void> {
      if (!(await tokens.deleteApiToken(db.kysely, userId, id))) throw notFound(API_TOKEN_MESSAGES.notFound);
    },

    /**
     * The user a personal token acts for, or undefined when it is unknown or revoked. Each call
     * counts against the token's limit (a 429 past it); the last-used time is written at most
     * once a minute.
     */
    async authenticate(token: string): Promise<ApiTokenUser | undefined> {
      if (!isApiToken(token) || token.length > 200) return undefined;
      const found = await tokens.findApiToken(db.kysely, hashToken(token));
      if (!found) return undefined;
      try {
        await calls.consume(String(found.id));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw tooManyRequests(API_TOKEN_MESSAGES.tooManyRequests(perMinute, seconds), seconds);
      }
      const at = now();
      if (found.lastUsedAt === '' || at - Date.parse(found.lastUsedAt) >= TOUCH_EVERY_MS) {
        await tokens.touchApiToken(db.kysely, found.id, new Date(at).toISOString());
      }
      return { ...found.user, tokenId: found.id, scope: found.scope };
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
