import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

/**
 * The real server, as `npm start` runs it, for the fault suite: its own process, a fresh database
 * (a SQLite file, or a PostgreSQL database made for the run when FAULTS_DB=postgres), the built-in
 * catalog, and the usual picture cache so pictures are drawn once.
 */
const ROOT = resolve(import.meta.dirname, '../..');
export const FAULTS_DB = process.env.FAULTS_DB === 'postgres' ? 'postgres' : 'sqlite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Database {
  url: string;
  drop: () => Promise<void>;
}

/** A database for one run of the suite: several server processes may open it in turn. */
export async function freshDatabase(): Promise<Database> {
  if (FAULTS_DB === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'dishcovery-faults-'));
    return { url: `sqlite:${join(dir, 'app.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface RunningServer {
  base: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Sends a signal and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      IMAGES_DIR: join(ROOT, 'data', 'images'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    base,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** One call; never throws for an HTTP status. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { method, headers: options.headers, body: options.body });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, text };
}

export const json = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@faults.test`;

export async function account(base: string, label = 'cook'): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  const credentials = { email, password: 'faults-password-1' };
  await call(base, 'POST', '/api/account/register', json(credentials));
  const login = await call(base, 'POST', '/api/account/login', json(credentials));
  const token = (login.body as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login failed: ${login.text}`);
  return { email, token };
}

/** The app's one error shape. */
export function isAppError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body).sort().join(',');
  const value = body as { code?: unknown; status?: unknown; reason?: unknown };
  return (
    keys === 'code,reason,status' &&
    typeof value.code === 'number' &&
    value.status === 0 &&
    typeof value.reason === 'string'
  );
}
