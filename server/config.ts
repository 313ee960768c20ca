import { z } from 'zod';

/**
 * Configuration comes from the environment only, validated once at start-up.
 * A bad value stops the process with one line per offending variable.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const days = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be 1 or more' })
    .max(36_500, { error: 'must be 36500 or less' })
    .default(fallback);

/** A whole number from `min` up, `fallback` when unset. */
const count = (min: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be ${min} or more` })
    .default(fallback);

const DAY_MS = 24 * 60 * 60 * 1000;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 to 65535' })
    .max(65535, { error: 'must be 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(value), {
      error: 'must be sqlite:<path> or postgres://user@host:port/database',
    })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** Where generated recipe pictures live; defaults next to the SQLite file. */
  IMAGES_DIR: z.string().min(1).optional(),
  /** Set to "false" to start on an empty database without loading the built-in catalog. */
  LOAD_CATALOG: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  /** `memory`: an in-memory index per process (fastest); `database`: FTS5 / tsvector only (least memory). */
  SEARCH_ENGINE: z.enum(['memory', 'database'], { error: 'must be memory or database' }).default('memory'),
  /** Open connections one client address may hold; 0 turns the cap off (behind a reverse proxy every client shares its address). */
  MAX_CONNECTIONS_PER_CLIENT: count(0, 128),
  /** "1" lets "add a recipe by link" fetch from this machine (loopback): browser tests only. Off by default. */
  IMPORT_ALLOW_LOOPBACK: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  /** Logins and registrations one client address may make in 15 minutes (each kind counted apart). */
  ACCOUNT_ATTEMPTS_PER_CLIENT: count(1, 30),
  /** A login unused this many days has ended. */
  SESSION_IDLE_DAYS: days(30),
  /** A login this many days old has ended, however often it is used. */
  SESSION_ABSOLUTE_DAYS: days(180),
  /** Extra CPU cost knobs are not exposed: argon2id parameters are fixed in code. */
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  imagesDir: string;
  loadCatalog: boolean;
  searchEngine: 'memory' | 'database';
  maxConnectionsPerClient: number;
  importAllowLoopback: boolean;
  sessionLifetime: { idleMs: number; absoluteMs: number };
  accountAttemptsPerClient: number;
};

export const DEFAULT_DATABASE_URL = 'sqlite:./data/app.db';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    logLevel: value.LOG_LEVEL,
    imagesDir: value.IMAGES_DIR ?? './data/images',
    loadCatalog: value.LOAD_CATALOG,
    searchEngine: value.SEARCH_ENGINE,
    maxConnectionsPerClient: value.MAX_CONNECTIONS_PER_CLIENT,
    importAllowLoopback: value.IMPORT_ALLOW_LOOPBACK === '1',
    sessionLifetime: { idleMs: value.SESSION_IDLE_DAYS * DAY_MS, absoluteMs: value.SESSION_ABSOLUTE_DAYS * DAY_MS },
    accountAttemptsPerClient: value.ACCOUNT_ATTEMPTS_PER_CLIENT,
  };
}
