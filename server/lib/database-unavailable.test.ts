import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'admin_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['08006', 'connection_failure'],
    ['08P01', 'protocol_violation'],
    ['53300', 'too_many_connections'],
    ['ECONNREFUSED', 'nothing listening'],
    ['ECONNRESET', 'the connection broke'],
    ['SQLITE_BUSY', 'another writer holds the lock'],
    ['SQLITE_BUSY_SNAPSHOT', 'an extended busy code'],
    ['SQLITE_IOERR_WRITE', 'a disk error'],
    ['SQLITE_FULL', 'a full disk'],
  ])('%s (%s) is the database being unavailable', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    ['23505', 'a duplicate'],
    ['23503', 'a missing row it points to'],
    ['42P01', 'a missing table'],
    ['22P02', 'bad text for a number'],
    ['SQLITE_CONSTRAINT_UNIQUE', 'a duplicate on SQLite'],
    ['SQLITE_BUSYNESS', 'a code that only starts alike'],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 'a bad request'],
  ])('%s (%s) is not', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it("reads the pg driver's own messages, causes and aggregate errors", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Migration failed', { cause: withCode('57P03') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('knows the error of a real connection to a port nothing listens on', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
    const error = await client.connect().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
