import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './real-server';

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, that a test may stop
 * and start again: the machine's shared server is never touched. PostgreSQL refuses to run as
 * root, so as root every command runs as the `postgres` system user, which owns the folder.
 */
export interface OwnPostgres {
  /** The database the app uses on it. */
  url: string;
  port: number;
  /** Stops the server (a fast shutdown: sessions are ended, committed work kept); no-op when stopped. */
  stop: () => void;
  /** Starts it again on the same port and folder; no-op when running. */
  start: () => void;
  /** Stops the server if it runs and removes its folder. */
  remove: () => void;
}

const DATABASE = 'dishcovery';

/** The newest PostgreSQL on the machine; without one the test fails here, it never skips. */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`No PostgreSQL server binaries under ${root}/*/bin: install postgresql to run this test.`);
  }
  return join(root, versions[0]!, 'bin');
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`Running as root needs the ${name} system user to run PostgreSQL.`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'dishcovery-pg-'));
  if (asRoot) {
    const owner = systemUser('postgres');
    chownSync(dir, owner.uid, owner.gid);
  }
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const command = join(bin, tool);
    const options: ExecFileSyncOptions = { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir };
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options);
    else execFileSync(command, args, options);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  let running = false;
  const start = () => {
    if (running) return;
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=16MB -c max_connections=40`;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', settings, 'start']);
    running = true;
  };
  const stop = () => {
    if (!running) return;
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running = false;
  };
  start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    stop,
    start,
    remove: () => {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
