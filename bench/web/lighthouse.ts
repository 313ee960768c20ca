/** Lighthouse, mobile defaults, on a few pages of the real server with Debian's Chromium; the median run of each page is kept. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { randomRecipeId, startServer, type Server } from './server';
import { ROOT } from '../lib/paths';
import { REPORTS_DIR, RUNS } from './settings';

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue: string;
}

export interface PageResult {
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

export interface LcpElement {
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

export interface LighthouseReport {
  pages: PageResult[];
  /** The 1-minute load average before each page: other work on the machine slows the simulated timings. */
  load: number[];
  lighthouseVersion: string;
  browser: string;
}

export async function runLighthouse(): Promise<LighthouseReport> {
  // Checked first: a missing browser fails inside chrome-launcher's child process, past any cleanup.
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is not there: install it with \`node scripts/ensure-chromium.mjs\` (Debian's chromium).`,
    );
  }
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
