/** The evaluation's report: scores by kind of query, then the queries that missed, as text tables. */
import { PAGE, type QueryResult } from './evaluate';
import { QUERY_KINDS } from './queries';

const GOAL_NO_RESULTS = 2;
const GOAL_RELEVANT = 90;

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

export interface Score {
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

export function score(results: readonly QueryResult[]): Score {
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

/** Prints the scores, the outcomes and the queries that missed (`all`: every query). */
export function report(results: readonly QueryResult[], recipes: number, seconds: number, all: boolean): void {
  const total = score(results);
  printScores(results, total, recipes, seconds);
  const misses = missesOf(results);
  printOutcomes(total, misses);
  printLists(results, misses, all);
}

function printScores(results: readonly QueryResult[], total: Score, recipes: number, seconds: number): void {
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
}

interface Misses {
  /** The catalog has an answer, the first result is not one (or the search failed). */
  missed: QueryResult[];
  /** No results although the catalog has an answer. */
  empty: QueryResult[];
  /** No catalog recipe satisfies the expectation. */
  lacking: QueryResult[];
}

function missesOf(results: readonly QueryResult[]): Misses {
  const missed = results.filter((result) => result.outcome === 'search missed' || result.outcome === 'error');
  const empty = results.filter((result) => result.outcome === 'no results' && result.answerable > 0);
  const lacking = results.filter((result) => result.answerable === 0);
  return { missed, empty, lacking };
}

function printOutcomes(total: Score, { missed, empty, lacking }: Misses): void {
  const count = (items: readonly QueryResult[], test: (result: QueryResult) => boolean) => items.filter(test).length;
  console.log(
    `outcomes: relevant ${total.relevant}; search missed ${missed.length}` +
      ` (a relevant one in the top ${PAGE}: ${count(missed, (result) => result.relevantRank !== undefined)},` +
      ` partial: ${count(missed, (result) => result.partial)},` +
      ` corrected: ${count(missed, (result) => result.correctedQuery !== undefined)});` +
      ` no results though answerable ${empty.length}; catalog lacks ${lacking.length}` +
      ` (no results: ${count(lacking, (result) => result.outcome === 'no results')})`,
  );
}

function printLists(results: readonly QueryResult[], { missed, empty, lacking }: Misses, all: boolean): void {
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
