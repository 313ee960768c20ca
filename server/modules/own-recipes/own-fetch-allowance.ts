import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../lib/http-error';
import { createLimiter } from '../../lib/rate-limiter';
import { pictureFetches, type FetchedPicture } from './own-picture-fetch';

export interface FetchAllowanceOptions {
  /** Fetch links on loopback addresses too: for tests with local servers. Off by default. */
  allowLoopback?: boolean;
  /**
   * Links fetched for one user per minute: previews by link, file uploads, and every picture a
   * saved or imported recipe names. Shared by all instances on PostgreSQL. Default 20.
   */
  importsPerMinute?: number;
  /** Pictures of one request fetched at once. Default 4. */
  pictureConcurrency?: number;
  /** Time for all the pictures of one request together. Default 10 s. */
  pictureDeadlineMs?: number;
}

/** What a user may fetch: links and pictures, counted per minute against one limit. */
export function createFetchAllowance(db: Db, options: FetchAllowanceOptions) {
  const fetchOptions = { allowLoopback: options.allowLoopback ?? false };
  const imports = createLimiter(db.pool, 'own-imports', options.importsPerMinute ?? 20, 60);

  /** Counts one fetch for the user: null when it may go, or the seconds until one more may. */
  async function countFetch(userId: number): Promise<number | null> {
    try {
      await imports.consume(String(userId));
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    }
  }

  return {
    fetchOptions,

    /** Counts one fetch, or refuses the request when the user has fetched enough this minute. */
    async limit(userId: number): Promise<void> {
      const seconds = await countFetch(userId);
      if (seconds !== null) {
        throw tooManyRequests(`Too many imports in a minute. Try again in ${seconds} seconds.`, seconds);
      }
    },

    /** The picture fetches of one request of this user (./own-picture-fetch.ts). */
    fetchesFor: (userId: number): ((url: string) => Promise<FetchedPicture>) =>
      pictureFetches({
        allowLoopback: fetchOptions.allowLoopback,
        concurrency: options.pictureConcurrency ?? 4,
        deadlineMs: options.pictureDeadlineMs ?? 10_000,
        count: () => countFetch(userId),
      }),
  };
}

export type FetchAllowance = ReturnType<typeof createFetchAllowance>;
