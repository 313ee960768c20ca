import { resolve } from 'node:path';
import { logOptions } from './lib/log-options';
import { buildApp } from './app';
import { DEFAULT_RATE_LIMITS } from './modules/account/account.service';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { type PictureDrawing, startCatalogPictures, storeCatalog } from './modules/recipes/catalog-loader';
import { replaceRemotePictures } from './modules/own-recipes/own-picture-store.service';
import { relabelStoredRecipes } from './modules/recipes/relabel';

/** The process entry: configuration, logger, database, catalog, listen, graceful close. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const db = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);

  // Filled once the catalog is stored: pictures asked for before they are drawn are drawn first.
  let drawing: PictureDrawing | undefined;
  const app = await buildApp({
    db,
    drawPicture: (id) => drawing?.drawNow(id) ?? Promise.resolve(false),
    logger: logOptions(config.logLevel),
    webRoot: resolve('web/dist'),
    imagesDir: config.imagesDir,
    searchEngine: config.searchEngine,
    maxConnectionsPerClient: config.maxConnectionsPerClient,
    importAllowLoopback: config.importAllowLoopback,
    sessionLifetime: config.sessionLifetime,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerClient: config.accountAttemptsPerClient,
      registerPerClient: config.accountAttemptsPerClient,
    },
  });

  // Recipes imported under older rules are labelled again before the first request is answered.
  const relabel = await relabelStoredRecipes(db);
  if (relabel.relabelled > 0) app.log.info(relabel, 'recipes labelled again with the current rules');
  // Pages show only our own pictures: one stored as an address elsewhere is drawn here instead.
  const redrawn = await replaceRemotePictures(db);
  if (redrawn > 0) app.log.info({ recipes: redrawn }, 'pictures on other sites replaced by drawn ones');

  if (config.loadCatalog) {
    app.log.info('loading the built-in catalog');
    const { pictures, ...summary } = await storeCatalog(db);
    app.log.info(summary, 'catalog ready');
    // Pictures are drawn while the server answers; one asked for before its turn is drawn first.
    drawing = await startCatalogPictures(pictures, resolve(config.imagesDir, 'recipes'));
    drawing.done.then(
      (result) => {
        if (result.written > 0 || result.failed > 0) app.log.info(result, 'recipe pictures drawn');
      },
      (error: unknown) => app.log.error({ err: error }, 'recipe pictures could not be drawn'),
    );
  }

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => close('SIGTERM'));
  process.once('SIGINT', () => close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(`Dishcovery could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
