// `npm test`: everything, in order, stopping at the first failure:
// types, lint, format, unit tests, the API suite on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set), browser tests.
// `node scripts/test.mjs unit api` runs only the steps whose names start with those words.
import './lib/check-node.mjs';
import { spawnSync } from 'node:child_process';

const steps = [
  ['types', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['types (web)', 'npx', ['tsc', '-p', 'tsconfig.web.json']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['catalog', 'npx', ['tsx', 'scripts/lint-catalog.ts']],
  ['catalog coverage', 'npx', ['tsx', 'scripts/catalog-coverage.ts']],
  ['catalog pictures', 'npx', ['tsx', 'scripts/picture-distinctness.ts']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']],
  ['api on SQLite', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'sqlite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['api on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'postgres' }]);
} else {
  process.stdout.write('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.\n');
}
steps.push(['browser', 'node', ['scripts/ensure-chromium.mjs']]);
// The suite's server would draw missing pictures while the tests run; drawn first, they do not share the CPU.
steps.push(['browser', 'npx', ['tsx', 'catalog/pictures/cli.ts']]);
steps.push(['browser', 'npx', ['playwright', 'test']]);

const only = process.argv.slice(2);
const chosen = only.length === 0 ? steps : steps.filter(([name]) => only.some((word) => name.startsWith(word)));
if (chosen.length === 0) {
  process.stderr.write(
    `No step is named ${only.join(', ')}: ${[...new Set(steps.map(([name]) => name))].join(', ')}.\n`,
  );
  process.exit(2);
}
const started = Date.now();
for (const [name, command, args, env = {}] of chosen) {
  process.stdout.write(`\n▶ ${name}: ${command} ${args.join(' ')}\n`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${name} failed.\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`◀ ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s\n`);
}
process.stdout.write(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s\n`);
