// `npm run bench`: builds synthetic catalogs (10k, 100k, 1M recipes by default; BENCH_SIZES to
// change), imports them through the real labeller into SQLite and PostgreSQL, and measures:
// import speed, index build time and memory, in-process p50/p99 of every query shape, and HTTP
// throughput of search and random against GET /api/health on the same server in the same run.
// Results go to bench/RESULTS.md. A benchmark, not a test: it reports, it asserts nothing.
import { writeResultsSection } from './results-file';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../server/app';
import { dropSchema, migrateToLatest, openDatabase, type Db } from '../server/db/database';
import { saveRecipes } from '../server/modules/recipes/recipe.service';
import { parseSearchRequest } from '../server/modules/search/search.schemas';
import { syntheticRecipes } from './synthetic';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
/** The database engine ranks every match, so it gets fewer runs per shape (reported as p50 / max). */
const DB_ITERATIONS = Number(process.env.BENCH_DB_ITERATIONS ?? 20);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const WORK = resolve('bench/.work');
const run = promisify(execFile);

interface Shape {
  name: string;
  path: string;
  bodies: object[];
}

const SHAPES: Shape[] = [
  {
    name: 'staple word',
    path: '/api/search/general',
    bodies: [{ searchInput: 'chicken' }, { searchInput: 'garlic' }, { searchInput: 'salt' }],
  },
  {
    name: 'two words',
    path: '/api/search/general',
    bodies: [{ searchInput: 'garlic chicken' }, { searchInput: 'lemon curry' }, { searchInput: 'creamy soup' }],
  },
  {
    name: 'typing a prefix',
    path: '/api/search/general',
    bodies: [{ searchInput: 'c' }, { searchInput: 'chi' }, { searchInput: 'garlic chi' }, { searchInput: 'to' }],
  },
  {
    name: 'rare word',
    path: '/api/search/general',
    bodies: [{ searchInput: 'fennel' }, { searchInput: 'duck' }, { searchInput: 'radishes' }],
  },
  {
    name: 'staple + diet + allergen',
    path: '/api/search/diet&allergens',
    bodies: [
      { searchInput: 'chicken', diet: 'paleo', allergy: 'gluten' },
      { searchInput: 'garlic', diet: 'vegetarian', allergy: 'peanut,soy' },
    ],
  },
  {
    name: 'empty query + filters',
    path: '/api/search/diet&allergens',
    bodies: [
      { searchInput: '', diet: 'vegetarian', allergy: 'gluten,peanut' },
      { searchInput: '', diet: 'vegan', allergy: 'soy' },
    ],
  },
  { name: 'deep page', path: '/api/search/general', bodies: [{ searchInput: 'salt', offset: 5000, number: 20 }] },
  {
    // Nothing matches as typed: the spelling correction runs, then the corrected search.
    name: 'misspelt word',
    path: '/api/search/general',
    bodies: [{ searchInput: 'chiken' }, { searchInput: 'garlc ' }, { searchInput: 'lemn curry' }],
  },
  {
    // Filter words read as filters: a diet, a meal, a ready time, a free-from label.
    name: 'filter words',
    path: '/api/search/general',
    bodies: [
      { searchInput: 'quick vegan dinner' },
      { searchInput: 'gluten free chicken' },
      { searchInput: 'dairy free soup' },
    ],
  },
  {
    // Three words no recipe holds together: the partial-match fallback answers.
    name: 'partial match',
    path: '/api/search/general',
    bodies: [{ searchInput: 'fennel duck chocolate' }, { searchInput: 'radishes lamb cinnamon' }],
  },
  {
    name: 'include + exclude',
    path: '/api/search/general',
    bodies: [
      { searchInput: '', includeIngredients: 'chicken,garlic', excludeIngredients: 'dairy' },
      { searchInput: 'soup', excludeIngredients: 'nuts,egg' },
    ],
  },
  {
    name: 'facets',
    path: '/api/search/general',
    bodies: [
      { searchInput: 'chicken', facets: true },
      { searchInput: '', facets: true },
    ],
  },
  {
    name: 'sort by time',
    path: '/api/search/general',
    bodies: [
      { searchInput: 'chicken', sort: 'time' },
      { searchInput: '', sort: 'time' },
    ],
  },
  { name: 'random', path: '/api/search/random', bodies: [{}] },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function openBenchDb(kind: string): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  if (kind === 'postgres') {
    const schema = `bench_${Date.now()}`;
    const db = await openDatabase(PG_URL, { schema });
    await migrateToLatest(db);
    return {
      db,
      cleanup: async () => {
        await db.close();
        await dropSchema(PG_URL, schema);
      },
    };
  }
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `bench-${Date.now()}.db`);
  const db = await openDatabase(`sqlite:${file}`);
  await migrateToLatest(db);
  return {
    db,
    cleanup: async () => {
      await db.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** autocannon runs in a child process, asynchronously: the server under test shares this event loop. */
async function autocannon(url: string, request: { method: 'GET' | 'POST'; body?: object }): Promise<number> {
  const args = ['autocannon', '-c', '50', '-d', String(HTTP_SECONDS), '-j', '-m', request.method];
  if (request.body) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(request.body));
  const { stdout } = await run('npx', [...args, url], { maxBuffer: 1 << 26 });
  const parsed = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number; '2xx': number };
  if (parsed.non2xx > 0 || parsed.errors > 0 || parsed['2xx'] === 0) {
    throw new Error(`${url}: ${parsed['2xx']} ok, ${parsed.non2xx} non-2xx, ${parsed.errors} errors`);
  }
  return parsed.requests.average;
}

interface Row {
  db: string;
  size: number;
  importRate: number;
  /** From building the app to answering searches (from the database while the index builds). */
  answerMs: number;
  indexMs: number;
  rss: number;
  heap: number;
  latency: { name: string; p50: number; p99: number }[];
  databaseLatency: { name: string; p50: number; max: number }[];
  http: { name: string; rps: number; ratio: number }[];
}

async function measure(kind: string, size: number, db: Db, importRate: number): Promise<Row> {
  const started = performance.now();
  const app = await buildApp({ db, searchPollMs: 0 });
  await app.ready();
  const answerMs = performance.now() - started;
  const search = app.services.search;
  await search.whenIndexed();
  const indexMs = performance.now() - started;
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();

  type Body = { searchInput?: string; diet?: string; allergy?: string; offset?: number; number?: number };
  const time = async (shape: Shape, runs: number, warmUp: number, engine: 'memory' | 'database') => {
    const times: number[] = [];
    for (let i = 0; i < runs + warmUp; i++) {
      const body = shape.bodies[i % shape.bodies.length] as Body;
      const request = shape.name === 'random' ? undefined : parseSearchRequest(body);
      const t0 = performance.now();
      if (shape.name === 'random' && engine === 'memory') search.index.random(12);
      else if (shape.name === 'random') await app.services.recipes.random(12);
      // In-process figures are the engine's own work: the cache of answers is only on the HTTP path.
      else await search.search(request!, { engine });
      if (i >= warmUp) times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };

  // The misspelt shape must measure a correction, not an empty answer.
  for (const body of SHAPES.find((shape) => shape.name === 'misspelt word')!.bodies as Body[]) {
    const answer = await search.search(parseSearchRequest(body));
    if (!answer.correctedQuery || answer.totalResults === 0) {
      throw new Error(`"${body.searchInput}" found no corrected results in the synthetic catalog`);
    }
  }

  const latency: Row['latency'] = [];
  for (const shape of SHAPES) {
    const times = await time(shape, ITERATIONS, 50, 'memory');
    latency.push({ name: shape.name, p50: percentile(times, 0.5), p99: percentile(times, 0.99) });
  }
  const databaseLatency: Row['databaseLatency'] = [];
  // BENCH_DB_ITERATIONS=0 skips the database engine (it takes minutes at a million recipes).
  for (const shape of DB_ITERATIONS > 0 ? SHAPES : []) {
    // A staple word at a million recipes takes seconds here: fewer runs at that size.
    const times = await time(shape, size >= 1_000_000 ? Math.ceil(DB_ITERATIONS / 4) : DB_ITERATIONS, 2, 'database');
    databaseLatency.push({ name: shape.name, p50: percentile(times, 0.5), max: times.at(-1) ?? 0 });
  }

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await autocannon(`${address}/api/health`, { method: 'GET' }); // warm-up: JIT and connection set-up
  const health = await autocannon(`${address}/api/health`, { method: 'GET' });
  const http = [{ name: 'health', rps: health, ratio: 1 }];
  for (const shape of SHAPES.filter((s) =>
    ['staple word', 'staple + diet + allergen', 'empty query + filters', 'random'].includes(s.name),
  )) {
    // As the web app calls them: random with no body, searches with their JSON body.
    const body = shape.name === 'random' ? undefined : shape.bodies[0];
    const rps = await autocannon(`${address}${shape.path}`, { method: 'POST', ...(body ? { body } : {}) });
    http.push({ name: shape.name, rps, ratio: rps / health });
  }
  await app.close();
  return {
    db: kind,
    size,
    importRate,
    answerMs,
    indexMs,
    rss: memory.rss,
    heap: memory.heapUsed,
    latency,
    databaseLatency,
    http,
  };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const kind of DATABASES) {
    const { db, cleanup } = await openBenchDb(kind);
    try {
      let imported = 0;
      for (const size of SIZES) {
        const t0 = performance.now();
        const batches = syntheticRecipes(size - imported, 1000 + imported);
        for (const drafts of batches) {
          for (const draft of drafts) draft.sourceKey = `bench:${imported + Number(draft.sourceKey.slice(6))}`;
          await saveRecipes(db, drafts);
        }
        const rate = (size - imported) / ((performance.now() - t0) / 1000);
        imported = size;
        process.stdout.write(`${kind} ${size}: imported at ${Math.round(rate)} recipes/s; measuring…\n`);
        const row = await measure(kind, size, db, rate);
        rows.push(row);
        process.stdout.write(`${JSON.stringify(row)}\n`);
      }
    } finally {
      await cleanup();
    }
  }
  writeResultsSection('search', report(rows));
  process.stdout.write('Wrote bench/RESULTS.md\n');
}

function report(rows: Row[]): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '## Search',
    '',
    `Machine: ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}. ` +
      `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; ${ITERATIONS} queries per shape in-process, ` +
      `HTTP with autocannon at 50 connections for ${HTTP_SECONDS} s per route, against the same server. ` +
      "In-process figures are the engines' own work, with no cache; over HTTP each route repeats one query, so after the first request it is answered from the cache of answers, as popular and search-as-you-type queries are in real use.",
    '',
    '### In-process latency (ms), p50 / p99',
    '',
    `| database | recipes | ${SHAPES.map((s) => s.name).join(' | ')} |`,
    `|---|---:|${SHAPES.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.size.toLocaleString('en')} | ${r.latency.map((l) => `${l.p50.toFixed(2)} / ${l.p99.toFixed(2)}`).join(' | ')} |`,
    ),
    '',
    '### The database engine (SQLite FTS5, PostgreSQL tsvector with GIN), in-process latency (ms), p50 / max',
    '',
    `Same queries, same results (server/modules/search/search-parity.api.test.ts), ${DB_ITERATIONS} runs per shape (${Math.ceil(DB_ITERATIONS / 4)} at a million): ` +
      'this engine counts and orders every match, so its cost follows the match count. It answers while the index builds, or always with SEARCH_ENGINE=database.',
    '',
    `| database | recipes | ${SHAPES.map((s) => s.name).join(' | ')} |`,
    `|---|---:|${SHAPES.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.size.toLocaleString('en')} | ${r.databaseLatency.map((l) => `${l.p50.toFixed(1)} / ${l.max.toFixed(1)}`).join(' | ')} |`,
    ),
    '',
    '### HTTP throughput (requests/s, and ratio to GET /api/health)',
    '',
    `| database | recipes | ${rows[0]?.http.map((h) => h.name).join(' | ') ?? ''} |`,
    `|---|---:|${rows[0]?.http.map(() => '---:').join('|') ?? ''}|`,
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.size.toLocaleString('en')} | ${r.http.map((h) => `${Math.round(h.rps)} (${h.ratio.toFixed(2)})`).join(' | ')} |`,
    ),
    '',
    '### Import and memory',
    '',
    '| database | recipes | import (recipes/s, labels and full text included) | answering after (s) | index built after (s) | server RSS | JS heap |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.size.toLocaleString('en')} | ${Math.round(r.importRate)} | ${(r.answerMs / 1000).toFixed(1)} | ${(r.indexMs / 1000).toFixed(1)} | ${mb(r.rss)} | ${mb(r.heap)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
