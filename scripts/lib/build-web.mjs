import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes .br and .gz beside every text asset; the server sends them to browsers that accept them. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) precompress(path);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = readFileSync(path);
      if (data.length < 1024) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

/** Runs `vite build` unless web/dist was built from sources no older than they are now. */
export async function buildWebIfStale({ force = false } = {}) {
  const newest = String(Math.max(...SOURCES.map((source) => newestMtime(join(root, source)))));
  const built =
    existsSync(join(root, 'web/dist/index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === newest;
  if (built && !force) return false;
  process.stdout.write('Building the web app…\n');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    process.stderr.write('The web app did not build; see the messages above.\n');
    process.exit(result.status ?? 1);
  }
  precompress(join(root, 'web/dist'));
  writeFileSync(STAMP, newest);
  return true;
}
