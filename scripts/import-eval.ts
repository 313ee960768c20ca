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
 * reasoned refusal). The two parts are in scripts/import-eval/ (score-web-corpus.ts, shared-data.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crashCount } from './import-eval/outcome';
import { evaluateWebCorpus } from './import-eval/score-web-corpus';
import { evaluateSharedData } from './import-eval/shared-data';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(repoRoot, process.env['SHARED_DATA_DIR'] ?? '../shared/data');

async function main(): Promise<void> {
  await evaluateWebCorpus(repoRoot);
  await evaluateSharedData(dataDir);
  const crashes = crashCount();
  if (crashes > 0) {
    console.log(`\n${crashes} file(s) crashed the importer (see CRASH above).`);
    process.exitCode = 1;
  }
}

await main();
