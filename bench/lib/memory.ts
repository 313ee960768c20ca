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

/** How long a build took and the memory what it built holds: the JS heap and the typed arrays. */
export interface Held {
  buildSeconds: number;
  heapMb: number;
  arraysMb: number;
}

/**
 * Makes a catalog, times `build` on it, then drops the catalog and reads the memory held by what
 * was built alone (the catalog's recipes stay the application's, not the index's).
 */
export async function measureBuild<C, T>(make: () => C, build: (catalog: C) => T): Promise<{ built: T; held: Held }> {
  await settle();
  const heapBefore = heapMb();
  const arraysBefore = arraysMb();
  let catalog: C | null = make();
  const started = performance.now();
  const built = build(catalog);
  const buildSeconds = (performance.now() - started) / 1000;
  catalog = null;
  await settle();
  return { built, held: { buildSeconds, heapMb: heapMb() - heapBefore, arraysMb: arraysMb() - arraysBefore } };
}
