// Finds a Chromium for the browser tests: CHROME_PATH, the system's, or Playwright's own download.
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
