/**
 * `npm run admin`: the content editor on this computer. Opens http://127.0.0.1:4100/admin, where Decap CMS
 * (the same files and configuration the build puts in out/admin/) reads and saves the files of this
 * working copy directly, through decap-server's file API mounted on the same origin (so the editor's
 * policy needs no other origin, as online). Nothing is committed: the changes are ordinary edited files,
 * which `npm start` rebuilds and shows, and git records when the owner commits them.
 *
 * Listens on 127.0.0.1 only: the file API has no sign-in, so it must never face a network. And a page open
 * in the owner's browser must not drive it either (DNS rebinding, issue 30): every request is checked by
 * scripts/admin-guard.ts before anything else runs. Its Host and Origin must name this server; a POST to
 * the file API is read and parsed here, and reaches decap-server only when every file it names is inside
 * content/ (written files: content and picture types only). No other POST reaches express at all.
 * A picture it writes goes through cleanPicture first (issue 32): the editor's script already sends it
 * upright, without metadata and at most 2560 px, and the terminal then says "nothing to clean"; a client that
 * posts directly gets the same result.
 *
 * Environment: ADMIN_PORT (4100), CMS_REPO_DIR (the folder whose content/ is edited: this one), and
 * ADMIN_NO_OPEN=1 to skip opening the browser. The e2e test runs it on a temporary copy of content/.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CLEANABLE_EXTENSIONS, cleanedLine, cleanPicture, formatBytes } from '../lib/images/clean';
import { filesDir, ImageError } from '../lib/images/pipeline';
import { BASE_SECURITY_HEADERS, formatHeadersFile, adminHeaders } from '../server/headers';
import { canonicalPath, locationFor, parseRequestPath } from '../server/path';
import { createStaticHandler } from '../server/static';
import { ADMIN_PATH, onlineOptions, writeAdmin } from './admin-files';
import { checkApiBody, checkHeaders, isApiPath, isJsonContentType, MAX_BODY_BYTES, type Refusal } from './admin-guard';

const require = createRequire(import.meta.url);

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: (error?: unknown) => void) => void;
type ExpressApp = ((req: http.IncomingMessage, res: http.ServerResponse) => void) & {
  use(handler: Handler): void;
  disable(setting: string): void;
};

const HOST = '127.0.0.1';
const port = Number(process.env.ADMIN_PORT ?? 4100);
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? process.cwd());
if (!fs.existsSync(path.join(repoDir, 'content'))) {
  console.error(`admin: no content/ folder in ${repoDir}`);
  process.exit(1);
}
const origin = `http://${HOST}:${port}`;

// The editor's files, with the local file API as its backend, in a folder served like out/.
// One folder per port: two editors at once (tests run several) must not serve each other's config, whose
// backend URL names the port.
const siteDir = path.resolve(`node_modules/.cache/admin-site-${port}`);
fs.rmSync(siteDir, { recursive: true, force: true });
// The preview pane renders this folder's content/ with the site's stylesheet from the last build (out/),
// whose font and pictures are served here as on the site.
const outDir = path.resolve('out');
await writeAdmin(
  path.join(siteDir, ...ADMIN_PATH.split('/').filter(Boolean)),
  { ...onlineOptions(process.env), localBackendUrl: `${origin}/api/v1` },
  { root: repoDir, outDir },
);
const builtMedia = path.join(outDir, '_next', 'static', 'media');
if (fs.existsSync(builtMedia)) fs.cpSync(builtMedia, path.join(siteDir, '_next', 'static', 'media'), { recursive: true });
if (fs.existsSync(filesDir())) fs.cpSync(filesDir(), path.join(siteDir, 'img'), { recursive: true });
else console.log('admin: no pictures built yet (npm run build): the preview shows only the ones added here');
fs.writeFileSync(
  path.join(siteDir, '_headers'),
  formatHeadersFile([
    { path: '/*', headers: BASE_SECURITY_HEADERS },
    { path: ADMIN_PATH, headers: adminHeaders() },
  ]),
);
const files = createStaticHandler(siteDir);

// decap-server reads the folder to edit from GIT_REPO_DIRECTORY when its routes are registered; "fs" mode
// writes files and commits nothing.
process.env.GIT_REPO_DIRECTORY = repoDir;
const express = require('express') as () => ExpressApp;
const { registerLocalFs } = require('decap-server/dist/middlewares') as {
  registerLocalFs(app: ExpressApp, options?: object): Promise<void>;
};
const app = express();
app.disable('x-powered-by');
await registerLocalFs(app);
app.use((req, res) => {
  const { decoded, search } = parseRequestPath(req.url);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...BASE_SECURITY_HEADERS, Allow: 'GET, HEAD' }).end();
    return;
  }
  const canonical = decoded === '/' ? ADMIN_PATH : canonicalPath(decoded);
  if (canonical !== decoded) {
    res.writeHead(302, { ...BASE_SECURITY_HEADERS, Location: locationFor(canonical, search) }).end();
    return;
  }
  files.serve(req, res, canonical);
});

/** Refuses with a plain Romanian message (JSON `{ error }` for the file API, which Decap shows) and closes
 * the connection, so an unread body is not waited for. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal, json: boolean): void {
  console.warn(`admin: refused ${req.method} ${JSON.stringify(req.url)} (Host ${JSON.stringify(req.headers.host ?? '')}): ${refusal.message}`);
  res.shouldKeepAlive = false;
  res
    .writeHead(refusal.status, {
      ...BASE_SECURITY_HEADERS,
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    .end(json ? JSON.stringify({ error: refusal.message }) : `${refusal.message}\n`);
}

/** The request body, at most MAX_BODY_BYTES (null beyond: the rest is not read). */
function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

type Asset = { path?: unknown; content?: unknown; encoding?: unknown };

/** The files a write carries: persistMedia's asset, persistEntry's assets (the pictures of an entry). */
function writtenAssets(body: unknown): Asset[] {
  const { action, params } = body as { action?: unknown; params?: { asset?: Asset; assets?: unknown } };
  if (action === 'persistMedia' && params?.asset) return [params.asset];
  if (action === 'persistEntry' && Array.isArray(params?.assets)) return params.assets as Asset[];
  return [];
}

/**
 * Every picture the body writes, cleaned in place (upright, no EXIF/GPS/XMP, longest side at most 2560 px,
 * same format) by lib/images/clean.ts; a picture that cannot be read is refused rather than written as sent.
 * Logs one line per picture: what was cleaned with the sizes, or "nothing to clean".
 */
async function cleanPictures(body: unknown): Promise<Refusal | undefined> {
  for (const asset of writtenAssets(body)) {
    const file = asset.path;
    if (typeof file !== 'string' || typeof asset.content !== 'string' || asset.encoding !== 'base64') continue;
    if (!(CLEANABLE_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase())) continue;
    const data = Buffer.from(asset.content, 'base64');
    try {
      const result = await cleanPicture(data, file);
      if (result.skipped) console.log(`admin: ${file}: left as it is (${result.skipped})`);
      else if (!result.changed) console.log(`admin: ${file}: nothing to clean (${formatBytes(data.length)})`);
      else {
        asset.content = result.data.toString('base64');
        console.log(`admin: cleaned ${cleanedLine(file, data, result)}`);
      }
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      return { status: 422, message: `Cerere refuzată: poza nu poate fi citită (${error.message}).` };
    }
  }
  return undefined;
}

const TOO_LARGE: Refusal = { status: 413, message: 'Cerere refuzată: fișierul trimis este prea mare (cel mult 50 MB).' };

/** POST /api/v1: parsed and checked here; decap-server gets the parsed body (express.json skips a request
 * whose body is already parsed, `req._body`) only when the guard lets it through. */
async function fileApi(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (!isJsonContentType(req.headers['content-type']))
    return refuse(req, res, { status: 415, message: 'Cerere refuzată: editorul trimite doar JSON.' }, true);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return refuse(req, res, TOO_LARGE, true);
  const raw = await readBody(req);
  if (!raw) return refuse(req, res, TOO_LARGE, true);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return refuse(req, res, { status: 422, message: 'Cerere invalidă: corpul nu este JSON.' }, true);
  }
  const refusal = await checkApiBody(repoDir, body);
  if (refusal) return refuse(req, res, refusal, true);
  const unreadable = await cleanPictures(body);
  if (unreadable) return refuse(req, res, unreadable, true);
  Object.assign(req, { body, _body: true });
  app(req, res);
}

const server = http.createServer((req, res) => {
  // Before anything else, the body included: a request that does not name this server gets nothing.
  const foreign = checkHeaders(req.headers, port);
  if (foreign) return refuse(req, res, foreign, isApiPath(req.url));
  if (req.method === 'POST') {
    if (!isApiPath(req.url)) {
      res.writeHead(405, { ...BASE_SECURITY_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    fileApi(req, res).catch((error: unknown) => {
      console.error('admin:', error);
      if (!res.headersSent) res.writeHead(500, BASE_SECURITY_HEADERS);
      res.end();
    });
    return;
  }
  // GET and HEAD (the editor's files), OPTIONS (decap-server's CORS answer, for a page at localhost:<port>
  // calling 127.0.0.1:<port>); anything else is answered 405 by the last handler above.
  app(req, res);
});
server.listen(port, HOST, () => {
  const url = `${origin}${ADMIN_PATH}`;
  console.log(`admin: the editor is at ${url} and saves into ${path.join(repoDir, 'content')}`);
  console.log('admin: to see the site with your changes, run "npm start" in another window (it rebuilds the site).');
  console.log('admin: press Ctrl+C to stop.');
  if (!process.env.ADMIN_NO_OPEN && !process.env.CI) {
    const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
    execFile(opener, [url], () => {});
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
