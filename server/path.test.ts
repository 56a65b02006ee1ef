import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BadRequestError, canonicalPath, locationFor, parseRequestPath } from '@/server/path';

describe('the request path pipeline', () => {
  it('decodes once, so an encoded name is the same path as the plain one', () => {
    expect(parseRequestPath('/%61bout').clean).toBe('/about');
    expect(parseRequestPath('/%63ontact?x=1')).toEqual({
      decoded: '/contact',
      clean: '/contact',
      search: '?x=1',
    });
    expect(parseRequestPath('/%5Fheaders').clean).toBe('/_headers');
    expect(parseRequestPath('/_header%73').clean).toBe('/_headers');
    expect(parseRequestPath('/%34%30%34').clean).toBe('/404');
    expect(parseRequestPath('/_not%2Dfound').clean).toBe('/_not-found');
    expect(canonicalPath(parseRequestPath('/about%2Ehtml').clean)).toBe('/about');
  });

  it('refuses malformed escapes, NUL, controls and backslashes with a client error', () => {
    for (const target of [
      '/%',
      '/%zz',
      '/%E0%A4%A',
      '/%C0%AF',
      '/a%00b',
      '/a%0Ab',
      '/a%7F',
      '/a%5Cb',
      '/a\\b',
      '*',
      'ftp://x/y',
      'http://[::1',
    ]) {
      expect(() => parseRequestPath(target), target).toThrow(BadRequestError);
    }
  });

  it('collapses leading and inner slashes and resolves dot segments, never above the root', () => {
    expect(parseRequestPath('//a:99999/').clean).toBe('/a:99999/');
    expect(parseRequestPath('//a^b/').clean).toBe('/a^b/');
    expect(parseRequestPath('//x//evil.example/').clean).toBe('/x/evil.example/');
    expect(parseRequestPath('/../../etc/passwd').clean).toBe('/etc/passwd');
    expect(parseRequestPath('/..%2F..%2Fetc%2Fpasswd').clean).toBe('/etc/passwd');
    expect(parseRequestPath('/a/./b/../c/.').clean).toBe('/a/c/');
    expect(parseRequestPath('/..').clean).toBe('/');
    expect(parseRequestPath(undefined).clean).toBe('/');
  });

  it('takes the path of an absolute-form target', () => {
    expect(parseRequestPath('http://evil.example//x/%61?q').clean).toBe('/x/a');
  });

  it('gives each page one URL', () => {
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/about.html')).toBe('/about');
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/index')).toBe('/');
    expect(canonicalPath('/blog/index.html')).toBe('/blog');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/_next/static/a.js')).toBe('/_next/static/a.js');
  });

  it('writes a Location that is a same-origin path, whatever the path held', () => {
    expect(locationFor('/x/evil.example', '?a=1')).toBe('/x/evil.example?a=1');
    expect(locationFor('/a b/ș?#')).toBe('/a%20b/%C8%99%3F%23');
    expect(() => locationFor('//evil.example')).toThrow();
  });

  it('for any target: a client error, or a clean path whose redirect stays on the origin', () => {
    const segment = fc.stringMatching(/^([A-Za-z0-9._~:@!$&'()*+,;=^-]|%[0-9A-Fa-f]{0,2}|\/|\\|\.\.)*$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 6 }),
        fc.constantFrom('', '?', '?a=1&b=%zz', '?ș'),
        (parts, query) => {
          const target = `/${parts.join('/')}${query}`;
          let parsed;
          try {
            parsed = parseRequestPath(target);
          } catch (error) {
            expect(error).toBeInstanceOf(BadRequestError);
            return;
          }
          expect(parsed.clean.startsWith('/')).toBe(true);
          expect(parsed.clean).not.toMatch(/\/\/|\\|(^|\/)\.\.?(\/|$)/);
          const location = locationFor(canonicalPath(parsed.clean), parsed.search);
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, 'https://site.example').origin).toBe('https://site.example');
          // Header-safe: the server can always send it.
          expect(location).toMatch(/^[\x21-\x7e]*$/);
        },
      ),
      { seed: 17, numRuns: 2000 },
    );
  });
});
