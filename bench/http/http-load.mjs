// Load for one route, run by the search benchmark in a child process (the server under test keeps
// its own event loop): autocannon with 50 connections, cycling through the request bodies of a
// JSON file in order, one body per request, so consecutive requests ask different questions. Each
// entry of the file is { path, body }: the route it goes to and what it sends.
// Prints autocannon's result as JSON, with the CPU time this load generator spent (`cpu`, µs).
// Usage: node bench/http/http-load.mjs <url> <GET|POST> <seconds> [bodies.json]
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, method, seconds, bodiesFile] = process.argv.slice(2);
const bodies = bodiesFile
  ? JSON.parse(readFileSync(bodiesFile, 'utf8')).map(({ path, body }) => ({ path, body: JSON.stringify(body) }))
  : [];
let next = 0;
const result = await autocannon({
  url,
  method,
  connections: 50,
  duration: Number(seconds),
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      method,
      setupRequest: (request) => (bodies.length === 0 ? request : { ...request, ...bodies[next++ % bodies.length] }),
    },
  ],
});
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ ...result, cpu: cpu.user + cpu.system }));
