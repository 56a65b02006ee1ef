/**
 * The one path pipeline every request goes through, before any routing: the redirect, the API routes,
 * the deny list of internal files, a page's headers and the file lookup all see the same clean path, so
 * an encoding (`/%61bout`, `/_header%73`) cannot reach a file under another name than its policy's.
 */

/** The client's fault: answered with 400, never a 500 and never a dead process. */
export class BadRequestError extends Error {
  readonly status = 400;
}

export type RequestPath = {
  /** Decoded, one leading slash, no empty or dot segments collapsed away yet: see `clean`. */
  decoded: string;
  /** The decoded path with runs of slashes collapsed and `.`/`..` segments resolved. */
  clean: string;
  /** The query string as sent, with its "?" (or ""), made safe to repeat in a header. */
  search: string;
};

// A decoded path never holds these: NUL and the other controls are no file name a site serves and no
// header may carry them; a backslash is a separator to some hosts and proxies (`/\evil.example`).
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** Resolves `.` and `..` segments; `..` above the root stays at the root, as browsers do. */
function resolveDots(path: string): string {
  const out: string[] = [];
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '.') {
      if (i === segments.length - 1) out.push('');
    } else if (segment === '..') {
      out.pop();
      if (i === segments.length - 1) out.push('');
    } else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/** Bytes a header value may not carry as they are; a query string keeps its meaning re-encoded. */
function safeSearch(search: string): string {
  return search.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

/**
 * Parses a request target (origin form `/a?b`, or the absolute form a proxy may send). Throws
 * BadRequestError for anything that is not a path: malformed percent escapes, NUL, controls,
 * backslashes, `*`.
 */
/** A path that needs no decoding and no resolving: the usual request, answered without the work below. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-_~!$&'()*+,;=:@][A-Za-z0-9.\-_~!$&'()*+,;=:@]*)*\/?$/;

export function parseRequestPath(target: string | undefined): RequestPath {
  let raw = target ?? '/';
  if (PLAIN_PATH.test(raw)) return { decoded: raw, clean: raw, search: '' };
  if (!raw.startsWith('/')) {
    // Absolute form (RFC 9112 §3.2.2). Anything else, `*` included, is no resource of ours.
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new BadRequestError('malformed request target');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new BadRequestError('request target is not an http URL');
    raw = url.pathname + url.search;
  }
  const question = raw.indexOf('?');
  const rawPath = question === -1 ? raw : raw.slice(0, question);
  const search = question === -1 ? '' : safeSearch(raw.slice(question));
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequestError('malformed percent escape in the path');
  }
  if (FORBIDDEN.test(decoded)) throw new BadRequestError('forbidden character in the path');
  const clean = resolveDots(decoded.replace(/\/{2,}/g, '/'));
  return { decoded, clean, search };
}

/**
 * One URL per page: "/about/", "/about.html", "/about/index.html" and "/index" all mean "/about" or "/".
 * Hashed build assets are left as they are.
 */
export function canonicalPath(clean: string): string {
  if (clean.startsWith('/_next/')) return clean;
  return (
    clean
      .replace(/\/+$/, '')
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '') || '/'
  );
}

/**
 * A path as a `Location` value: each segment percent-encoded, so the value is always a same-origin
 * path (it starts with exactly one "/", which `clean` guarantees, and holds no "?" or "#" of its own).
 */
export function locationFor(path: string, search = ''): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not a same-origin path: ${path}`);
  return path.split('/').map(encodeURIComponent).join('/') + search;
}
