import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';

/** Real sockets against a listening app: what slow or greedy clients meet. */
let t: TestContext | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = null;
});

async function listen(options: { maxConnectionsPerClient?: number; requestTimeoutMs?: number }) {
  t = await createTestApp(options);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return Number(new URL(address).port);
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
    sockets.push(socket);
  });
}

const closed = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

/** Sends a whole request on the socket and resolves with the status line of the answer. */
function ask(socket: Socket, path = '/api/health'): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n')) {
        socket.off('data', onData);
        resolve(text.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

/** Headers of a POST that promises a body, and only part of that body. */
const halfSent = (socket: Socket) =>
  socket.write(
    'POST /api/search/general HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"sea',
  );

describe('connections', () => {
  it('one address holds at most its share of connections; the others keep working', async () => {
    const port = await listen({ maxConnectionsPerClient: 4 });
    const held = await Promise.all(Array.from({ length: 4 }, () => open(port)));
    for (const socket of held) halfSent(socket);
    const extra = await open(port);
    await (extra.destroyed ? Promise.resolve() : closed(extra));
    expect(extra.destroyed).toBe(true);
    // Once one of the held connections goes, a new one is let in and answered.
    const heldClosed = closed(held[0]!);
    held[0]!.destroy();
    await heldClosed;
    const next = await open(port);
    expect(await ask(next)).toBe('HTTP/1.1 200 OK');
  });

  it('a request that does not arrive in time is cut off', async () => {
    const port = await listen({ requestTimeoutMs: 500 });
    const slow = await open(port);
    const slowClosed = closed(slow);
    halfSent(slow);
    const started = Date.now();
    await slowClosed;
    expect(Date.now() - started).toBeLessThan(5_000);
    const quick = await open(port);
    expect(await ask(quick)).toBe('HTTP/1.1 200 OK');
  });

  it('closing drops half-sent requests at once and idle connections, and finishes the rest', async () => {
    const port = await listen({});
    const stalled = await open(port);
    halfSent(stalled);
    const idle = await open(port);
    expect(await ask(idle)).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const stalledClosed = closed(stalled);
    const closing = t!.close();
    t = null;
    await Promise.all([closing, stalledClosed]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
