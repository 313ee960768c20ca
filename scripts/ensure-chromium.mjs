// Browser tests drive Debian's Chromium; no browser is ever downloaded by a test tool.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    process.stderr.write(
      `Browser tests need Chromium at ${CHROMIUM}: install it with "sudo apt-get install chromium" (or set CHROMIUM_PATH), then run npm test again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write("Installing Debian's chromium for the browser tests…\n");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env,
    });
  if (!install || install.status !== 0 || !existsSync(CHROMIUM)) {
    process.stderr.write('Could not install chromium with apt-get; install it by hand: apt-get install chromium\n');
    process.exit(1);
  }
}
