/**
 * Builds /admin/preview.js (lib/cms/preview/editor-preview.ts): the site's own page components and content
 * loaders, bundled by esbuild for the browser with React's static renderer, so the editor's preview pane
 * renders an entry as the site does. What Node gives the loaders on the server is replaced here:
 * `node:fs` by an in-memory file system (lib/cms/preview/vfs.ts) seeded with the repository's content/ as
 * it is now, `process` by a stand-in rooted at /site, `next/navigation` by a router-less stand-in, and
 * next/font by the class the built stylesheet gives the font. The site's stylesheet (out/_next/static,
 * from the last `npm run build`) is embedded for the pane; without a build the preview still renders,
 * unstyled, and says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { MANIFEST_FILE } from '../images/types';

const require = createRequire(import.meta.url);

export const PREVIEW_SCRIPT = 'preview.js';
const HERE = import.meta.dirname;
const ENTRY = path.join(HERE, 'preview', 'editor-preview.ts');
const PREVIEW = path.join(HERE, 'preview');
/** Text the loaders read; any other file under content/ is known by its name only (pictures). */
const TEXT = /\.(md|ya?ml|json)$/i;

/**
 * Every file under `root`'s content/ (text in full, others as empty files) and the image manifest of the
 * last build (`manifestFile`), at /site.
 */
export function contentSnapshot(root: string, manifestFile = MANIFEST_FILE): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile())
        files[`/site/${path.relative(root, full).split(path.sep).join('/')}`] = TEXT.test(entry.name)
          ? fs.readFileSync(full, 'utf8')
          : '';
    }
  };
  walk(path.join(root, 'content'));
  if (fs.existsSync(manifestFile))
    files['/site/node_modules/.cache/images/manifest.json'] = fs.readFileSync(manifestFile, 'utf8');
  return files;
}

/**
 * The built site's stylesheets, in one, with their fonts' URLs made absolute (the pane is another document),
 * and the classes next/font gave the fonts' CSS variables (space-separated). Undefined before the first build.
 */
export function siteStylesheet(outDir: string): { css: string; fontClass: string } | undefined {
  const chunks = path.join(outDir, '_next', 'static', 'chunks');
  if (!fs.existsSync(chunks)) return undefined;
  const sheets = fs
    .readdirSync(chunks)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) =>
      fs
        .readFileSync(path.join(chunks, name), 'utf8')
        .replace(/url\((['"]?)\.\.\/media\//g, 'url($1/_next/static/media/'),
    );
  if (sheets.length === 0) return undefined;
  // In the pages' order: the site's sheet (Tailwind's theme and base layers) before the pages' own (the
  // prose sheet). Cascade layers rank by first appearance: the prose sheet first would put its components
  // layer under the base layer's heading reset, and every prose heading would shrink to the body size.
  const site = (css: string) => (/@layer theme\s*\{/.test(css) ? 0 : 1);
  const css = [...sheets].sort((a, b) => site(a) - site(b)).join('\n');
  // The classes next/font gave the pairing's variables (app/fonts.ts): the text face, and the heading face
  // unless the pairing uses one face for both.
  const fontClass = [
    ...new Set([...css.matchAll(/\.([\w-]+)\{--font-(?:text|heading):/g)].map((m) => m[1])),
  ].join(' ');
  return { css, fontClass };
}

export type PreviewScriptOptions = { root: string; outDir?: string };

export async function previewScript({
  root,
  outDir = path.join(root, 'out'),
}: PreviewScriptOptions): Promise<string> {
  const style = siteStylesheet(outDir);
  const replace =
    (from: RegExp, file: string): Plugin['setup'] =>
    (esbuild) => {
      esbuild.onResolve({ filter: from }, () => ({ path: path.join(PREVIEW, file) }));
    };
  const plugin: Plugin = {
    name: 'site-preview',
    setup(esbuild) {
      replace(/^(node:)?fs$/, 'vfs.ts')(esbuild);
      replace(/^(node:)?util$/, 'node-util.ts')(esbuild);
      replace(/^(node:)?child_process$/, 'child-process.ts')(esbuild);
      replace(/^next\/navigation$/, 'next-navigation.ts')(esbuild);
      esbuild.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: require.resolve('pathe') }));
      // The build-time data, in place of ./snapshot.ts.
      esbuild.onResolve({ filter: /\/snapshot$/ }, (args) =>
        args.importer.startsWith(PREVIEW) ? { path: 'snapshot', namespace: 'site-preview' } : undefined,
      );
      esbuild.onResolve({ filter: /^@\/app\/fonts$/ }, () => ({ path: 'fonts', namespace: 'site-preview' }));
      esbuild.onLoad({ filter: /^snapshot$/, namespace: 'site-preview' }, () => ({
        contents: [
          `export const snapshot = ${JSON.stringify(contentSnapshot(root))};`,
          `export const previewCss = ${JSON.stringify(style?.css ?? '')};`,
          `export const fontClass = ${JSON.stringify(style?.fontClass ?? '')};`,
        ].join('\n'),
        loader: 'js',
      }));
      esbuild.onLoad({ filter: /^fonts$/, namespace: 'site-preview' }, () => ({
        contents: `export const fontClasses = ${JSON.stringify(style?.fontClass ?? '')};`,
        loader: 'js',
      }));
    },
  };
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    inject: [path.join(PREVIEW, 'process.ts')],
    plugins: [plugin],
    absWorkingDir: path.join(HERE, '..', '..'),
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('preview.js: esbuild wrote nothing');
  return `/* The editor's preview pane: the site's own pages, built from lib/cms/preview/. */\n${file.text}`;
}
