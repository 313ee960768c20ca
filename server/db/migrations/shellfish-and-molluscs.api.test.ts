/**
 * Migration 0012 on the database the suite runs on (SQLite or PostgreSQL): an account that saved
 * `shellfish` keeps its protection from molluscs by getting `mollusc` saved too; one that did not
 * gets nothing; running it again changes nothing; and the calls then answer as always.
 */
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openTestDatabase, registerAndLogin } from '../../test/harness';
import { migrateToLatest, type Db } from '../database';
import { migrationProvider } from './index';
import shellfishAndMolluscs from './0012-shellfish-and-molluscs';

const BEFORE = '0011-meal-plan';
const SAVED_AT = '2026-11-01T10:00:00.000Z';

async function migrateTo(db: Db, name: string): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider(db.dialect),
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  expect((await migrator.migrateTo(name)).error).toBeUndefined();
}

async function addUser(db: Db, email: string, allergies: readonly string[]): Promise<number> {
  const { id } = await db.kysely
    .insertInto('users')
    .values({ email, email_key: email, password_hash: 'x', created_at: SAVED_AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const allergyId of allergies)
    await db.kysely
      .insertInto('saved_allergies')
      .values({ user_id: id, allergy_id: allergyId, created_at: SAVED_AT })
      .execute();
  return id;
}

const savedOf = async (db: Db, userId: number) =>
  (
    await db.kysely
      .selectFrom('saved_allergies')
      .select(['allergy_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => `${row.allergy_id}@${row.created_at}`);

describe('migration 0012: shellfish no longer covers molluscs', () => {
  it('saves mollusc for each account with shellfish, only for those, and is harmless run again', async () => {
    const { db, cleanup } = await openTestDatabase({ migrate: false });
    try {
      await migrateTo(db, BEFORE);
      const withShellfish = await addUser(db, 'prawns@example.com', ['peanut', 'shellfish', 'soy']);
      const without = await addUser(db, 'nuts@example.com', ['peanut', 'tree-nut']);
      const both = await addUser(db, 'both@example.com', ['mollusc', 'shellfish']);
      const none = await addUser(db, 'none@example.com', []);
      await migrateToLatest(db);

      const at = (id: string) => `${id}@${SAVED_AT}`;
      const expected = {
        withShellfish: ['peanut', 'shellfish', 'soy', 'mollusc'].map(at),
        without: ['peanut', 'tree-nut'].map(at),
        both: ['mollusc', 'shellfish'].map(at),
        none: [],
      };
      const actual = async () => ({
        withShellfish: await savedOf(db, withShellfish),
        without: await savedOf(db, without),
        both: await savedOf(db, both),
        none: await savedOf(db, none),
      });
      expect(await actual()).toEqual(expected);

      // Run once more, directly: nothing is added twice.
      await shellfishAndMolluscs(db.dialect).up(db.kysely);
      expect(await actual()).toEqual(expected);
    } finally {
      await cleanup();
    }
  });

  it('the saved-allergies call answers the migrated account in its usual shape', async () => {
    const { db, cleanup } = await openTestDatabase({ migrate: false });
    try {
      await migrateTo(db, BEFORE);
      await migrateToLatest(db);
      const app = await buildApp({ db, searchPollMs: 0 });
      try {
        const { token } = await registerAndLogin(app);
        const headers = { token };
        await app.inject({ method: 'POST', url: '/api/saved/allergies', headers, payload: { allergyId: 'shellfish' } });
        // As if the account had saved shellfish before: the migration, run again, adds mollusc.
        await shellfishAndMolluscs(db.dialect).up(db.kysely);
        const listed = await app.inject({ method: 'GET', url: '/api/saved/allergies', headers });
        expect(listed.json()).toEqual({ results: [{ allergyId: 'shellfish' }, { allergyId: 'mollusc' }] });
      } finally {
        await app.close();
      }
    } finally {
      await cleanup();
    }
  });
});
