// `npm run backup -- <file>` writes a consistent copy of the configured database (DATABASE_URL)
// while the app keeps running; `npm run restore -- <file>` brings one back into an empty database.
// Exit code 0 when done, 1 when refused (the reason is printed), 2 on wrong usage.
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { backup, CopyRefused, restore } from '../server/db/copies';

async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if ((command !== 'backup' && command !== 'restore') || file === undefined || rest.length > 0) {
    process.stderr.write('Usage: npm run backup -- <new file>   or   npm run restore -- <backup file>\n');
    return 2;
  }
  const { databaseUrl } = loadConfig();
  if (command === 'backup') {
    const { bytes } = await backup(databaseUrl, file);
    process.stdout.write(`Backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).\n`);
    return 0;
  }
  await restore(databaseUrl, file);
  // A copy made by an older version is brought up to this one's tables.
  const db = await openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
  process.stdout.write(`Restored ${file}.\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const reason =
      error instanceof CopyRefused ? error.message : error instanceof Error ? error.message : String(error);
    process.stderr.write(`Refused: ${reason}\n`);
    process.exit(1);
  },
);
