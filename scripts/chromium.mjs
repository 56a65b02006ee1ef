// Finds a Chromium: for the browser tests (findTestChromium) and for Lighthouse (findChromium).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The executable to launch, or undefined when Playwright's bundled download should be used. */
export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (fs.existsSync(process.env.CHROME_PATH)) return { path: process.env.CHROME_PATH, source: 'CHROME_PATH' };
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist`);
  }
  for (const candidate of SYSTEM_PATHS) if (fs.existsSync(candidate)) return { path: candidate, source: 'system' };
  try {
    const { chromium } = require('playwright-core');
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return { path: bundled, source: 'playwright' };
  } catch {
    // playwright-core missing or no browser registry: nothing found.
  }
  return undefined;
}

/**
 * Debian's and Ubuntu's `chromium-headless-shell`: the headless-only build of the same Chromium, which is
 * what Playwright itself launches for headless tests when it downloads its own browsers. It paints without
 * the full browser's UI and compositor layers: a page load plus hydration took 2.0 s of CPU against 3.4 s
 * for /usr/bin/chromium here, and the suite is CPU-bound on a two-core machine.
 */
export const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/**
 * The executable for the browser tests: CHROME_PATH when set, else the system's headless shell, else
 * the system's Chromium, else undefined (Playwright's own download: its headless shell).
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  for (const candidate of HEADLESS_SHELL_PATHS) if (fs.existsSync(candidate)) return { path: candidate, source: 'system headless shell' };
  const found = findChromium();
  return found?.source === 'playwright' ? undefined : found;
}
