import { describe, expect, it } from 'vitest';
import { externalizePayload, PAYLOAD_DIR } from './flight-payload';

// As Next writes them: a JavaScript string whose "<" are escaped.
const push = (text: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c')}])</script>`;
const BOOT = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/** The tail of a page as `next build` writes it (Turbopack, Next 16): markup, JSON-LD, then the payload. */
const page = [
  '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><title>Despre noi</title></head>',
  '<body><main><h1>Despre noi</h1></main>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>',
  BOOT,
  push('0:{"P":null,"c":["","about"]}\n'),
  // Next escapes "<" in the payload, so "</script>" in the content never ends the element early.
  push('2:["$","p",null,{"children":"a </script> b"}]\n'),
  push('3:null\n'),
  '</body></html>',
].join('');

describe('externalizePayload', () => {
  const moved = externalizePayload(page)!;

  it('takes every payload script out of the page and leaves the rest as it was', () => {
    expect(moved.html).toBe(
      page.replace(BOOT, '').replace(/<script>self\.__next_f\.push\([^<]*\)<\/script>/g, ''),
    );
    expect(moved.html).not.toContain('__next_f');
    expect(moved.html).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
    expect(moved.html).toContain('<script id="_R_">');
  });

  it('writes the same statements, in order, and running them fills self.__next_f as the page did', () => {
    expect(moved.source.startsWith('(self.__next_f=self.__next_f||[]).push([0]);\n')).toBe(true);
    const self: { __next_f?: unknown[] } = {};
    new Function('self', moved.source)(self);
    expect(self.__next_f).toEqual([
      [0],
      [1, '0:{"P":null,"c":["","about"]}\n'],
      [1, '2:["$","p",null,{"children":"a </script> b"}]\n'],
      [1, '3:null\n'],
    ]);
  });

  it('names the file by the hash of its content', () => {
    expect(moved.url).toMatch(new RegExp(`^${PAYLOAD_DIR}[0-9a-f]{16}\\.js$`));
    expect(externalizePayload(page)!.url).toBe(moved.url);
    expect(externalizePayload(page.replace('about', 'contact'))!.url).not.toBe(moved.url);
  });

  it('leaves a page without a payload alone, and refuses a payload it does not recognise', () => {
    expect(externalizePayload(moved.html)).toBeNull();
    expect(() => externalizePayload(page.replace(BOOT, ''))).toThrow(/bootstrap/);
    expect(() =>
      externalizePayload(page.replace('</body>', '<script nonce="x">self.__next_f.push([1,"4:null"])</script></body>')),
    ).toThrow(/shape/);
  });
});
