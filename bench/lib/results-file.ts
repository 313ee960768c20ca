import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the benchmarks write their results: one Markdown file per suite. */
export const RESULTS_DIR = resolve(import.meta.dirname, '../results');

const HEADER = '<!-- Written by the benchmark at every run (bench/README.md): edits here are lost. -->';

/** Writes `bench/results/<suite>.md` whole; returns its path. Figures kept by hand go in bench/README.md. */
export function writeResults(suite: string, body: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${suite}.md`);
  writeFileSync(file, `${HEADER}\n\n${body.trimEnd()}\n`);
  return file;
}
