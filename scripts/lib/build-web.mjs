import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'shared', 'vite.config.ts', 'package-lock.json'];
const STAMP = join(root, 'web/dist/.sources-mtime');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `vite build` unless web/dist was built from sources no older than they are now. */
export async function buildWebIfStale({ force = false } = {}) {
  const newest = String(Math.max(...SOURCES.map((source) => newestMtime(join(root, source)))));
  const built = existsSync(join(root, 'web/dist/index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === newest;
  if (built && !force) return false;
  process.stdout.write('Building the web app…\n');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('The web app did not build; see the messages above.\n');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, newest);
  return true;
}
