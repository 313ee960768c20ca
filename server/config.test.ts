import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:./data/app.db',
      logLevel: 'info',
      imagesDir: './data/images',
      loadCatalog: true,
      searchEngine: 'memory',
      maxConnectionsPerClient: 128,
      // Links to this machine are refused unless a test turns this on.
      importAllowLoopback: false,
      // A login lasts 30 days unused and 180 days at most.
      sessionLifetime: { idleMs: 30 * 86_400_000, absoluteMs: 180 * 86_400_000 },
      // 30 logins and 30 registrations a client address in 15 minutes.
      accountAttemptsPerClient: 30,
    });
    expect(loadConfig({ ACCOUNT_ATTEMPTS_PER_CLIENT: '60' }).accountAttemptsPerClient).toBe(60);
    expect(() => loadConfig({ ACCOUNT_ATTEMPTS_PER_CLIENT: '0' })).toThrow(
      /ACCOUNT_ATTEMPTS_PER_CLIENT: must be 1 or more/,
    );
    expect(loadConfig({ IMPORT_ALLOW_LOOPBACK: '1' }).importAllowLoopback).toBe(true);
    expect(() => loadConfig({ IMPORT_ALLOW_LOOPBACK: 'yes' })).toThrow(/IMPORT_ALLOW_LOOPBACK/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/dishes',
      LOG_LEVEL: 'warn',
      IMAGES_DIR: '/srv/images',
      LOAD_CATALOG: 'false',
      SEARCH_ENGINE: 'database',
      MAX_CONNECTIONS_PER_CLIENT: '0',
      SESSION_IDLE_DAYS: '7',
      SESSION_ABSOLUTE_DAYS: '90',
    });
    expect(config).toMatchObject({
      maxConnectionsPerClient: 0,
      sessionLifetime: { idleMs: 7 * 86_400_000, absoluteMs: 90 * 86_400_000 },
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/dishes',
      logLevel: 'warn',
      loadCatalog: false,
      searchEngine: 'database',
    });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SEARCH_ENGINE: 'elastic' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT: must be a number/);
    expect(message).toMatch(/DATABASE_URL: must be sqlite:<path> or postgres:/);
    expect(message).toMatch(/LOG_LEVEL: must be one of/);
    expect(message).toMatch(/SEARCH_ENGINE: must be memory or database/);
  });

  it('refuses a negative connection cap', () => {
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '-1' })).toThrow(
      /MAX_CONNECTIONS_PER_CLIENT: must be 0 or more/,
    );
  });

  it.each([
    ['SESSION_IDLE_DAYS', '0', /SESSION_IDLE_DAYS: must be 1 or more/],
    ['SESSION_IDLE_DAYS', 'a month', /SESSION_IDLE_DAYS: must be a number of days/],
    ['SESSION_ABSOLUTE_DAYS', '1.5', /SESSION_ABSOLUTE_DAYS: must be a whole number of days/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be 0 to 65535/);
  });
});
