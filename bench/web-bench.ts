// `npm run bench:web`: measures what a person's browser gets from the web app.
//  1. Bundle budget: builds web/dist with Vite, follows the first screen's scripts (the entry in
//     index.html, its modulepreloads and the entry's static imports, recursively) and sums them
//     gzipped (level 9) against a 120 KB budget; lists the largest chunks loaded later by import().
//  2. Lighthouse: starts the real server (scripts/start.mjs) on a free port with a fresh temporary
//     SQLite database, and runs Lighthouse (mobile defaults: emulated phone, simulated slow 4G and
//     4x CPU slowdown) on /home, /search and one recipe page with Debian's Chromium.
// Results go to the `web` section of bench/RESULTS.md and to stdout; the full Lighthouse report (JSON)
// of each page's median run to bench/.work/lighthouse/ (git-ignored). The server's database and
// pictures live in a temporary directory that is removed at the end.
// A benchmark, not a test: it reports, it asserts nothing.
// WEB_BENCH_RUNS (default 3) sets the Lighthouse runs per page; the median run by performance is kept.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { RESULTS_FILE, writeResultsSection } from './results-file';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { RandomResponse } from '../shared/api';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'web/dist');
const REPORTS_DIR = join(ROOT, 'bench/.work/lighthouse');

const BUDGET_KB = 120;
const TARGET_SCORE = 95;
const RUNS = Math.max(1, Math.floor(Number(process.env.WEB_BENCH_RUNS ?? 3)) || 3);
const LAZY_ROWS = 8;
/** The first start of a fresh database loads the catalog and draws every recipe picture. */
const SERVER_START_TIMEOUT_MS = 10 * 60_000;

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const gzipSize = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;

// ---------------------------------------------------------------------------------------------
// 1. Bundle budget

interface Chunk {
  /** Path as the browser asks for it, e.g. /assets/framework-abc.js. */
  url: string;
  raw: number;
  gzip: number;
}

interface LazyChunk extends Chunk {
  /** Gzipped bytes of this chunk plus its static imports that the first screen did not load. */
  extraGzip: number;
}

interface BundleReport {
  firstScreen: Chunk[];
  totalGzip: number;
  styles: Chunk[];
  lazy: LazyChunk[];
}

/** Attributes of every <script> and <link> tag in an HTML document. */
function htmlTags(html: string): { tag: string; attrs: Map<string, string> }[] {
  const tags: { tag: string; attrs: Map<string, string> }[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const attr of (match[2] ?? '').matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs.set((attr[1] ?? '').toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? '');
    }
    tags.push({ tag: (match[1] ?? '').toLowerCase(), attrs });
  }
  return tags;
}

/** Resolves an import specifier found in `fromUrl` to a URL under /assets, or null if it leaves web/dist. */
function resolveAsset(specifier: string, fromUrl: string): string | null {
  const url = new URL(specifier, `http://dist${fromUrl}`);
  if (url.host !== 'dist' || !url.pathname.startsWith('/assets/')) return null;
  return existsSync(join(DIST, url.pathname)) ? url.pathname : null;
}

// Static `import … from "x"`, `import "x"` and `export … from "x"` at statement starts; `import("x")` is not matched.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+)["']/g;
// Minifiers may write the specifier of import() as a template literal without substitutions.
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`$]+)\1\s*\)/g;

function readAsset(url: string): string {
  return readFileSync(join(DIST, url), 'utf8');
}

function staticImports(url: string): string[] {
  return [...readAsset(url).matchAll(STATIC_IMPORT)]
    .map((match) => resolveAsset(match[1] ?? '', url))
    .filter((target): target is string => target !== null && target.endsWith('.js'));
}

function dynamicImports(url: string): string[] {
  return [...readAsset(url).matchAll(DYNAMIC_IMPORT)]
    .map((match) => resolveAsset(match[2] ?? '', url))
    .filter((target): target is string => target !== null && target.endsWith('.js'));
}

/** The chunks `roots` load before running: themselves and their static imports, recursively. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url));
  }
  return seen;
}

function measureChunk(url: string): Chunk {
  const buffer = readFileSync(join(DIST, url));
  return { url, raw: buffer.length, gzip: gzipSize(buffer) };
}

function buildWeb(): void {
  process.stdout.write('Building the web app (npx vite build)…\n');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal ?? 'unknown'})`);
}

function measureBundle(): BundleReport {
  const tags = htmlTags(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const roots: string[] = [];
  const styles: string[] = [];
  for (const { tag, attrs } of tags) {
    const rel = attrs.get('rel') ?? '';
    const href = tag === 'script' ? attrs.get('src') : attrs.get('href');
    if (!href) continue;
    const url = resolveAsset(href, '/index.html');
    if (url === null) continue;
    if (tag === 'script' || rel === 'modulepreload') roots.push(url);
    else if (rel === 'stylesheet') styles.push(url);
  }
  if (roots.length === 0) throw new Error('web/dist/index.html loads no script from /assets');

  const firstScreenUrls = staticClosure(roots);
  const firstScreen = [...firstScreenUrls].map(measureChunk).sort((a, b) => b.gzip - a.gzip);
  const totalGzip = firstScreen.reduce((sum, chunk) => sum + chunk.gzip, 0);

  // Chunks reached only through import(): routes (React.lazy) and on-demand helpers.
  const lazyUrls = new Set<string>();
  const scanned = new Set<string>();
  const queue = [...firstScreenUrls];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (scanned.has(url)) continue;
    scanned.add(url);
    for (const target of dynamicImports(url)) {
      if (!firstScreenUrls.has(target)) lazyUrls.add(target);
      queue.push(...staticClosure([target]));
    }
  }
  const lazy = [...lazyUrls]
    .map((url): LazyChunk => {
      const extra = [...staticClosure([url])].filter((dep) => !firstScreenUrls.has(dep));
      return { ...measureChunk(url), extraGzip: extra.reduce((sum, dep) => sum + measureChunk(dep).gzip, 0) };
    })
    .sort((a, b) => b.extraGzip - a.extraGzip || b.gzip - a.gzip);

  return { firstScreen, totalGzip, styles: styles.map(measureChunk), lazy };
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse against the real server

interface Server {
  base: string;
  /** Null while the server runs; else how it ended and the last lines it printed. */
  ended: () => string | null;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function startServer(workDir: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(workDir, 'app.db')}`,
      IMAGES_DIR: join(workDir, 'images'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (data: Buffer) => {
    log.push(data.toString('utf8'));
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: Server = {
    base,
    ended: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : `the server exited (${child.exitCode ?? child.signalCode}):\n${log.join('')}`,
    stop: () => stopChild(child),
  };

  process.stdout.write(`Starting the server on ${base} (a fresh database draws every picture first)…\n`);
  const started = Date.now();
  const deadline = started + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ended = server.ended();
    if (ended !== null) throw new Error(`${ended}\n(before it was healthy)`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        process.stdout.write(`Server healthy after ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  await server.stop();
  throw new Error(`the server was not healthy within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${log.join('')}`);
}

async function randomRecipeId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/search/random`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`POST /api/search/random answered ${response.status}`);
  const body = (await response.json()) as RandomResponse;
  const id = body.recipes[0]?.id;
  if (id === undefined) throw new Error('POST /api/search/random returned no recipe');
  return id;
}

interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue: string;
}

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  runs: number[];
  failing: FailingAudit[];
  lcpElement: LcpElement | null;
  warnings: string[];
  report: string;
  lighthouseVersion: string;
}

const score = (lhr: Result, category: string): number => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits of the measured categories that did not pass, heaviest first (weight, then how bad). */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ['performance', 'accessibility']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      // Lighthouse 12 mirrors its newer "insights" in a hidden group; the classic audits say the same.
      if (ref.group === 'hidden') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? '',
      });
    }
  }
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

interface LcpElement {
  /** The element as Lighthouse shows it, e.g. `<img … loading="lazy" …>`, shortened. */
  element: string;
  /** TTFB, load delay, load time and render delay in ms, as Lighthouse splits the LCP. */
  phases: Map<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The LCP element and its phases from the `largest-contentful-paint-element` audit's two tables. */
function lcpElement(lhr: Result): LcpElement | null {
  const details: unknown = lhr.audits['largest-contentful-paint-element']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return null;
  let element = '';
  const phases = new Map<string, number>();
  for (const table of details.items as unknown[]) {
    if (!isRecord(table) || !Array.isArray(table.items)) continue;
    for (const row of table.items as unknown[]) {
      if (!isRecord(row)) continue;
      if (isRecord(row.node) && typeof row.node.snippet === 'string') element = row.node.snippet;
      if (typeof row.phase === 'string' && typeof row.timing === 'number') phases.set(row.phase, row.timing);
    }
  }
  if (!element) return null;
  // Keep the tag and the attributes that decide how early it loads.
  const tag = /^<([\w-]+)/.exec(element)?.[1] ?? 'element';
  const attrs = ['loading', 'fetchpriority', 'decoding']
    .map((name) => new RegExp(`\\b${name}="([^"]*)"`).exec(element))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => match[0]);
  return { element: `<${[tag, ...attrs].join(' ')}>`, phases };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP…); such a run is tried again. */
async function lighthouseRun(url: string, flags: Flags, attempts = 3): Promise<{ lhr: Result; json: string }> {
  let failure = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, flags);
    if (result && !result.lhr.runtimeError) {
      return { lhr: result.lhr, json: typeof result.report === 'string' ? result.report : (result.report[0] ?? '') };
    }
    failure = result?.lhr.runtimeError?.message ?? 'Lighthouse returned no result';
    if (attempt < attempts) process.stdout.write(`  Lighthouse failed (${failure}); trying again.\n`);
  }
  throw new Error(`Lighthouse failed on ${url} ${attempts} times: ${failure}`);
}

async function lighthousePage(chrome: LaunchedChrome, server: Server, page: string): Promise<PageResult> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const runs: { lhr: Result; json: string }[] = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`Lighthouse ${page} (run ${run} of ${RUNS})…\n`);
    try {
      runs.push(await lighthouseRun(`${server.base}${page}`, flags));
    } catch (error) {
      // A page that does not load at all is most often a server that went away: say so.
      const ended = server.ended();
      throw ended === null ? error : new Error(`${error instanceof Error ? error.message : String(error)}; ${ended}`);
    }
  }
  // The median run by performance score stands for the page.
  const sorted = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const lhr = median.lhr;
  mkdirSync(REPORTS_DIR, { recursive: true });
  const report = join(REPORTS_DIR, `${page.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'root'}.json`);
  writeFileSync(report, median.json);
  return {
    page,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    runs: runs.map((r) => score(r.lhr, 'performance')),
    failing: failingAudits(lhr),
    lcpElement: lcpElement(lhr),
    warnings: lhr.runWarnings.map(String),
    report: relative(ROOT, report),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/** "Chromium 156.0.8078.79": the user agent only says 156.0.0.0. */
function chromiumVersion(): string {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return /Chromium [\d.]+/.exec(result.stdout ?? '')?.[0] ?? 'Chromium';
}

interface LighthouseReport {
  pages: PageResult[];
  /** The 1-minute load average before each page: other work on the machine slows the simulated timings. */
  load: number[];
  lighthouseVersion: string;
  browser: string;
}

async function runLighthouse(): Promise<LighthouseReport> {
  const workDir = mkdtempSync(join(tmpdir(), 'dishcovery-web-bench-'));
  let server: Server | null = null;
  let chrome: LaunchedChrome | null = null;
  const cleanup = async () => {
    if (chrome) {
      const launched = chrome;
      chrome = null;
      launched.kill();
    }
    if (server) {
      const running = server;
      server = null;
      await running.stop();
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  const interrupted = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the server and Chromium…\n`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    server = await startServer(workDir);
    const recipeId = await randomRecipeId(server.base);
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
    const pages: PageResult[] = [];
    const load: number[] = [];
    for (const page of ['/home', '/search', `/recipe/${recipeId}`]) {
      load.push(loadavg()[0] ?? 0);
      pages.push(await lighthousePage(chrome, server, page));
    }
    load.push(loadavg()[0] ?? 0);
    return { pages, load, lighthouseVersion: pages[0]?.lighthouseVersion ?? '', browser: chromiumVersion() };
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await cleanup();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Report

const file = (url: string) => url.replace(/^\/assets\//, '');
const mark = (value: number) => (value >= TARGET_SCORE ? `${value}` : `**${value}** ✗`);

function report(bundle: BundleReport, lh: LighthouseReport): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const within = bundle.totalGzip <= BUDGET_KB * 1024;
  const cssGzip = bundle.styles.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const lines = [
    '## Web',
    '',
    `Machine: ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}. ` +
      `Generated by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `### First-screen JavaScript: ${kb(bundle.totalGzip)} KB gzipped of a ${BUDGET_KB} KB budget (${within ? 'within' : '**over**'})`,
    '',
    'The entry script of web/dist/index.html with its modulepreloads and static imports, recursively; gzip level 9.',
    '',
    '| chunk | raw KB | gzipped KB |',
    '|---|---:|---:|',
    ...bundle.firstScreen.map((chunk) => `| ${file(chunk.url)} | ${kb(chunk.raw)} | ${kb(chunk.gzip)} |`),
    `| **total** | ${kb(bundle.firstScreen.reduce((sum, chunk) => sum + chunk.raw, 0))} | **${kb(bundle.totalGzip)}** |`,
    '',
    `CSS on the first screen (not in the budget): ${bundle.styles.map((chunk) => file(chunk.url)).join(', ') || 'none'}, ${kb(cssGzip)} KB gzipped.`,
    '',
    `### Largest lazy chunks (loaded by \`import()\`; ${Math.min(LAZY_ROWS, bundle.lazy.length)} of ${bundle.lazy.length})`,
    '',
    '| chunk | gzipped KB | with its imports not on the first screen, gzipped KB |',
    '|---|---:|---:|',
    ...bundle.lazy
      .slice(0, LAZY_ROWS)
      .map((chunk) => `| ${file(chunk.url)} | ${kb(chunk.gzip)} | ${kb(chunk.extraGzip)} |`),
    '',
    `### Lighthouse (target ${TARGET_SCORE} or more)`,
    '',
    `Lighthouse ${lh.lighthouseVersion}, mobile defaults (emulated phone, simulated slow 4G, 4x CPU slowdown), ` +
      `${lh.browser} (Debian) headless, against \`node scripts/start.mjs\` with a fresh SQLite database. ` +
      `Median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page by performance score. ` +
      `1-minute load average while it ran: ${Math.min(...lh.load).toFixed(1)}–${Math.max(...lh.load).toFixed(1)} ` +
      `on ${cpus().length} cores (Lighthouse scales the CPU time it observes, so a busy machine scores lower).`,
    '',
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | performance per run |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...lh.pages.map(
      (p) =>
        `| ${p.page.replace(/\/recipe\/\d+$/, (path) => `${path} (recipe)`)} | ${mark(p.performance)} | ${mark(p.accessibility)} | ` +
        `${(p.fcp / 1000).toFixed(2)} s | ${(p.lcp / 1000).toFixed(2)} s | ${Math.round(p.tbt)} ms | ${p.cls.toFixed(3)} | ${p.runs.join(', ')} |`,
    ),
    '',
  ];
  const phaseNames = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'];
  lines.push(
    'LCP element and where its time goes (simulated, ms):',
    '',
    `| page | LCP element | ${phaseNames.join(' | ')} |`,
    `|---|---|${phaseNames.map(() => '---:').join('|')}|`,
    ...lh.pages.map((p) => {
      const phases = phaseNames.map((name) => {
        const value = p.lcpElement?.phases.get(name);
        return value === undefined ? '–' : String(Math.round(value));
      });
      return `| ${p.page} | \`${p.lcpElement?.element ?? 'unknown'}\` | ${phases.join(' | ')} |`;
    }),
    '',
  );
  const below = lh.pages.filter((p) => p.performance < TARGET_SCORE || p.accessibility < TARGET_SCORE);
  if (below.length > 0) {
    lines.push('Failing audits of the pages under target (score under 0.9; weight in its category):', '');
    for (const p of below) {
      lines.push(`- \`${p.page}\`:`);
      for (const audit of p.failing.slice(0, 8)) {
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        lines.push(
          `  - ${audit.category} · ${audit.title} (\`${audit.id}\`, score ${audit.score.toFixed(2)}, weight ${audit.weight})${value}`,
        );
      }
    }
    lines.push('');
  }
  const warnings = [...new Set(lh.pages.flatMap((p) => p.warnings))];
  if (warnings.length > 0) lines.push(`Lighthouse warnings: ${warnings.join(' ')}`, '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  buildWeb();
  const bundle = measureBundle();
  process.stdout.write(
    `First screen: ${kb(bundle.totalGzip)} KB gzipped in ${bundle.firstScreen.length} chunks (budget ${BUDGET_KB} KB).\n`,
  );
  const lh = await runLighthouse();
  const body = report(bundle, lh);
  writeResultsSection('web', body);
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
  process.stdout.write(`\nWrote the web section of ${relative(ROOT, RESULTS_FILE)}.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Web benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
