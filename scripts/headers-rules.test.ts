import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT, NEWSLETTER_ENDPOINT } from '@/lib/forms/endpoints';
import { ADMIN_PATH } from '@/scripts/admin-files';
import {
  checkSameHeaders,
  flatHeaderRules,
  groupedHeaderRules,
  HEADER_RULES_BUDGET,
  pagePolicies,
  siteAddresses,
  sitePages,
  type SiteHeaders,
} from '@/scripts/headers-rules';
import {
  adminHeaders,
  BASE_SECURITY_HEADERS,
  formatHeadersFile,
  hostHeaders,
  MAX_HEADER_RULES,
  parseHeadersFile,
  type HeaderRule,
} from '@/server/headers';
import { securityHeaders } from '@/server/static';

const ADMIN = { routes: ['/admin', '/admin/'], headers: adminHeaders() };
const COMMON = "default-src 'self'; script-src 'self' 'sha256-common='; frame-ancestors 'none'";
const NOT_FOUND =
  "default-src 'self'; script-src 'self' 'sha256-common=' 'sha256-404='; frame-ancestors 'none'";

/** A site of `count` articles in two languages, the 404 pages with a policy of their own, and its files. */
function site(count: number): { headers: SiteHeaders; files: string[] } {
  const policies = new Map<string, string>([
    ['/', COMMON],
    ['/404', NOT_FOUND],
    ['/en/404', NOT_FOUND],
  ]);
  const files = ['/robots.txt', '/favicon.ico', '/manifest.webmanifest', '/_not-found', '/sitemap.xml'];
  for (let i = 0; i < count; i++) {
    for (const prefix of ['', '/en']) {
      policies.set(`${prefix}/blog/article-${i}`, COMMON);
      files.push(
        `${prefix}/blog/article-${i}.txt`,
        `${prefix}/blog/article-${i}.html.br`,
        `${prefix}/blog/article-${i}.html.gz`,
      );
    }
    files.push(`/img/article-${i}-640.avif`, `/img/article-${i}-640.webp`, `/_next/static/chunks/${i}.js`);
  }
  files.push(
    '/_next/static/media/font.woff2',
    '/_next/static/chunks/app.css',
    '/admin/config.yml',
    '/admin/decap-cms.js',
  );
  return { headers: { policies, admin: ADMIN }, files: files.sort() };
}

/** The file text as a host reads it back (the rules go through the format both ways). */
const asRead = (rules: HeaderRule[]) => parseHeadersFile(formatHeadersFile(rules));

describe('grouped _headers', () => {
  it('stays within the budget however many pages the site has, far below the 100 rules hosts read', () => {
    const small = site(3);
    const large = site(2000);
    const rulesSmall = groupedHeaderRules(small.headers, small.files);
    const rulesLarge = groupedHeaderRules(large.headers, large.files);
    expect(rulesLarge.length).toBe(rulesSmall.length);
    expect(rulesLarge.length).toBeLessThanOrEqual(HEADER_RULES_BUDGET);
    expect(HEADER_RULES_BUDGET).toBeLessThan(MAX_HEADER_RULES);
    // The flat form it replaces: one rule per page, over the limit.
    expect(flatHeaderRules(large.headers).length).toBeGreaterThan(MAX_HEADER_RULES);
    expect(asRead(rulesLarge)).toHaveLength(rulesLarge.length);
  });

  it('gives every page and file the headers of one rule per page; /admin gets one opener policy', () => {
    const { headers, files } = site(5);
    const flat = flatHeaderRules(headers);
    const grouped = asRead(groupedHeaderRules(headers, files));
    const addresses = [...headers.policies.keys(), ...ADMIN.routes, ...files, '/nothing.js'];
    expect(checkSameHeaders(flat, grouped, addresses)).toEqual([]);
    const base = BASE_SECURITY_HEADERS['Content-Security-Policy'];
    expect(hostHeaders(grouped, '/blog/article-1')['content-security-policy']).toBe(`${base}, ${COMMON}`);
    expect(hostHeaders(grouped, '/404')['content-security-policy']).toBe(`${base}, ${NOT_FOUND}`);
    expect(hostHeaders(grouped, '/blog/article-1.txt')['content-security-policy']).toBe(base);
    expect(hostHeaders(grouped, '/img/article-1-640.avif')).toMatchObject({
      'content-security-policy': base,
      'cache-control': 'public, max-age=31536000, immutable',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
    expect(hostHeaders(grouped, '/admin/')).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-robots-tag': 'noindex, nofollow',
    });
    // The flat form joined the two opener policies (no policy at all for a browser).
    expect(hostHeaders(flat, '/admin/')['cross-origin-opener-policy']).toBe(
      'same-origin, same-origin-allow-popups',
    );
  });

  it('the check catches any difference: a missing rule, a page that looks like a file', () => {
    const { headers, files } = site(2);
    const grouped = groupedHeaderRules(headers, files).filter((rule) => rule.path !== '/*.txt');
    expect(checkSameHeaders(flatHeaderRules(headers), grouped, files)).toContainEqual(
      expect.stringMatching(/^\/robots\.txt content-security-policy: /),
    );
    // A page "/ghid.v2" and a file "/notes.v2": the file's rule would take the page's policy away.
    headers.policies.set('/ghid.v2', COMMON);
    const withPage = groupedHeaderRules(headers, [...files, '/notes.v2']);
    expect(checkSameHeaders(flatHeaderRules(headers), withPage, ['/ghid.v2'])).toHaveLength(1);
  });
});

// The real build, when there is one: the rules the build wrote before the grouping (one per page: the
// same policies, computed from the same HTML) against the grouped file, for every address of out/.
const OUT = path.join(import.meta.dirname, '..', 'out');
describe.skipIf(!fs.existsSync(path.join(OUT, 'index.html')))('the built site (out/)', () => {
  const pages = sitePages(OUT, path.join(OUT, ...ADMIN_PATH.split('/').filter(Boolean)));
  const headers: SiteHeaders = {
    policies: pagePolicies(pages, [CONTACT_ENDPOINT, NEWSLETTER_ENDPOINT]),
    admin: { routes: [ADMIN_PATH, `${ADMIN_PATH}/`], headers: adminHeaders() },
  };
  const addresses = siteAddresses(OUT, ADMIN_PATH);
  const routes = new Set([...headers.policies.keys(), ...headers.admin.routes]);
  const flat = flatHeaderRules(headers);
  const grouped = asRead(
    groupedHeaderRules(
      headers,
      addresses.filter((a) => !routes.has(a)),
    ),
  );

  it('a host that reads _headers sends every address the same headers as before', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(addresses.length).toBeGreaterThan(pages.length);
    expect(grouped.length).toBeLessThanOrEqual(HEADER_RULES_BUDGET);
    expect(checkSameHeaders(flat, grouped, addresses)).toEqual([]);
  });

  it('our server sends every address the same headers as before', () => {
    // Before: the base headers, then the headers of the rule written for exactly that path.
    const byPath = new Map(flat.map((rule) => [rule.path, rule.headers]));
    for (const address of addresses) {
      const before = address.startsWith('/_next/static/')
        ? { 'X-Content-Type-Options': 'nosniff' }
        : { ...BASE_SECURITY_HEADERS, ...byPath.get(address) };
      expect(securityHeaders(address, grouped), address).toStrictEqual(before);
    }
  });
});
