// The server half of `npm run bench:live`'s memory figure: the app on a fresh SQLite file in a
// process of its own, so its memory is the server's alone. Prints the port it listens on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { migrateToLatest, openDatabase } from '../../server/db/database';

const db = await openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'dishcovery-live-')), 'app.db')}`);
await migrateToLatest(db);
const app = await buildApp({
  db,
  searchPollMs: 0,
  // One machine opens every connection: no cap per client address, and accounts made freely.
  maxConnectionsPerClient: 0,
  rateLimits: {
    loginPerClient: 100_000,
    loginFailuresPerEmailAndClient: 10,
    registerPerClient: 100_000,
    windowSeconds: 60,
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
