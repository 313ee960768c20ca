import { existsSync } from 'node:fs';
import path from 'node:path';
import { collectRecipeFiles, DEFAULT_SERVINGS } from '../../server/importers';
import { percent, read } from './outcome';

/** Every file of the shared real data's recipe folders through the importer: figures per source and per format. */

const SOURCES = [
  { name: 'public-domain-recipes (Hugo Markdown)', folder: 'public-domain-recipes/content' },
  { name: 'cooklang (spec examples and cookcli seeds)', folder: 'cooklang' },
];

interface Tally {
  files: number;
  parsed: number;
  recipes: number;
  withTime: number;
  withServings: number;
}

interface SourceResult {
  byFormat: Map<string, Tally>;
  failures: Map<string, string[]>;
}

async function evaluateSource(root: string): Promise<SourceResult> {
  const result: SourceResult = { byFormat: new Map(), failures: new Map() };
  for (const file of await collectRecipeFiles(root)) {
    const format = path.extname(file).toLowerCase();
    const tally = result.byFormat.get(format) ?? { files: 0, parsed: 0, recipes: 0, withTime: 0, withServings: 0 };
    result.byFormat.set(format, tally);
    tally.files += 1;
    const outcome = await read(file, root);
    if ('drafts' in outcome) {
      tally.parsed += 1;
      tally.recipes += outcome.drafts.length;
      tally.withTime += outcome.drafts.filter((draft) => draft.readyInMinutes > 0).length;
      tally.withServings += outcome.drafts.filter((draft) => draft.servings !== DEFAULT_SERVINGS).length;
    } else {
      const files = result.failures.get(outcome.reason) ?? [];
      files.push(path.relative(root, file));
      result.failures.set(outcome.reason, files);
    }
  }
  return result;
}

function report(name: string, result: SourceResult): void {
  const tallies = [...result.byFormat.values()];
  const sum = (key: keyof Tally): number => tallies.reduce((total, tally) => total + tally[key], 0);
  console.log(`\n${name}`);
  console.log(
    `  files: ${sum('files')}, recipes parsed: ${sum('recipes')}, success rate: ${percent(sum('parsed'), sum('files'))}; ` +
      `with a time: ${percent(sum('withTime'), sum('recipes'))}, with servings given: ${percent(sum('withServings'), sum('recipes'))}`,
  );
  for (const [format, tally] of [...result.byFormat].sort()) {
    console.log(`  ${format.padEnd(6)} ${tally.parsed}/${tally.files} files (${percent(tally.parsed, tally.files)})`);
  }
  for (const [reason, failed] of [...result.failures].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  failed (${failed.length}): ${reason}`);
    for (const file of failed) console.log(`    - ${file}`);
  }
}

export async function evaluateSharedData(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) {
    console.log(`\nShared data folder not found (${dataDir}); set SHARED_DATA_DIR to evaluate it.`);
    return;
  }
  console.log(`\nShared data: ${dataDir}`);
  for (const source of SOURCES) {
    const root = path.join(dataDir, source.folder);
    if (!existsSync(root)) {
      console.log(`\n${source.name}: folder not found (${root}), skipped`);
      continue;
    }
    report(source.name, await evaluateSource(root));
  }
}
