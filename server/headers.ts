import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASE_SECURITY_HEADERS, HSTS } from '@/server/core/security-headers';
import { forwardedHttps, type ProxyTrust } from '@/server/proxy';

/**
 * Security headers. The build (scripts/postbuild.mjs) computes each page's Content-Security-Policy from
 * the inline scripts Next.js writes into it and records every header in `out/_headers` (the format
 * Cloudflare reads, grouped by scripts/headers-rules.ts); our server reads that same file, so a
 * Cloudflare deploy and `npm start` send the same policies.
 */

// The headers every response carries, and HSTS: one runtime-neutral definition the Worker sends too.
export { BASE_SECURITY_HEADERS, HSTS };

/** Executable inline scripts: no src, and no data type such as application/ld+json. */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** "https://forms.example.ro/api/contact" → "https://forms.example.ro"; same-origin paths → none. */
function externalOrigins(endpoints: string[]): string[] {
  const origins = new Set<string>();
  for (const endpoint of endpoints) {
    if (/^https?:\/\//i.test(endpoint)) origins.add(new URL(endpoint).origin);
  }
  return [...origins].sort();
}

export type PolicyInput = {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: string[];
  /** Where the forms post (fixed at build); other origins are allowed for fetch and form posts only. */
  formEndpoints: string[];
  /** For a <meta> element, where frame-ancestors is not allowed (the header carries it). */
  meta?: boolean;
};

/**
 * A page's policy. Scripts: our own files plus the hashes of that page's inline scripts, never
 * 'unsafe-inline'. 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly search (it allows no JS
 * eval); every page carries it because a visitor can reach /blog's search by client-side navigation,
 * which keeps the first page's policy. Styles allow inline style attributes (the skill bars' widths,
 * the toasts' injected stylesheet), which cannot run code.
 */
export function contentSecurityPolicy({ scriptHashes, formEndpoints, meta = false }: PolicyInput): string {
  const elsewhere = externalOrigins(formEndpoints);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...elsewhere],
    ['form-action', "'self'", ...elsewhere],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ...(meta ? [] : ([['frame-ancestors', "'none'"]] as [string, ...string[]][])),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * One block of a `_headers` file (the format Cloudflare and Netlify read): the path pattern, the headers it
 * detaches (`! Name` lines: what earlier rules set, this path does not get) and the headers it sets. A
 * header with several values is written as several lines; Cloudflare joins them with a comma (for a
 * Content-Security-Policy: several policies, each enforced).
 */
export type HeaderRule = {
  /** An exact path (`/about`), or a pattern: one `*` for any characters, `:name` for one path segment. */
  path: string;
  detach?: string[];
  headers: Record<string, string | readonly string[]>;
};

/** Cloudflare reads the first 100 rules of `_headers` and skips the rest (workers-sdk parseHeaders.ts). */
export const MAX_HEADER_RULES = 100;
/** …and skips any line longer than 2,000 characters. */
export const MAX_HEADER_LINE_LENGTH = 2000;

const valuesOf = (value: string | readonly string[]): readonly string[] =>
  typeof value === 'string' ? [value] : value;

/**
 * Reads `_headers` as Cloudflare's parser does: a line starting with "/" (or "https://") opens a rule,
 * then indented `Name: value` lines (a name may repeat) and `! Name` lines; "#" starts a comment. A path
 * written twice keeps the later block, in the earlier one's place (Cloudflare keys its rules by path).
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules = new Map<string, HeaderRule>();
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (/^(\S+:\/\/|\/)/.test(line)) {
      current = { path: line, headers: {} };
      rules.set(line, current);
      continue;
    }
    if (!current) continue;
    const colon = line.indexOf(':');
    if (colon < 0) {
      if (line.startsWith('! ')) (current.detach ??= []).push(line.slice(2).trim());
      continue;
    }
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!name || !value || name.includes(' ')) continue;
    current.headers[name] = [...valuesOf(current.headers[name] ?? []), value];
  }
  for (const rule of rules.values())
    for (const [name, value] of Object.entries(rule.headers))
      if (value.length === 1) rule.headers[name] = value[0]!;
  return [...rules.values()];
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = [
    '# Security and caching headers, written by scripts/postbuild.mjs (Cloudflare / Netlify format).',
    '# Every matching rule applies, in this order; "! Name" drops what an earlier rule set. server/ reads',
    '# this same file. Regenerated on every build: do not edit.',
  ];
  for (const { path, detach = [], headers } of rules) {
    blocks.push(
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).flatMap(([name, value]) => valuesOf(value).map((v) => `  ${name}: ${v}`)),
    );
  }
  return `${blocks.join('\n')}\n`;
}

const ESCAPE_REGEX = /[-/\\^$*+?.()|[\]{}]/g;

/**
 * A rule's path as Cloudflare matches it (workers-sdk rules-engine.ts): `*` any characters, `:name` one
 * path segment, anchored at both ends. Rules on an absolute URL (`https://host/…`) depend on the host name,
 * which the server does not match: they never apply here (the build writes none).
 */
export function rulePattern(path: string): RegExp | null {
  let pattern = patterns.get(path);
  if (pattern === undefined) {
    const source = path
      .split('*')
      .map((part) => part.replace(ESCAPE_REGEX, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
      .join('.*');
    pattern = path.startsWith('/') ? new RegExp(`^${source}$`) : null;
    patterns.set(path, pattern);
  }
  return pattern;
}
const patterns = new Map<string, RegExp | null>();

/** A header as the rules leave it for one path: its name as first written and its values in order. */
export type ResolvedHeader = { name: string; values: string[] };

/**
 * The headers the rules give a path, as Cloudflare applies them (workers-sdk asset-worker headers.ts):
 * every matching rule in file order; a rule first drops its `! Name` headers, then sets its own; a header
 * an earlier rule set gets the new value appended (sent joined with a comma). Keys are lower case.
 */
export function resolveHeaders(rules: readonly HeaderRule[], pathname: string): Map<string, ResolvedHeader> {
  const result = new Map<string, ResolvedHeader>();
  for (const rule of rules) {
    if (!rulePattern(rule.path)?.test(pathname)) continue;
    for (const name of rule.detach ?? []) result.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const header = result.get(key) ?? { name, values: [] };
      header.values.push(...valuesOf(value));
      result.set(key, header);
    }
  }
  return result;
}

/** What a host that follows the rules sends for a path: each header once, its values joined. */
export function hostHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.fromEntries(
    [...resolveHeaders(rules, pathname)].map(([key, { values }]) => [key, values.join(', ')]),
  );
}

/**
 * What our server takes from the rules for a path: each header once, with the last value the rules give
 * it. The file goes from the general rule to the specific ones, so that is the most specific value: a
 * page's own policy (which holds every directive of the base policy it follows), /admin's opener policy.
 */
export function serverHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.fromEntries(
    [...resolveHeaders(rules, pathname).values()].map(({ name, values }) => [
      name,
      values[values.length - 1]!,
    ]),
  );
}

export function isHttps(req: IncomingMessage, trust: ProxyTrust | null): boolean {
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  return forwardedHttps({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, encrypted, trust);
}

/**
 * Hashed build assets (scripts, style sheets, fonts) are never documents: framing, opener, permission,
 * referrer and page policies mean nothing for them, and over HTTP/1.1 each response would repeat those
 * 340 bytes (about 2.7 KB on a first visit to the home page). They keep nosniff, which guards how a
 * script or style sheet is read, and HSTS. Anything answered with a page (the 404 for a missing asset)
 * gets every header through setDocumentSecurityHeaders.
 */
const isBuildAsset = (pathname: string) => pathname.startsWith('/_next/static/');

export function setDocumentSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
}

/** `pathname`: the request's path, which the caller has already parsed for its own routing. */
export function setSecurityHeaders(
  res: ServerResponse,
  req: IncomingMessage,
  pathname: string,
  trust: ProxyTrust | null = null,
): void {
  if (isBuildAsset(pathname)) res.setHeader('X-Content-Type-Options', 'nosniff');
  else setDocumentSecurityHeaders(res);
  if (isHttps(req, trust)) res.setHeader('Strict-Transport-Security', HSTS);
}

/** GitHub's API, which the online editor (Decap CMS's GitHub backend) reads and commits through. */
export const GITHUB_API_ORIGIN = 'https://api.github.com';

/**
 * The policy of the editor at /admin (Decap CMS, a 5 MB React application we copy from npm; see
 * docs/admin.md). Scripts come only from our own /admin/ files, no inline script. What it
 * needs beyond a page's policy, and why:
 * - script-src 'unsafe-eval': Decap checks its configuration with ajv, which compiles each JSON Schema
 *   into a function with `new Function` at start; without it the editor stops at "Error loading the CMS
 *   configuration". Only our own script files run; no inline script is allowed.
 * - style-src 'unsafe-inline': the editor styles itself with emotion, which injects <style> elements at
 *   run time (no nonce support in the prebuilt bundle); style cannot run code.
 * - img-src blob: — the preview of a picture chosen for upload is a blob: URL; https://avatars.githubusercontent.com
 *   — the signed-in user's avatar.
 * - connect-src blob: — the editor keeps a draft backup of the entry being edited and reads it back with
 *   fetch() from a blob: URL it made itself; https://api.github.com — the GitHub backend reads and commits content through the GitHub
 *   API (that is the online editor's whole job); in the local workflow it talks to our own origin only.
 * - 'wasm-unsafe-eval' — two lazily loaded WebAssembly helpers shipped in the bundle (no JS eval).
 * The sign-in opens the OAuth helper in a new window (a navigation, not a fetch), which answers by
 * postMessage; hence Cross-Origin-Opener-Policy same-origin-allow-popups on /admin only.
 */
export function adminContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'blob:', GITHUB_API_ORIGIN],
    ['form-action', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header of /admin beyond the "/*" ones: its policy, no indexing, no caching of the page. */
export function adminHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
