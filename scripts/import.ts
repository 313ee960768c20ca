// `npm run import -- <file or folder> [...]`: imports schema.org JSON-LD, Markdown and Cooklang
// recipes into the configured database. Labels are computed on the way in; importing the same
// source again updates its recipe. A bad file is reported and the rest still import.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { collectRecipeFiles, ImportError, readRecipeFile } from '../server/importers';
import { saveRecipes } from '../server/modules/recipes/recipe.service';
import type { RecipeDraft } from '../shared/recipe';

const BATCH = 200;

async function main(): Promise<number> {
  const targets = process.argv.slice(2).filter((arg) => arg !== '--');
  if (targets.length === 0) {
    process.stderr.write('Usage: npm run import -- <file or folder> [more files or folders]\n');
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);

  const started = performance.now();
  let files = 0;
  let imported = 0;
  const failures: { file: string; reason: string }[] = [];
  let pending: RecipeDraft[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    imported += (await saveRecipes(db, pending)).length;
    pending = [];
  };

  try {
    for (const target of targets) {
      const path = resolve(target);
      let root: string;
      try {
        root = statSync(path).isDirectory() ? path : dirname(path);
      } catch {
        failures.push({ file: target, reason: 'no such file or folder' });
        continue;
      }
      const list = await collectRecipeFiles(path);
      if (list.length === 0)
        failures.push({ file: target, reason: 'no recipe files (.json, .html, .md, .cook) found' });
      for (const file of list) {
        files++;
        try {
          pending.push(...(await readRecipeFile(file, { root })));
        } catch (error) {
          const reason = error instanceof ImportError ? error.message : String(error);
          failures.push({ file: error instanceof ImportError && error.path ? error.path : file, reason });
          process.stderr.write(`\n✖ ${reason}\n`);
        }
        if (pending.length >= BATCH) await flush();
        if (files % 25 === 0) process.stdout.write(`\r… ${files} files read, ${imported + pending.length} recipes`);
      }
    }
    await flush();
  } finally {
    await db.close();
  }

  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `\rImported ${imported} recipe${imported === 1 ? '' : 's'} from ${files} file${files === 1 ? '' : 's'} in ${seconds.toFixed(1)} s` +
      `${failures.length ? `; ${failures.length} failed:` : '.'}\n`,
  );
  for (const failure of failures) {
    process.stdout.write(
      `  ${failure.reason.includes(failure.file) ? failure.reason : `${failure.file}: ${failure.reason}`}\n`,
    );
  }
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Import stopped: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
