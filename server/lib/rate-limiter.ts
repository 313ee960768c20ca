import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A counter of `points` per `duration` seconds, kept where every instance sees it: with a
 * PostgreSQL `pool`, in its `rate_limits` table (several instances share one limit); without one
 * (SQLite runs one process), in memory.
 */
export function createLimiter(
  pool: pg.Pool | undefined,
  prefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const options = { keyPrefix: prefix, points, duration };
  if (pool) {
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true, // by our migration; the pool's search_path finds it
    });
  }
  return new RateLimiterMemory(options);
}
