// `npm run bench:flexsearch`: our search index against FlexSearch, in one process and on one catalog
// (bench/index-catalog.ts with the real catalog's vocabulary, bench/vocabulary.ts), at 100k and 1M
// recipes (BENCH_SIZES). Three query shapes: a rare word, one common word, and filters with no text
// (a diet and one or two allergens to avoid). Each shape answers up to 500 distinct queries
// (BENCH_ITERATIONS) drawn with a fixed seed: one warm-up pass, then one timed pass; p50 / p95 / p99.
// FlexSearch returns the first ten ids and does not count; ours returns a page of ten and the exact
// number of matches, timed twice: `index.search` with the query already read (the index's own work),
// and `answerSearch(parseSearchRequest(body))`, the entry the server answers through (request checks
// included). Also reports each engine's build time and the memory it holds (the JS heap, and the
// array buffers outside it), and checks that both find something for the same rare words.
// Results go to bench/RESULTS.md (section "flexsearch").
// A benchmark, not a test: it reports, it asserts nothing.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { Document } from 'flexsearch';
import { ALLERGY_IDS, DIET_IDS, type AllergyId, type DietId } from '../shared/ids';
import { allergensToMask, dietsToMask, maskToAllergens, maskToDiets } from '../shared/label-masks';
import { seededRandom } from '../shared/seeded-random';
import { parseQuery } from '../server/lib/search-text/search-document';
import { stem } from '../server/lib/search-text/text';
import { answerSearch, indexEngine } from '../server/modules/search/answer';
import { BROWSE, SearchIndex, type IndexDoc, type SearchQuery } from '../server/modules/search/search-index';
import { parseSearchRequest } from '../server/modules/search/search.schemas';
import { indexCatalog, vocabularyWords, type IndexCatalog } from './index-catalog';
import { arraysMb, heapMb, settle } from './memory';
import { writeResultsSection } from './results-file';
import type { Body } from './varied';
import { benchVocabulary } from './vocabulary';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_ITERATIONS ?? 500);
const SEED = 20261127;
/** The rare-word queries on which both engines' answers are compared. */
const CHECKED = 50;
/** One page: FlexSearch's limit and ours' `number`. */
const PAGE = 10;
/** bench/index-catalog.ts numbers recipes from here, in order. */
const FIRST_ID = 1000;

const FLEXSEARCH_VERSION = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../node_modules/flexsearch/package.json'), 'utf8')) as {
    version: string;
  }
).version;

interface Figures {
  p50: number;
  p95: number;
  p99: number;
}
/** What FlexSearch is asked: one word, or tags only. */
type FlexQuery = { word: string } | { diet: DietId; free: AllergyId[] };
/** One query of a shape, as each engine takes it. */
interface BenchQuery {
  /** The request body, as the server receives it. */
  body: Body;
  /** The same search, read, as `SearchIndex.search` takes it. */
  query: SearchQuery;
  flex: FlexQuery;
}
interface ShapeRow {
  shape: string;
  queries: number;
  flex: Figures;
  index: Figures;
  answer: Figures;
}
interface Memory {
  buildSeconds: number;
  heapMb: number;
  arraysMb: number;
}
interface Run {
  size: number;
  ours: Memory;
  flex: Memory;
  rows: ShapeRow[];
  /** Of the first CHECKED rare-word queries: how many each engine found something for, and both. */
  rare: { checked: number; flex: number; ours: number; both: number };
  /** Filter queries: FlexSearch ids that break the filter, of the ids it returned. */
  filterIds: { wrong: number; returned: number };
  /** Queries on which index.search and answerSearch count differently (they should not). */
  countsDiffer: number;
}

/**
 * A FlexSearch document: the text ours indexes (the title, and the body: ingredient names, cuisine,
 * dish type), and two tag fields from the masks (shared/ids.ts): `diet` holds DIET_IDS[i] for every
 * set bit i of dietsMask; `free` holds ALLERGY_IDS[i] for every bit i of allergensMask that is not
 * set (a set bit says the recipe contains that allergen, so "free of X" is the bit left clear).
 */
type FlexDoc = { id: number; title: string; body: string; diet: string[]; free: string[] };

/**
 * FlexSearch's Document index, as a developer would set it up for speed: one index per text field
 * (title, body) and the two tag fields. Tokenizer "strict" (also its default): whole words only,
 * one entry per word, the smallest and fastest to build; the prefix tokenizers ("forward" and
 * beyond) store every prefix of every word, and this benchmark's queries are whole words (ours is
 * given them as whole words too, see `textQueries`). The default encoder: case folded, letters
 * normalised, repeated letters folded; no stemming. Default resolution (9 scoring slots). No
 * context index and no fastupdate (the "performance" preset adds both: the first serves queries
 * of several words, the second updates, neither is asked here), no result cache (it would answer
 * the timed pass from the warm-up's answers).
 */
const newFlexIndex = () =>
  new Document<FlexDoc>({
    tokenize: 'strict',
    document: { id: 'id', index: ['title', 'body'], tag: ['diet', 'free'] },
  });
type FlexIndex = ReturnType<typeof newFlexIndex>;

const flexDoc = (doc: IndexDoc): FlexDoc => {
  const contains = maskToAllergens(doc.allergensMask);
  return {
    id: doc.id,
    title: doc.title,
    body: doc.body,
    diet: maskToDiets(doc.dietsMask),
    free: ALLERGY_IDS.filter((allergen) => !contains.includes(allergen)),
  };
};

/**
 * The first ten ids FlexSearch finds. A word: searched in both fields, the fields' answers merged
 * (`merge: true`, one entry per id, title matches first), cut to ten. Tags: the Document index's
 * tag search, through its Resolver (`resolve: false`, then `resolve`): the tags of different fields
 * and the several tags of a field are intersected there. A tag-only search left to resolve itself
 * (the default) answers each tag's list apart, not their intersection, in 0.8.212. The limit goes
 * to the resolver, not the search (there it would cut each tag's list before the intersection),
 * with `offset: 0`, without which the resolver cuts a single list to nothing.
 */
function flexSearch(index: FlexIndex, query: FlexQuery): number[] {
  if ('word' in query) {
    const hits = index.search(query.word, { limit: PAGE, merge: true });
    return hits.slice(0, PAGE).map((hit) => hit.id as number);
  }
  // One { field: tag } per tag, the typed form of the same request as { diet, free: [...] }.
  const tag = [{ diet: query.diet }, ...query.free.map((allergen) => ({ free: allergen }))];
  const resolver = index.search({ tag, resolve: false });
  return resolver.resolve({ limit: PAGE, offset: 0 }) as number[];
}

const figures = (times: number[]): Figures => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};
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

/** Up to `count` distinct draws (fewer when the shape has fewer), with a fixed seed. */
function distinctDraws<T>(count: number, draw: (pick: <U>(list: readonly U[]) => U, random: () => number) => T) {
  const random = seededRandom(SEED);
  const pick = <U>(list: readonly U[]): U => list[Math.floor(random() * list.length)]!;
  const seen = new Set<string>();
  const out: T[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 50; attempt++) {
    const value = draw(pick, random);
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** Whether the server takes the word as a search (it refuses text over its length limit). */
const accepted = (word: string) => {
  try {
    parseSearchRequest({ searchInput: `${word} ` });
    return true;
  } catch {
    return false;
  }
};

/**
 * One word per query, as a whole word: the text ends with a space, so ours does not read the word
 * as a prefix being typed (FlexSearch's strict tokenizer matches whole words only). Ours matches
 * the word's stem and its synonyms; FlexSearch the word as encoded.
 */
const textQueries = (words: readonly string[]): BenchQuery[] =>
  words.map((word) => ({
    body: { searchInput: `${word} `, number: PAGE },
    query: { text: '', words: parseQuery(`${word} `), dietsMask: 0, allergensMask: 0, offset: 0, number: PAGE },
    flex: { word },
  }));

/**
 * A diet and one or two allergens to avoid, no text. With no words, ours lists matches in the
 * browsing order (answerSearch does so), so `index.search` is given that order too.
 */
const filterQueries = (count: number): BenchQuery[] =>
  distinctDraws(count, (pick, random) => {
    const diet = pick(DIET_IDS);
    const first = pick(ALLERGY_IDS);
    const second = random() < 0.5 ? pick(ALLERGY_IDS.filter((allergen) => allergen !== first)) : undefined;
    return { diet, free: second ? [first, second].sort() : [first] };
  }).map(({ diet, free }) => ({
    body: { searchInput: '', diet, allergy: free.join(','), number: PAGE },
    query: {
      text: '',
      words: [],
      dietsMask: dietsToMask([diet]),
      allergensMask: allergensToMask(free),
      sort: BROWSE,
      offset: 0,
      number: PAGE,
    },
    flex: { diet, free },
  }));

async function measure(size: number, vocabulary: readonly string[]): Promise<Run> {
  // The masks by recipe, for checking FlexSearch's filter answers; made before the memory is read.
  const dietsOf = new Int32Array(size);
  const allergensOf = new Int32Array(size);
  await settle();
  const heapBefore = heapMb();
  const arraysBefore = arraysMb();

  // Ours, built from the catalog, measured without it (the recipes stay the application's).
  let catalog: IndexCatalog | null = indexCatalog(size, vocabulary);
  for (const [i, doc] of catalog.docs.entries()) {
    dietsOf[i] = doc.dietsMask;
    allergensOf[i] = doc.allergensMask;
  }
  const index = new SearchIndex();
  let started = performance.now();
  index.rebuild(catalog.docs);
  const oursSeconds = (performance.now() - started) / 1000;
  catalog = null;
  await settle();
  const heapOurs = heapMb();
  const arraysOurs = arraysMb();
  const ours = { buildSeconds: oursSeconds, heapMb: heapOurs - heapBefore, arraysMb: arraysOurs - arraysBefore };

  // FlexSearch, from the same catalog made again (it is deterministic), measured the same way.
  catalog = indexCatalog(size, vocabulary);
  const flexIndex = newFlexIndex();
  started = performance.now();
  for (const doc of catalog.docs) flexIndex.add(flexDoc(doc));
  const flexSeconds = (performance.now() - started) / 1000;
  catalog = null;
  await settle();
  const flex = { buildSeconds: flexSeconds, heapMb: heapMb() - heapOurs, arraysMb: arraysMb() - arraysOurs };
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

const ms = (n: number) => (n >= 10 ? n.toFixed(1) : n >= 0.1 ? n.toFixed(2) : n.toFixed(3));
const cell = (f: Figures) => `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)}`;
/** Two significant digits, so a small ratio does not print as 0.0. */
const ratio = (ours: number, theirs: number) => (theirs > 0 ? `${Number((ours / theirs).toPrecision(2))}×` : '–');
const memory = (m: Memory) =>
  `built in ${m.buildSeconds.toFixed(1)} s, ${Math.round(m.heapMb)} MB of heap + ${Math.round(m.arraysMb)} MB of array buffers`;

function report(runs: Run[], source: string): string {
  const processors = cpus();
  const lines = [
    '## Our index against FlexSearch',
    '',
    `Generated by \`npm run bench:flexsearch\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ` +
      `${processors.length} cores (${processors[0]?.model.trim() ?? 'unknown'}). ` +
      `Both engines in one process, built from the same catalog (bench/index-catalog.ts; vocabulary: ${source}), ` +
      `indexing the same text: the title, and the body (ingredient names, cuisine, dish type). ` +
      `FlexSearch ${FLEXSEARCH_VERSION}: a Document index over title and body, tokenizer "strict", the default encoder, ` +
      `diets and allergen-free as tags; it returns the first ${PAGE} ids and does not count them. ` +
      `Ours returns a page of ${PAGE} and the exact count of every match (totalResults), timed through \`index.search\` ` +
      `(the query read beforehand: the index's work alone) and through \`answerSearch(parseSearchRequest(body))\`, ` +
      `the entry the server answers through, request checks included. ` +
      `Up to ${QUERIES} distinct queries per shape, drawn with a fixed seed (a shape with fewer possible queries has them all): ` +
      `one warm-up pass, then one timed pass. Words are whole words. Times in ms: p50 / p95 / p99.`,
    '',
  ];
  for (const run of runs) {
    lines.push(
      `### ${run.size.toLocaleString('en')} recipes`,
      '',
      `FlexSearch ${memory(run.flex)}. Ours ${memory(run.ours)}.`,
      '',
      '| shape | FlexSearch p50 / p95 / p99 | ours index.search p50 / p95 / p99 | ours answerSearch p50 / p95 / p99 | p99 ratio (ours index.search / FlexSearch) |',
      '|---|---:|---:|---:|---:|',
      ...run.rows.map(
        (row) =>
          `| ${row.shape} (${row.queries} queries) | ${cell(row.flex)} | ${cell(row.index)} | ${cell(row.answer)} | ${ratio(row.index.p99, row.flex.p99)} |`,
      ),
      '',
      `Rare words, the first ${run.rare.checked} queries: FlexSearch found something for ${run.rare.flex}, ours for ${run.rare.ours}, ` +
        `both for ${run.rare.both} (their orders differ, so the ids are not compared). ` +
        `FlexSearch's filter answers: ${run.filterIds.wrong} of ${run.filterIds.returned} ids break the filter. ` +
        `Ours' two entries count differently on ${run.countsDiffer} queries.`,
      '',
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const vocabulary = await benchVocabulary();
  const runs: Run[] = [];
  for (const size of SIZES) runs.push(await measure(size, vocabulary.words));
  const source = `${vocabulary.words.length.toLocaleString('en')} words from ${vocabulary.source}`;
  const text = report(runs, source);
  process.stdout.write(`\n${text}\n`);
  writeResultsSection('flexsearch', text);
  process.stdout.write('bench/RESULTS.md updated (section "flexsearch")\n');
}

await main();
