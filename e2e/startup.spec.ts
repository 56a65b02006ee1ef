/**
 * The framework's startup chunks: loaded after the first paint (scripts/startup-scripts.ts), and compiled
 * while they download, not on the main thread when the page boots (V8 compile hints,
 * scripts/compile-hints.ts). Checked on the built files, as served, and in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchRoutes, OUT_DIR } from '../bench/routes';
import { COMPILE_HINT, MIN_HINT_BYTES } from '../scripts/compile-hints';
import { STARTUP_ATTRIBUTE, startupScripts } from '../scripts/startup-scripts';
import { expect, test } from './fixtures';
import { HEAD_SCRIPT } from '../scripts/theme-script';

const CHUNKS = path.join(OUT_DIR, '_next', 'static', 'chunks');
const chunkFile = (url: string) => path.join(OUT_DIR, ...url.split('/').filter(Boolean));
const isHinted = (file: string) => fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT);

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the built files are the same for every viewport');
});

test.describe('compile hints on the startup chunks', () => {
  const pages = fs.existsSync(OUT_DIR) ? benchRoutes(OUT_DIR, { allInstances: true }) : [];
  const scriptsOf = pages.map(({ file }) =>
    startupScripts(fs.readFileSync(path.join(OUT_DIR, file), 'utf8')),
  );
  const everywhere = scriptsOf[0]?.filter((url) => scriptsOf.every((list) => list.includes(url))) ?? [];

  test('the startup chunks every page runs carry the hint; every other chunk is compiled lazily', () => {
    expect(pages.length).toBeGreaterThan(30);
    const hinted = fs
      .readdirSync(CHUNKS)
      .filter((f) => f.endsWith('.js') && isHinted(path.join(CHUNKS, f)))
      .map((f) => `/_next/static/chunks/${f}`)
      .sort();
    // React DOM's production build is in a hinted chunk, and so is Next's app router.
    const hintedSource = hinted.map((url) => fs.readFileSync(chunkFile(url), 'utf8')).join('\n');
    expect(hintedSource).toContain('react.dev/errors/');
    expect(hintedSource).toContain('createMutableActionQueue');
    // So does Turbopack's runtime, which boots the others.
    expect(hinted.some((url) => path.basename(url).startsWith('turbopack-'))).toBe(true);
    // Each hinted chunk is one every page runs at startup, and not tiny.
    for (const url of hinted) {
      expect(everywhere, `${url} is not loaded by every page`).toContain(url);
      expect(fs.statSync(chunkFile(url)).size, url).toBeGreaterThanOrEqual(MIN_HINT_BYTES);
    }
    // Every startup chunk every page runs that is big enough has it.
    const big = everywhere.filter((url) => fs.statSync(chunkFile(url)).size >= MIN_HINT_BYTES).sort();
    expect(hinted).toEqual(big);
    // A chunk has the comment once, on its first line.
    for (const url of hinted)
      expect(fs.readFileSync(chunkFile(url), 'utf8').split(COMPILE_HINT.trim()).length, url).toBe(2);
  });

  test('the server sends the hinted chunks with the hint, compressed and not', async ({ request }) => {
    const hinted = everywhere.filter((url) => isHinted(chunkFile(url)));
    expect(hinted.length).toBeGreaterThan(0);
    for (const url of hinted) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await request.get(url, { headers: { 'accept-encoding': encoding } });
        expect(response.status(), url).toBe(200);
        if (encoding !== 'identity') expect(response.headers()['content-encoding'], url).toBe(encoding);
        const body = (await response.body()).toString('utf8');
        expect(body.startsWith(COMPILE_HINT), `${url} (${encoding})`).toBe(true);
        expect(body, `${url} (${encoding})`).toBe(fs.readFileSync(chunkFile(url), 'utf8'));
      }
    }
  });
});

test.describe('startup scripts after the first paint', () => {
  const pages = fs.existsSync(OUT_DIR) ? benchRoutes(OUT_DIR) : [];

  test('no page asks for a script but through its loader, which comes before the style sheet', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const { file } of pages) {
      const html = fs.readFileSync(path.join(OUT_DIR, file), 'utf8');
      // The only script element with a source left is Next's noModule polyfill, which browsers with ES
      // modules never fetch.
      const withSource = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/gi)].map(([tag]) => tag);
      expect(
        withSource.filter((tag) => !/\bnoModule\b/i.test(tag)),
        file,
      ).toEqual([]);
      expect(html, file).not.toMatch(/<link\b[^>]*\b(preload|modulepreload)\b[^>]*\bas="script"/i);
      expect(html, file).not.toMatch(/<link\b[^>]*\bmodulepreload\b/i);
      // One loader, in the head after the meta elements and the head script (theme and pictures): before the
      // style sheet, whose download would hold it.
      expect(html.split(`<script ${STARTUP_ATTRIBUTE}=`), file).toHaveLength(2);
      expect(html, file).toMatch(
        new RegExp(`^<!DOCTYPE html><html[^>]*><head>(<meta[^>]*>)*<script>[^<]*</script><script ${STARTUP_ATTRIBUTE}=`),
      );
      expect(html, file).toContain(`<script>${HEAD_SCRIPT}</script><script ${STARTUP_ATTRIBUTE}=`);
      for (const url of startupScripts(html))
        expect(fs.existsSync(chunkFile(url)), `${file}: ${url}`).toBe(true);
    }
  });

  for (const route of ['/', '/blog', '/contact']) {
    test(`${route}: the scripts are requested once the first contentful paint is on screen, then React hydrates`, async ({
      page,
    }) => {
      // The fixture's goto waits for hydration, so reaching the next line means the scripts ran.
      await page.goto(route);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timing.fcp).not.toBeNull();
      const listed = startupScripts(
        fs.readFileSync(path.join(OUT_DIR, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8'),
      );
      for (const url of listed)
        expect(
          timing.scripts.map((s) => s.url),
          `${url} was not loaded`,
        ).toContain(url);
      // Not only the listed ones: no chunk at all is requested before the paint.
      for (const { url, start } of timing.scripts)
        expect(start, `${url} was requested before the first contentful paint`).toBeGreaterThanOrEqual(
          timing.fcp!,
        );
      // Each script once: React and the chunk runtime adopt the loader's elements instead of adding their
      // own (a second element runs the script a second time, even from the cache).
      const urls = timing.scripts.map((s) => s.url);
      expect(new Set(urls).size).toBe(urls.length);
      const elements = await page.evaluate(() =>
        [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
      );
      expect(elements.filter((src, i) => elements.indexOf(src) !== i)).toEqual([]);
    });
  }
});
