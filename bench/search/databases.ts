/** A fresh, migrated database for the search benchmark, and how to remove it afterwards. */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dropSchema, migrateToLatest, openDatabase, type Db } from '../../server/db/database';
import { PG_URL, WORK } from './search-settings';

export async function openBenchDb(kind: string): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  if (kind === 'postgres') {
    const schema = `bench_${Date.now()}`;
    const db = await openDatabase(PG_URL, { schema });
    await migrateToLatest(db);
    return {
      db,
      cleanup: async () => {
        await db.close();
        await dropSchema(PG_URL, schema);
      },
    };
  }
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `bench-${Date.now()}.db`);
  const db = await openDatabase(`sqlite:${file}`);
  await migrateToLatest(db);
  return {
    db,
    cleanup: async () => {
      await db.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}
