// Stops with one line naming the Node.js versions this project runs on, before anything loads a
// native addon (better-sqlite3 built for another Node crashes the process instead of throwing).
// The supported lines are read from `engines.node` in package.json, the one place they are kept:
// a range of the form `^20.19 || ^22.13 || >=24`.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const wanted = pkg.engines.node;

/** @param {string} version like `20.20.2` @param {string} range like `^20.19 || >=24` */
export function satisfies(version, range) {
  const [major, minor] = version.split('.').map(Number);
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+)(?:\.(\d+))?/.exec(part);
    if (!match) throw new Error(`engines.node part "${part.trim()}" is neither ^x.y nor >=x`);
    const [, op, wantMajor, wantMinor = '0'] = match;
    const atLeast = major > Number(wantMajor) || (major === Number(wantMajor) && minor >= Number(wantMinor));
    return op === '>=' ? atLeast : atLeast && major === Number(wantMajor);
  });
}

/** `^20.19 || >=24` → `20.19 or a later 20.x, or 24 and newer` */
export function describe(range) {
  const parts = range.split('||').map((part) => {
    const [, op, major, minor = '0'] = /^\s*(\^|>=)(\d+)(?:\.(\d+))?/.exec(part) ?? [];
    return op === '>=' ? `${major} and newer` : `${major}.${minor} or a later ${major}.x`;
  });
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')}, or ${parts.at(-1)}`;
}

if (!satisfies(process.versions.node, wanted)) {
  process.stderr.write(`Dishcovery needs Node.js ${describe(wanted)}; this is ${process.version}.\n`);
  process.exit(1);
}
