/**
 * The rules of `out/_headers`, grouped so the file stays far below the 100 rules Cloudflare reads (it skips
 * the rest) however many pages the site has.
 *
 * Every page used to get a rule of its own for its Content-Security-Policy, and all but a few pages have
 * the same one. Grouped: "/*" carries every header common to pages, the common page policy included; a
 * non-page file gets the base policy back with `! Content-Security-Policy` in one rule per file extension
 * (a page's address has none, so those rules never reach a page); the few pages with another policy, and
 * /admin, detach what differs and set their own. Cloudflare applies every matching rule in file order and
 * joins a header two rules set, hence detach before replacing (server/headers.ts, resolveHeaders).
 *
 * `flatHeaderRules` is the one-rule-per-page form the build wrote before; `checkSameHeaders` proves, for
 * every address of the build, that the grouped file gives the same headers. One change is meant: a header
 * a path's own rule sets and "/*" sets too now replaces the "/*" value instead of being joined to it
 * (/admin's Cross-Origin-Opener-Policy: joined, the two values were no policy at all). Content-Security-
 * Policy stays a list (the base policy, then the page's): two policies are both enforced, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BASE_SECURITY_HEADERS,
  contentSecurityPolicy,
  hostHeaders,
  HSTS,
  inlineScriptHashes,
  MAX_HEADER_LINE_LENGTH,
  MAX_HEADER_RULES,
  type HeaderRule,
} from '../server/headers';

const CSP = 'Content-Security-Policy';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Rules the grouped file may use; Cloudflare's limit is 100. The count grows with file types, not pages. */
export const HEADER_RULES_BUDGET = 40;

export type Page = { file: string; route: string };

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * The build's pages: every HTML file but the search index's, the editor's and Next's `_not-found` copy.
 * "/about.html" → "/about", "index.html" → "/", "404.html" → "/404" (the server uses that rule for every
 * 404 answer).
 */
export function sitePages(outDir: string, adminDir: string): Page[] {
  return [...walk(outDir)]
    .filter(
      (file) =>
        file.endsWith('.html') &&
        !file.startsWith(path.join(outDir, 'pagefind')) &&
        !file.startsWith(`${adminDir}${path.sep}`),
    )
    .map((file) => ({
      file,
      route: `/${path
        .relative(outDir, file)
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '')}`.replace(/^\/index$/, '/'),
    }))
    .filter(({ route }) => route !== '/_not-found')
    .sort((a, b) => a.route.localeCompare(b.route));
}

export type SiteHeaders = {
  /** Each page's policy by route, in route order. */
  policies: Map<string, string>;
  /** The editor's addresses ("/admin", "/admin/") and its headers beyond "/*". */
  admin: { routes: string[]; headers: Record<string, string> };
};

/** Each page's policy from the hashes of its inline scripts (the HTML as it is served). */
export function pagePolicies(pages: Page[], formEndpoints: string[]): Map<string, string> {
  return new Map(
    pages.map(({ file, route }) => [
      route,
      contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(fs.readFileSync(file, 'utf8')),
        formEndpoints,
      }),
    ]),
  );
}

/** Headers of every response on a host that reads the file (HSTS too: hosts serve HTTPS). */
const everyResponse = (): Record<string, string> => ({
  ...BASE_SECURITY_HEADERS,
  'Strict-Transport-Security': HSTS,
});

/** Hashed names (build assets; pictures carry the hash of their source and settings): cached for a year. */
const cachingRules = (): HeaderRule[] => [
  { path: '/_next/static/*', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/img/*', headers: { 'Cache-Control': IMMUTABLE } },
];

/** The form the build wrote before the grouping: one rule per page. The reference of checkSameHeaders. */
export function flatHeaderRules({ policies, admin }: SiteHeaders): HeaderRule[] {
  return [
    { path: '/*', headers: everyResponse() },
    ...cachingRules(),
    ...[...policies].map(([route, policy]) => ({ path: route, headers: { [CSP]: policy } })),
    ...admin.routes.map((route) => ({ path: route, headers: admin.headers })),
  ];
}

/** The most frequent value; on a tie the one that sorts first, so the file does not depend on page order. */
function mostCommon(values: Iterable<string>): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0];
}

/** "/blog/x.txt" → "txt"; an address whose last segment has no dot → null. */
const extensionOf = (address: string) => /\.([^./]+)$/.exec(address)?.[1] ?? null;

/**
 * The grouped rules. `files`: the address of every file of the build that is not a page (what a host
 * serves under its own name: "/robots.txt", "/about.html.br", "/_not-found" for `_not-found.html`).
 */
export function groupedHeaderRules({ policies, admin }: SiteHeaders, files: string[]): HeaderRule[] {
  const base = BASE_SECURITY_HEADERS[CSP]!;
  const common = mostCommon(policies.values());
  const pageRoutes = new Set([...policies.keys(), ...admin.routes]);
  const rules: HeaderRule[] = [
    // The order of "/*" is kept; the page policy follows the base one, as the two rules gave it before.
    { path: '/*', headers: { ...everyResponse(), ...(common ? { [CSP]: [base, common] } : {}) } },
    ...cachingRules(),
  ];
  if (common) {
    const basePolicy = (rulePath: string): HeaderRule => ({
      path: rulePath,
      detach: [CSP],
      headers: { [CSP]: base },
    });
    const extensions = new Set<string>();
    const exact: string[] = [];
    for (const address of files) {
      if (pageRoutes.has(address)) throw new Error(`headers: ${address} is both a page and a file`);
      const extension = extensionOf(address);
      if (extension) extensions.add(extension);
      else exact.push(address);
    }
    rules.push(...[...extensions].sort().map((extension) => basePolicy(`/*.${extension}`)));
    rules.push(...exact.sort().map((address) => basePolicy(address)));
    for (const [route, policy] of policies)
      if (policy !== common) rules.push({ path: route, detach: [CSP], headers: { [CSP]: [base, policy] } });
  }
  // The editor: its policy beside the base one, like a page; its other headers replace the "/*" values.
  const everywhere = new Set(Object.keys(rules[0]!.headers).map((name) => name.toLowerCase()));
  for (const route of admin.routes) {
    const detach = Object.keys(admin.headers).filter((name) => everywhere.has(name.toLowerCase()));
    const headers = Object.fromEntries(
      Object.entries(admin.headers).map(([name, value]) => [name, name === CSP ? [base, value] : value]),
    );
    rules.push({ path: route, ...(detach.length > 0 ? { detach } : {}), headers });
  }
  return rules;
}

/**
 * The address of each file a host serves under its own name: pages by route, every other file by its
 * path; the editor's index at "/admin/" (Cloudflare) and "/admin" (our server). Not the host's own files.
 */
export function siteAddresses(outDir: string, adminPath: string): string[] {
  const addresses = new Set<string>();
  for (const file of walk(outDir)) {
    const rel = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    if (['/_headers', '/_redirects', '/.assetsignore'].includes(rel)) continue;
    if (rel === `${adminPath}/index.html`) {
      addresses.add(adminPath).add(`${adminPath}/`);
      continue;
    }
    addresses.add(rel.endsWith('.html') ? rel.replace(/\.html$/, '').replace(/^\/index$/, '/') : rel);
  }
  return [...addresses].sort();
}

/**
 * Differences between what the flat rules and the grouped rules give each address (empty: none), as a
 * host that reads `_headers` applies them. Expected: a header a path's own rule sets beside "/*" now
 * replaces the "/*" value, except the Content-Security-Policy, which stays a list.
 */
export function checkSameHeaders(flat: HeaderRule[], grouped: HeaderRule[], addresses: string[]): string[] {
  const problems: string[] = [];
  if (grouped.length > MAX_HEADER_RULES)
    problems.push(`${grouped.length} rules: hosts read ${MAX_HEADER_RULES}`);
  for (const rule of grouped) {
    for (const [name, value] of Object.entries(rule.headers))
      for (const v of typeof value === 'string' ? [value] : value) {
        if (`  ${name}: ${v}`.length > MAX_HEADER_LINE_LENGTH)
          problems.push(`${rule.path} ${name}: line too long`);
        // Cloudflare replaces ":name" in a value with what that placeholder of the path matched.
        if (/:[A-Za-z]/.test(v)) problems.push(`${rule.path} ${name}: ":" before a letter in the value`);
      }
  }
  const site = flat.find((rule) => rule.path === '/*');
  for (const address of addresses) {
    const expected = hostHeaders(flat, address);
    for (const own of flat.filter((rule) => rule.path === address))
      for (const [name, value] of Object.entries(own.headers)) {
        const key = name.toLowerCase();
        const inSite = site && Object.keys(site.headers).some((n) => n.toLowerCase() === key);
        if (inSite && key !== CSP.toLowerCase())
          expected[key] = typeof value === 'string' ? value : value.join(', ');
      }
    const actual = hostHeaders(grouped, address);
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)]))
      if (expected[key] !== actual[key])
        problems.push(
          `${address} ${key}: ${JSON.stringify(actual[key])}, was ${JSON.stringify(expected[key])}`,
        );
  }
  return problems;
}
