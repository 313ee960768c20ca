import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { loadCatalog } from '../../server/modules/recipes/catalog-loader';

/**
 * Runs `use` with the app on a fresh SQLite file holding the built-in catalog, its search index
 * built, as the evaluations measure it; the file is removed afterwards whatever happens.
 */
export async function withCatalogApp<T>(name: string, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `dishcovery-${name}-`));
  const db = await openDatabase(`sqlite:${join(dir, 'app.db')}`);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await loadCatalog(db);
    app = await buildApp({ db, searchPollMs: 0 });
    await app.ready();
    await app.services.search.whenIndexed();
    return await use(app);
  } finally {
    await app?.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
