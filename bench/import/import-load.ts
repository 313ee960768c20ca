// `npm run bench:import`: does the server stay responsive while recipes are imported?
// Starts the real server (server/server.ts) on a fresh SQLite database without the catalog, then
// imports 1,000 recipes twice while asking GET /api/health every 10 ms: once through the app
// (POST /api/recipes/import/files, 20 files of 50 recipes each, one request at a time) and once
// with the command line (`npm run import`) writing into the same database from its own process.
// Reports the health latencies (p50, p99, max) during each import, against the same server idle.
// A benchmark, not a test: it reports, it asserts nothing.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../lib/paths';
import { freePort, sleep, stopChild } from '../lib/processes';

const RECIPES = 1_000;
const PER_FILE = 50;
const POLL_MS = 10;

/** One JSON-LD page holding `count` recipes, numbered from `first`. */
function page(first: number, count: number): string {
  const recipes = Array.from({ length: count }, (_, i) => {
    const n = first + i;
    return {
      '@type': 'Recipe',
      name: `Bench Stew ${n}`,
      url: `https://example.com/bench/${n}`,
      recipeYield: '4 servings',
      totalTime: 'PT45M',
      recipeIngredient: [
        '500 g potatoes, diced',
        '2 carrots, sliced',
        '1 onion, chopped',
        `${(n % 9) + 1} tbsp olive oil`,
      ],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Soften the onion.' },
        { '@type': 'HowToStep', text: 'Add the rest and simmer for 30 minutes.' },
      ],
    };
  });
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': recipes });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Health latencies (ms) measured while `work` runs. */
async function whileRunning(base: string, work: () => Promise<unknown>): Promise<{ ms: number; latencies: number[] }> {
  const latencies: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      latencies.push(performance.now() - started);
      await sleep(POLL_MS);
    }
  })();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  done = true;
  await poller;
  return { ms, latencies: latencies.sort((a, b) => a - b) };
}

const row = (name: string, result: { ms: number; latencies: number[] }) =>
  `| ${name} | ${(result.ms / 1000).toFixed(1)} s | ${result.latencies.length} | ${quantile(result.latencies, 0.5).toFixed(1)} | ${quantile(result.latencies, 0.99).toFixed(1)} | ${(result.latencies.at(-1) ?? 0).toFixed(1)} |`;

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'dishcovery-import-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(work, 'app.db')}`,
    IMAGES_DIR: join(work, 'images'),
    LOAD_CATALOG: 'false',
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: ROOT, env, stdio: 'ignore' });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600) throw new Error('the server did not start');
      await sleep(100);
    }
    const email = `bench.${Date.now()}@example.com`;
    const password = 'bench-password-1';
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
    await post('/api/account/register', { email, password });
    const { token } = (await (await post('/api/account/login', { email, password })).json()) as { token: string };

    const idle = await whileRunning(base, () => sleep(3000));

    const files = Array.from({ length: RECIPES / PER_FILE }, (_, f) => ({
      name: `bench-${f}.json`,
      content: page(f * PER_FILE, PER_FILE),
    }));
    const app = await whileRunning(base, async () => {
      const response = await post('/api/recipes/import/files', { files }, token);
      if (!response.ok) throw new Error(`import failed: ${response.status} ${await response.text()}`);
    });

    const folder = join(work, 'pages');
    mkdirSync(folder);
    for (const [f, file] of files.entries())
      writeFileSync(join(folder, `cli-${f}.json`), file.content.replaceAll('/bench/', '/cli/'));
    const cli = await whileRunning(base, () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import.ts', folder], { cwd: ROOT, env }),
    );

    process.stdout.write(
      [
        `Import while GET /api/health is asked every ${POLL_MS} ms (${RECIPES.toLocaleString('en')} recipes, SQLite, Node ${process.version}):`,
        '',
        '| while | took | health calls | p50 ms | p99 ms | max ms |',
        '|---|---:|---:|---:|---:|---:|',
        row('idle (baseline)', idle),
        row('the app imports 20 files (POST /api/recipes/import/files)', app),
        row('the command line imports 20 files (npm run import)', cli),
        '',
      ].join('\n'),
    );
  } finally {
    await stopChild(server);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
