/**
 * `npm run admin`: the content editor on this computer. Opens http://127.0.0.1:4100/admin, where Decap CMS
 * (the same files and configuration the build puts in out/admin/) reads and saves the files of this
 * working copy directly, through decap-server's file API mounted on the same origin (so the editor's
 * policy needs no other origin, as online). Nothing is committed: the changes are ordinary edited files,
 * which `npm start` rebuilds and shows, and git records when the owner commits them.
 *
 * Listens on 127.0.0.1 only: the file API has no sign-in, so it must never face a network.
 *
 * Environment: ADMIN_PORT (4100), CMS_REPO_DIR (the folder whose content/ is edited: this one), and
 * ADMIN_NO_OPEN=1 to skip opening the browser. The e2e test runs it on a temporary copy of content/.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BASE_SECURITY_HEADERS, formatHeadersFile, adminHeaders } from '../server/headers';
import { canonicalPath, locationFor, parseRequestPath } from '../server/path';
import { createStaticHandler } from '../server/static';
import { ADMIN_PATH, onlineOptions, writeAdmin } from './admin-files';

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
const siteDir = path.resolve('node_modules/.cache/admin-site');
fs.rmSync(siteDir, { recursive: true, force: true });
writeAdmin(path.join(siteDir, ...ADMIN_PATH.split('/').filter(Boolean)), {
  ...onlineOptions(process.env),
  localBackendUrl: `${origin}/api/v1`,
});
fs.writeFileSync(
  path.join(siteDir, '_headers'),
  formatHeadersFile(new Map([['/*', BASE_SECURITY_HEADERS], [ADMIN_PATH, adminHeaders()]])),
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

const server = http.createServer(app);
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
