/**
 * How well the importers read real recipes written by others: every file under the shared data's
 * public-domain Markdown and Cooklang folders goes through readRecipeFile, and the figures are
 * printed per source and per format. Run: `npx tsx scripts/import-eval.ts`
 * (SHARED_DATA_DIR overrides `../shared/data`, relative to the repository root).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectRecipeFiles, ImportError, readRecipeFile } from '../server/importers/index';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(repoRoot, process.env['SHARED_DATA_DIR'] ?? '../shared/data');

const SOURCES = [
  { name: 'public-domain-recipes (Hugo Markdown)', folder: 'public-domain-recipes/content' },
  { name: 'cooklang (spec examples and cookcli seeds)', folder: 'cooklang' },
];

interface Tally {
  files: number;
  parsed: number;
  recipes: number;
}

interface SourceResult {
  byFormat: Map<string, Tally>;
  failures: Map<string, string[]>;
}

async function evaluate(root: string): Promise<SourceResult> {
  const result: SourceResult = { byFormat: new Map(), failures: new Map() };
  for (const file of await collectRecipeFiles(root)) {
    const format = path.extname(file).toLowerCase();
    const tally = result.byFormat.get(format) ?? { files: 0, parsed: 0, recipes: 0 };
    result.byFormat.set(format, tally);
    tally.files += 1;
    try {
      const drafts = await readRecipeFile(file, { root });
      tally.parsed += 1;
      tally.recipes += drafts.length;
    } catch (error) {
      const reason = error instanceof ImportError ? error.reason : String(error);
      const files = result.failures.get(reason) ?? [];
      files.push(path.relative(root, file));
      result.failures.set(reason, files);
    }
  }
  return result;
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((part / whole) * 100).toFixed(1)}%`;

function report(name: string, result: SourceResult): void {
  const tallies = [...result.byFormat.values()];
  const files = tallies.reduce((sum, tally) => sum + tally.files, 0);
  const parsed = tallies.reduce((sum, tally) => sum + tally.parsed, 0);
  const recipes = tallies.reduce((sum, tally) => sum + tally.recipes, 0);
  console.log(`\n${name}`);
  console.log(`  files: ${files}, recipes parsed: ${recipes}, success rate: ${percent(parsed, files)}`);
  for (const [format, tally] of [...result.byFormat].sort()) {
    console.log(`  ${format.padEnd(6)} ${tally.parsed}/${tally.files} files (${percent(tally.parsed, tally.files)})`);
  }
  for (const [reason, failed] of [...result.failures].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  failed (${failed.length}): ${reason}`);
    for (const file of failed) console.log(`    - ${file}`);
  }
}

async function main(): Promise<void> {
  if (!existsSync(dataDir)) {
    console.log(`Shared data folder not found (${dataDir}); set SHARED_DATA_DIR to evaluate. Nothing to do.`);
    return;
  }
  console.log(`Shared data: ${dataDir}`);
  for (const source of SOURCES) {
    const root = path.join(dataDir, source.folder);
    if (!existsSync(root)) {
      console.log(`\n${source.name}: folder not found (${root}), skipped`);
      continue;
    }
    report(source.name, await evaluate(root));
  }
}

await main();
