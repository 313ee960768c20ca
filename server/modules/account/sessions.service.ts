import { randomBytes } from 'node:crypto';
import { SESSION_NOT_FOUND, UNKNOWN_DEVICE, type AccountSession } from '../../../shared/sessions';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/tokens';
import { deviceLabel } from './device-label';
import * as sessions from './sessions.repository';

export interface SessionLifetime {
  /** A session unused this long has ended. */
  idleMs: number;
  /** A session this old has ended, however often it is used. */
  absoluteMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 30 * DAY_MS, absoluteMs: 180 * DAY_MS };

/**
 * The last-used time is written at most this often per session, so a busy session costs one
 * write a minute rather than one a request; the idle lifetime is kept to within this much.
 */
export const TOUCH_EVERY_MS = 60_000;

export interface SessionOptions {
  lifetime?: SessionLifetime;
  /** The clock, in milliseconds since the epoch: tests move it instead of waiting. */
  now?: () => number;
}

export function createSessionService(db: Db, options: SessionOptions = {}) {
  const lifetime = options.lifetime ?? DEFAULT_SESSION_LIFETIME;
  const now = options.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  const liveSince = (at: number): sessions.LiveSince => ({
    startedAfter: iso(at - lifetime.absoluteMs),
    usedAfter: iso(at - lifetime.idleMs),
  });
  const named = (session: AccountSession): AccountSession => ({
    ...session,
    device: session.device || UNKNOWN_DEVICE,
  });

  return {
    /** Starts a session for the user and returns its token; the user's ended sessions are cleared. */
    async start(userId: number, userAgent: string | undefined): Promise<string> {
      const at = now();
      await sessions.deleteEndedSessions(db.kysely, userId, liveSince(at));
      const token = newToken();
      await sessions.insertSession(db.kysely, {
        id: randomBytes(16).toString('hex'),
        tokenHash: hashToken(token),
        userId,
        device: deviceLabel(userAgent),
        at: iso(at),
      });
      return token;
    },

    /**
     * The user behind a token, or undefined when the token is missing, unknown, revoked or its
     * session has ended (an ended one is removed then). Marks the session used.
     */
    async authenticate(token: string | undefined): Promise<{ id: number; email: string } | undefined> {
      if (!token || token.length > 200) return undefined;
      const tokenHash = hashToken(token);
      const session = await sessions.findSession(db.kysely, tokenHash);
      if (!session) return undefined;
      const at = now();
      const live = liveSince(at);
      if (session.createdAt <= live.startedAfter || session.lastUsedAt <= live.usedAfter) {
        await sessions.deleteSession(db.kysely, tokenHash);
        return undefined;
      }
      if (at - Date.parse(session.lastUsedAt) >= TOUCH_EVERY_MS) {
        await sessions.touchSession(db.kysely, tokenHash, iso(at));
      }
      return session.user;
    },

    /** Ends the session of this token. */
    async end(token: string): Promise<void> {
      await sessions.deleteSession(db.kysely, hashToken(token));
    },

    /** The user's live sessions, the caller's (`token`) first, then the most recently used. */
    async list(userId: number, token: string): Promise<AccountSession[]> {
      const all = await sessions.listSessions(db.kysely, userId, hashToken(token), liveSince(now()));
      return [...all.filter((s) => s.current), ...all.filter((s) => !s.current)].map(named);
    },

    /** Ends one of the user's sessions; another user's, or one that is gone, is not found. */
    async endOne(userId: number, id: string): Promise<void> {
      if (!(await sessions.deleteSessionById(db.kysely, userId, id))) throw notFound(SESSION_NOT_FOUND);
    },

    /** Ends every session of the user, or every one but the caller's; answers how many live ones ended. */
    async endAll(userId: number, options: { keepToken?: string } = {}): Promise<number> {
      const keep = options.keepToken === undefined ? undefined : hashToken(options.keepToken);
      return sessions.deleteSessionsOfUser(db.kysely, userId, liveSince(now()), keep);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
