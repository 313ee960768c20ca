// `npm run bench`: builds synthetic catalogs (10k, 100k, 1M recipes by default; BENCH_SIZES to
// change), imports them through the real labeller into SQLite and PostgreSQL, and measures:
// import speed, index build time and memory, in-process p50/p99 of every query shape, and HTTP
// throughput of search and random against GET /api/health on the same server in the same run,
// with distinct queries per shape (bench/varied.ts) and with one query answered from the cache.
// Results go to bench/RESULTS.md. A benchmark, not a test: it reports, it asserts nothing.
import { writeResultsSection } from './results-file';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../server/app';
import { dropSchema, migrateToLatest, openDatabase, type Db } from '../server/db/database';
import { saveRecipes } from '../server/modules/recipes/recipe.service';
import { parseSearchRequest } from '../server/modules/search/search.schemas';
import { syntheticRecipes } from './synthetic';
import { variedBodies, type Body } from './varied';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
/** The database engine ranks every match, so it gets fewer runs per shape (reported as p50 / max). */
const DB_ITERATIONS = Number(process.env.BENCH_DB_ITERATIONS ?? 20);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
/** Distinct bodies per shape: more than the server's cache of answers (2,000) holds. */
const VARIED_BODIES = Number(process.env.BENCH_VARIED_BODIES ?? 3000);
/** Comma-joined shape names to load over HTTP, or all of them. */
const HTTP_SHAPES = process.env.BENCH_HTTP_SHAPES?.split(',') ?? 'all';
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
  { name: 'blank search', path: '/api/search/general', bodies: [{ searchInput: '', number: 24 }] },
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
    // What's in my fridge: three ingredients at hand, ranked by how many each recipe uses.
    name: 'fridge',
    path: '/api/search/general',
    bodies: [{ searchInput: '', includeIngredients: 'chicken,spinach,carrots', ranking: 'maximise-used' }],
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

/** A load run: requests a second, and CPU time per request of the server and of the load generator (µs). */
interface Load {
  rps: number;
  serverUs: number;
  clientUs: number;
}

/**
 * autocannon runs in a child process, asynchronously: the server under test shares this event
 * loop. With bodies, each request sends the next one, in turn. The two share the machine's
 * cores, so the CPU each spends per request says where a route's rate goes.
 */
/** The search route whose body schema keeps every field of `body`, or none for a body that is not a search. */
function searchRoute(body: object): string | undefined {
  if (!('searchInput' in body)) return undefined;
  const diet = 'diet' in body;
  const allergy = 'allergy' in body;
  if (diet && allergy) return '/api/search/diet&allergens';
  if (diet) return '/api/search/diet';
  if (allergy) return '/api/search/allergens';
  return '/api/search/general';
}

async function autocannon(url: string, request: { method: 'GET' | 'POST'; bodies?: readonly object[] }): Promise<Load> {
  const args = ['bench/http-load.mjs', url, request.method, String(HTTP_SECONDS)];
  if (request.bodies) {
    const file = join(WORK, `bodies-${process.pid}.json`);
    mkdirSync(WORK, { recursive: true });
    // Each body goes to the search route that reads all its fields: the general route drops a
    // diet or an allergy (as the API says), which would merge distinct bodies into one answer.
    const base = new URL(url).pathname;
    const routed = request.bodies.map((body) => ({ path: searchRoute(body) ?? base, body }));
    writeFileSync(file, JSON.stringify(routed));
    args.push(file);
  }
  const before = process.cpuUsage();
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 26 });
  const server = process.cpuUsage(before);
  const parsed = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    '2xx': number;
    cpu: number;
  };
  if (parsed.non2xx > 0 || parsed.errors > 0 || parsed['2xx'] === 0) {
    throw new Error(`${url}: ${parsed['2xx']} ok, ${parsed.non2xx} non-2xx, ${parsed.errors} errors`);
  }
  const total = Math.max(1, parsed.requests.total);
  return {
    rps: parsed.requests.average,
    serverUs: (server.user + server.system) / total,
    clientUs: parsed.cpu / total,
  };
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
  http: {
    name: string;
    rps: number;
    ratio: number;
    cachedRps: number;
    cachedRatio: number;
    /** CPU per request with distinct bodies (µs): the server's, the load generator's. */
    serverUs: number;
    clientUs: number;
  }[];
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

  // Every shape runs distinct queries drawn from the catalog's words (bench/varied.ts); the
  // server must accept each, as it would a client's.
  const accepted = (body: Body) => {
    try {
      parseSearchRequest(body);
      return true;
    } catch {
      return false;
    }
  };
  const varied = new Map(
    SHAPES.filter((shape) => shape.name !== 'random').map((shape) => [
      shape.name,
      variedBodies(shape.name, VARIED_BODIES, accepted),
    ]),
  );
  for (const [name, bodies] of varied) {
    if (bodies.length < VARIED_BODIES) throw new Error(`${name}: only ${bodies.length} distinct bodies`);
  }
  const time = async (shape: Shape, runs: number, warmUp: number, engine: 'memory' | 'database') => {
    const times: number[] = [];
    const bodies = varied.get(shape.name) ?? [{}];
    for (let i = 0; i < runs + warmUp; i++) {
      const body = bodies[i % bodies.length]!;
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
      throw new Error(`"${String(body.searchInput)}" found no corrected results in the synthetic catalog`);
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
  const healthLoad = await autocannon(`${address}/api/health`, { method: 'GET' });
  const health = healthLoad.rps;
  /** A route's row: its load with distinct bodies, and its rate with one body repeated. */
  const entry = (name: string, load: Load, cachedRps = load.rps): Row['http'][number] => ({
    name,
    rps: load.rps,
    ratio: load.rps / health,
    cachedRps,
    cachedRatio: cachedRps / health,
    serverUs: load.serverUs,
    clientUs: load.clientUs,
  });
  const http: Row['http'] = [entry('health', healthLoad)];
  for (const shape of SHAPES.filter((s) => HTTP_SHAPES === 'all' || HTTP_SHAPES.includes(s.name))) {
    // Random takes no body. A search shape runs twice: with distinct bodies in turn, more than
    // the cache of answers holds, so every answer is computed; then one body over and over, so
    // all but the first come from that cache.
    const url = `${address}${shape.path}`;
    if (shape.name === 'random') {
      http.push(entry(shape.name, await autocannon(url, { method: 'POST' })));
      continue;
    }
    const load = await autocannon(url, { method: 'POST', bodies: varied.get(shape.name)! });
    const cached = await autocannon(url, { method: 'POST', bodies: shape.bodies.slice(0, 1) });
    http.push(entry(shape.name, load, cached.rps));
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
      `In-process figures are the engines' own work, with no cache, over ${VARIED_BODIES.toLocaleString('en')} distinct queries per shape (bench/varied.ts) taken in turn.`,
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
    `Per search shape, first with ${VARIED_BODIES.toLocaleString('en')} distinct bodies sent in turn (more than the cache of answers holds, so every answer is computed), then, after the slash, one body repeated (answered from the cache).`,
    '',
    `| database | recipes | ${rows[0]?.http.map((h) => h.name).join(' | ') ?? ''} |`,
    `|---|---:|${rows[0]?.http.map(() => '---:').join('|') ?? ''}|`,
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.size.toLocaleString('en')} | ${r.http
          .map((h) =>
            h.name === 'health' || h.name === 'random'
              ? `${Math.round(h.rps)} (${h.ratio.toFixed(2)})`
              : `${Math.round(h.rps)} (${h.ratio.toFixed(2)}) / ${Math.round(h.cachedRps)} (${h.cachedRatio.toFixed(2)})`,
          )
          .join(' | ')} |`,
    ),
    '',
    '### CPU per request over HTTP (µs), server / load generator',
    '',
    "With distinct bodies (health and random: as above). Both processes share the machine's cores: a route holds half of health's rate only if it costs each side at most about twice what health costs it.",
    '',
    `| database | recipes | ${rows[0]?.http.map((h) => h.name).join(' | ') ?? ''} |`,
    `|---|---:|${rows[0]?.http.map(() => '---:').join('|') ?? ''}|`,
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.size.toLocaleString('en')} | ${r.http.map((h) => `${Math.round(h.serverUs)} / ${Math.round(h.clientUs)}`).join(' | ')} |`,
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
