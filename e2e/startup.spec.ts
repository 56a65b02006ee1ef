/**
 * V8 compile hints (scripts/compile-hints.ts): the framework's big startup chunks are compiled while they
 * download, not on the main thread when the page boots. Checked on the built files and as served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchRoutes, OUT_DIR } from '../bench/routes';
import { COMPILE_HINT, MIN_HINT_BYTES, startupScripts } from '../scripts/compile-hints';
import { expect, test } from './fixtures';

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

  test('React DOM and the router carry the hint; every other chunk is compiled lazily', () => {
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
    // Each hinted chunk is one every page runs at startup, and big.
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
