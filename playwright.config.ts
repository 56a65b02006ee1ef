import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

/** One free port for the whole run; the workers inherit it through the environment. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The Cloudflare Worker's local preview (wrangler dev), started once by e2e/cloudflare-setup.ts.
process.env.E2E_CF_PORT ??= freePort();
const cloudflareURL = `http://127.0.0.1:${process.env.E2E_CF_PORT}`;
const chromium = findTestChromium() as { path: string } | undefined;
/** Specs that run with JavaScript disabled, in their own project only. */
const NO_JS = /no-js\.spec\.ts$/;
/**
 * Specs whose subject does not depend on the viewport (head metadata, JSON-LD, headers, the font file, raw
 * HTTP, the English page walk, the editor at /admin, the booking flow): run on the desktop project only, which keeps the suite within CI's time.
 */
const VIEWPORT_FREE = /(seo|schema-org|security|font|hostile|english|admin|brand|booking)\.spec\.ts$/;
/**
 * What runs again with the site and its forms on the Cloudflare Worker (npm run preview:cloudflare): the
 * forms end to end, the 404, the headers and the clean URLs; the route walk's page-by-page checks stay
 * on the Node target (the pages' bytes are the same files).
 */
const ON_CLOUDFLARE = /(forms|not-found|security|routes|booking)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // An embedded PostgreSQL for the desktop-postgres project, the Cloudflare preview for the cloudflare
  // projects (each only when its projects run).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for every
    // test (retain-on-failure) snapshots each action and keeps every response body (the editor's 5 MB
    // script), which made the suite about 15 % slower and the editor's tests twice as slow. To keep a
    // trace of a local failure: npx playwright test --trace retain-on-failure.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromium?.path, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', testIgnore: NO_JS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', testIgnore: [NO_JS, VIEWPORT_FREE], use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 800 }, hasTouch: true } },
    // With scripts off, only the specs written for it (each sets its own viewports).
    { name: 'no-js', testMatch: NO_JS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, javaScriptEnabled: false } },
    // The main enquiry end to end once more with the service on PostgreSQL (DATABASE_URL) instead of
    // SQLite: browser, service, database and e-mail together. The service's other answers on PostgreSQL
    // (English, the newsletter's round trip, posts without JavaScript, faults) are the vitest "postgres"
    // project's, the same HTTP against the same engine; run again here they cost a minute of CI.
    {
      name: 'desktop-postgres',
      testMatch: /forms\.spec\.ts/,
      grep: /a valid enquiry shows the success state/,
      metadata: { engine: 'postgres' },
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // The same specs against the Cloudflare Worker (workerd, local D1, the assets binding): one shared
    // preview, whose e-mails and database the specs read through e2e/cloudflare.ts. Every request goes
    // through wrangler dev's local proxy and then workerd, slower than our Node server on a busy machine:
    // the long walks (no-JS filters, ten page loads) get 60 s instead of 30.
    {
      name: 'cloudflare',
      timeout: 60_000,
      testMatch: ON_CLOUDFLARE,
      // The page-by-page walks and the newsletter code's lazy loading are the same files' behaviour.
      // English answers are the forms core's, unit-tested on every engine and end to end on Node.
      grepInvert: /every route|accessibility beyond the first view|newsletter code loaded on approach|in English: English errors/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: cloudflareURL },
    },
    {
      name: 'cloudflare-no-js',
      timeout: 60_000,
      testMatch: NO_JS,
      // The filters' and lists' links through the Worker's URL handling (a query and a fragment on /portfolio
      // and on /blog); the menus, the theme, the pictures and the phone-width filter button without
      // JavaScript are the same files' HTML and CSS, proven on the Node target.
      // And the free consultation booked without a script: the Worker serves the page of free slots itself.
      grep: /portfolio: a chip shows its category|blog: a chip, a tag from the sidebar|the free consultation without JavaScript/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: false,
        baseURL: cloudflareURL,
      },
    },
  ],
  // Our own server over the built out/ (npm test builds first), exactly as `npm start` serves it.
  webServer: {
    command: 'npx tsx server/index.ts',
    url: `${baseURL}/`,
    // The forms API gets a throwaway data directory, so test runs never write into ./data.
    env: { PORT: process.env.E2E_PORT, HOST: '127.0.0.1', DATA_DIR: `${process.env.TMPDIR || '/tmp'}/e2e-shared-forms-${process.env.E2E_PORT}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
