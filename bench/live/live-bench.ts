// `npm run bench:live`: how soon a household member's open page hears another member's change,
// and what open pages cost the server. A benchmark, not a test: it asserts nothing.
//  1. Latency: 200 changes (a line added by one member) each timed from the moment the request is
//     sent to the moment the other member's stream delivers `list`, against the add call alone (its
//     answer), in the same run: on SQLite in one process, and with two instances on one PostgreSQL
//     database (BENCH_DATABASE_URL, default the local test database), the write on one and the
//     stream on the other.
//  2. Memory: 1,000 pages left open and idle on one server in a process of its own; the server's
//     resident memory before and after, read from /proc.
// Results go to bench/results/live.md.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { dropSchema, migrateToLatest, openDatabase, type Db } from '../../server/db/database';
import { figures, type Figures } from '../lib/figures';
import { ROOT } from '../lib/paths';
import { sleep, stopChild } from '../lib/processes';
import { writeResults } from '../lib/results-file';

const CHANGES = Number(process.env.BENCH_ITERATIONS ?? 200);
const IDLE = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LIMITS = {
  loginPerClient: 100_000,
  loginFailuresPerEmailAndClient: 10,
  registerPerClient: 100_000,
  windowSeconds: 60,
};

interface Row {
  setup: string;
  event: Figures;
  write: Figures;
}

let accounts = 0;
async function json<T>(base: string, method: string, path: string, body?: object, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
async function account(base: string): Promise<string> {
  const email = `live.${process.pid}.${(accounts += 1)}@example.com`;
  const password = 'simmer-slowly-42';
  await json(base, 'POST', '/api/account/register', { email, password });
  return (await json<{ token: string }>(base, 'POST', '/api/account/login', { email, password })).token;
}

/** A raw stream reader: calls `onEvent` with each event's kind. */
function listen(base: string, token: string, onEvent: (kind: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { headers: { token, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (data) onEvent((JSON.parse(data.slice(5)) as { kind: string }).kind);
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

async function latency(setup: string, writer: string, reader: string): Promise<Row> {
  const [owner, member] = [await account(writer), await account(writer)];
  await json(writer, 'POST', '/api/household', { name: 'Bench' }, owner);
  const { code } = await json<{ code: string }>(writer, 'POST', '/api/household/invites', { singleUse: true }, owner);
  await json(writer, 'POST', '/api/household/join', { code }, member);
  let arrived: (() => void) | undefined;
  const stream = await listen(reader, member, (kind) => {
    if (kind === 'list') arrived?.();
  });
  await sleep(200);
  const events: number[] = [];
  const writes: number[] = [];
  for (let i = 0; i < CHANGES + 10; i++) {
    const heard = new Promise<void>((done) => (arrived = done));
    const start = performance.now();
    const answer = json(
      writer,
      'POST',
      '/api/shopping-list/lines',
      { lines: [{ text: `item ${i}`, checked: false, sources: [] }] },
      owner,
    );
    await answer;
    const written = performance.now();
    await heard;
    // The first ten warm the paths up.
    if (i >= 10) {
      events.push(performance.now() - start);
      writes.push(written - start);
    }
    if ((i + 1) % 100 === 0) {
      // The list holds 500 lines: start again from empty.
      const { lines } = await json<{ lines: { id: string }[] }>(writer, 'GET', '/api/shopping-list', undefined, owner);
      for (const line of lines)
        await fetch(`${writer}/api/shopping-list/lines/${line.id}`, { method: 'DELETE', headers: { token: owner } });
    }
  }
  stream.destroy();
  return { setup, event: figures(events), write: figures(writes) };
}

async function served(db: Db): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ db, searchPollMs: 0, maxConnectionsPerClient: 0, rateLimits: LIMITS });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

async function idleMemory(): Promise<{ before: number; after: number; open: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/live/live-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  const tokens: string[] = [];
  for (let i = 0; i < 50; i++) tokens.push(await account(base));
  await sleep(2_000);
  const before = rssMb(child.pid!);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const open: http.ClientRequest[] = [];
  for (let i = 0; i < IDLE; i++) {
    open.push(
      await new Promise<http.ClientRequest>((resolve, reject) => {
        const request = http.get(
          `${base}/api/events`,
          { agent, headers: { token: tokens[i % tokens.length]!, accept: 'text/event-stream' } },
          (res) => {
            res.resume();
            resolve(request);
          },
        );
        request.on('error', reject);
      }),
    );
  }
  await sleep(5_000);
  const after = rssMb(child.pid!);
  for (const request of open) request.destroy();
  await stopChild(child);
  return { before, after, open: open.length };
}

const rows: Row[] = [];
{
  const db = await openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'dishcovery-live-')), 'app.db')}`);
  await migrateToLatest(db);
  const one = await served(db);
  rows.push(await latency('SQLite, one instance', one.base, one.base));
  await one.app.close();
  await db.close();
}
try {
  const schema = `bench_live_${process.pid}`;
  const first = await openDatabase(PG_URL, { schema });
  await migrateToLatest(first);
  const second = await openDatabase(PG_URL, { schema });
  const [a, b] = [await served(first), await served(second)];
  rows.push(await latency('PostgreSQL, one instance', a.base, a.base));
  rows.push(await latency('PostgreSQL, two instances (write on one, page on the other)', a.base, b.base));
  await a.app.close();
  await b.app.close();
  await first.close();
  await second.close();
  await dropSchema(PG_URL, schema);
} catch (error) {
  console.error(`PostgreSQL skipped: ${(error as Error).message}`);
}
const memory = await idleMemory();

const ms = (value: number) => value.toFixed(2);
const body = [
  '# Live changes',
  '',
  `${CHANGES} changes each: a line added by one member, timed from sending the request until the other member's open stream delivers \`list\`, against the add call's own answer in the same run.`,
  '',
  '| setup | heard p50 / p95 / p99 (ms) | add answered p50 / p99 (ms) | heard ÷ answered, p50 |',
  '|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.setup} | ${ms(row.event.p50)} / ${ms(row.event.p95)} / ${ms(row.event.p99)} | ${ms(row.write.p50)} / ${ms(row.write.p99)} | ${(row.event.p50 / row.write.p50).toFixed(2)} |`,
  ),
  '',
  `Idle pages: ${memory.open} open streams on one server (its own process, SQLite): resident memory ${memory.before.toFixed(1)} MB before, ${memory.after.toFixed(1)} MB after, **${(memory.after - memory.before).toFixed(1)} MB** for all of them (${(((memory.after - memory.before) * 1024) / memory.open).toFixed(1)} KB a page).`,
].join('\n');
console.log(body);
console.log(`\nWritten to ${writeResults('live', body)}`);
process.exit(0);
