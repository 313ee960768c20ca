import { EventSourceParserStream } from 'eventsource-parser/stream';
import { EVENTS_PATH, isLiveKind, type LiveEvent } from '@shared/live';

/** Waits before connecting again after the stream ends or fails, growing to the last and staying there. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

export type LiveHandler = (event: LiveEvent) => void;

const parse = (data: string): LiveEvent | undefined => {
  try {
    const kind = (JSON.parse(data) as { kind?: unknown }).kind;
    return kind === 'ready' || isLiveKind(kind) ? { kind } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Keeps the account's stream of changes open (`GET /api/events`) and hands each event to
 * `handle`. The token goes in its header, as on every call, so the stream is read with `fetch`
 * (`EventSource` sends no headers). A dropped stream is opened again with growing waits, and its
 * first event, `ready`, tells the page to read everything again; a 401 (the session ended) stops
 * it for good. Answers the call that closes it.
 */
export function connectLive(token: string, handle: LiveHandler): () => void {
  const abort = new AbortController();
  let failures = 0;

  async function once(): Promise<'again' | 'stop'> {
    const response = await fetch(EVENTS_PATH, {
      headers: { token, accept: 'text/event-stream' },
      signal: abort.signal,
      cache: 'no-store',
    });
    if (response.status === 401 || response.status === 403) return 'stop';
    if (!response.ok || !response.body) return 'again';
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    for (;;) {
      const { value, done } = await events.read();
      if (done) return 'again';
      const event = parse(value.data);
      if (!event) continue;
      failures = 0;
      handle(event);
    }
  }

  async function run(): Promise<void> {
    while (!abort.signal.aborted) {
      let next: 'again' | 'stop' = 'again';
      try {
        next = await once();
      } catch {
        // Offline, or the server went away: try again.
      }
      if (next === 'stop' || abort.signal.aborted) return;
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  void run();
  return () => abort.abort();
}
