// `npm run bench:index`: the search index on its own, as an application embeds it, at 100k and 1M
// recipes (BENCH_SIZES) for two catalogs: the 209-word synthetic one and one with a real catalog's
// vocabulary (bench/search/vocabulary.ts: about 60,000 words from the real data beside the checkout, or a
// generated vocabulary of that size). Each shape answers distinct queries drawn with a fixed seed
// (bench/search/varied.ts) through `answerSearch`, as the server does: warm (after one pass over the same
// queries, caches kept) and cold (every cache of the index emptied before each query). Reports
// p50 / p95 / p99, the build time and the memory the index holds (the JS heap, and the typed arrays
// outside it: slot lists, bit sets, per-slot columns). Then odd queries, each cold: every single
// letter, stop words alone, 32 copies of one letter, mixed scripts and emoji, and 1,000 distinct
// prefixes in a row; the slowest of each group is set against ten times the 2 ms goal.
// Results go to bench/results/index.md.
// A benchmark, not a test: it reports, it asserts nothing.
import { relative } from 'node:path';
import { stem } from '../../server/lib/search-text/text';
import { answerSearch, indexEngine } from '../../server/modules/search/answer';
import { SearchIndex } from '../../server/modules/search/search-index';
import { parseSearchRequest } from '../../server/modules/search/search.schemas';
import { indexCatalog, vocabularyWords } from './index-catalog';
import { figures, type Figures } from '../lib/figures';
import { measureBuild } from '../lib/memory';
import { ROOT } from '../lib/paths';
import { writeResults } from '../lib/results-file';
import { SMALL_WORDS, VARIED_SHAPES, acceptedBody, variedBodies, type BenchWords } from './varied';
import { benchVocabulary } from './vocabulary';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_ITERATIONS ?? 500);
const CATALOGS = (process.env.BENCH_CATALOGS ?? 'small,real').split(',');
/** Comma-joined shape names to measure, for a quick look at a few: the results file is then left as it is. */
const ONLY_SHAPES = process.env.BENCH_SHAPES?.split(',');
const SHAPES = ONLY_SHAPES ? VARIED_SHAPES.filter((shape) => ONLY_SHAPES.includes(shape)) : VARIED_SHAPES;

interface ShapeRow {
  shape: string;
  queries: number;
  warm: Figures;
  cold: Figures;
  /** Queries that found nothing. */
  empty: number;
}
/** The slowest of a group of odd queries, each answered cold. */
interface OddRow {
  group: string;
  queries: number;
  maxMs: number;
  /** Whether every query answered in the usual shape. */
  answered: boolean;
}
interface Run {
  catalog: string;
  odd: OddRow[];
  size: number;
  terms: number;
  buildSeconds: number;
  heapMb: number;
  arraysMb: number;
  rows: ShapeRow[];
}

async function measure(catalog: string, size: number, vocabulary: readonly string[] | null): Promise<Run> {
  // What the index holds, without the catalog it was built from (the recipes and their ingredient
  // names stay the application's); the names are made again below for the fridge queries.
  const { built: index, held } = await measureBuild(
    () => indexCatalog(size, vocabulary),
    (made) => {
      const built = new SearchIndex();
      built.rebuild(made.docs);
      return built;
    },
  );
  const { ingredientNames } = indexCatalog(size, vocabulary);
  const engine = indexEngine(index, (ids) =>
    Promise.resolve(new Map(ids.map((id) => [id, ingredientNames.get(id) ?? []]))),
  );
  const words: BenchWords = vocabulary ? vocabularyWords(vocabulary, (word) => index.hasTerm(stem(word))) : SMALL_WORDS;

  const rows: ShapeRow[] = [];
  for (const shape of SHAPES) {
    const requests = variedBodies(shape, QUERIES, acceptedBody, 20261127, words).map((body) =>
      parseSearchRequest(body),
    );
    let empty = 0;
    const run = async (cold: boolean): Promise<number[]> => {
      const times: number[] = [];
      for (const request of requests) {
        if (cold) index.dropCaches();
        const start = performance.now();
        let found = 0;
        try {
          found = (await answerSearch(request, engine)).totalResults;
        } catch {
          // A request the service refuses (an ingredient both included and excluded) costs its refusal.
        }
        times.push(performance.now() - start);
        if (!cold && found === 0) empty++;
      }
      return times;
    };
    await run(false);
    empty = 0;
    const warm = figures(await run(false));
    const cold = figures(await run(true));
    rows.push({ shape, queries: requests.length, warm, cold, empty });
    process.stdout.write(
      `${catalog} ${size.toLocaleString('en')} ${shape}: warm ${warm.p50.toFixed(3)} / ${warm.p99.toFixed(3)} ms, cold ${cold.p50.toFixed(3)} / ${cold.p99.toFixed(3)} ms, ${empty} empty of ${requests.length}\n`,
    );
  }
  const odd = await oddQueries(index, engine, words);
  for (const row of odd) {
    process.stdout.write(
      `${catalog} ${size.toLocaleString('en')} odd: ${row.group}: slowest ${row.maxMs.toFixed(3)} ms of ${row.queries}${row.answered ? '' : ' (some failed)'}\n`,
    );
  }
  return { catalog, size, terms: index.termCount, ...held, rows, odd };
}

/** Ten times the goal for a query at p99: no odd query may take longer. */
const ODD_LIMIT_MS = 20;

/** Queries a search box receives that no shape above draws, each answered with the caches emptied first. */
async function oddQueries(
  index: SearchIndex,
  engine: ReturnType<typeof indexEngine>,
  words: BenchWords,
): Promise<OddRow[]> {
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  // 1,000 distinct beginnings of 1 to 4 letters of the catalog's words, in a row.
  const prefixes = new Set<string>();
  const pool = [...words.words, ...words.rare];
  for (let i = 0; prefixes.size < 1000 && i < pool.length * 4; i++) {
    const word = pool[(i * 7919) % pool.length]!;
    prefixes.add(word.slice(0, 1 + (i % 4)));
  }
  const groups: [string, string[]][] = [
    ['one letter, for every letter', letters],
    ['stop words only', ['the', 'and', 'of the', 'a an the', 'with and or', 'to in on at', 'the the the']],
    ['32 copies of one letter', letters.map((letter) => letter.repeat(32))],
    [
      'mixed scripts and emoji',
      [
        '🍕',
        '🍜🍜🍜',
        'pâte 🍕',
        'суп chicken',
        '寿司',
        'ラーメン ramen',
        'بيتزا',
        'κοτόπουλο',
        'ĉokolado',
        '🥚 egg 🥚',
      ],
    ],
    [`${prefixes.size.toLocaleString('en')} distinct prefixes in a row`, [...prefixes]],
  ];
  const rows: OddRow[] = [];
  for (const [group, queries] of groups) {
    let maxMs = 0;
    let answered = true;
    for (const searchInput of queries) {
      index.dropCaches();
      const start = performance.now();
      try {
        const answer = await answerSearch(parseSearchRequest({ searchInput }), engine);
        if (!Array.isArray(answer.results) || typeof answer.totalResults !== 'number') answered = false;
      } catch {
        answered = false;
      }
      maxMs = Math.max(maxMs, performance.now() - start);
    }
    rows.push({ group, queries: queries.length, maxMs, answered });
  }
  return rows;
}

const ms = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));
const cell = (f: Figures) => `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)}`;

function report(runs: Run[], source: string): string {
  const lines = [
    '## Search index, on its own',
    '',
    `Generated by \`npm run bench:index\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}. ` +
      `The index alone, as an application embeds it (no database, no HTTP), answering through \`answerSearch\` as the server does; ` +
      `${QUERIES} distinct queries per shape drawn with a fixed seed (bench/search/varied.ts). Warm: after one pass over the same queries. ` +
      `Cold: every cache of the index emptied before each query (\`dropCaches\`). Real vocabulary: ${source}.`,
    '',
  ];
  for (const run of runs) {
    lines.push(
      `### ${run.catalog === 'real' ? 'Real vocabulary' : '209-word catalog'}, ${run.size.toLocaleString('en')} recipes: ` +
        `${run.terms.toLocaleString('en')} index terms, built in ${run.buildSeconds.toFixed(1)} s, ${Math.round(run.heapMb)} MB of heap + ${Math.round(run.arraysMb)} MB of typed arrays`,
      '',
      '| shape | warm p50 / p95 / p99 (ms) | cold p50 / p95 / p99 (ms) | found nothing |',
      '|---|---:|---:|---:|',
      ...run.rows.map(
        (row) => `| ${row.shape} | ${cell(row.warm)} | ${cell(row.cold)} | ${row.empty} of ${row.queries} |`,
      ),
      '',
      `Odd queries, each cold; the limit is ${ODD_LIMIT_MS} ms, ten times the goal:`,
      '',
      '| queries | how many | slowest (ms) | within the limit | all answered |',
      '|---|---:|---:|---|---|',
      ...run.odd.map(
        (row) =>
          `| ${row.group} | ${row.queries} | ${ms(row.maxMs)} | ${row.maxMs <= ODD_LIMIT_MS ? 'yes' : 'no'} | ${row.answered ? 'yes' : 'no'} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const vocabulary = CATALOGS.includes('real') ? await benchVocabulary() : null;
  const runs: Run[] = [];
  for (const size of SIZES) {
    for (const catalog of CATALOGS)
      runs.push(await measure(catalog, size, catalog === 'real' ? vocabulary!.words : null));
  }
  const source = vocabulary
    ? `${vocabulary.words.length.toLocaleString('en')} words from ${vocabulary.source}`
    : 'not run';
  if (ONLY_SHAPES) return;
  const written = writeResults('index', report(runs, source));
  process.stdout.write(`${relative(ROOT, written)} written\n`);
}

await main();
