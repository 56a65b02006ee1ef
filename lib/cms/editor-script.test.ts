import { describe, expect, it } from 'vitest';
import { editorScript } from './editor-script';

describe('/admin/editor.js, the editor’s Romanian layer', () => {
  it('is one small self-contained browser script that registers the locale and the widgets', () => {
    const script = editorScript();
    // One IIFE, nothing left to import, no Node global.
    expect(script).toMatch(/^\/\*[^]*?\*\/\n"use strict";\(\(\)=>\{/);
    expect(script).not.toMatch(/\brequire\(|\bimport\b|process\.env|__dirname/);
    for (const call of ['registerLocale("ro"', 'registerWidget("list"', 'registerWidget("datetime"', 'registerWidget("select"'])
      expect(script).toContain(call);
    expect(script).toContain('Adaugă %{item}');
    expect(Buffer.byteLength(script)).toBeLessThan(40_000);
  });
});
