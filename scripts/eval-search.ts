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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SEARCH_MAX_LENGTH } from '../shared/validation';
import { buildApp } from '../server/app';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { loadCatalog } from '../server/modules/recipes/catalog-loader';
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

  const dir = mkdtempSync(join(tmpdir(), 'dishcovery-eval-search-'));
  const db = await openDatabase(`sqlite:${join(dir, 'app.db')}`);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await loadCatalog(db);
    app = await buildApp({ db, searchPollMs: 0 });
    await app.ready();
    await app.services.search.whenIndexed();
    const catalog = await readCatalogDetails(app);

    const results: QueryResult[] = [];
    for (const item of queries) results.push(await evaluate(app, item, catalog));

    report(results, catalog.length, (performance.now() - started) / 1000, args.all);
    if (args.json) {
      writeFileSync(args.json, `${JSON.stringify({ summary: score(results), results }, null, 2)}\n`);
      console.log(`\nper-query results written to ${args.json}`);
    }
  } finally {
    await app?.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  // A measurement, not a test: report the failure, exit 0 all the same.
  console.error('eval-search failed:', error);
});
