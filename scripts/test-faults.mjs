// `npm run test:faults`: the fault suite against the real server process, on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL (a database made for the run and dropped after it).
// `node scripts/test-faults.mjs sqlite` runs it on the named databases only.
import './lib/check-node.mjs';
import { spawnSync } from 'node:child_process';

const available = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const named = process.argv.slice(2);
const unknown = named.filter((name) => name !== 'sqlite' && name !== 'postgres');
if (unknown.length > 0) {
  process.stderr.write(`No database is named ${unknown.join(', ')}: sqlite, postgres.\n`);
  process.exit(2);
}
const databases = named.length === 0 ? available : available.filter((name) => named.includes(name));
if (named.length === 0 && databases.length === 1)
  process.stdout.write('TEST_DATABASE_URL is not set: the fault suite runs on SQLite only.\n');
for (const database of databases) {
  process.stdout.write(`\n▶ faults on ${database}\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'faults'], {
    stdio: 'inherit',
    env: { ...process.env, FAULTS_DB: database },
  });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ the fault suite failed on ${database}.\n`);
    process.exit(result.status ?? 1);
  }
}
