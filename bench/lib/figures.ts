/** Latency figures from a list of timings (ms). */

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
}

/** The value at fraction `p` of an ascending list (the highest for p = 1). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export const figures = (times: readonly number[]): Figures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};
