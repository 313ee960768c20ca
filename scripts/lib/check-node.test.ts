import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describe as describeRange, satisfies } from './check-node.mjs';

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

/** A preload that makes the child process report another Node.js version, as an old install would. */
function posingAs(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'node-check-'));
  const file = join(dir, 'pose.mjs');
  writeFileSync(
    file,
    `Object.defineProperty(process.versions, 'node', { value: '${version}' });\n` +
      `Object.defineProperty(process, 'version', { value: 'v${version}' });\n`,
  );
  return file;
}

describe('the Node.js check', () => {
  it.each([
    ['18.20.4', false],
    ['20.18.3', false],
    ['20.19.0', true],
    ['20.20.2', true],
    ['21.7.3', false],
    ['22.12.0', false],
    ['22.13.0', true],
    ['23.11.0', false],
    ['24.0.0', true],
    ['26.1.0', true],
  ])('Node %s is accepted: %s', (version, accepted) => {
    expect(satisfies(version, engines)).toBe(accepted);
  });

  it('names the supported lines in words', () => {
    expect(describeRange('^20.19 || ^22.13 || >=24')).toBe(
      '20.19 or a later 20.x, 22.13 or a later 22.x, or 24 and newer',
    );
  });

  it('stops npm start with one line before the web build or any native addon', () => {
    const run = spawnSync(process.execPath, ['--import', posingAs('18.20.4'), 'scripts/start.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '0' },
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      `Dishcovery needs Node.js ${describeRange(engines)}; this is v18.20.4.`,
    ]);
  });

  it('lets the running Node through', () => {
    const run = spawnSync(process.execPath, ['scripts/lib/check-node.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
