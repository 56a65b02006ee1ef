import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { parseHeadersFile, setDocumentSecurityHeaders, type HeaderRules } from '@/server/headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

/** Cache policy by path: hashed build assets forever, HTML always revalidated, the rest an hour. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_next/static/')) return IMMUTABLE;
  if (pathname.endsWith('.html') || pathname.endsWith('.txt') || pathname === '/') return REVALIDATE;
  return SHORT;
}

/**
 * Types sirv's table (mrmime) does not know; without one the response would go out with an empty
 * Content-Type, which `nosniff` makes browsers refuse for an icon.
 */
const EXTRA_TYPES: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

/** Picks the best precompressed twin the client accepts. */
function negotiate(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Each page's own headers (its Content-Security-Policy) from the `_headers` file the build writes. */
function loadPageHeaders(outDir: string): HeaderRules {
  const file = path.join(outDir, '_headers');
  if (!fs.existsSync(file)) {
    console.warn(`${file} is missing: pages are served without their Content-Security-Policy. Rebuild.`);
    return new Map();
  }
  return parseHeadersFile(fs.readFileSync(file, 'utf8'));
}

function applyHeaders(res: ServerResponse, headers: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
}

/**
 * Serves the static export: clean URLs (/about → about.html), precompressed .br/.gz files written by
 * scripts/postbuild.mjs, ETags, each page's security headers, and the 404 page with a real 404 status.
 */
export function createStaticHandler(outDir: string) {
  // The API still works without a build (load tests, a service deployed apart from the site).
  if (!fs.existsSync(outDir)) {
    return function handleMissingBuild(_req: IncomingMessage, res: ServerResponse) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(`No site build in ${outDir}: run npm run build.`);
    };
  }
  const notFoundFile = path.join(outDir, '404.html');
  const pageHeaders = loadPageHeaders(outDir);
  const serve = sirv(outDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const type = EXTRA_TYPES[path.extname(pathname)];
      if (type) res.setHeader('Content-Type', type);
    },
  });

  function sendNotFound(req: IncomingMessage, res: ServerResponse) {
    const encoding = negotiate(req);
    const variant = encoding ? `${notFoundFile}.${encoding === 'br' ? 'br' : 'gz'}` : notFoundFile;
    const file = fs.existsSync(variant) ? variant : notFoundFile;
    res.statusCode = 404;
    setDocumentSecurityHeaders(res);
    applyHeaders(res, pageHeaders.get('/404'));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Accept-Encoding');
    if (file !== notFoundFile && encoding) res.setHeader('Content-Encoding', encoding);
    if (!fs.existsSync(file)) {
      res.end('404');
      return;
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  }

  return function handleStatic(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // One URL per page: "/about/" and "/about.html" redirect to "/about".
    const clean =
      url.pathname
        .replace(/\/+$/, '')
        .replace(/\.html$/, '')
        .replace(/\/index$/, '') || '/';
    if (clean !== url.pathname && url.pathname !== '/' && !url.pathname.startsWith('/_next/')) {
      res.statusCode = 301;
      res.setHeader('Location', clean + url.search);
      res.end();
      return;
    }
    // Internal build files are not pages, and the headers file is for the host, not for visitors.
    if (url.pathname === '/404' || url.pathname === '/_not-found' || url.pathname === '/_headers') {
      sendNotFound(req, res);
      return;
    }
    applyHeaders(res, pageHeaders.get(clean));
    serve(req, res, () => sendNotFound(req, res));
  };
}
