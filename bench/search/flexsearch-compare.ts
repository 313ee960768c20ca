// `npm run bench:flexsearch`: our search index against FlexSearch, in one process and on one catalog
// (bench/search/index-catalog.ts with the real catalog's vocabulary, bench/search/vocabulary.ts), at 100k and 1M
// recipes (BENCH_SIZES). Three query shapes: a rare word, one common word, and filters with no text
// (a diet and one or two allergens to avoid). Each shape answers up to 500 distinct queries
// (BENCH_ITERATIONS) drawn with a fixed seed: one warm-up pass, then one timed pass; p50 / p95 / p99.
// FlexSearch returns the first ten ids and does not count; ours returns a page of ten and the exact
// number of matches, timed twice: `index.search` with the query already read (the index's own work),
// and `answerSearch(parseSearchRequest(body))`, the entry the server answers through (request checks
// included). Also reports each engine's build time and the memory it holds (the JS heap, and the
// array buffers outside it), and checks that both find something for the same rare words.
// Results go to bench/results/flexsearch.md; the parts: flexsearch-engine.ts (FlexSearch as set
// up here), flexsearch-queries.ts (the queries), flexsearch-report.ts (the Markdown).
// A benchmark, not a test: it reports, it asserts nothing.
import { relative } from 'node:path';
import { stem } from '../../server/lib/search-text/text';
import { answerSearch, indexEngine } from '../../server/modules/search/answer';
import { SearchIndex } from '../../server/modules/search/search-index';
import { parseSearchRequest } from '../../server/modules/search/search.schemas';
import { figures, type Figures } from '../lib/figures';
import { measureBuild, settle } from '../lib/memory';
import { ROOT } from '../lib/paths';
import { writeResults } from '../lib/results-file';
import { flexDoc, flexSearch, newFlexIndex } from './flexsearch-engine';
import { accepted, distinctDraws, filterQueries, textQueries, type BenchQuery } from './flexsearch-queries';
import { report, type Run, type ShapeRow } from './flexsearch-report';
import { indexCatalog, vocabularyWords } from './index-catalog';
import { benchVocabulary } from './vocabulary';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_ITERATIONS ?? 500);
/** The rare-word queries on which both engines' answers are compared. */
const CHECKED = 50;
/** bench/search/index-catalog.ts numbers recipes from here, in order. */
const FIRST_ID = 1000;

/** One warm-up pass over the queries, then a timed pass, each query timed alone. */
async function timeSync(queries: readonly BenchQuery[], run: (query: BenchQuery) => unknown): Promise<Figures> {
  for (const query of queries) run(query);
  await settle();
  const times: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    run(query);
    times.push(performance.now() - start);
  }
  return figures(times);
}

/** As `timeSync`, for an answer that comes as a promise (answerSearch). */
async function timeAsync(queries: readonly BenchQuery[], run: (query: BenchQuery) => Promise<unknown>) {
  for (const query of queries) await run(query);
  await settle();
  const times: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    await run(query);
    times.push(performance.now() - start);
  }
  return figures(times);
}

async function measure(size: number, vocabulary: readonly string[]): Promise<Run> {
  // The masks by recipe, for checking FlexSearch's filter answers; made before the memory is read.
  const dietsOf = new Int32Array(size);
  const allergensOf = new Int32Array(size);
  // Ours, built from the catalog, measured without it (the recipes stay the application's).
  const { built: index, held: ours } = await measureBuild(
    () => {
      const made = indexCatalog(size, vocabulary);
      for (const [i, doc] of made.docs.entries()) {
        dietsOf[i] = doc.dietsMask;
        allergensOf[i] = doc.allergensMask;
      }
      return made;
    },
    (made) => {
      const built = new SearchIndex();
      built.rebuild(made.docs);
      return built;
    },
  );
  // FlexSearch, from the same catalog made again (it is deterministic), measured the same way.
  const { built: flexIndex, held: flex } = await measureBuild(
    () => indexCatalog(size, vocabulary),
    (made) => {
      const built = newFlexIndex();
      for (const doc of made.docs) built.add(flexDoc(doc));
      return built;
    },
  );
  process.stdout.write(
    `${size.toLocaleString('en')}: ours built in ${ours.buildSeconds.toFixed(1)} s (${Math.round(ours.heapMb)} + ${Math.round(ours.arraysMb)} MB), ` +
      `FlexSearch in ${flex.buildSeconds.toFixed(1)} s (${Math.round(flex.heapMb)} + ${Math.round(flex.arraysMb)} MB)\n`,
  );

  // None of these shapes ranks by the ingredients at hand, so no ingredient names are ever asked for.
  const engine = indexEngine(index, () => Promise.resolve(new Map<number, string[]>()));
  const words = vocabularyWords(vocabulary, (word) => index.hasTerm(stem(word)));
  const rareWords = words.rare.filter(accepted);
  const commonWords = words.staples.filter(accepted);
  const shapes: [string, BenchQuery[]][] = [
    ['rare word', textQueries(distinctDraws(QUERIES, (pick) => pick(rareWords)))],
    ['one common word', textQueries(distinctDraws(QUERIES, (pick) => pick(commonWords)))],
    ['filters, no text', filterQueries(QUERIES)],
  ];

  const rows: ShapeRow[] = [];
  for (const [shape, queries] of shapes) {
    const flexFigures = await timeSync(queries, (query) => flexSearch(flexIndex, query.flex));
    const indexFigures = await timeSync(queries, (query) => index.search(query.query));
    const answerFigures = await timeAsync(queries, (query) => answerSearch(parseSearchRequest(query.body), engine));
    rows.push({ shape, queries: queries.length, flex: flexFigures, index: indexFigures, answer: answerFigures });
    process.stdout.write(
      `${size.toLocaleString('en')} ${shape} (${queries.length}): FlexSearch ${flexFigures.p50.toFixed(3)} / ${flexFigures.p99.toFixed(3)} ms, ` +
        `index.search ${indexFigures.p50.toFixed(3)} / ${indexFigures.p99.toFixed(3)} ms, ` +
        `answerSearch ${answerFigures.p50.toFixed(3)} / ${answerFigures.p99.toFixed(3)} ms\n`,
    );
  }

  // Checks, untimed: both engines find something for the same rare words; FlexSearch's filter
  // answers hold the filter; ours counts alike through both entries.
  const rare = { checked: 0, flex: 0, ours: 0, both: 0 };
  for (const query of shapes[0]![1].slice(0, CHECKED)) {
    const flexFound = flexSearch(flexIndex, query.flex).length > 0;
    const oursFound = (await answerSearch(parseSearchRequest(query.body), engine)).totalResults > 0;
    rare.checked++;
    if (flexFound) rare.flex++;
    if (oursFound) rare.ours++;
    if (flexFound && oursFound) rare.both++;
  }
  const filterIds = { wrong: 0, returned: 0 };
  for (const query of shapes[2]![1]) {
    for (const id of flexSearch(flexIndex, query.flex)) {
      const at = id - FIRST_ID;
      const { dietsMask, allergensMask } = query.query;
      filterIds.returned++;
      if ((dietsOf[at]! & dietsMask) !== dietsMask || (allergensOf[at]! & allergensMask) !== 0) filterIds.wrong++;
    }
  }
  let countsDiffer = 0;
  for (const [, queries] of shapes) {
    for (const query of queries) {
      const direct = index.search(query.query).totalResults;
      const answered = (await answerSearch(parseSearchRequest(query.body), engine)).totalResults;
      if (direct !== answered) countsDiffer++;
    }
  }
  process.stdout.write(
    `${size.toLocaleString('en')} checks: rare words found by FlexSearch ${rare.flex}, ours ${rare.ours}, both ${rare.both} of ${rare.checked}; ` +
      `FlexSearch filter ids breaking the filter ${filterIds.wrong} of ${filterIds.returned}; ` +
      `index.search and answerSearch counts differ on ${countsDiffer} queries\n`,
  );
  return { size, ours, flex, rows, rare, filterIds, countsDiffer };
}

async function main(): Promise<void> {
  const vocabulary = await benchVocabulary();
  const runs: Run[] = [];
  for (const size of SIZES) runs.push(await measure(size, vocabulary.words));
  const source = `${vocabulary.words.length.toLocaleString('en')} words from ${vocabulary.source}`;
  const text = report(runs, source, QUERIES);
  process.stdout.write(`\n${text}\n`);
  const written = writeResults('flexsearch', text);
  process.stdout.write(`${relative(ROOT, written)} written\n`);
}

await main();
