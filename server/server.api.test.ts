import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real process: `server/server.ts` as `npm start` runs it, on a fresh SQLite file. */
const dir = mkdtempSync(join(tmpdir(), 'dishcovery-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, LOAD_CATALOG: 'false', IMAGES_DIR: join(dir, 'images'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

describe('the server process', () => {
  it('stops at once with a line naming each bad variable', async () => {
    const run = start({ PORT: 'x', LOG_LEVEL: 'shout', DATABASE_URL: `sqlite:${join(dir, 'bad.db')}` });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT: must be a number/);
    expect(run.output()).toMatch(/LOG_LEVEL: must be one of/);
    expect(run.output()).not.toMatch(/at .*\.ts:\d+/);
  });

  it(
    'logs requests with ids but never a password or token, and closes cleanly on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const run = start({
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'trace',
        DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
      });
      const base = `http://127.0.0.1:${port}`;
      try {
        await waitForHealth(base);
        const password = 'secret-Pa55word!';
        const json = { 'content-type': 'application/json' };
        await fetch(`${base}/api/account/register`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'log@example.com', password }),
        });
        const login = (await (
          await fetch(`${base}/api/account/login`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ email: 'log@example.com', password }),
          })
        ).json()) as { token: string };
        expect(login.token).toBeTruthy();
        await fetch(`${base}/api/account/details`, { headers: { token: login.token } });

        // A client that sent half a request does not hold the shutdown up.
        const stalled = connect(port, '127.0.0.1');
        await new Promise((resolve) => stalled.once('connect', resolve));
        stalled.write(
          'POST /api/search/general HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99\r\n\r\n{',
        );
        stalled.on('error', () => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const stopping = Date.now();
        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
        expect(Date.now() - stopping).toBeLessThan(5_000);
        stalled.destroy();
        const log = run.output();
        expect(log).toMatch(/"reqId":"[0-9a-f-]{36}"/);
        expect(log).toMatch(/shutting down/);
        expect(log).not.toContain(password);
        expect(log).not.toContain(login.token);
      } finally {
        run.child.kill('SIGKILL');
      }
    },
  );
});
