/**
 * Builds /admin/editor.js, the editor's Romanian layer (lib/cms/browser/editor.ts), into one script: esbuild
 * (tsx's own, which the build runs under) bundles the module and what it imports into an IIFE, minified,
 * for the browsers Decap 3 supports. A few milliseconds; no file is written here.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

export const EDITOR_SCRIPT = 'editor.js';
const ENTRY = path.join(import.meta.dirname, 'browser', 'editor.ts');

export function editorScript(): string {
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    absWorkingDir: path.join(import.meta.dirname, '..', '..'),
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('editor.js: esbuild wrote nothing');
  return `/* The editor's Romanian layer, built from lib/cms/browser/editor.ts. */\n${file.text}`;
}
