import { resolve } from 'node:path';

/** The checkout the benchmarks run in. */
export const ROOT = resolve(import.meta.dirname, '../..');
