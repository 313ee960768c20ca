/** The search benchmark's knobs, from the environment (a tiny run: BENCH_SIZES=1000 BENCH_DATABASES=sqlite ...). */
import { resolve } from 'node:path';

export const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
export const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
/** The database engine ranks every match, so it gets fewer runs per shape (reported as p50 / max). */
export const DB_ITERATIONS = Number(process.env.BENCH_DB_ITERATIONS ?? 20);
export const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
/** Distinct bodies per shape: more than the server's cache of answers (2,000) holds. */
export const VARIED_BODIES = Number(process.env.BENCH_VARIED_BODIES ?? 3000);
/** Comma-joined shape names to load over HTTP, or all of them. */
export const HTTP_SHAPES = process.env.BENCH_HTTP_SHAPES?.split(',') ?? 'all';
export const WORK = resolve('bench/.work');
