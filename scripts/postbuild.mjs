// Runs after `next build` (under tsx, so it shares the server's TypeScript modules):
// 1. builds the Pagefind search index of the blog articles (out/pagefind/), loaded by the browser only
//    when a visitor starts a search;
// 2. moves each page's RSC payload out of its HTML into a script file (scripts/flight-payload.ts), and its
//    startup scripts into a loader that runs the payload and then adds them after the first paint
//    (scripts/startup-scripts.ts), and puts the theme script first in every page's head
//    (scripts/theme-script.ts);
// 3. computes each page's Content-Security-Policy from the hashes of its inline scripts;
// 4. marks the framework's startup chunks for eager compilation by V8 (scripts/compile-hints.ts);
// 5. copies the encoded pictures the pages use (scripts/images.ts wrote them to the image cache) into out/img/;
// 6. writes the content editor into out/admin/ (scripts/admin-files.ts: Decap CMS from node_modules and
//    its configuration generated from the content schemas), with its own policy, outside every page step;
// 7. writes brotli and gzip twins of every compressible file in out/, so the server (and any host that
//    serves precompressed files) sends them without compressing per request;
// 8. writes every security and caching header to out/_headers, which Cloudflare reads and our server sends,
//    grouped under Cloudflare's 100 rules (scripts/headers-rules.ts), and out/.assetsignore, the files
//    Cloudflare must not upload.
import '../server/env.ts';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as pagefind from 'pagefind';
import { CONTACT_ENDPOINT, NEWSLETTER_ENDPOINT } from '../lib/forms/endpoints.ts';
import { articleSlug, PAGEFIND_SLUGS_URL } from '../lib/search-index.ts';
import { adminHeaders, contentSecurityPolicy, formatHeadersFile, inlineScriptHashes } from '../server/headers.ts';
import { filesDir, imageFiles } from '../lib/images/pipeline.ts';
import { readManifest } from '../lib/images/types.ts';
import { ADMIN_PATH, onlineOptions, writeAdmin } from './admin-files.ts';
import { siteConfig } from '../lib/site.ts';
import { allLocalizedPages } from '../lib/pages.ts';
import { buildRedirects, REDIRECTS_FILE } from '../lib/redirects.ts';
import { chunksToHint, withCompileHint } from './compile-hints.ts';
import { externalizePayload, PAYLOAD_DIR } from './flight-payload.ts';
import {
  checkSameHeaders,
  flatHeaderRules,
  groupedHeaderRules,
  HEADER_RULES_BUDGET,
  pagePolicies,
  siteAddresses,
  sitePages,
} from './headers-rules.ts';
import { deferStartupScripts } from './startup-scripts.ts';
import { withThemeScript } from './theme-script.ts';

const OUT = path.resolve(process.argv[2] ?? 'out');
/** out/.assetsignore: files Cloudflare leaves out of the Worker's static assets. */
const ASSETS_IGNORE = ['*.br', '*.gz', '_not-found*'];
const COMPRESSIBLE = /\.(html|js|css|txt|xml|json|svg|map|webmanifest|ico)$/;
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

if (!fs.existsSync(OUT)) {
  console.error(`postbuild: ${OUT} does not exist; run next build first`);
  process.exit(1);
}

// Pictures: only the files of the current manifest (the cache also holds older versions of changed pictures).
{
  const imgDir = path.join(OUT, 'img');
  fs.mkdirSync(imgDir, { recursive: true });
  const names = new Set();
  for (const entry of Object.values(readManifest()))
    for (const picture of [entry.cover, ...entry.gallery, ...Object.values(entry.body)])
      if (picture) for (const name of imageFiles(picture)) names.add(name);
  let bytes = 0;
  for (const name of names) {
    fs.copyFileSync(path.join(filesDir(), name), path.join(imgDir, name));
    bytes += fs.statSync(path.join(imgDir, name)).size;
  }
  console.log(`postbuild: copied ${names.size} picture files (${(bytes / 1024).toFixed(0)} KiB) to out/img/`);
}

// Only elements marked data-pagefind-body (the article pages) are indexed. Pagefind reads each page's
// <html lang> and writes one index per language; the browser loads the index of the page's language, so
// a search on an English page finds English articles only.
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
const indexed = await index.addDirectory({ path: OUT });
if (indexed.errors.length > 0) throw new Error(`pagefind: ${indexed.errors.join('; ')}`);
await index.writeFiles({ outputPath: path.join(OUT, 'pagefind') });
await pagefind.close();
console.log(`postbuild: pagefind indexed ${indexed.page_count} pages`);

// Result id → slug, so the browser maps results to articles without fetching each one's fragment. A
// fragment is gzip of "pagefind_dcd" followed by the page's JSON; its file name is the result id.
const fragmentDir = path.join(OUT, 'pagefind', 'fragment');
const slugs = {};
for (const file of fs.readdirSync(fragmentDir).filter((f) => f.endsWith('.pf_fragment'))) {
  const raw = zlib.gunzipSync(fs.readFileSync(path.join(fragmentDir, file))).toString('utf8');
  const { url } = JSON.parse(raw.slice(raw.indexOf('{')));
  const slug = articleSlug(url);
  if (!slug) throw new Error(`pagefind: ${file} is not an article (${url})`);
  slugs[file.replace(/\.pf_fragment$/, '')] = slug;
}
if (Object.keys(slugs).length === 0) throw new Error('pagefind: no fragments to map');
fs.writeFileSync(path.join(OUT, PAGEFIND_SLUGS_URL), JSON.stringify(slugs));
console.log(`postbuild: ${PAGEFIND_SLUGS_URL} maps ${Object.keys(slugs).length} results to articles`);

// The editor, after the search index (it is no page to index) and before the compressed twins.
const ADMIN_DIR = path.join(OUT, ...ADMIN_PATH.split('/').filter(Boolean));
{
  const { files, bytes } = await writeAdmin(ADMIN_DIR, onlineOptions(process.env, siteConfig.url), { root: process.cwd(), outDir: OUT });
  console.log(`postbuild: the editor in ${ADMIN_PATH}/ (${files} Decap CMS files, ${(bytes / 1024).toFixed(0)} KiB)`);
}

// Security headers. "/about.html" → "/about", "index.html" → "/", "404.html" → "/404" (the server uses
// that rule for every 404 answer).
const formEndpoints = [CONTACT_ENDPOINT, NEWSLETTER_ENDPOINT];
const pages = sitePages(OUT, ADMIN_DIR);
// Before the policies are computed: the loader and the theme script are inline scripts they must allow.
let deferred = 0;
let payloads = 0;
let payloadBytes = 0;
for (const { file } of pages) {
  const html = fs.readFileSync(file, 'utf8');
  // The RSC payload goes into a file of its own, which the loader runs first (scripts/flight-payload.ts).
  const moved = externalizePayload(html);
  if (moved) {
    const target = path.join(OUT, ...moved.url.split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, moved.source);
    payloads += 1;
    payloadBytes += html.length - moved.html.length;
  }
  const withLoader = deferStartupScripts(moved?.html ?? html, moved?.url);
  if (withLoader !== html) deferred += 1;
  // The theme script goes in first, right after the charset, so it runs before the loader.
  const withTheme = withThemeScript(withLoader);
  if (withTheme !== html) fs.writeFileSync(file, withTheme);
}
console.log(`postbuild: startup scripts after the first paint on ${deferred} of ${pages.length} pages`);
console.log(
  `postbuild: the RSC payload of ${payloads} pages moved into ${PAYLOAD_DIR} (${(payloadBytes / 1024).toFixed(0)} KiB out of the HTML)`,
);

// Each page's policy, from its HTML with every inline script in place (the 404 pages' <meta> is no script).
const policies = pagePolicies(pages, formEndpoints);
for (const { file, route } of pages.filter((page) => page.route === '/404' || page.route === '/en/404')) {
  const html = fs.readFileSync(file, 'utf8');
  const scriptHashes = inlineScriptHashes(html);
  // A static host answers unknown paths with 404.html under the "/*" rule, not the page's own: the page
  // carries its policy itself (a <meta> policy may not hold frame-ancestors; the "/*" header does).
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ scriptHashes, formEndpoints, meta: true })}"/>`;
  let withMeta = html.replace(/(<head>(?:<meta charSet="utf-8"\/>)?)/i, `$1${meta}`);
  if (withMeta === html) throw new Error(`postbuild: no <head> in ${route}.html`);
  // Next preloads the fonts (the kit's pairing: one or two files) on every page but the not-found one,
  // where the text then reflows when a font arrives after the first paint (Lighthouse: CLS 0.005). Give it
  // the home page's preloads.
  const fontPreload = /<link rel="preload" href="[^"]+\.woff2" as="font"[^>]*>/g;
  const preloads = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8').match(fontPreload)?.join('') ?? '';
  if (!preloads) throw new Error('postbuild: no font preload in index.html');
  if (!fontPreload.test(withMeta))
    withMeta = withMeta.replace(/(<meta name="viewport"[^>]*>)/, `$1${preloads}`);
  fontPreload.lastIndex = 0;
  if (!withMeta.includes(preloads))
    throw new Error('postbuild: no viewport <meta> in 404.html to put the font preloads after');
  fs.writeFileSync(file, withMeta);
}
// The English 404 for unknown /en/… paths on the static hosts. Netlify reads _redirects (a 404 rule
// applies only where no file matches); Cloudflare Pages serves the nearest 404.html up the path
// (out/en/404.html) by itself. Our server picks it by prefix (server/static.ts).
// Before it, the renamed pages' old addresses (lib/redirects.ts): learned from git, kept in
// content/redirects.yaml with the owner's own, each to its final address (the first matching rule wins).
{
  const pages = allLocalizedPages().map((page) => page.path);
  const { redirects, dropped, added, file } = buildRedirects(process.cwd(), pages, '/en/*  /en/404.html  404\n');
  if (added > 0) console.log(`postbuild: ${added} renamed page(s) added to ${REDIRECTS_FILE}: commit it with the rename`);
  for (const reason of dropped) console.warn(`postbuild: redirect left out: ${reason}`);
  fs.writeFileSync(path.join(OUT, '_redirects'), file);
  console.log(`postbuild: _redirects, ${redirects.length} old address(es) to their pages`);
}

// Compile hints go in before the compressed twins are written. Script URLs are root-relative.
const scriptFile = (url) => path.join(OUT, ...url.split('/').filter(Boolean));
const hinted = chunksToHint(
  pages.map(({ file }) => fs.readFileSync(file, 'utf8')),
  (url) => fs.statSync(scriptFile(url)).size,
);
for (const url of hinted) {
  const file = scriptFile(url);
  fs.writeFileSync(file, withCompileHint(fs.readFileSync(file, 'utf8')));
}
console.log(
  `postbuild: compile hints on ${hinted.length} startup chunks (${hinted.map((u) => path.basename(u)).join(', ') || 'none is big enough'})`,
);

// zlib's asynchronous calls run on libuv's thread pool: one file per core at a time instead of one at a
// time (31 MB at brotli 11 took 30 s of the build on one of two cores). The same bytes either way.
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);
let files = 0;
let raw = 0;
let br = 0;
const queue = [...walk(OUT)].filter((file) => COMPRESSIBLE.test(file));
async function compressNext() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const [brotli, gzip] = await Promise.all([
      brotliAsync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipAsync(data, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    raw += data.length;
    br += brotli.length;
  }
}
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, compressNext));
console.log(
  `postbuild: precompressed ${files} files (${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli)`,
);

// The headers, once every file is in place: the grouping needs each file's address. The editor has its
// own policy (server/headers.ts says which relaxations and why), at both addresses a host may serve its
// index.html under; Decap's files are not hashed, so no long caching applies to them.
{
  const site = { policies, admin: { routes: [ADMIN_PATH, `${ADMIN_PATH}/`], headers: adminHeaders() } };
  const addresses = siteAddresses(OUT, ADMIN_PATH);
  const routes = new Set([...policies.keys(), ...site.admin.routes]);
  const rules = groupedHeaderRules(site, addresses.filter((address) => !routes.has(address)));
  // What each address gets must not change with the grouping (the reference: one rule per page).
  const problems = checkSameHeaders(flatHeaderRules(site), rules, addresses);
  if (rules.length > HEADER_RULES_BUDGET)
    problems.push(`${rules.length} rules, over the budget of ${HEADER_RULES_BUDGET} (Cloudflare reads 100)`);
  if (problems.length > 0) throw new Error(`postbuild: _headers:\n${problems.slice(0, 20).join('\n')}`);
  fs.writeFileSync(path.join(OUT, '_headers'), formatHeadersFile(rules));
  console.log(
    `postbuild: wrote _headers, ${rules.length} rules for ${addresses.length} addresses (${new Set(policies.values()).size} page policies)`,
  );
}

// Files Cloudflare must not upload (gitignore syntax; it already leaves out _headers, _redirects and this
// file): the precompressed twins (it compresses by itself and would serve them under their own names) and
// Next's copy of the 404 page, which would answer /_not-found with status 200.
fs.writeFileSync(path.join(OUT, '.assetsignore'), `${ASSETS_IGNORE.join('\n')}\n`);
