import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/app';
import { BASE_SECURITY_HEADERS, formatHeadersFile } from '@/server/headers';
import { notFoundFileFor } from '@/server/static';
import { testOptions } from '@/server/testing';

/** A small export: two pages with their policies, a text file with twins, the 404, the host's rules. */
function fixtureOut(dir: string) {
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  };
  write('index.html', '<!doctype html><title>Acasă</title><main>home</main>');
  write('about.html', '<!doctype html><title>Despre</title><main>about</main>');
  write('blog.html', '<!doctype html><title>Blog</title><main>blog</main>');
  write('blog/post.html', '<!doctype html><title>Post</title><main>post</main>');
  write('404.html', '<!doctype html><title>404</title><main>Oops!</main>');
  write('en/404.html', '<!doctype html><html lang="en"><title>404</title><main>Sorry</main>');
  write('en/blog.html', '<!doctype html><html lang="en"><title>Blog</title><main>English blog</main>');
  write('_redirects', '/en/*  /en/404.html  404\n');
  write('.assetsignore', '*.br\n*.gz\n_not-found*\n');
  write('_not-found.html', '<!doctype html><title>404</title>');
  const text = '0123456789abcdefghijklmnopqrstuvwxyz';
  write('robots.txt', text);
  write('robots.txt.br', zlib.brotliCompressSync(text));
  write('robots.txt.gz', zlib.gzipSync(text));
  write('_next/static/chunks/app.js', 'self.app=1');
  write('img/cover-400-abc123.avif', Buffer.from([0, 0, 0, 28, 102, 116, 121, 112]));
  write(
    '_headers',
    [
      '/',
      "  Content-Security-Policy: script-src 'self' 'sha256-home'",
      '/about',
      "  Content-Security-Policy: script-src 'self' 'sha256-about'",
      '/404',
      "  Content-Security-Policy: script-src 'self' 'sha256-404'",
      '/en/404',
      "  Content-Security-Policy: script-src 'self' 'sha256-en-404'",
      '',
    ].join('\n'),
  );
  return text;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request sent as written (no URL normalisation on the way, unlike fetch). */
function raw(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let app: App;
let origin: string;
let dir: string;
let text: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-test-'));
  text = fixtureOut(path.join(dir, 'out'));
  app = createApp(testOptions(path.join(dir, 'data'), { outDir: path.join(dir, 'out'), dataDir: null }));
  origin = await app.listen();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('byte ranges (RFC 9110 §14)', () => {
  it('a suffix range is the last bytes, 0-0 the first byte', async () => {
    const suffix = await raw(origin, '/robots.txt', { Range: 'bytes=-10' });
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe(text.slice(-10));
    expect(suffix.headers['content-range']).toBe(
      `bytes ${text.length - 10}-${text.length - 1}/${text.length}`,
    );
    const first = await raw(origin, '/robots.txt', { Range: 'bytes=0-0', 'Accept-Encoding': 'br' });
    expect(first.status).toBe(206);
    expect(first.body.toString()).toBe('0');
    // A range is of the file's own bytes, never of a compressed twin.
    expect(first.headers['content-encoding']).toBeUndefined();
    const middle = await raw(origin, '/robots.txt', { Range: 'bytes=10-12' });
    expect(middle.body.toString()).toBe('abc');
    expect(middle.headers['content-length']).toBe('3');
  });

  it('an unsatisfiable or reversed range is 416 with the size, and the server stays up', async () => {
    for (const range of ['bytes=10-5', 'bytes=500-', 'bytes=-0']) {
      const answer = await raw(origin, '/robots.txt', { Range: range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers['content-range'], range).toBe(`bytes */${text.length}`);
    }
    expect((await raw(origin, '/robots.txt')).status).toBe(200);
  });

  it('several ranges, another unit or a malformed header get the whole file', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=a-b', 'bytes']) {
      const answer = await raw(origin, '/robots.txt', { Range: range });
      expect(answer.status, range).toBe(200);
      expect(answer.body.toString(), range).toBe(text);
    }
  });

  it('If-Range: the range only while the client holds this very version', async () => {
    const { headers } = await raw(origin, '/robots.txt');
    expect((await raw(origin, '/robots.txt', { Range: 'bytes=0-0', 'If-Range': headers.etag! })).status).toBe(
      206,
    );
    expect((await raw(origin, '/robots.txt', { Range: 'bytes=0-0', 'If-Range': '"old"' })).status).toBe(200);
  });
});

describe('files and conditional requests', () => {
  it('serves the best twin the client accepts, honouring q=0', async () => {
    const br = await raw(origin, '/robots.txt', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
    const gzip = await raw(origin, '/robots.txt', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const none = await raw(origin, '/robots.txt', { 'Accept-Encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a matching ETag with 304 and HEAD with the headers alone', async () => {
    const first = await raw(origin, '/about');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await raw(origin, '/about', { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw(origin, '/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it('never serves the host rules, the 404 copies or a twin by its own name, however encoded', async () => {
    for (const target of [
      '/_headers',
      '/%5Fheaders',
      '/_header%73',
      '/404',
      '/%34%30%34',
      '/_not-found',
      '/_not%2Dfound',
      '/robots.txt.br',
      '/robots.txt%2Egz',
      '/.assetsignore',
      '/%2Eassetsignore',
    ]) {
      const answer = await raw(origin, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).toContain('Oops!');
      expect(answer.headers['content-security-policy'], target).toContain('sha256-404');
    }
  });

  it('an encoded page name gets that page and its policy', async () => {
    for (const target of ['/%61bout', '/%61%62out?x=1']) {
      const answer = await raw(origin, target);
      expect(answer.status, target).toBe(200);
      expect(answer.body.toString()).toContain('about');
      expect(answer.headers['content-security-policy'], target).toContain('sha256-about');
    }
    expect((await raw(origin, '/')).headers['content-security-policy']).toContain('sha256-home');
  });

  it('redirects to one URL per page with a same-origin Location, and refuses what is no path', async () => {
    const cases: [string, number, string?][] = [
      ['/about/', 301, '/about'],
      ['/about%2Ehtml', 301, '/about'],
      ['/blog/post.html?a=1', 301, '/blog/post?a=1'],
      ['//x//evil.example/', 301, '/x/evil.example'],
      ['//evil.example', 301, '/evil.example'],
      ['//a:99999/', 301, '/a%3A99999'],
      ['//a^b/', 301, '/a%5Eb'],
      ['/%2F%2Fevil.example/', 301, '/evil.example'],
      ['/%', 400],
      ['/a%00', 400],
      ['/%5C%5Cevil.example', 400],
      ['/blog', 200],
      ['/blog/post', 200],
    ];
    for (const [target, status, location] of cases) {
      const answer = await raw(origin, target);
      expect(answer.status, target).toBe(status);
      if (location) expect(answer.headers.location, target).toBe(location);
    }
  });

  it('caches hashed assets and pictures for a year, pages revalidate', async () => {
    for (const target of ['/_next/static/chunks/app.js', '/img/cover-400-abc123.avif']) {
      const answer = await raw(origin, target);
      expect(answer.headers['cache-control'], target).toBe('public, max-age=31536000, immutable');
    }
    expect((await raw(origin, '/img/cover-400-abc123.avif')).headers['content-type']).toBe('image/avif');
  });

  it('answers another method with 405 and Allow', async () => {
    const answer = await raw(origin, '/about', { 'Content-Length': '0' }, 'DELETE');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});

describe('the 404 page of each language', () => {
  it('an unknown /en/ path gets the English 404, any other the Romanian one, both with a 404 status', async () => {
    expect(notFoundFileFor('/en/nothing')).toBe('/en/404.html');
    expect(notFoundFileFor('/en')).toBe('/en/404.html');
    expect(notFoundFileFor('/english')).toBe('/404.html');
    const english = await raw(origin, '/en/nothing');
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain('Sorry');
    expect(english.headers['content-security-policy']).toContain('sha256-en-404');
    const romanian = await raw(origin, '/nimic');
    expect(romanian.status).toBe(404);
    expect(romanian.body.toString()).toContain('Oops!');
    expect((await raw(origin, '/en/blog')).status).toBe(200);
  });

  it('the 404 pages and the hosts\' rules are never served as pages', async () => {
    for (const target of ['/en/404', '/_redirects', '/404']) expect((await raw(origin, target)).status, target).toBe(404);
    expect((await raw(origin, '/en/404')).body.toString()).toContain('Sorry');
  });
});

describe('the grouped _headers the build writes (one "/*" rule, "! Name" detaches)', () => {
  const base = BASE_SECURITY_HEADERS['Content-Security-Policy']!;
  const CSP = 'Content-Security-Policy';
  let grouped: App;
  let groupedOrigin: string;

  beforeAll(async () => {
    const out = path.join(dir, 'grouped-out');
    fixtureOut(out);
    fs.mkdirSync(path.join(out, 'admin'));
    fs.writeFileSync(path.join(out, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
    fs.writeFileSync(path.join(out, 'admin', 'config.yml'), 'backend: {}');
    fs.writeFileSync(
      path.join(out, '_headers'),
      formatHeadersFile([
        {
          path: '/*',
          headers: { ...BASE_SECURITY_HEADERS, [CSP]: [base, "script-src 'self' 'sha256-common'"], 'Strict-Transport-Security': 'max-age=1' },
        },
        { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
        { path: '/*.txt', detach: [CSP], headers: { [CSP]: base } },
        { path: '/*.yml', detach: [CSP], headers: { [CSP]: base } },
        { path: '/404', detach: [CSP], headers: { [CSP]: [base, "script-src 'self' 'sha256-404'"] } },
        {
          path: '/admin',
          detach: [CSP, 'Cross-Origin-Opener-Policy'],
          headers: { [CSP]: [base, "script-src 'self' 'unsafe-eval'"], 'X-Robots-Tag': 'noindex, nofollow', 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' },
        },
      ]),
    );
    grouped = createApp(testOptions(path.join(dir, 'grouped-data'), { outDir: out, dataDir: null }));
    groupedOrigin = await grouped.listen();
  });

  afterAll(async () => {
    await grouped?.close();
  });

  it('sends each response one policy, the most specific, and the server\'s own caching and HSTS rules', async () => {
    const expected: [string, string][] = [
      ['/about', "script-src 'self' 'sha256-common'"],
      ['/blog/post', "script-src 'self' 'sha256-common'"],
      ['/robots.txt', base],
      ['/admin/config.yml', base],
      ['/nimic', "script-src 'self' 'sha256-404'"],
      ['/admin', "script-src 'self' 'unsafe-eval'"],
    ];
    for (const [target, policy] of expected) {
      const answer = await raw(groupedOrigin, target);
      expect(answer.headers['content-security-policy'], target).toBe(policy);
      expect(answer.headers['x-frame-options'], target).toBe('DENY');
      // Over plain HTTP no HSTS, whatever the file says; caching is the server's own.
      expect(answer.headers['strict-transport-security'], target).toBeUndefined();
    }
    const admin = await raw(groupedOrigin, '/admin');
    expect(admin.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await raw(groupedOrigin, '/about')).headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await raw(groupedOrigin, '/admin/config.yml')).headers['cache-control']).toBe('public, max-age=3600');
    const asset = await raw(groupedOrigin, '/_next/static/chunks/app.js');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw(groupedOrigin, '/.assetsignore')).status).toBe(404);
  });
});
