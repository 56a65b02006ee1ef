// Makes sure a Chromium exists before the end-to-end tests, installing one when none is found:
// Playwright's own download where the network allows it, else Debian/Ubuntu's package when root.
import { spawnSync } from 'node:child_process';
import { findChromium, findTestChromium } from './chromium.mjs';

function run(command, args) {
  console.log(`ensure-chromium: $ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', timeout: 15 * 60 * 1000 }).status === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

const found = findChromium();
if (found) {
  // The tests run in the headless shell where there is one (half the CPU per page); a system Chromium
  // without it gets its package beside it when we can, and the tests use the full browser when we cannot.
  if (found.source === 'system' && !findTestChromium()?.source.includes('headless shell') && isRoot && hasApt) {
    if (!run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'])) {
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
    }
  }
  const test = findTestChromium();
  console.log(`ensure-chromium: the tests use ${test ? `${test.path} (${test.source})` : "Playwright's own"}`);
  process.exit(0);
}

console.log('ensure-chromium: no Chromium found; installing one');
if (run('npx', ['--no-install', 'playwright', 'install', 'chromium']) && findChromium()) {
  console.log(`ensure-chromium: installed Playwright's Chromium at ${findChromium().path}`);
  process.exit(0);
}
if (isRoot && hasApt) {
  run('apt-get', ['update', '-qq']);
  // The full browser for Lighthouse (npm run bench), the headless shell for the tests.
  if (run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell']) && findChromium()) {
    console.log(`ensure-chromium: installed the system package at ${findChromium().path}`);
    process.exit(0);
  }
}
console.error('ensure-chromium: could not install Chromium. Install it yourself and set CHROME_PATH to its executable.');
process.exit(1);
