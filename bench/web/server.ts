/** The real server for the web benchmark: `scripts/start.mjs` on a free port and a fresh temporary database. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { RandomResponse } from '../../shared/api';
import { freePort, sleep, stopChild } from '../lib/processes';
import { ROOT } from '../lib/paths';
import { SERVER_START_TIMEOUT_MS } from './settings';

export interface Server {
  base: string;
  /** Null while the server runs; else how it ended and the last lines it printed. */
  ended: () => string | null;
  stop: () => Promise<void>;
}

export async function startServer(workDir: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(workDir, 'app.db')}`,
      // The pictures already drawn (as by `npm start`): a fresh folder would have the server draw
      // every picture in the background while Lighthouse measures, and score the drawing.
      IMAGES_DIR: join(ROOT, 'data', 'images'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (data: Buffer) => {
    log.push(data.toString('utf8'));
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: Server = {
    base,
    ended: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : `the server exited (${child.exitCode ?? child.signalCode}):\n${log.join('')}`,
    stop: () => stopChild(child),
  };

  process.stdout.write(`Starting the server on ${base} (pictures from data/images)…\n`);
  const started = Date.now();
  const deadline = started + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ended = server.ended();
    if (ended !== null) throw new Error(`${ended}\n(before it was healthy)`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        process.stdout.write(`Server healthy after ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  await server.stop();
  throw new Error(`the server was not healthy within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${log.join('')}`);
}

export async function randomRecipeId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/search/random`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`POST /api/search/random answered ${response.status}`);
  const body = (await response.json()) as RandomResponse;
  const id = body.recipes[0]?.id;
  if (id === undefined) throw new Error('POST /api/search/random returned no recipe');
  return id;
}
