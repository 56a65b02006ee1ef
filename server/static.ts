import fs from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import fresh from 'fresh';
import { lookup as mimeLookup } from 'mrmime';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';
import { parseRedirectLines } from '@/lib/redirects';
import { BASE_SECURITY_HEADERS, parseHeadersFile, serverHeaders, type HeaderRule } from '@/server/headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

/** Cache policy by path: hashed build assets forever, HTML always revalidated, the rest an hour. */
export function cacheControlFor(pathname: string): string {
  // Hashed names: build assets and the encoded pictures (scripts/images.ts puts the hash in the name).
  if (pathname.startsWith('/_next/static/') || pathname.startsWith('/img/')) return IMMUTABLE;
  if (pathname.endsWith('.html') || pathname.endsWith('.txt') || pathname === '/') return REVALIDATE;
  return SHORT;
}

/**
 * Types mrmime does not know; without one the response would go out with an empty Content-Type, which
 * `nosniff` makes browsers refuse for an icon.
 */
const EXTRA_TYPES: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

function contentType(file: string): string {
  const ext = path.extname(file);
  const type = EXTRA_TYPES[ext] ?? mimeLookup(file) ?? 'application/octet-stream';
  return /^text\/|^application\/(javascript|json|xml|manifest\+json)|\+xml$/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/**
 * The 404 page of each language, by path prefix: an unknown /en/… path gets the English one (the export
 * writes it as en/404.html), any other the site-wide (Romanian) 404.html.
 */
const NOT_FOUND_PAGES: { prefix: string; file: string }[] = [
  { prefix: '/en/', file: '/en/404.html' },
  { prefix: '', file: '/404.html' },
];

/** The 404 page file for a request path. */
export function notFoundFileFor(pathname: string): string {
  const match = NOT_FOUND_PAGES.find(({ prefix }) => `${pathname}/`.startsWith(prefix));
  return (match ?? NOT_FOUND_PAGES[NOT_FOUND_PAGES.length - 1]!).file;
}

/**
 * Files of the build that are not pages: the hosts' header and redirect rules and the 404 pages (sent
 * only with a 404 status, never as a page of their own). Cloudflare's `.assetsignore`, like every name
 * starting with a dot, never enters the table (walk).
 */
const INTERNAL = new Set(['/_headers', '/_redirects', '/_not-found.html', ...NOT_FOUND_PAGES.map((p) => p.file)]);
/** Files kept in memory once read: everything a page needs; a larger file is streamed each time. */
const MAX_CACHED_FILE = 1024 * 1024;
const MAX_CACHED_TOTAL = 128 * 1024 * 1024;

type NegotiatorWithPreference = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

type Variant = {
  file: string;
  size: number;
  etag: string;
  lastModified: string;
  /** null: identity. */
  encoding: 'br' | 'gzip' | null;
  body?: Buffer;
  /** The whole header set of a plain 200 of this variant, made once: the common case writes it as is. */
  okHeaders?: OutgoingHttpHeaders;
};

type Entry = {
  /** The identity file and, where postbuild wrote them, its precompressed twins. */
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** Every header but the per-variant ones, computed once at start. */
  headers: OutgoingHttpHeaders;
};

function variant(file: string, encoding: Variant['encoding']): Variant {
  const stats = fs.statSync(file);
  return {
    file,
    size: stats.size,
    // Strong, and different for each encoding (RFC 9110 §8.8.3): a range or If-Range applies to bytes.
    etag: `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`,
    lastModified: stats.mtime.toUTCString(),
    encoding,
  };
}

function walk(dir: string, base = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) files.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** The URL path a built file answers: pages without ".html" ("/about", "/"), every other file as is. */
function routeOf(rel: string): string {
  if (!rel.endsWith('.html')) return rel;
  return rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '') || '/';
}

/** The rules of the `_headers` file the build writes (each page's Content-Security-Policy among them). */
function loadHeaderRules(outDir: string): HeaderRule[] {
  const file = path.join(outDir, '_headers');
  if (!fs.existsSync(file)) {
    console.warn(`${file} is missing: pages are served without their Content-Security-Policy. Rebuild.`);
    return [];
  }
  return parseHeadersFile(fs.readFileSync(file, 'utf8'));
}

/** Headers of the file the server decides itself: HSTS only over HTTPS (app.ts), caching by cacheControlFor. */
const DECIDED_HERE = new Set(['strict-transport-security', 'cache-control']);

/**
 * Hashed build assets (scripts, style sheets, fonts) are never documents: framing, opener, permission,
 * referrer and page policies mean nothing for them, and over HTTP/1.1 each response would repeat those
 * 340 bytes (about 2.7 KB on a first visit to the home page). They keep nosniff, which guards how a
 * script or style sheet is read. Everything else gets the whole set; a page, its own policy on top.
 */
export function securityHeaders(route: string, rules: HeaderRule[]): OutgoingHttpHeaders {
  if (route.startsWith('/_next/static/')) return { 'X-Content-Type-Options': 'nosniff' };
  const headers: OutgoingHttpHeaders = { ...BASE_SECURITY_HEADERS };
  // One value per header, the most specific the rules give (serverHeaders), in place of the base one.
  for (const [name, value] of Object.entries(serverHeaders(rules, route))) {
    if (DECIDED_HERE.has(name.toLowerCase())) continue;
    const same = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
    headers[same ?? name] = value;
  }
  return headers;
}

export type StaticHandler = {
  /**
   * Answers a GET or HEAD for `clean`, the path parseRequestPath made (decoded, slashes collapsed,
   * dot segments resolved) and the caller already redirected to its canonical form.
   */
  serve(req: IncomingMessage, res: ServerResponse, clean: string, extraHeaders?: OutgoingHttpHeaders): void;
  /** Where an old address moved (the 301 lines of the build's `_redirects`: lib/redirects.ts), if it did. */
  movedTo(clean: string): string | undefined;
  /** The 404 page with a 404 status. */
  notFound(req: IncomingMessage, res: ServerResponse, extraHeaders?: OutgoingHttpHeaders): void;
};

/**
 * Serves the static export from a table built at start: clean URLs (/about → about.html), the
 * precompressed .br/.gz twins scripts/postbuild.mjs writes, strong ETags and conditional requests
 * (`fresh`), single byte ranges (`range-parser`; a multi-range gets the whole file, as nginx answers),
 * each page's security headers, and the 404 page with a real 404 status. Only files of the table can be
 * served, so no path, however encoded, reaches the host's `_headers` or a file outside `out/`.
 *
 * Why not sirv (used before): it answered `bytes=-10` with the first 11 bytes and `bytes=0-0` with the
 * whole file, threw synchronously on `bytes=10-5`, decoded paths after our headers were chosen, and read
 * every header back per request; a table of ready header objects and in-memory bodies serves faster.
 */
export function createStaticHandler(outDir: string): StaticHandler {
  // The API still works without a build (load tests, a service deployed apart from the site).
  if (!fs.existsSync(outDir)) {
    const missing = (_req: IncomingMessage, res: ServerResponse, extra?: OutgoingHttpHeaders) => {
      res.writeHead(404, {
        ...BASE_SECURITY_HEADERS,
        ...extra,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(`Site-ul nu este construit în ${outDir}: rulează npm run build.`);
    };
    return { serve: (req, res, _clean, extra) => missing(req, res, extra), notFound: missing, movedTo: () => undefined };
  }

  const headerRules = loadHeaderRules(outDir);
  const files = walk(outDir);
  const present = new Set(files);
  const table = new Map<string, Entry>();
  const notFoundEntries = new Map<string, Entry>();

  for (const rel of files) {
    // A twin is served in place of its original, never under its own name.
    if ((rel.endsWith('.br') || rel.endsWith('.gz')) && present.has(rel.slice(0, -3))) continue;
    const abs = path.join(outDir, rel);
    const route = routeOf(rel);
    const twin = (ext: string, encoding: 'br' | 'gzip') =>
      present.has(`${rel}.${ext}`) ? variant(`${abs}.${ext}`, encoding) : undefined;
    const entry: Entry = {
      identity: variant(abs, null),
      br: twin('br', 'br'),
      gzip: twin('gz', 'gzip'),
      headers: {},
    };
    const isPage = rel.endsWith('.html');
    entry.headers = {
      ...securityHeaders(isPage ? route : rel, headerRules),
      'Content-Type': contentType(rel),
      'Cache-Control': cacheControlFor(isPage ? `${route === '/' ? '' : route}.html` : rel),
      ...(entry.br || entry.gzip ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (NOT_FOUND_PAGES.some((p) => p.file === rel)) {
      notFoundEntries.set(rel, entry);
      entry.headers = {
        ...securityHeaders(route, headerRules),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
      };
    }
    if (INTERNAL.has(rel)) continue;
    // "blog.html" and a "blog/" folder both exist; the page wins over a folder's index.
    if (!table.has(route) || isPage) table.set(route, entry);
  }

  let cachedBytes = 0;
  const encodingChoice = new Map<string, 'br' | 'gzip' | null>();

  /** Picks the best twin the client accepts (q-values honoured); remembered per header value. */
  function negotiate(req: IncomingMessage): 'br' | 'gzip' | null {
    const header = req.headers['accept-encoding'];
    if (!header) return null;
    let choice = encodingChoice.get(header);
    if (choice === undefined) {
      // Negotiator 1.x takes the server's preference for equal q-values; its types predate the option.
      const negotiator = new Negotiator(req) as unknown as NegotiatorWithPreference;
      const best = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
      choice = best === 'br' || best === 'gzip' ? best : null;
      if (encodingChoice.size < 256) encodingChoice.set(header, choice);
    }
    return choice;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    status: 200 | 404,
    extra: OutgoingHttpHeaders | undefined,
  ) {
    const rangeHeader = status === 200 ? req.headers.range : undefined;
    // A range is of the file's own bytes: a client that resumes or seeks gets the identity encoding.
    const wanted = rangeHeader ? null : negotiate(req);
    const chosen = (wanted && entry[wanted]) || entry.identity;
    // The common case: a plain GET of a file already in memory, no condition, no range, no HSTS to add.
    if (
      status === 200 &&
      !extra &&
      !rangeHeader &&
      chosen.body &&
      chosen.okHeaders &&
      req.method === 'GET' &&
      !req.headers['if-none-match'] &&
      !req.headers['if-modified-since']
    ) {
      res.writeHead(200, chosen.okHeaders);
      res.end(chosen.body);
      return;
    }
    const headers: OutgoingHttpHeaders = { ...entry.headers, ...extra };
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    if (status === 200) {
      headers.ETag = chosen.etag;
      headers['Last-Modified'] = chosen.lastModified;
      headers['Accept-Ranges'] = 'bytes';
      if (fresh(req.headers, { etag: chosen.etag, 'last-modified': chosen.lastModified })) {
        delete headers['Content-Type'];
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    let start = 0;
    let end = chosen.size - 1;
    let code: number = status;
    if (rangeHeader && rangeApplies(req, chosen)) {
      const ranges = parseRange(chosen.size, rangeHeader, { combine: true });
      if (ranges === -1) {
        headers['Content-Range'] = `bytes */${chosen.size}`;
        delete headers['Content-Type'];
        res.writeHead(416, { ...headers, 'Content-Length': 0 });
        res.end();
        return;
      }
      // Malformed (-2), another unit, or several ranges: the whole file, which RFC 9110 allows.
      if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
        start = ranges[0]!.start;
        end = ranges[0]!.end;
        code = 206;
        headers['Content-Range'] = `bytes ${start}-${end}/${chosen.size}`;
      }
    }
    headers['Content-Length'] = end - start + 1;
    res.writeHead(code, headers);
    if (req.method === 'HEAD' || end < start) {
      res.end();
      return;
    }
    const body = chosen.body;
    if (body) {
      res.end(code === 206 ? body.subarray(start, end + 1) : body);
      return;
    }
    if (chosen.size <= MAX_CACHED_FILE && cachedBytes + chosen.size <= MAX_CACHED_TOTAL) {
      fs.readFile(chosen.file, (error, data) => {
        if (error) {
          res.destroy(error);
          return;
        }
        if (!chosen.body) {
          chosen.body = data;
          cachedBytes += data.length;
          if (status === 200 && code === 200 && !extra)
            chosen.okHeaders = { ...headers, 'Content-Length': data.length };
        }
        res.end(code === 206 ? data.subarray(start, end + 1) : data);
      });
      return;
    }
    // A read error after the headers went out can only cut the response short; it never throws here.
    pipeline(fs.createReadStream(chosen.file, { start, end }), res, () => {});
  }

  /** If-Range (RFC 9110 §13.1.5): the range only if the client's copy is still this one. */
  function rangeApplies(req: IncomingMessage, chosen: Variant): boolean {
    const header = req.headers['if-range'];
    if (!header) return true;
    const condition = String(header);
    if (condition.startsWith('"')) return condition === chosen.etag;
    if (condition.startsWith('W/')) return false;
    const date = Date.parse(condition);
    return !Number.isNaN(date) && date === Date.parse(chosen.lastModified);
  }

  function notFound(req: IncomingMessage, res: ServerResponse, extra?: OutgoingHttpHeaders) {
    const pathname = (req.url ?? '/').split('?')[0]!;
    const notFoundEntry = notFoundEntries.get(notFoundFileFor(pathname)) ?? notFoundEntries.get('/404.html');
    if (!notFoundEntry) {
      res.writeHead(404, {
        ...BASE_SECURITY_HEADERS,
        ...extra,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('404');
      return;
    }
    send(req, res, notFoundEntry, 404, extra);
  }

  const redirectsFile = path.join(outDir, '_redirects');
  const moved = fs.existsSync(redirectsFile) ? parseRedirectLines(fs.readFileSync(redirectsFile, 'utf8')) : new Map<string, string>();

  return {
    notFound,
    movedTo: (clean) => moved.get(clean),
    serve(req, res, clean, extra) {
      const entry = table.get(clean);
      if (entry) send(req, res, entry, 200, extra);
      else notFound(req, res, extra);
    },
  };
}
