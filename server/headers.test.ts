import { describe, expect, it } from 'vitest';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  formatHeadersFile,
  hostHeaders,
  inlineScriptHashes,
  parseHeadersFile,
  resolveHeaders,
  rulePattern,
  serverHeaders,
  type HeaderRule,
} from '@/server/headers';

describe('content security policy', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script src="/a.js" async=""></script><script type="application/ld+json">{"a":1}</script>' +
      '<script>self.x=1</script><script id="_R_">boot()</script><script>self.x=1</script>';
    // sha256("self.x=1") and sha256("boot()"), base64; the duplicate counts once.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-OeQ5f9lOMes7jOc0cGCXX08CnAERweUkLpVXXpflaLg='",
      "'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY='",
    ].sort());
  });

  it('never allows inline scripts, and lets only the form endpoints’ origins receive data', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      formEndpoints: ['/api/contact', 'https://forms.example.ro/api/newsletter'],
    });
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("connect-src 'self' https://forms.example.ro");
    expect(policy).toContain("form-action 'self' https://forms.example.ro");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ scriptHashes: [], formEndpoints: [], meta: true })).not.toContain('frame-ancestors');
  });

  it('writes and reads the _headers format: repeated names, detached headers, comments', () => {
    const rules: HeaderRule[] = [
      { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': ['a', 'b'] } },
      { path: '/about', detach: ['Content-Security-Policy'], headers: { 'Content-Security-Policy': "default-src 'self'" } },
    ];
    const text = formatHeadersFile(rules);
    expect(text).toContain(
      "/about\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'\n",
    );
    expect(text).toContain('/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: a\n  Content-Security-Policy: b\n');
    expect(parseHeadersFile(text)).toEqual(rules);
    // Cloudflare's reading: any indentation (tabs too), "#" comments, a value may hold ":".
    expect(parseHeadersFile('# x\n/a\n\tX-A: 1:2\n\t! X-B\n  # y\n/b\n  X-C: 3\n')).toEqual([
      { path: '/a', detach: ['X-B'], headers: { 'X-A': '1:2' } },
      { path: '/b', headers: { 'X-C': '3' } },
    ]);
  });
});

describe('the _headers rules as Cloudflare applies them', () => {
  it('matches paths like Cloudflare: one splat for anything, :name for one segment, anchored', () => {
    const cases: [string, string, boolean][] = [
      ['/*', '/', true],
      ['/*', '/a/b.js', true],
      ['/*.js', '/_next/static/chunks/a.js', true],
      ['/*.js', '/a.json', false],
      ['/*.js', '/ajs', false],
      ['/about', '/about', true],
      ['/about', '/about/', false],
      ['/about', '/about.html', false],
      ['/blog/:slug', '/blog/x', true],
      ['/blog/:slug', '/blog/x/y', false],
      ['/a.b', '/axb', false],
      ['https://example.ro/*', '/a', false],
    ];
    for (const [rule, path, expected] of cases) expect(rulePattern(rule)?.test(path) ?? false, `${rule} ${path}`).toBe(expected);
  });

  // The example of Cloudflare's docs (workers/static-assets/headers, "Detach a header"), and its merge rules.
  const rules = parseHeadersFile(
    [
      '/*',
      '  Content-Security-Policy: base',
      '  Content-Security-Policy: page',
      '  Cross-Origin-Opener-Policy: same-origin',
      '  X-Robots-Tag: all',
      '/*.jpg',
      '  ! Content-Security-Policy',
      '/*.js',
      '  X-Robots-Tag: nosnippet',
      '/*.txt',
      '  ! Content-Security-Policy',
      '  Content-Security-Policy: base',
      '/admin',
      '  ! Cross-Origin-Opener-Policy',
      '  ! content-security-policy',
      '  Content-Security-Policy: base',
      '  Content-Security-Policy: admin',
      '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
      '/joined',
      '  X-Robots-Tag: noindex',
      '/late',
      '  X-Late: 1',
      '/l*',
      '  ! X-Late',
      '/joined',
      '  X-Joined: 2',
      '',
    ].join('\n'),
  );

  it('applies every matching rule in order: a repeated header is joined, "! Name" detaches it first', () => {
    expect(hostHeaders(rules, '/about')).toEqual({
      'content-security-policy': 'base, page',
      'cross-origin-opener-policy': 'same-origin',
      'x-robots-tag': 'all',
    });
    expect(hostHeaders(rules, '/a.jpg')['content-security-policy']).toBeUndefined();
    expect(hostHeaders(rules, '/a.txt')['content-security-policy']).toBe('base');
    expect(hostHeaders(rules, '/admin')).toEqual({
      'content-security-policy': 'base, admin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-robots-tag': 'all',
    });
    // Without a detach, two rules' values are joined: two opener policies would be no policy at all.
    expect(hostHeaders(rules, '/about.js')['x-robots-tag']).toBe('all, nosnippet');
    // A detach acts on what came before it only: a rule further down matching the same path removes it.
    expect(hostHeaders(rules, '/late')['x-late']).toBeUndefined();
    // A path written twice: the later block replaces the earlier one, in the earlier one's place.
    expect(rules.filter((rule) => rule.path === '/joined')).toEqual([{ path: '/joined', headers: { 'X-Joined': '2' } }]);
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/*.jpg', '/*.js', '/*.txt', '/admin', '/joined', '/late', '/l*']);
    expect(resolveHeaders(rules, '/admin').get('content-security-policy')).toEqual({
      name: 'Content-Security-Policy',
      values: ['base', 'admin'],
    });
  });

  it('our server takes one value per header, the last (most specific) one', () => {
    expect(serverHeaders(rules, '/about')).toEqual({
      'Content-Security-Policy': 'page',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Robots-Tag': 'all',
    });
    expect(serverHeaders(rules, '/admin')).toMatchObject({
      'Content-Security-Policy': 'admin',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(serverHeaders(rules, '/a.txt')['Content-Security-Policy']).toBe('base');
  });
});

describe('the editor policy (/admin)', () => {
  it('relaxes only what Decap CMS needs: eval for ajv, blob: draft backups, the GitHub API', () => {
    const policy = new Map(
      adminContentSecurityPolicy()
        .split('; ')
        .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(adminContentSecurityPolicy()).not.toMatch(/\*|https?:(?!\/\/(api\.github\.com|avatars\.githubusercontent\.com))/);
    expect(adminHeaders()).toMatchObject({ 'X-Robots-Tag': 'noindex, nofollow', 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' });
  });
});
