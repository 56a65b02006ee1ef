import { describe, expect, it } from 'vitest';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScriptHashes,
  parseHeadersFile,
  type HeaderRules,
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

  it('writes and reads the _headers format', () => {
    const rules: HeaderRules = new Map<string, Record<string, string>>([
      ['/*', { 'X-Content-Type-Options': 'nosniff' }],
      ['/about', { 'Content-Security-Policy': "default-src 'self'" }],
    ]);
    const text = formatHeadersFile(rules);
    expect(text).toContain("/about\n  Content-Security-Policy: default-src 'self'\n");
    expect(parseHeadersFile(text)).toEqual(rules);
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
