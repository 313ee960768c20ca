/**
 * Search relevance evaluation: runs everyday queries (scripts/eval-search/queries.ts) against the
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
import type { RecipeDetail } from '../shared/recipe';
import { SEARCH_MAX_LENGTH } from '../shared/validation';
import { buildApp } from '../server/app';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { loadCatalog } from '../server/modules/recipes/catalog-loader';
import { QUERIES, QUERY_KINDS, type EvalQuery, type QueryKind } from './eval-search/queries';
import { describeExpectation, judge } from './eval-search/judge';

const GOAL_NO_RESULTS = 2;
const GOAL_RELEVANT = 90;
const PAGE = 10;

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

/**
 * What the evaluation reads of a search answer (shared/api.ts SearchResponse); the newer fields
 * (`partial`, `correctedQuery`, `understood`) are read when present.
 */
interface SearchAnswer {
  results: { id: number; title: string }[];
  totalResults: number;
  correctedQuery?: string;
  partial?: boolean;
  understood?: { text?: string; chips?: { label?: string; value?: string }[] };
}

type Outcome = 'relevant' | 'no results' | 'catalog lacks' | 'search missed' | 'error';

interface QueryResult {
  query: string;
  kind: QueryKind;
  expect: string;
  outcome: Outcome;
  totalResults: number;
  partial: boolean;
  correctedQuery?: string;
  /** The filters the search read from the words ("Vegetarian", "Under 30 min"), when it reports them. */
  understood?: string[];
  first?: { id: number; title: string; failed: string[] };
  /** 1-based rank of the first relevant result among the first PAGE, if any. */
  relevantRank?: number;
  /** How many catalog recipes satisfy the expectation. */
  answerable: number;
  /** A few of them, for the failure list. */
  answers: string[];
  error?: string;
}

async function post<T>(app: FastifyInstance, url: string, payload: unknown): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  return { status: response.statusCode, body: response.json<T>() };
}

async function readCatalogDetails(app: FastifyInstance): Promise<RecipeDetail[]> {
  const details: RecipeDetail[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await post<SearchAnswer>(app, '/api/search/general', { searchInput: '', number: 100, offset });
    if (page.status !== 200) throw new Error(`listing the catalog failed: ${JSON.stringify(page.body)}`);
    for (const { id } of page.body.results) {
      const detail = await post<RecipeDetail>(app, '/api/search/info', { id });
      if (detail.status === 200) details.push(detail.body);
    }
    if (page.body.results.length < 100 || offset + 100 >= page.body.totalResults) break;
  }
  return details;
}

async function evaluate(app: FastifyInstance, item: EvalQuery, catalog: readonly RecipeDetail[]): Promise<QueryResult> {
  const byId = new Map(catalog.map((recipe) => [recipe.id, recipe]));
  const answers = catalog.filter((recipe) => judge(recipe, item.expect).relevant);
  const result: QueryResult = {
    query: item.query,
    kind: item.kind,
    expect: describeExpectation(item.expect),
    outcome: 'error',
    totalResults: 0,
    partial: false,
    answerable: answers.length,
    answers: answers.slice(0, 3).map((recipe) => recipe.title),
  };
  const search = await post<SearchAnswer>(app, '/api/search/general', { searchInput: item.query, number: PAGE });
  if (search.status !== 200) {
    result.error = `search answered ${search.status}: ${JSON.stringify(search.body).slice(0, 200)}`;
    return result;
  }
  const { results, totalResults, correctedQuery, partial, understood } = search.body;
  result.totalResults = totalResults;
  result.partial = partial === true;
  if (correctedQuery !== undefined) result.correctedQuery = correctedQuery;
  const chips = (understood?.chips ?? []).map((chip) => chip.label ?? chip.value ?? '?');
  if (chips.length > 0) result.understood = chips;
  const rank = results.findIndex((summary) => {
    const recipe = byId.get(summary.id);
    return recipe !== undefined && judge(recipe, item.expect).relevant;
  });
  if (rank >= 0) result.relevantRank = rank + 1;
  const top = results[0];
  if (!top) {
    result.outcome = 'no results';
    return result;
  }
  const info = await post<RecipeDetail>(app, '/api/search/info', { id: top.id });
  if (info.status !== 200) {
    result.error = `info ${top.id} answered ${info.status}`;
    return result;
  }
  const verdict = judge(info.body, item.expect);
  result.first = { id: top.id, title: info.body.title, failed: verdict.failed };
  result.outcome = verdict.relevant ? 'relevant' : answers.length === 0 ? 'catalog lacks' : 'search missed';
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const pct = (part: number, whole: number): string => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

function table(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number> = new Set()): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

interface Score {
  queries: number;
  noResults: number;
  relevant: number;
  answerable: number;
  relevantAnswerable: number;
  inTop10Answerable: number;
  partial: number;
  corrected: number;
  errors: number;
}

function score(results: readonly QueryResult[]): Score {
  const answerable = results.filter((result) => result.answerable > 0);
  return {
    queries: results.length,
    noResults: results.filter((result) => result.outcome === 'no results').length,
    relevant: results.filter((result) => result.outcome === 'relevant').length,
    answerable: answerable.length,
    relevantAnswerable: answerable.filter((result) => result.outcome === 'relevant').length,
    inTop10Answerable: answerable.filter((result) => result.relevantRank !== undefined).length,
    partial: results.filter((result) => result.partial).length,
    corrected: results.filter((result) => result.correctedQuery !== undefined).length,
    errors: results.filter((result) => result.outcome === 'error').length,
  };
}

function scoreRow(label: string, s: Score): string[] {
  return [
    label,
    String(s.queries),
    pct(s.noResults, s.queries),
    pct(s.relevant, s.queries),
    String(s.answerable),
    pct(s.relevantAnswerable, s.answerable),
    pct(s.inTop10Answerable, s.answerable),
    String(s.partial),
    String(s.corrected),
  ];
}

const flags = (result: QueryResult): string =>
  [
    result.partial ? 'partial' : '',
    result.correctedQuery !== undefined ? `corrected→"${result.correctedQuery}"` : '',
    result.understood ? `read:${result.understood.join('+')}` : '',
    result.error ?? '',
  ]
    .filter(Boolean)
    .join(' ');

function report(results: readonly QueryResult[], recipes: number, seconds: number, all: boolean): void {
  const total = score(results);
  console.log(`\nSearch relevance: ${results.length} queries, ${recipes} catalog recipes, ${seconds.toFixed(1)} s`);
  console.log(
    `goals: no results ≤ ${GOAL_NO_RESULTS}%, first result relevant ≥ ${GOAL_RELEVANT}%` +
      ` ("answerable": some catalog recipe satisfies the expectation)\n`,
  );
  const header = [
    'kind',
    'queries',
    'no results',
    'relevant@1',
    'answerable',
    'rel@1 of ans.',
    'rel@10 of ans.',
    'partial',
    'corrected',
  ];
  const rows = [header];
  for (const kind of QUERY_KINDS) {
    const ofKind = results.filter((result) => result.kind === kind);
    if (ofKind.length > 0) rows.push(scoreRow(kind, score(ofKind)));
  }
  rows.push(scoreRow('TOTAL', total));
  console.log(table(rows, new Set([1, 2, 3, 4, 5, 6, 7, 8])));

  const noResults = pct(total.noResults, total.queries);
  const relevant = pct(total.relevant, total.queries);
  const meets = (ok: boolean) => (ok ? 'meets goal' : 'BELOW GOAL');
  console.log(
    `\nno results: ${noResults} (${meets((100 * total.noResults) / total.queries <= GOAL_NO_RESULTS)});` +
      ` first result relevant: ${relevant} (${meets((100 * total.relevant) / total.queries >= GOAL_RELEVANT)});` +
      ` among answerable: ${pct(total.relevantAnswerable, total.answerable)}` +
      (total.errors > 0 ? `; ERRORS: ${total.errors}` : ''),
  );

  const missed = results.filter((result) => result.outcome === 'search missed' || result.outcome === 'error');
  const empty = results.filter((result) => result.outcome === 'no results' && result.answerable > 0);
  const lacking = results.filter((result) => result.answerable === 0);
  const count = (items: readonly QueryResult[], test: (result: QueryResult) => boolean) => items.filter(test).length;
  console.log(
    `outcomes: relevant ${total.relevant}; search missed ${missed.length}` +
      ` (a relevant one in the top ${PAGE}: ${count(missed, (result) => result.relevantRank !== undefined)},` +
      ` partial: ${count(missed, (result) => result.partial)},` +
      ` corrected: ${count(missed, (result) => result.correctedQuery !== undefined)});` +
      ` no results though answerable ${empty.length}; catalog lacks ${lacking.length}` +
      ` (no results: ${count(lacking, (result) => result.outcome === 'no results')})`,
  );
  const relevantRows = all ? results.filter((result) => result.outcome === 'relevant') : [];

  if (missed.length > 0) {
    console.log(`\nSearch missed (${missed.length}): the catalog has an answer, the first result is not one`);
    console.log(
      table([
        ['kind', 'query', 'first result', 'why not relevant', 'rel. rank', 'flags', 'e.g.'],
        ...missed.map((result) => [
          result.kind,
          result.query,
          result.first?.title.slice(0, 44) ?? '-',
          result.first?.failed.join('; ').slice(0, 60) ?? '-',
          result.relevantRank !== undefined ? `#${result.relevantRank}` : '>10',
          flags(result),
          result.answers[0]?.slice(0, 40) ?? '',
        ]),
      ]),
    );
  }
  if (empty.length > 0) {
    console.log(`\nNo results although the catalog has an answer (${empty.length})`);
    console.log(
      table([
        ['kind', 'query', 'flags', 'e.g.'],
        ...empty.map((result) => [result.kind, result.query, flags(result), result.answers.join(' | ').slice(0, 80)]),
      ]),
    );
  }
  if (lacking.length > 0) {
    console.log(`\nCatalog lacks (${lacking.length}): no recipe satisfies the expectation`);
    console.log(
      table([
        ['kind', 'query', 'wanted', 'first result', 'flags'],
        ...lacking.map((result) => [
          result.kind,
          result.query,
          result.expect.slice(0, 50),
          result.first?.title.slice(0, 44) ?? '(no results)',
          flags(result),
        ]),
      ]),
    );
  }
  if (relevantRows.length > 0) {
    console.log(`\nRelevant (${relevantRows.length})`);
    console.log(
      table([
        ['kind', 'query', 'first result', 'flags'],
        ...relevantRows.map((result) => [result.kind, result.query, result.first?.title ?? '', flags(result)]),
      ]),
    );
  }
}

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
