import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the running Node.js line. better-sqlite3 13 is built on Node-API and is the
 * only one safe on Node 24, where 12's statements abort the process when the garbage collector
 * finalises them outside a JavaScript context; but 13 crashes on Node 20, where 12 is the one that
 * works. Both are optional dependencies and npm installs each only where its `engines` allow it.
 */
const load = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

export const sqliteDriverName = major >= 22 ? 'better-sqlite3' : 'better-sqlite3-v12';

function loadDriver(): typeof BetterSqlite3 {
  try {
    return load(sqliteDriverName) as typeof BetterSqlite3;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(
      `The SQLite driver for Node.js ${process.versions.node} (${sqliteDriverName}) is not installed: run npm install again with this Node.js.`,
      { cause: error },
    );
  }
}

export const SQLite = loadDriver();

/** The installed version of the driver in use, as its package names it. */
export const sqliteDriverVersion = (load(`${sqliteDriverName}/package.json`) as { version: string }).version;
