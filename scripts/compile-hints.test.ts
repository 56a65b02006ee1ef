import { describe, expect, it } from 'vitest';
import { chunksToHint, COMPILE_HINT, MIN_HINT_BYTES, withCompileHint } from './compile-hints';

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head>${scripts.join('')}</head><body></body></html>`;
const src = (url: string, attrs = 'async=""') => `<script src="${url}" ${attrs}></script>`;

describe('chunksToHint', () => {
  const sizes: Record<string, number> = {
    '/framework.js': 230_000,
    '/router.js': 170_000,
    '/runtime.js': 11_000,
    '/small.js': 2_000,
    '/form.js': 110_000,
    '/polyfills.js': 110_000,
  };
  const sizeOf = (url: string) => sizes[url] ?? 0;

  it('picks the chunks every page runs at startup, from the 11 KB runtime up', () => {
    const pages = [
      page(
        src('/router.js'),
        src('/framework.js'),
        src('/runtime.js'),
        src('/small.js'),
        src('/polyfills.js', 'noModule=""'),
      ),
      page(src('/router.js'), src('/framework.js'), src('/runtime.js'), src('/small.js'), src('/form.js')),
      page(src('/framework.js'), src('/router.js'), src('/runtime.js'), src('/small.js')),
    ];
    expect(chunksToHint(pages, sizeOf)).toEqual(['/router.js', '/framework.js', '/runtime.js']);
    expect(MIN_HINT_BYTES).toBeLessThanOrEqual(sizeOf('/runtime.js'));
  });

  it('leaves out a big chunk that one page does not load, and every chunk under the threshold', () => {
    const pages = [page(src('/framework.js'), src('/router.js')), page(src('/framework.js'))];
    expect(chunksToHint(pages, sizeOf)).toEqual(['/framework.js']);
    expect(chunksToHint(pages, sizeOf, 300_000)).toEqual([]);
    expect(MIN_HINT_BYTES).toBeGreaterThan(sizeOf('/small.js'));
  });

  it('hints nothing without pages', () => {
    expect(chunksToHint([], sizeOf)).toEqual([]);
  });
});

describe('withCompileHint', () => {
  it('puts the magic comment on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([]);');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([]);');
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  });
});
