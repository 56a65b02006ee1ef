/**
 * Writes the editor into a folder (out/admin/ at build, a cache folder for `npm run admin`): Decap CMS's
 * prebuilt files copied from node_modules (no CDN), editor.js (its Romanian layer: the complete locale, the
 * Romanian date, list and Markdown behaviour, English entries apart; lib/cms/browser/), an index.html that
 * loads them in that order, and config.yml generated from the content schemas (lib/cms/config.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsConfig, cmsConfigFile, type CmsConfigOptions } from '../lib/cms/config';
import { EDITOR_SCRIPT, editorScript } from '../lib/cms/editor-script';
import { PREVIEW_SCRIPT, previewScript } from '../lib/cms/preview-script';

const require = createRequire(import.meta.url);

/** Where the editor is served; absolute URLs, since a host may serve the page at /admin or /admin/. */
export const ADMIN_PATH = '/admin';

/** decap-cms's dist folder: the main bundle, its lazily loaded chunks and WebAssembly helpers. */
export function decapDist(): string {
  return path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));
}

/** The files we ship: the bundle, its chunks, the wasm files and the licence notice (no source maps). */
export function decapFiles(dist = decapDist()): string[] {
  return fs
    .readdirSync(dist)
    .filter((name) => /^(?:\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name))
    .sort();
}

export const ADMIN_HTML = `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor de conținut</title>
<link rel="icon" href="data:,">
<link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<noscript>Editorul de conținut are nevoie de JavaScript.</noscript>
<script src="${ADMIN_PATH}/decap-cms.js"></script>
<script src="${ADMIN_PATH}/${EDITOR_SCRIPT}"></script>
<script src="${ADMIN_PATH}/${PREVIEW_SCRIPT}"></script>
</body>
</html>
`;

/**
 * The options of the online editor, from the environment (GitHub Actions sets GITHUB_REPOSITORY). The
 * sign-in goes through the site's own /api/auth (server/core/auth.ts); CMS_AUTH_URL names another origin
 * when the forms service runs apart from the site (its PUBLIC_URL).
 */
export function onlineOptions(env: Record<string, string | undefined> = process.env, siteUrl?: string): CmsConfigOptions {
  const auth = env.CMS_AUTH_URL?.trim() || siteUrl;
  return {
    repo: env.CMS_GITHUB_REPO || env.GITHUB_REPOSITORY || 'OWNER/REPO',
    branch: env.CMS_BRANCH || 'main',
    // An origin, no trailing slash: Decap compares it with the popup's event.origin as a string.
    authBaseUrl: auth ? new URL(auth).origin : undefined,
    siteUrl,
  };
}

/**
 * Writes index.html, config.yml, editor.js, preview.js (the pane's pages, from `root`'s content/ and its
 * built stylesheet in `outDir`) and Decap's files into `dir`; returns the bytes of Decap's files.
 */
export async function writeAdmin(
  dir: string,
  options: CmsConfigOptions,
  site: { root: string; outDir?: string } = { root: process.cwd() },
): Promise<{ files: number; bytes: number }> {
  fs.mkdirSync(dir, { recursive: true });
  const dist = decapDist();
  let bytes = 0;
  const files = decapFiles(dist);
  for (const name of files) {
    fs.copyFileSync(path.join(dist, name), path.join(dir, name));
    bytes += fs.statSync(path.join(dir, name)).size;
  }
  fs.writeFileSync(path.join(dir, EDITOR_SCRIPT), editorScript());
  fs.writeFileSync(path.join(dir, PREVIEW_SCRIPT), await previewScript(site));
  fs.writeFileSync(path.join(dir, 'index.html'), ADMIN_HTML);
  fs.writeFileSync(path.join(dir, 'config.yml'), cmsConfigFile(cmsConfig(options)));
  return { files: files.length, bytes };
}
