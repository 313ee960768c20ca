// `npm run bench:web`: measures what a person's browser gets from the web app.
//  1. Bundle budget: builds web/dist with Vite, follows the first screen's scripts (the entry in
//     index.html, its modulepreloads and the entry's static imports, recursively) and sums them
//     gzipped (level 9) against a 120 KB budget; lists the largest chunks loaded later by import().
//  2. Lighthouse: starts the real server (scripts/start.mjs) on a free port with a fresh temporary
//     SQLite database, and runs Lighthouse (mobile defaults: emulated phone, simulated slow 4G and
//     4x CPU slowdown) on /home, /search and one recipe page with Debian's Chromium.
// Results go to bench/results/web.md and to stdout; the full Lighthouse report (JSON)
// of each page's median run to bench/.work/lighthouse/ (git-ignored). The server's database lives
// in a temporary directory that is removed at the end; the pictures are drawn first into
// data/images, as `npm start` keeps them, so the server draws nothing while Lighthouse measures.
// A benchmark, not a test: it reports, it asserts nothing.
// WEB_BENCH_RUNS (default 3) sets the Lighthouse runs per page; the median run by performance is kept.
// The parts: bundle.ts (budget), server.ts (the real server), lighthouse.ts, report.ts.
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { writeResults } from '../lib/results-file';
import { buildWeb, measureBundle } from './bundle';
import { runLighthouse } from './lighthouse';
import { report } from './report';
import { ROOT } from '../lib/paths';
import { BUDGET_KB, kb } from './settings';

async function main(): Promise<void> {
  buildWeb();
  // Drawn now, the pictures are not drawn by the server in the background while Lighthouse measures.
  execFileSync('npx', ['tsx', 'catalog/pictures/cli.ts'], { cwd: ROOT, stdio: 'inherit' });
  const bundle = measureBundle();
  process.stdout.write(
    `First screen: ${kb(bundle.totalGzip)} KB gzipped in ${bundle.firstScreen.length} chunks (budget ${BUDGET_KB} KB).\n`,
  );
  const lh = await runLighthouse();
  const body = report(bundle, lh);
  const written = writeResults('web', body);
  process.stdout.write(`\n${body}\n`);
  for (const p of lh.pages) {
    if (p.failing.length === 0) continue;
    process.stdout.write(`\nFailing audits on ${p.page} (report: ${p.report}):\n`);
    for (const audit of p.failing) {
      process.stdout.write(
        `  [${audit.category}] ${audit.id} (score ${audit.score.toFixed(2)}, weight ${audit.weight}) ${audit.displayValue}\n`,
      );
    }
  }
  process.stdout.write(`\nWrote ${relative(ROOT, written)}.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Web benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
