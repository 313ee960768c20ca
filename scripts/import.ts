// `npm run import -- <file or folder> [...]`: imports recipes (schema.org JSON-LD, Microdata or
// RDFa in web pages, plain text, Markdown, Cooklang, and other apps' exports: Paprika, Mealie,
// Tandoor, Nextcloud Cookbook, Copy Me That, Chowdown, RecipeSage, Plan to Eat and My Recipe Box,
// with their photos) into the configured database. Labels are
// computed on the way in; importing the same source again updates its recipe. A bad file, or a
// recipe the database refuses, is reported with its reason and the rest still import; the summary
// counts every outcome. A database that goes away stops the run with one message saying what was
// saved. Exit code 0 when everything was imported, 1 when something was refused or skipped or the
// run stopped, 2 on wrong usage.
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase, type Db } from '../server/db/database';
import {
  ImportStopped,
  importRecipes,
  type ImportProgress,
  type ImportReport,
  type RecipeStore,
} from '../server/importers';
import { isDatabaseUnavailable } from '../server/lib/database-unavailable';
import { storeExportPhotos, storeRemotePictures } from '../server/modules/own-recipes/own-picture-store.service';
import { existingSourceKeys, saveRecipes } from '../server/modules/recipes/recipe.service';

/** What the recipes name as pictures: addresses on other sites, and photos their exports carried. */
interface PicturesToStore {
  remote: { id: number; image: string }[];
  photos: { id: number; photo: Buffer }[];
}

/** Storing through the recipe service; telling new from updated takes one look-up per batch. */
function recipeStore(db: Db, pictures: PicturesToStore): RecipeStore {
  return {
    async save(drafts, photos) {
      const ids = await saveRecipes(db, drafts);
      // Pictures are stored once the recipes are in: fetched from other sites, or from the export.
      drafts.forEach((draft, i) => {
        const id = ids[i];
        if (id === undefined) return;
        const photo = photos[i];
        if (photo !== undefined) pictures.photos.push({ id, photo });
        else if (/^https?:\/\//i.test(draft.image)) pictures.remote.push({ id, image: draft.image });
      });
      return ids;
    },
    existingKeys: (keys) => existingSourceKeys(db, keys),
  };
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
const seconds = (value: number): string => (value < 60 ? `${Math.ceil(value)} s` : `${Math.ceil(value / 60)} min`);

/**
 * A bar with count, rate and time left on a terminal (cli-progress); elsewhere (a pipe, a log
 * file, a test) a plain line every few seconds, so logs stay readable.
 */
function progressReporter(): { update(progress: ImportProgress): void; stop(): void } {
  const started = performance.now();
  const rate = (done: number): number => done / Math.max((performance.now() - started) / 1000, 0.001);
  if (process.stdout.isTTY) {
    const bar = new SingleBar({
      format: 'Importing {bar} {value}/{total} files | {rate} files/s | {recipes} recipes | {eta_formatted} left',
      stream: process.stdout,
      hideCursor: true,
      etaBuffer: 50,
    });
    let running = false;
    return {
      update(progress) {
        if (!running) bar.start(progress.filesTotal, 0, { rate: '0', recipes: 0 });
        running = true;
        bar.update(progress.filesDone, { rate: rate(progress.filesDone).toFixed(1), recipes: progress.recipes });
      },
      stop: () => {
        if (running) bar.stop();
        running = false;
      },
    };
  }
  let lastLine = performance.now();
  return {
    update(progress) {
      if (performance.now() - lastLine < 5_000 || progress.filesDone === progress.filesTotal) return;
      lastLine = performance.now();
      const perSecond = rate(progress.filesDone);
      const left = (progress.filesTotal - progress.filesDone) / perSecond;
      process.stdout.write(
        `… ${progress.filesDone}/${progress.filesTotal} files, ${plural(progress.recipes, 'recipe')}, ` +
          `${perSecond.toFixed(1)} files/s, about ${seconds(left)} left\n`,
      );
    },
    stop: () => undefined,
  };
}

function printSummary(report: ImportReport, elapsed: number): void {
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  const saved = report.imported + report.updated;
  out(
    `Imported ${plural(saved, 'recipe')} (${report.imported} new, ${report.updated} updated) from ` +
      `${plural(report.files, 'file')} in ${elapsed.toFixed(1)} s` +
      `${report.refused.length > 0 ? `; ${report.refused.length} refused or skipped:` : '.'}`,
  );
  for (const problem of report.refused) out(`  ${problem.file}: ${problem.reason}`);

  const width = Math.max(...[...report.outcomes.keys()].map((outcome) => outcome.length));
  out('Outcomes:');
  for (const [outcome, count] of [...report.outcomes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    out(`  ${outcome.padEnd(width)}  ${count}`);
  }
  if (report.duplicates.length > 0) {
    out(`Duplicate keys in this run (${report.duplicates.length}; the file read last is kept):`);
    for (const duplicate of report.duplicates) {
      out(`  ${duplicate.file} replaced ${duplicate.replaced} (${duplicate.key})`);
    }
  }
  if (report.warnings.length > 0) {
    out(`Fields left out (${plural(report.warnings.length, 'recipe')}; the recipes were imported):`);
    for (const entry of report.warnings) out(`  ${entry.file} (${entry.title}): ${entry.warnings.join('; ')}`);
  }
}

/** The one message for a run the database cut short: why, what is saved, what to do. */
function stoppedMessage(cause: unknown, done: string): string {
  let root = cause;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const why = root instanceof Error ? root.message : String(root);
  return (
    `Import stopped: the database cannot be reached (${why}). ${done} ` +
    'Run the same import again once it is back: recipes already saved are updated, not doubled.'
  );
}

function savedBefore(stopped: ImportStopped): string {
  const { report, left } = stopped;
  return (
    `${plural(report.imported + report.updated, 'recipe')} saved before it went away ` +
    `(${report.imported} new, ${report.updated} updated); ${plural(left.recipes, 'recipe')} read but not saved ` +
    `and ${plural(left.files, 'file')} not read.`
  );
}

async function main(): Promise<number> {
  const targets = process.argv.slice(2).filter((arg) => arg !== '--');
  if (targets.length === 0) {
    process.stderr.write('Usage: npm run import -- <file or folder> [more files or folders]\n');
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl);
  const started = performance.now();
  const progress = progressReporter();
  let report: ImportReport | undefined;
  const toStore: PicturesToStore = { remote: [], photos: [] };
  let pictures: Awaited<ReturnType<typeof storeRemotePictures>> | undefined;
  try {
    await migrateToLatest(db);
    report = await importRecipes(targets, recipeStore(db, toStore), {
      onProgress: (update) => progress.update(update),
    });
    progress.stop();
    const { remote, photos } = toStore;
    if (photos.length > 0) pictures = await storeExportPhotos(db, photos);
    if (remote.length > 0) {
      process.stdout.write(`Fetching ${plural(remote.length, 'picture')} from the recipes' sites…\n`);
      const fetched = await storeRemotePictures(db, remote, { allowLoopback: config.importAllowLoopback });
      pictures = {
        stored: fetched.stored + (pictures?.stored ?? 0),
        leftOut: [...(pictures?.leftOut ?? []), ...fetched.leftOut],
      };
    }
  } catch (error) {
    // The database went away: every step left would fail alike, so one message says it all.
    const done =
      error instanceof ImportStopped
        ? savedBefore(error)
        : report
          ? `${plural(report.imported + report.updated, 'recipe')} imported; not every picture was stored.`
          : 'Nothing was imported.';
    if (error instanceof ImportStopped || isDatabaseUnavailable(error)) {
      progress.stop();
      process.stderr.write(`${stoppedMessage(error instanceof ImportStopped ? error.cause : error, done)}\n`);
      return 1;
    }
    throw error;
  } finally {
    progress.stop();
    await db.close();
  }
  printSummary(report, (performance.now() - started) / 1000);
  if (pictures) {
    process.stdout.write(`Pictures: ${pictures.stored} stored, ${pictures.leftOut.length} left out.\n`);
    const reasons = new Map<string, number>();
    for (const { reason } of pictures.leftOut) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    for (const [reason, count] of reasons) process.stdout.write(`  ${count} × ${reason}\n`);
  }
  return report.refused.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Import stopped: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
