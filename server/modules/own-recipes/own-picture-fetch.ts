import { randomBytes } from 'node:crypto';
import { fetchImage, FetchRefused, readImage } from '../../lib/safe-fetch/safe-fetch';

export interface PictureFetchOptions {
  allowLoopback: boolean;
  /** Pictures of one request fetched at once. */
  concurrency: number;
  /** Time for all the pictures of one request, from its first fetch; those not fetched by then are left out. */
  deadlineMs: number;
  /**
   * Counts one fetch against the user's link limit before it starts: resolves to null when it may
   * go, or to the seconds until the limit lets one more through.
   */
  count: () => Promise<number | null>;
}

/** A picture the editor named: fetched and re-encoded, or left out with the reason. */
export interface FetchedPicture {
  fetched?: { key: string; data: Buffer };
  warning?: string;
}

const leftOut = (reason: string): FetchedPicture => ({ warning: `The picture was left out: ${reason}` });

/** A photo that came inside an upload: kept re-encoded, or left out with the reason (the recipe is saved either way). */
export async function uploadedPicture(bytes: Buffer): Promise<FetchedPicture> {
  try {
    const picture = await readImage(bytes);
    return { fetched: { key: randomBytes(16).toString('hex'), data: picture.body } };
  } catch (error) {
    return leftOut(error instanceof FetchRefused ? error.message : 'The picture could not be read.');
  }
}

/**
 * The picture fetches of one request: each counted against the user's link limit (the one a
 * preview by link counts against), at most `concurrency` at once, and all of them within one
 * deadline, so a slow or hanging site costs a request that time at most. A picture that cannot be
 * fetched never costs the recipe: it is saved without it, and the warning says why.
 */
export function pictureFetches(options: PictureFetchOptions): (url: string) => Promise<FetchedPicture> {
  let deadline: AbortSignal | undefined;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function turn(): Promise<void> {
    if (running < options.concurrency) {
      running += 1;
      return;
    }
    // The slot is handed over as it is freed, so `running` never drops in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function done(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async (url) => {
    deadline ??= AbortSignal.timeout(options.deadlineMs);
    await turn();
    try {
      if (deadline.aborted) return leftOut(tooSlow(options.deadlineMs));
      const wait = await options.count();
      if (wait !== null) {
        return leftOut(
          `too many links were fetched for you in a minute, so the recipe is saved without it; add it again by editing the recipe in ${wait} seconds.`,
        );
      }
      try {
        const picture = await fetchImage(url, { allowLoopback: options.allowLoopback, signal: deadline });
        return { fetched: { key: randomBytes(16).toString('hex'), data: picture.body } };
      } catch (error) {
        if (deadline.aborted) return leftOut(tooSlow(options.deadlineMs));
        return leftOut(error instanceof FetchRefused ? error.message : 'The picture could not be read.');
      }
    } finally {
      done();
    }
  };
}

const tooSlow = (ms: number) =>
  `the pictures took longer than ${(ms / 1000).toLocaleString('en')} seconds to fetch, so the recipe is saved without it; add it again by editing the recipe.`;
