import { vi } from 'vitest';
import { EVENTS_PATH } from '@shared/live';

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Route = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/** The live stream a signed-in page opens in the background (web/src/lib/live.ts). */
const LIVE_STREAM = `GET ${EVENTS_PATH}`;

/**
 * Stubs `fetch` at the network boundary. Keys are "METHOD /api/path"; an unknown call gets a 404
 * error body; a call aborted before its reply rejects with an AbortError. Every call is recorded in order,
 * but for the background live stream: unless a test routes it, it is answered as a session the
 * server no longer knows (the app stops listening) and kept out of `calls`, so a page's own calls
 * read the same whenever the lazily loaded listener happens to start.
 */
/** "METHOD /path" of a call, the key its route is found by. */
function keyOf(input: RequestInfo | URL, init: RequestInit): { method: string; path: string } {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  return { method: (init.method ?? 'GET').toUpperCase(), path };
}

export function stubApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { method, path } = keyOf(input, init);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body, headers: new Headers(init.headers) };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply: Reply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { code: 404, status: 0, reason: 'Not found' } };
    // As in a browser, the answer comes after the call, and a call cancelled before it rejects.
    await Promise.resolve();
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const liveRouted = LIVE_STREAM in routes;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { method, path } = keyOf(input, init);
    const isLive = `${method} ${path}` === LIVE_STREAM;
    return isLive && !liveRouted ? Promise.resolve(new Response(null, { status: 401 })) : fetchMock(input, init);
  });
  return {
    calls,
    fetchMock,
    /** "METHOD /path" of every call, in order. */
    sequence: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}

export const apiError = (code: number, reason = 'Something went wrong'): Reply => ({
  status: code,
  body: { code, status: 0, reason },
});

export const recipe = (id: number, image = `/images/recipes/${id}.webp`) => ({
  id,
  title: `Recipe ${id}`,
  image,
});
