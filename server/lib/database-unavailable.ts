/**
 * Whether an error says the database cannot be reached just now, rather than that a request or
 * a row is at fault: the server is down, restarting or out of connections, the connection broke,
 * or SQLite's file is locked by another writer or its disk failed. Such a failure passes once the
 * database is back, so it is answered 503 with Retry-After, and a long run (an import) stops
 * instead of blaming every item left.
 */

/** PostgreSQL SQLSTATE codes: connection exceptions (class 08) are matched by their prefix. */
const POSTGRES_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  '53300', // too_many_connections
]);

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLite result codes (extended ones start with these): a lock held elsewhere, a disk failing or full. */
const SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_PROTOCOL'];

/** The pg driver's own failures carry no code, only these messages. */
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function unavailableByItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code !== '') {
    if (POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return true;
    if (SQLITE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return PG_MESSAGES.some((known) => message.startsWith(known));
}

/** Looks through causes and the errors an AggregateError holds (both addresses of localhost refused). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (unavailableByItself(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** What a client is told while the database is away, and how long it is asked to wait. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable just now. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;
