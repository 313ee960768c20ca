// `npm run bench`: builds synthetic catalogs (10k, 100k, 1M recipes by default; BENCH_SIZES to
// change), imports them through the real labeller into SQLite and PostgreSQL, and measures:
// import speed, index build time and memory, in-process p50/p99 of every query shape, and HTTP
// throughput of search and random against GET /api/health on the same server in the same run,
// with distinct queries per shape (varied.ts) and with one query answered from the cache.
// Results go to bench/results/search.md. A benchmark, not a test: it reports, it asserts nothing.
// The parts: search-settings.ts (the knobs), shapes.ts, databases.ts, http.ts, search-report.ts.
import { relative } from 'node:path';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { saveRecipes } from '../../server/modules/recipes/recipe.service';
import { parseSearchRequest } from '../../server/modules/search/search.schemas';
import { percentile } from '../lib/figures';
import { ROOT } from '../lib/paths';
import { writeResults } from '../lib/results-file';
import { openBenchDb } from './databases';
import { measureHttp } from './http';
import { report, type Row } from './search-report';
import { DATABASES, DB_ITERATIONS, ITERATIONS, SIZES, VARIED_BODIES } from './search-settings';
import { SHAPES, type Shape } from './shapes';
import { syntheticRecipes } from './synthetic';
import { acceptedBody, variedBodies, type Body } from './varied';

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

  // Every shape runs distinct queries drawn from the catalog's words (varied.ts); the server
  // must accept each, as it would a client's.
  const varied = new Map(
    SHAPES.filter((shape) => shape.name !== 'random').map((shape) => [
      shape.name,
      variedBodies(shape.name, VARIED_BODIES, acceptedBody),
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

  const http = await measureHttp(await app.listen({ port: 0, host: '127.0.0.1' }), varied);
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
  const written = writeResults('search', report(rows));
  process.stdout.write(`Wrote ${relative(ROOT, written)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
