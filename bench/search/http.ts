/** HTTP load for the search benchmark: bench/http/http-load.mjs in a child process, and what it cost. */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Row } from './search-report';
import { HTTP_SECONDS, HTTP_SHAPES, WORK } from './search-settings';
import { SHAPES } from './shapes';
import type { Body } from './varied';

const run = promisify(execFile);

/** A load run: requests a second, and CPU time per request of the server and of the load generator (µs). */
export interface Load {
  rps: number;
  serverUs: number;
  clientUs: number;
}

/**
 * autocannon runs in a child process, asynchronously: the server under test shares this event
 * loop. With bodies, each request sends the next one, in turn. The two share the machine's
 * cores, so the CPU each spends per request says where a route's rate goes.
 */
/** The search route whose body schema keeps every field of `body`, or none for a body that is not a search. */
export function searchRoute(body: object): string | undefined {
  if (!('searchInput' in body)) return undefined;
  const diet = 'diet' in body;
  const allergy = 'allergy' in body;
  if (diet && allergy) return '/api/search/diet&allergens';
  if (diet) return '/api/search/diet';
  if (allergy) return '/api/search/allergens';
  return '/api/search/general';
}

async function autocannon(url: string, request: { method: 'GET' | 'POST'; bodies?: readonly object[] }): Promise<Load> {
  const args = ['bench/http/http-load.mjs', url, request.method, String(HTTP_SECONDS)];
  if (request.bodies) {
    const file = join(WORK, `bodies-${process.pid}.json`);
    mkdirSync(WORK, { recursive: true });
    // Each body goes to the search route that reads all its fields: the general route drops a
    // diet or an allergy (as the API says), which would merge distinct bodies into one answer.
    const base = new URL(url).pathname;
    const routed = request.bodies.map((body) => ({ path: searchRoute(body) ?? base, body }));
    writeFileSync(file, JSON.stringify(routed));
    args.push(file);
  }
  const before = process.cpuUsage();
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 26 });
  const server = process.cpuUsage(before);
  const parsed = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    '2xx': number;
    cpu: number;
  };
  if (parsed.non2xx > 0 || parsed.errors > 0 || parsed['2xx'] === 0) {
    throw new Error(`${url}: ${parsed['2xx']} ok, ${parsed.non2xx} non-2xx, ${parsed.errors} errors`);
  }
  const total = Math.max(1, parsed.requests.total);
  return {
    rps: parsed.requests.average,
    serverUs: (server.user + server.system) / total,
    clientUs: parsed.cpu / total,
  };
}

/**
 * Health, random and every search shape over HTTP against the server at `address`: a search shape
 * with its distinct bodies (`varied`), then with one body repeated.
 */
export async function measureHttp(address: string, varied: ReadonlyMap<string, Body[]>): Promise<Row['http']> {
  await autocannon(`${address}/api/health`, { method: 'GET' }); // warm-up: JIT and connection set-up
  const healthLoad = await autocannon(`${address}/api/health`, { method: 'GET' });
  const health = healthLoad.rps;
  /** A route's row: its load with distinct bodies, and its rate with one body repeated. */
  const entry = (name: string, load: Load, cachedRps = load.rps): Row['http'][number] => ({
    name,
    rps: load.rps,
    ratio: load.rps / health,
    cachedRps,
    cachedRatio: cachedRps / health,
    serverUs: load.serverUs,
    clientUs: load.clientUs,
  });
  const http: Row['http'] = [entry('health', healthLoad)];
  for (const shape of SHAPES.filter((s) => HTTP_SHAPES === 'all' || HTTP_SHAPES.includes(s.name))) {
    // Random takes no body. A search shape runs twice: with distinct bodies in turn, more than
    // the cache of answers holds, so every answer is computed; then one body over and over, so
    // all but the first come from that cache.
    const url = `${address}${shape.path}`;
    if (shape.name === 'random') {
      http.push(entry(shape.name, await autocannon(url, { method: 'POST' })));
      continue;
    }
    const load = await autocannon(url, { method: 'POST', bodies: varied.get(shape.name)! });
    const cached = await autocannon(url, { method: 'POST', bodies: shape.bodies.slice(0, 1) });
    http.push(entry(shape.name, load, cached.rps));
  }
  return http;
}
