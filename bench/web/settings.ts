import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/paths';

/** What the web benchmark measures against, and where it writes. */
export const DIST = join(ROOT, 'web/dist');
export const REPORTS_DIR = join(ROOT, 'bench/.work/lighthouse');

export const BUDGET_KB = 120;
export const TARGET_SCORE = 95;
export const RUNS = Math.max(1, Math.floor(Number(process.env.WEB_BENCH_RUNS ?? 3)) || 3);
export const LAZY_ROWS = 8;
/** The first start of a fresh database loads the catalog and draws every recipe picture. */
export const SERVER_START_TIMEOUT_MS = 10 * 60_000;

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const gzipSize = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;
