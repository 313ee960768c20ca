import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../../shared/plan-dates';
import { logOptions } from '../../lib/log-options';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';
import { seedRecipes } from '../../test/recipes';

const logged: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    seed: (db) => seedRecipes(db, [{ id: 1, title: 'Spinach Dal', dishTypes: ['main course'] }]),
    logger: { ...logOptions('info'), stream },
  });
});
afterAll(async () => t.close());

const day = addDays(today(), 2);
const compact = (date: string) => date.replaceAll('-', '');

describe('the plan as a calendar', () => {
  it('serves the plan at a private address that a new one or a delete revokes, and never logs the key', async () => {
    const { token } = await registerAndLogin(t.app);
    for (const payload of [
      { date: day, slot: 'dinner', recipeId: 1, servings: 4 },
      { date: addDays(day, 1), slot: 'lunch', note: 'eating out' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/plan/entries', payload, headers: { token } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const made = await t.app.inject({ method: 'POST', url: '/api/plan/calendar', headers: { token } });
    expect(made.statusCode, made.body).toBe(200);
    const { path } = made.json<{ path: string }>();
    expect(path).toMatch(/^\/api\/plan\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(day)}`);
    expect(text).toContain('SUMMARY:Dinner: Spinach Dal');
    expect(text).toContain('DESCRIPTION:Spinach Dal\\, for 4');
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(addDays(day, 1))}`);
    expect(text).toContain('SUMMARY:Lunch: eating out');

    const again = await t.app.inject({ method: 'POST', url: '/api/plan/calendar', headers: { token } });
    const next = again.json<{ path: string }>().path;
    expect(next).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'DELETE', url: '/api/plan/calendar', headers: { token } });
    expect(revoked.json()).toEqual({ revoked: true });
    const gone = await t.app.inject({ method: 'GET', url: next });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 404, status: 0 });

    const keys = [path, next].map((p) => p.split('/').pop()!.replace('.ics', ''));
    expect(logged.join('').length).toBeGreaterThan(0);
    expect(logged.join('')).toContain('/api/plan/calendar/[redacted]');
    for (const key of keys) expect(logged.join('')).not.toContain(key);
  });

  it('answers 404 for an address that is not a calendar key, and asks for a token to make one', async () => {
    for (const url of [
      '/api/plan/calendar/short.ics',
      '/api/plan/calendar/%00.ics',
      `/api/plan/calendar/${'a'.repeat(43)}.ics`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/plan/calendar' })).statusCode).toBe(401);
  });
});
