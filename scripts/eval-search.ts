/**
 * Search relevance evaluation: runs everyday queries (scripts/eval-search/queries.yaml) against the
 * app built in-process on a fresh temporary SQLite database with the built-in catalog, and judges
 * the FIRST result of each against what a cook would accept (scripts/eval-search/judge.ts).
 *
 * For every query it also checks whether ANY catalog recipe satisfies the expectation, so a miss
 * is either "catalog lacks the dish" or "search missed it". A measurement, not a test: the exit
 * code is 0 whatever the scores.
 *
 * Run: npx tsx scripts/eval-search.ts [--json results.json] [--kind dish] [--all]
 *   --json <file>  write the per-query results
 *   --kind <kind>  only queries of this kind
 *   --all          list every query, not only the failures
 */
import { writeFileSync } from 'node:fs';
import { SEARCH_MAX_LENGTH } from '../shared/validation';
import { withCatalogApp } from './lib/catalog-app';
import { evaluate, readCatalogDetails, type QueryResult } from './eval-search/evaluate';
import { QUERIES } from './eval-search/queries';
import { report, score } from './eval-search/report';

interface Args {
  json?: string;
  kind?: string;
  all: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { all: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') args.json = argv[++i];
    else if (arg === '--kind') args.kind = argv[++i];
    else if (arg === '--all') args.all = true;
    else {
      console.error(`Unknown argument ${arg}. Use: [--json <file>] [--kind <kind>] [--all]`);
      process.exit(0);
    }
  }
  return args;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const queries = QUERIES.filter((item) => args.kind === undefined || item.kind === args.kind);
  for (const item of queries)
    if (item.query.length > SEARCH_MAX_LENGTH)
      console.warn(`warning: "${item.query}" is longer than ${SEARCH_MAX_LENGTH} characters; the search refuses it`);

  await withCatalogApp('eval-search', async (app) => {
    const catalog = await readCatalogDetails(app);

    const results: QueryResult[] = [];
    for (const item of queries) results.push(await evaluate(app, item, catalog));

    report(results, catalog.length, (performance.now() - started) / 1000, args.all);
    if (args.json) {
      writeFileSync(args.json, `${JSON.stringify({ summary: score(results), results }, null, 2)}\n`);
      console.log(`\nper-query results written to ${args.json}`);
    }
  });
}

main().catch((error: unknown) => {
  // A measurement, not a test: report the failure, exit 0 all the same.
  console.error('eval-search failed:', error);
});
