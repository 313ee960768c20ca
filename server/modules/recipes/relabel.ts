import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Db } from '../../db/database';
import { findDraftsAfter, getMeta, setMeta } from './recipe.repository';
import { labelDraft, writeLabelledRecipes } from './recipe.service';

const CATALOG_DIR = resolve(import.meta.dirname, '../../../catalog');
/** The labeller's code, knowledge and rules: a change to any of them can change a recipe's labels. */
const LABEL_SOURCES = [
  join(CATALOG_DIR, 'knowledge'),
  join(CATALOG_DIR, 'knowledge/foods'),
  join(CATALOG_DIR, 'labels'),
];
/** The ids and the bit layout the stored masks are written in. */
const LABEL_FILES = [join(CATALOG_DIR, '../shared/ids.ts'), join(CATALOG_DIR, '../shared/label-masks.ts')];
const isLabelSource = (name: string) => /\.(ts|yaml)$/.test(name) && !name.endsWith('.test.ts');
const META_KEY = 'labeller_hash';
const BATCH = 500;

/** A fingerprint of the labeller: its code, knowledge files and rules, and the layout of its masks. */
export async function labellerHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of LABEL_SOURCES) {
    let names: string[] = [];
    try {
      names = (await readdir(dir)).filter(isLabelSource).sort();
    } catch {
      continue;
    }
    for (const name of names)
      hash
        .update(name)
        .update('\0')
        .update(await readFile(join(dir, name), 'utf8'));
  }
  for (const file of LABEL_FILES)
    hash
      .update(file.slice(file.lastIndexOf('/') + 1))
      .update('\0')
      .update(await readFile(file, 'utf8'));
  return hash.digest('hex');
}

export interface RelabelSummary {
  relabelled: number;
  ms: number;
}

/**
 * Labels every stored recipe again (imported ones; the built-in catalog has its own loader) when
 * the labeller changed since they were written, so a rule that now withholds a claim reaches
 * recipes imported before it. Runs in batches, each in its own transaction; a stop halfway is
 * finished at the next start, since the fingerprint is stored only at the end.
 */
export async function relabelStoredRecipes(
  db: Db,
  options: { skipPrefix?: string; hash?: string } = {},
): Promise<RelabelSummary> {
  const started = performance.now();
  const hash = options.hash ?? (await labellerHash());
  if ((await getMeta(db.kysely, META_KEY)) === hash) return { relabelled: 0, ms: 0 };
  let relabelled = 0;
  let after = 0;
  for (;;) {
    const drafts = await findDraftsAfter(db.kysely, after, BATCH, options.skipPrefix ?? 'catalog:');
    if (drafts.length === 0) break;
    await writeLabelledRecipes(db, drafts.map(labelDraft));
    relabelled += drafts.length;
    after = drafts[drafts.length - 1]!.id;
  }
  await setMeta(db.kysely, META_KEY, hash);
  return { relabelled, ms: Math.round(performance.now() - started) };
}
