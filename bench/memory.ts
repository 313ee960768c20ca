/** Memory figures for the benchmarks (run node with --expose-gc). */

const collect = (globalThis as { gc?: () => void }).gc;

/**
 * Collects garbage until the heap stops shrinking (at most eight rounds), handing the event loop
 * a turn between rounds: what one collection lets go is sometimes freed only by a later one, and a
 * single `gc()` right after a build leaves tens of megabytes of the build's garbage in the figure.
 */
export async function settle(): Promise<void> {
  if (!collect) return;
  let last = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 8; round++) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
    const now = process.memoryUsage().heapUsed;
    if (now >= last - 1024 * 1024) return;
    last = now;
  }
}

export const heapMb = (): number => process.memoryUsage().heapUsed / 1024 / 1024;
/** Typed arrays (slot lists, bit sets, columns) live outside the JS heap. */
export const arraysMb = (): number => process.memoryUsage().arrayBuffers / 1024 / 1024;
