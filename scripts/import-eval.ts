/**
 * How well the importers read recipes written by others. Two parts:
 *
 * 1. The web corpus (`server/importers/fixtures/web`, written for this project): pages that each
 *    reproduce a failure seen on real sites, scored against what the page says
 *    (`scripts/import-eval/web-corpus.ts`): the share of pages holding a recipe that were imported,
 *    of ingredient lines kept exactly as written, of recipes whose time and servings were read,
 *    and the pages refused on purpose (no recipe, over a limit) refused for the right reason.
 * 2. The shared real data (`../shared/data`): every file under the public-domain Markdown and
 *    Cooklang folders goes through the importer; figures per source and per format.
 *
 * Run: `npx tsx scripts/import-eval.ts` (SHARED_DATA_DIR overrides `../shared/data`, relative to
 * the repository root). Exits with 1 when a file crashes the importer (an error that is not a
 * reasoned refusal).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectRecipeFiles, DEFAULT_SERVINGS, ImportError, readRecipes } from '../server/importers';
import type { RecipeDraft } from '../shared/recipe';
import { WEB_CORPUS, WEB_CORPUS_DIR, type ExpectedRecipe } from './import-eval/web-corpus';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(repoRoot, process.env['SHARED_DATA_DIR'] ?? '../shared/data');

const SOURCES = [
  { name: 'public-domain-recipes (Hugo Markdown)', folder: 'public-domain-recipes/content' },
  { name: 'cooklang (spec examples and cookcli seeds)', folder: 'cooklang' },
];

let crashes = 0;

const percent = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((part / whole) * 100).toFixed(1)}%`;
const share = (part: number, whole: number): string => `${part}/${whole} (${percent(part, whole)})`;

/** Reads a file; an ImportError is a refusal with a reason, anything else is a crash. */
async function read(file: string, root: string): Promise<{ drafts: RecipeDraft[] } | { reason: string }> {
  try {
    return { drafts: (await readRecipes(file, { root })).map((recipe) => recipe.draft) };
  } catch (error) {
    if (error instanceof ImportError) return { reason: error.reason };
    crashes++;
    return { reason: `CRASH: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` };
  }
}

// ---------------------------------------------------------------------------------------------

interface Score {
  pages: number;
  pagesImported: number;
  lines: number;
  linesVerbatim: number;
  times: number;
  timesRead: number;
  servings: number;
  servingsRead: number;
  refusals: number;
  refusedRightly: number;
  misses: string[];
}

function scoreRecipe(score: Score, page: string, expected: ExpectedRecipe, draft: RecipeDraft | undefined): void {
  score.lines += expected.ingredients.length;
  const kept = new Set(draft?.ingredientLines ?? []);
  for (const line of expected.ingredients) {
    if (kept.has(line)) score.linesVerbatim++;
    else score.misses.push(`${page} (${expected.title}): line not kept as written: "${line.slice(0, 60)}"`);
  }
  if (expected.readyInMinutes !== undefined) {
    score.times++;
    if (draft?.readyInMinutes === expected.readyInMinutes) score.timesRead++;
    else
      score.misses.push(
        `${page} (${expected.title}): ready in ${draft?.readyInMinutes}, page says ${expected.readyInMinutes}`,
      );
  }
  if (expected.servings !== undefined) {
    score.servings++;
    if (draft?.servings === expected.servings) score.servingsRead++;
    else score.misses.push(`${page} (${expected.title}): servings ${draft?.servings}, page says ${expected.servings}`);
  }
}

async function evaluateWebCorpus(): Promise<void> {
  const score: Score = {
    pages: 0,
    pagesImported: 0,
    lines: 0,
    linesVerbatim: 0,
    times: 0,
    timesRead: 0,
    servings: 0,
    servingsRead: 0,
    refusals: 0,
    refusedRightly: 0,
    misses: [],
  };
  const files = await collectRecipeFiles(WEB_CORPUS_DIR);
  const unlisted = files.map((file) => path.relative(WEB_CORPUS_DIR, file)).filter((page) => !(page in WEB_CORPUS));
  for (const [page, expected] of Object.entries(WEB_CORPUS)) {
    const result = await read(path.join(WEB_CORPUS_DIR, page), WEB_CORPUS_DIR);
    if (expected.refused !== undefined) {
      score.refusals++;
      if ('reason' in result && result.reason.includes(expected.refused)) score.refusedRightly++;
      else score.misses.push(`${page}: should be refused (${expected.refused}), was not`);
      continue;
    }
    const recipes = expected.recipes ?? [];
    score.pages++;
    const drafts = 'drafts' in result ? result.drafts : [];
    if ('reason' in result) score.misses.push(`${page}: refused: ${result.reason}`);
    const found = recipes.map((recipe) => drafts.find((draft) => draft.title === recipe.title));
    if ('drafts' in result && found.every((draft) => draft !== undefined)) score.pagesImported++;
    else if ('drafts' in result) score.misses.push(`${page}: a recipe is missing or mistitled`);
    recipes.forEach((recipe, index) => scoreRecipe(score, page, recipe, found[index]));
  }

  console.log(
    `\nWeb corpus (${path.relative(repoRoot, WEB_CORPUS_DIR)}, ${files.length} files, written for this project)`,
  );
  console.log(`  pages holding a recipe, imported:   ${share(score.pagesImported, score.pages)}`);
  console.log(`  ingredient lines kept as written:   ${share(score.linesVerbatim, score.lines)}`);
  console.log(`  recipes with their time read:       ${share(score.timesRead, score.times)}`);
  console.log(`  recipes with their servings read:   ${share(score.servingsRead, score.servings)}`);
  console.log(`  pages refused on purpose, rightly:  ${share(score.refusedRightly, score.refusals)}`);
  for (const miss of score.misses) console.log(`  miss: ${miss}`);
  for (const page of unlisted) console.log(`  not in web-corpus.ts (not scored): ${page}`);
}

// ---------------------------------------------------------------------------------------------

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

async function main(): Promise<void> {
  await evaluateWebCorpus();
  if (!existsSync(dataDir)) {
    console.log(`\nShared data folder not found (${dataDir}); set SHARED_DATA_DIR to evaluate it.`);
  } else {
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
  if (crashes > 0) {
    console.log(`\n${crashes} file(s) crashed the importer (see CRASH above).`);
    process.exitCode = 1;
  }
}

await main();
