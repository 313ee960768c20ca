// `npm run bench:plan`: "Plan my week" at scale. Imports the synthetic catalog (bench/search) through
// the real labeller into SQLite (BENCH_SIZES, 100k and 1M by default), then, in process, proposes
// five dinners with a diet, two allergens and a 30-minute limit, a new seed each time, and reports
// p50/p95/p99 with the ratio to one search page with the same filters (the planner's own draw) in
// the same run. Results go to bench/results/plan.md. A benchmark, not a test: it asserts nothing.
import { relative } from 'node:path';
import { buildApp } from '../../server/app';
import { saveRecipes } from '../../server/modules/recipes/recipe.service';
import type { ProposeRequest } from '../../shared/plan';
import { addDays, today, weekStart } from '../../shared/plan-dates';
import { figures, type Figures } from '../lib/figures';
import { ROOT } from '../lib/paths';
import { writeResults } from '../lib/results-file';
import { openBenchDb } from '../search/databases';
import { syntheticRecipes } from '../search/synthetic';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 20;

interface Row {
  size: number;
  propose: Figures;
  search: Figures;
  filled: number;
  unfilled: number;
}

/** Monday to Friday of next week: five weeknights. */
function nextWeeknights(): { from: string; to: string } {
  const from = weekStart(addDays(today(), 7));
  return { from, to: addDays(from, 4) };
}

async function measure(size: number, app: Awaited<ReturnType<typeof buildApp>>): Promise<Row> {
  const { proposals, search } = app.services;
  const week = nextWeeknights();
  const request = (seed: number): ProposeRequest => ({
    ...week,
    slots: ['dinner'],
    servings: 2,
    diet: 'vegetarian',
    allergies: ['peanut', 'dairy'],
    maxReadyTime: 30,
    seed,
  });
  const body = { type: 'dinner', diet: 'vegetarian', allergy: 'peanut,dairy', maxReadyTime: 30, number: 100 };
  const proposeTimes: number[] = [];
  const searchTimes: number[] = [];
  let filled = 0;
  let unfilled = 0;
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    // Interleaved, so both see the same state of the machine.
    const t0 = performance.now();
    const answer = await proposals.propose(request(i + 1));
    const t1 = performance.now();
    await search.searchBody({ ...body, offset: (i * 997) % 5000 });
    const t2 = performance.now();
    if (i < WARM_UP) continue;
    proposeTimes.push(t1 - t0);
    searchTimes.push(t2 - t1);
    filled += answer.entries.length;
    unfilled += answer.unfilled.length;
  }
  return { size, propose: figures(proposeTimes), search: figures(searchTimes), filled, unfilled };
}

const ms = (value: number) => value.toFixed(2);

function report(rows: Row[]): string {
  const lines = [
    '# Plan my week at scale',
    '',
    `Five dinners (Monday to Friday), vegetarian, free of peanut and dairy, at most 30 minutes, a new seed each run; ${RUNS} runs after ${WARM_UP} to warm up, in process on SQLite. The baseline is one search page of 100 with the same filters, run between proposals.`,
    '',
    '| recipes | propose p50 / p95 / p99 (ms) | one search page p50 / p99 (ms) | p50 ratio | dinners filled | left unfilled |',
    '| ------: | ---------------------------: | -----------------------------: | --------: | -------------: | ------------: |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.size.toLocaleString('en')} | ${ms(row.propose.p50)} / ${ms(row.propose.p95)} / ${ms(row.propose.p99)} | ${ms(row.search.p50)} / ${ms(row.search.p99)} | ${(row.propose.p50 / row.search.p50).toFixed(1)} | ${row.filled} | ${row.unfilled} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { db, cleanup } = await openBenchDb('sqlite');
  const rows: Row[] = [];
  try {
    let imported = 0;
    for (const size of SIZES) {
      for (const drafts of syntheticRecipes(size - imported, 1000 + imported)) {
        for (const draft of drafts) draft.sourceKey = `bench:${imported + Number(draft.sourceKey.slice(6))}`;
        await saveRecipes(db, drafts);
      }
      imported = size;
      const app = await buildApp({ db, searchPollMs: 0 });
      await app.ready();
      await app.services.search.whenIndexed();
      process.stdout.write(`${size}: imported and indexed; proposing…\n`);
      const row = await measure(size, app);
      await app.close();
      rows.push(row);
      process.stdout.write(`${JSON.stringify(row)}\n`);
    }
  } finally {
    await cleanup();
  }
  const written = writeResults('plan', report(rows));
  process.stdout.write(`${report(rows)}\nWrote ${relative(ROOT, written)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
