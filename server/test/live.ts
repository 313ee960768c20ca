import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../shared/live';

/** A page's open stream, read over a real connection: events in the order they came. */
export interface Stream {
  /** The next event not read yet; fails after `ms` with what came instead. */
  next(ms?: number): Promise<LiveEvent>;
  close(): void;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
}

/** Listens on a free port (once) and answers the app's address. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export async function openStream(base: string, token: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { token, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`events: ${res.status} ${await res.text()}`);
  const queue: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const event = JSON.parse(value.data) as LiveEvent;
        const taker = waiting.shift();
        if (taker) taker(event);
        else queue.push(event);
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    next(ms = 3_000) {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(taker), 1);
          reject(new Error(`no event within ${ms} ms`));
        }, ms);
        const taker = (event: LiveEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(taker);
      });
    },
    close: () => abort.abort(),
    ended,
  };
}
