// The browser suite's server: `npm start`'s own entry (scripts/start.mjs), run from the suite's
// temporary directory so it serves a private copy of the built web app. Another `npm start` or
// build in the same checkout rewrites web/dist (emptyOutDir) and, without the copy, pages of a
// running suite answer 404 while it does. Recipe pictures stay in the usual cache, data/images,
// so they are drawn once, not on every run.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from '../scripts/lib/build-web.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runDir = process.env.E2E_DATA_DIR;
if (!runDir) throw new Error('E2E_DATA_DIR is not set: start the suite with `npx playwright test`.');

await buildWebIfStale();
const webCopy = join(runDir, 'web', 'dist');
mkdirSync(webCopy, { recursive: true });
cpSync(join(root, 'web', 'dist'), webCopy, { recursive: true });
if (!existsSync(join(webCopy, 'index.html'))) throw new Error('web/dist was being rebuilt: start the suite again.');

process.env.IMAGES_DIR ??= join(root, 'data', 'images');
// The own-recipes test serves its recipe page from 127.0.0.1: the link importer refuses loopback
// addresses unless told (off by default, so only this suite's server fetches from this machine).
process.env.IMPORT_ALLOW_LOOPBACK ??= '1';
// The suite makes some forty accounts from one address; the default allows 30 in 15 minutes.
process.env.ACCOUNT_ATTEMPTS_PER_CLIENT ??= '60';
// tsx reads tsconfig.json from the working directory by default.
process.env.TSX_TSCONFIG_PATH ??= join(root, 'tsconfig.json');
process.chdir(runDir);
await import('../scripts/start.mjs');
