import path from 'node:path';
import { isAppExport } from '../../../shared/own-recipes';
import type { RecipeDraft } from '../../../shared/recipe';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { RECIPE_EXTENSIONS } from '../formats/recipe-text';
import type { ImportedRecipe } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import type { ExportedRecipe } from '../formats/export-parts';
import { readExportFile, readRecipes, scanRecipeFiles } from './recipe-files';

/**
 * One import run over files and folders: read every file, keep one recipe per key (the last
 * one read wins), save in batches, and account for every outcome. Nothing here knows the
 * database: the caller hands in a `RecipeStore` (the command line passes `saveRecipes`; the app
 * can pass the same). One bad file or recipe never stops the run: a file that cannot be read is
 * refused with its reason, and a batch that cannot be saved is saved again one recipe at a time
 * so that only the recipe at fault is refused. A database that goes away is nobody's fault and
 * every recipe left would fail alike: the run stops there with `ImportStopped`.
 */

export interface RecipeStore {
  /**
   * Saves the drafts in one transaction, all or nothing (insert or update by source key);
   * `photos[i]`, when given, is the photo an export carried for `drafts[i]`.
   */
  save(drafts: readonly RecipeDraft[], photos: readonly (Buffer | undefined)[]): Promise<unknown>;
  /** The keys among these that are already stored, to tell a new recipe from an update. */
  existingKeys(keys: readonly string[]): Promise<ReadonlySet<string>>;
}

export interface ImportProgress {
  filesDone: number;
  filesTotal: number;
  /** Recipes read so far. */
  recipes: number;
  file: string;
}

export interface ImportOptions {
  /** Recipes saved per transaction. */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

export interface FileProblem {
  /** Relative to the folder named on the command line, or the target itself. */
  file: string;
  reason: string;
}

export interface RecipeWarnings {
  file: string;
  title: string;
  warnings: string[];
}

export interface Duplicate {
  key: string;
  /** The file whose recipe was kept. */
  file: string;
  /** The file read earlier with the same key, now replaced. */
  replaced: string;
}

export const OUTCOME = {
  imported: 'imported',
  updated: 'updated',
  duplicate: 'duplicate in batch (last one kept)',
} as const;

export interface ImportReport {
  /** Files read or refused (skipped entries not included). */
  files: number;
  imported: number;
  updated: number;
  /** Every outcome by reason: "imported", "updated", "duplicate in batch...", "refused: <kind>", "skipped: <kind>". */
  outcomes: Map<string, number>;
  /** Every refused file or recipe and every skipped entry, with the full reason. */
  refused: FileProblem[];
  duplicates: Duplicate[];
  warnings: RecipeWarnings[];
}

/** The database went away during the run: what was saved before stays saved, the rest was not. */
export class ImportStopped extends Error {
  override readonly name = 'ImportStopped';
  constructor(
    /** What the run did before it stopped. */
    readonly report: ImportReport,
    /** Recipes read but not saved, and files not read yet. */
    readonly left: { recipes: number; files: number },
    cause: unknown,
  ) {
    super(`the database went away: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

interface Pending {
  draft: RecipeDraft;
  photo: Buffer | undefined;
  file: string;
  warnings: string[];
  /** Already counted as a duplicate: saving it again is no new outcome. */
  counted: boolean;
}

const DEFAULT_BATCH = 200;

const NOTES_LEFT_OUT = "the cook's notes were left out (recipes imported for everyone keep no private notes)";

export async function importRecipes(
  targets: readonly string[],
  store: RecipeStore,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    files: 0,
    imported: 0,
    updated: 0,
    outcomes: new Map(),
    refused: [],
    duplicates: [],
    warnings: [],
  };
  const tally = (outcome: string): void => {
    report.outcomes.set(outcome, (report.outcomes.get(outcome) ?? 0) + 1);
  };
  const refuse = (file: string, reason: string): void => {
    report.refused.push({ file, reason });
    tally(
      reason.startsWith('skipped: ') ? `skipped: ${reasonKind(reason.slice(9))}` : `refused: ${reasonKind(reason)}`,
    );
  };

  // Everything to read is listed first, so that progress knows the total.
  const work: { file: string; root: string; shown: string }[] = [];
  for (const target of targets) {
    const absolute = path.resolve(target);
    let scan;
    try {
      scan = await scanRecipeFiles(absolute);
    } catch (error) {
      refuse(target, error instanceof ImportError ? error.reason.replace(/: .*$/, '') : String(error));
      continue;
    }
    const shown = (file: string): string => {
      const relative = path.relative(scan.root, file).split(path.sep).join('/');
      return targets.length > 1 ? path.join(target, relative) : relative;
    };
    for (const skipped of scan.skipped) refuse(shown(skipped.file), skipped.reason);
    if (scan.files.length === 0 && scan.skipped.length === 0) {
      refuse(target, `no recipe files (${RECIPE_EXTENSIONS.join(', ')}) found`);
    }
    for (const file of scan.files) work.push({ file, root: scan.root, shown: shown(file) });
  }

  const pending = new Map<string, Pending>();
  const seen = new Map<string, string>();
  let recipesRead = 0;

  const count = (entry: Pending, existing: ReadonlySet<string>): void => {
    if (entry.warnings.length > 0) {
      report.warnings.push({ file: entry.file, title: entry.draft.title, warnings: entry.warnings });
    }
    if (entry.counted) return;
    if (existing.has(entry.draft.sourceKey)) {
      report.updated++;
      tally(OUTCOME.updated);
    } else {
      report.imported++;
      tally(OUTCOME.imported);
    }
  };

  let filesLeft = work.length;
  const stop = (error: unknown, unsaved: number): never => {
    throw new ImportStopped(report, { recipes: unsaved + pending.size, files: filesLeft }, error);
  };

  const flush = async (): Promise<void> => {
    if (pending.size === 0) return;
    const entries = [...pending.values()];
    pending.clear();
    let existing: ReadonlySet<string>;
    try {
      existing = await store.existingKeys(entries.filter((entry) => !entry.counted).map((e) => e.draft.sourceKey));
    } catch (error) {
      if (isDatabaseUnavailable(error)) stop(error, entries.length);
      throw error;
    }
    try {
      await store.save(
        entries.map((entry) => entry.draft),
        entries.map((entry) => entry.photo),
      );
      for (const entry of entries) count(entry, existing);
      return;
    } catch (error) {
      if (isDatabaseUnavailable(error)) stop(error, entries.length);
      // One recipe the database refuses must not cost the others: save them one by one.
    }
    for (const [index, entry] of entries.entries()) {
      try {
        await store.save([entry.draft], [entry.photo]);
        count(entry, existing);
      } catch (error) {
        if (isDatabaseUnavailable(error)) stop(error, entries.length - index);
        const reason = error instanceof Error ? ((error as { reason?: unknown }).reason ?? error.message) : error;
        refuse(entry.file, `could not be saved: ${String(reason)}`);
      }
    }
  };

  const add = (recipe: ImportedRecipe & Partial<ExportedRecipe>, file: string): void => {
    recipesRead++;
    const key = recipe.draft.sourceKey;
    const earlier = seen.get(key);
    // The catalog keeps no cook's notes: an export's notes are left out, and the report says so.
    const warnings = recipe.notes === undefined ? recipe.warnings : [...recipe.warnings, NOTES_LEFT_OUT];
    const entry = { draft: recipe.draft, photo: recipe.photo, file, warnings };
    if (earlier === undefined) {
      seen.set(key, file);
      pending.set(key, { ...entry, counted: false });
      return;
    }
    report.duplicates.push({ key, file, replaced: earlier });
    tally(OUTCOME.duplicate);
    seen.set(key, file);
    const replaced = pending.get(key);
    pending.delete(key);
    // Replacing a recipe not yet saved takes over its outcome; one already saved is updated again.
    pending.set(key, { ...entry, counted: replaced === undefined });
  };

  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  options.onProgress?.({ filesDone: 0, filesTotal: work.length, recipes: 0, file: '' });
  for (const [index, { file, root, shown }] of work.entries()) {
    report.files++;
    filesLeft--;
    try {
      if (isAppExport(file)) {
        // An export is many recipes in one file: each is named by its entry, and so is each refusal.
        const reading = await readExportFile(file, { root });
        for (const refusal of reading.refused) refuse(`${shown} › ${refusal.entry}`, refusal.reason);
        for (const recipe of reading.recipes) add(recipe, `${shown} › ${recipe.entry}`);
      } else {
        for (const recipe of await readRecipes(file, { root })) add(recipe, shown);
      }
    } catch (error) {
      refuse(shown, error instanceof ImportError ? error.reason : String(error));
    }
    if (pending.size >= batchSize) await flush();
    options.onProgress?.({ filesDone: index + 1, filesTotal: work.length, recipes: recipesRead, file: shown });
  }
  await flush();
  return report;
}

/**
 * A reason without its particulars, to count refusals by kind: "invalid JSON at line 3, column
 * 20" → "invalid JSON", `an ingredient line ("…") is too long: 612 characters` → "an ingredient
 * line is too long".
 */
export function reasonKind(reason: string): string {
  const general = reason
    .replace(/\s*"[^"]*"/g, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+at line \d+, column \d+/, '')
    .replace(/\s+in JSON-LD block \d+/, '');
  const [head = '', rest = ''] = general.split(/:\s+/, 2);
  const kind = head === 'could not be saved' && rest !== '' ? `${head}: ${reasonKind(rest)}` : head;
  return kind
    .replace(/\d[\d,.]*/g, 'N')
    .replace(/[.\s]+$/, '')
    .trim();
}
