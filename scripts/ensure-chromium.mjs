// Before the e2e run: the browser Playwright drives is Debian's Chromium (browser downloads do not
// work here). Found at CHROMIUM_PATH or /usr/bin/chromium, it is used; missing, it is installed
// with apt-get when this process may (root), with a line saying so; otherwise one message says
// what to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.env.CHROMIUM_PATH || !hasApt || process.getuid?.() !== 0) {
    console.error(
      `The e2e tests drive Chromium at ${path}, which is not there. Install Debian's package (sudo apt-get install -y chromium)` +
        ' or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log("--- installing Debian's chromium for the e2e tests (apt-get install -y chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}): install chromium yourself, then run npm test again.`);
      process.exit(1);
    }
  }
  if (!existsSync(path)) {
    console.error(`apt-get installed chromium, but ${path} is still missing: set CHROMIUM_PATH to its binary.`);
    process.exit(1);
  }
}
