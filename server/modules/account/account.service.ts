import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AccountDetails } from '../../../shared/api';
import type { Db } from '../../db/database';
import { HttpError, conflict, tooManyRequests, unauthorized } from '../../lib/http-error';
import { createLimiter } from '../../lib/rate-limiter';
import type { SavedService } from '../saved/saved.service';
import * as accounts from './account.repository';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import { createApiTokenService, type ApiTokenOptions } from './api-tokens.service';
import { createSessionService, type SessionOptions } from './sessions.service';

export interface RateLimits {
  /** Login attempts per client address in the window. */
  loginPerClient: number;
  /**
   * Failed logins for one account from one client address in the window. Counted per pair, so
   * failures from elsewhere never lock the owner out of their own device.
   */
  loginFailuresPerEmailAndClient: number;
  /** Registrations per client address in the window. */
  registerPerClient: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerClient: 30,
  loginFailuresPerEmailAndClient: 10,
  registerPerClient: 30,
  windowSeconds: 15 * 60,
};

export const LOGIN_FAILED = 'The email or password is incorrect.';
/** The only refusal of a registration for a taken email: it says no more than a failed login would. */
export const EMAIL_TAKEN = 'This email cannot be registered. If it is yours, log in instead.';

const emailKey = (email: string) => email.trim().toLowerCase();

/** Emails and addresses are stored only as digests in the counters' keys. */
const limitKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export interface AccountOptions {
  /** Runs before an account is deleted (its own recipes go first); a failure keeps the account. */
  beforeDelete?: (userId: number) => Promise<void>;
  /** How long sessions last, and the clock they are measured by. */
  sessions?: SessionOptions;
  /** Personal API tokens' limit per minute, and the clock their last use is measured by. */
  apiTokens?: ApiTokenOptions;
}

export function createAccountService(
  db: Db,
  saved: SavedService,
  limits: RateLimits = DEFAULT_RATE_LIMITS,
  options: AccountOptions = {},
) {
  const sessions = createSessionService(db, options.sessions);
  const apiTokens = createApiTokenService(db, options.apiTokens);
  const loginByClient = createLimiter(db.pool, 'login-client', limits.loginPerClient, limits.windowSeconds);
  const loginFailures = createLimiter(
    db.pool,
    'login-failures',
    limits.loginFailuresPerEmailAndClient,
    limits.windowSeconds,
  );
  const registerByClient = createLimiter(db.pool, 'register-client', limits.registerPerClient, limits.windowSeconds);

  const refuse = (what: string, msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const minutes = Math.ceil(seconds / 60);
    return tooManyRequests(
      `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      seconds,
    );
  };

  async function consume(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
    try {
      await limiter.consume(limitKey(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw refuse(what, error.msBeforeNext);
      throw error;
    }
  }

  /** Refuses while this client's failures for this account have used up the limit. */
  async function checkFailures(key: string): Promise<void> {
    const state = await loginFailures.get(limitKey(key));
    if (state && state.consumedPoints >= loginFailures.points) {
      throw refuse('failed logins for this account from this device', state.msBeforeNext);
    }
  }

  async function countFailure(key: string): Promise<void> {
    await loginFailures.penalty(limitKey(key), 1);
  }

  return {
    /**
     * Creates the account. An email that is taken answers as a login would: with the account's
     * own password it succeeds (nothing changes), with another it is refused and counted as a
     * failed login for this client and email, so probing emails through registration costs what
     * probing them through login does. (docs/decisions/013-registration-privacy.md)
     */
    async register(email: string, password: string, client: string): Promise<void> {
      const key = emailKey(email);
      const pair = `${client}\n${key}`;
      await consume(registerByClient, client, 'accounts created from this device');
      await checkFailures(pair);
      const passwordHash = await hashPassword(password);
      const id = await accounts.insertUser(db.kysely, { email: email.trim(), emailKey: key, passwordHash });
      if (id !== undefined) return;
      const existing = await accounts.findUserByEmailKey(db.kysely, key);
      if (existing && (await verifyPassword(existing.passwordHash, password))) return;
      await countFailure(pair);
      throw conflict(EMAIL_TAKEN);
    },

    /** Checks the password and starts a session on this device; answers its token. */
    async login(email: string, password: string, client: string, userAgent?: string): Promise<string> {
      const key = emailKey(email);
      const pair = `${client}\n${key}`;
      await consume(loginByClient, client, 'login attempts from this device');
      await checkFailures(pair);
      const user = await accounts.findUserByEmailKey(db.kysely, key);
      if (!user) {
        await burnVerification(password);
        await countFailure(pair);
        throw unauthorized(LOGIN_FAILED);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await countFailure(pair);
        throw unauthorized(LOGIN_FAILED);
      }
      await loginFailures.delete(limitKey(pair));
      return sessions.start(user.id, userAgent);
    },

    /** The user behind a token, or undefined when it is missing, unknown, revoked or its session has ended. */
    authenticate: (token: string | undefined) => sessions.authenticate(token),

    async logout(token: string): Promise<void> {
      await sessions.end(token);
    },

    /** Listing and ending a user's sessions (shared/sessions.ts). */
    sessions,

    /** Personal API tokens (shared/api-tokens.ts); a deleted account's go with it. */
    apiTokens,

    async deleteAccount(userId: number): Promise<void> {
      await options.beforeDelete?.(userId);
      await accounts.deleteUser(db.kysely, userId);
    },

    async details(userId: number): Promise<AccountDetails> {
      const email = await accounts.findUserEmail(db.kysely, userId);
      if (email === undefined) throw new HttpError(401, 'You must be logged in to do that.');
      const [recipes, allergies, diets] = await Promise.all([
        saved.recipes(userId),
        saved.allergies(userId),
        saved.diets(userId),
      ]);
      return {
        emailResults: [{ email }],
        savedRecipesResults: recipes.results,
        savedAllergiesResults: allergies.results,
        savedDietResults: diets.results,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
