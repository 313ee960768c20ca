import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';

/**
 * Requests Node's HTTP parser refuses before any route sees them, sent byte for byte through a
 * real socket to a listening app: each is answered in the app's one error shape, and the server
 * goes on answering.
 */
let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => t.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes `text` as it is and reads the answer until the server closes the connection. */
function send(text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while a long request is still being written; the answer came first.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString();
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no answer: ${JSON.stringify(raw.slice(0, 200))}`));
      const head = raw.slice(0, end);
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: raw.slice(end + 4) });
    });
  });
}

const post = (headers: string, body: string) =>
  `POST /api/search/general HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;

const cases: [string, string, number, RegExp][] = [
  ['a Content-Length that is not a number', post('Content-Length: abc\r\n', '{}'), 400, /Content-Length/],
  ['a negative Content-Length', post('Content-Length: -5\r\n', '{}'), 400, /Content-Length/],
  [
    'a Content-Length shorter than the body',
    post('Content-Length: 1\r\nConnection: close\r\n', '{"searchInput":"soup"}'),
    400,
    /Content-Length too short/,
  ],
  [
    'two Content-Lengths',
    post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}'),
    400,
    /more than one Content-Length/,
  ],
  [
    'Content-Length with Transfer-Encoding',
    post('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n', '2\r\n{}\r\n0\r\n\r\n'),
    400,
    /never together with Content-Length/,
  ],
  ['a chunk size that is not hex', post('Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n'), 400, /chunked/],
  ['a garbage request line', 'HELLO THERE\r\n\r\n', 400, /request line/],
  ['binary bytes for a method', '\u0000\u0001\u0002 / HTTP/1.1\r\n\r\n', 400, /request line/],
  ['an unknown HTTP version', 'GET /api/health HTTP/9.9\r\nHost: localhost\r\n\r\n', 400, /request line/],
  ['a space in a header name', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Name: y\r\n\r\n', 400, /header/],
  [
    'a 70 KB header',
    `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(70_000)}\r\n\r\n`,
    431,
    /too large \(16 KiB at most\)/,
  ],
  ['a 70 KB address', `GET /api/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 431, /too large/],
];

describe('malformed HTTP', () => {
  it.each(cases)('%s is answered in the one error shape', async (_what, request, status, reason) => {
    const answer = await send(request);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json');
    const body = JSON.parse(answer.body) as unknown;
    expect(body).toEqual({ code: status, status: 0, reason: expect.stringMatching(reason) as unknown });
    expect(Number(/content-length: (\d+)/.exec(answer.headers)?.[1])).toBe(Buffer.byteLength(answer.body));

    const health = await send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
  });

  it('a broken request on a connection that was answered before is refused after that answer', async () => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => raw.endsWith('{"status":"ok"}')).toBe(true);
    socket.write('HELLO THERE\r\n\r\n');
    await closed;
    const [first, second] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 400, status: 0 });
  });
});
