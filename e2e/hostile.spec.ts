import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { inlineScriptHashes } from '../server/headers';

/**
 * Hostile requests against the real server (server/index.ts over the built out/, its own data folder,
 * rate limit on), sent as raw bytes so nothing on the way normalises them. For every request: a status
 * below 500, a Location (if any) that stays on the origin, and every HTML page carrying the policy that
 * allows exactly its own inline scripts; afterwards the process is still up and serving.
 */

test.describe.configure({ mode: 'serial' });

type Answer = { status: number; headers: Map<string, string>; body: Buffer; raw: string };

let server: ChildProcess;
let port: number;
let dataDir: string;
let tried = 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
}

/** Sends bytes, reads until the server closes (every request says Connection: close). */
function send(request: string | Buffer): Promise<Answer> {
  tried += 1;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer to ${JSON.stringify(String(request).slice(0, 200))}`)),
    );
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split === -1 ? all.length : split).toString('latin1');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      let body: Buffer = split === -1 ? Buffer.alloc(0) : all.subarray(split + 4);
      if (headers.get('transfer-encoding') === 'chunked') body = dechunk(body);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body,
        raw: head,
      });
    });
    // Not end(): Node's server drops a request whose client half-closes before the answer is written.
    socket.write(request);
  });
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const eol = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, eol).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function request(method: string, target: string, headers: [string, string][] = [], body = ''): string {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...headers.map(([k, v]) => `${k}: ${v}`),
  ];
  if (body && !headers.some(([k]) => /^(content-length|transfer-encoding)$/i.test(k)))
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

function decoded(answer: Answer): string {
  const encoding = answer.headers.get('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/** The invariants every answer keeps, whatever was asked. */
function check(label: string, answer: Answer, method: string) {
  expect(answer.status, `${label}\n${answer.raw}`).toBeGreaterThanOrEqual(100);
  expect(answer.status, `${label}\n${answer.raw}`).toBeLessThan(500);
  const location = answer.headers.get('location');
  if (location !== undefined) {
    expect(location, label).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, 'http://127.0.0.1').origin, label).toBe('http://127.0.0.1');
  }
  const type = answer.headers.get('content-type') ?? '';
  if (type.startsWith('text/html') && method === 'GET' && (answer.status === 200 || answer.status === 404)) {
    const html = decoded(answer);
    const policy = answer.headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scripts, `${label}: a page without its script policy`).not.toContain("'unsafe-inline'");
    for (const hash of inlineScriptHashes(html))
      expect(scripts, `${label}: inline script not allowed`).toContain(hash);
  }
}

async function stillUp() {
  expect(server.exitCode, 'the server process exited').toBeNull();
  const home = await send(request('GET', '/'));
  expect(home.status).toBe(200);
}

test.beforeAll(async ({}, testInfo) => {
  // One server, tried once: the viewport means nothing here.
  test.skip(testInfo.project.name !== 'desktop', 'tried once, in the desktop project');
  port = await freePort();
  dataDir = path.join(os.tmpdir(), `hostile-${process.pid}-${Date.now()}`);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (c) => (output += c));
  server.stderr!.on('data', (c) => (output += c));
  await expect.poll(() => output, { timeout: 30_000 }).toContain('Site-ul merge la');
});

test.afterAll(async () => {
  if (!server) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`hostile suite: ${tried} requests tried`);
});

test('the requests found from outside get a status, and the server stays up', async () => {
  const cases: [string, string, [string, string][]][] = [
    ['GET', '/robots.txt', [['Range', 'bytes=10-5']]],
    ['GET', '/robots.txt', [['Range', 'bytes=-10']]],
    ['GET', '/robots.txt', [['Range', 'bytes=0-0,2-3,5-']]],
    ['GET', '//a:99999/', []],
    ['GET', '//a^b/', []],
    ['GET', '//x//evil.example/', []],
    ['GET', '/%61bout', []],
    ['GET', '/about%2Ehtml', []],
    ['GET', '/%63ontact', []],
    ['GET', '/%5Fheaders', []],
    ['GET', '/_header%73', []],
    ['GET', '/%34%30%34', []],
    ['GET', '/_not%2Dfound', []],
    ['GET', '/%', []],
    ['GET', '/%00', []],
    ['GET', '/%5c%5cevil.example/', []],
    ['GET', 'http://evil.example//evil.example/', []],
    ['OPTIONS', '*', []],
    ['GET', '/api/newsletter/confirm?token=%', []],
    ['POST', '/api/contact', [['Content-Type', 'application/json']]],
  ];
  for (const [method, target, headers] of cases) {
    const answer = await send(request(method, target, headers));
    check(`${method} ${target}`, answer, method);
    if (target.includes('evil')) expect(answer.headers.get('location') ?? '/').not.toContain('//');
  }
  const internal = await send(request('GET', '/%5Fheaders'));
  expect(internal.status).toBe(404);
  expect(decoded(internal)).not.toContain('Content-Security-Policy:');
  const suffix = await send(request('GET', '/robots.txt', [['Range', 'bytes=-10']]));
  expect(suffix.status).toBe(206);
  expect(suffix.body.toString()).toBe(fs.readFileSync('out/robots.txt', 'utf8').slice(-10));
  await stillUp();
});

const PIECES = [
  '',
  'about',
  'blog',
  'contact',
  'services',
  'portfolio',
  '_headers',
  '_next',
  'static',
  'chunks',
  '404',
  '_not-found',
  'index.html',
  'about.html',
  'robots.txt',
  'sitemap.xml',
  'api',
  'contact',
  'newsletter',
  'confirm',
  'unsubscribe',
  'health',
  '.',
  '..',
  '...',
  '\\',
  ';',
  ':',
  '@',
  '^',
  '~',
  '"',
  '<x>',
  'a b',
  'ș',
  '%',
  '%2',
  '%2F',
  '%2f',
  '%5C',
  '%2E',
  '%2e%2e',
  '%00',
  '%0A',
  '%0D%0A',
  '%7F',
  '%C0%AF',
  '%E0%A4%A',
  '%FF',
  '%C8%99',
  '%25',
  '%3F',
  '%23',
  '//',
  '///',
];
const piece = fc.oneof(
  fc.constantFrom(...PIECES),
  fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
  fc.string({ unit: fc.constantFrom(..."abc-._~!$&'()*+,;=:@%/".split('')), maxLength: 8 }),
);
const target = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(fc.array(piece, { maxLength: 6 }), fc.constantFrom('', '?', '?a=1', '?token=%zz', '?x=%00&y=ș'))
      .map(([p, q]) => `/${p.join('/')}${q}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '*',
      'http://127.0.0.1/about',
      'https://evil.example//x',
      'http://[::1]:99999/',
    ),
  },
);
const header = fc.oneof(
  fc.tuple(
    fc.constant('Range'),
    fc.oneof(
      fc.tuple(fc.nat(20_000), fc.nat(20_000)).map(([a, b]) => `bytes=${a}-${b}`),
      fc.nat(20_000).map((a) => `bytes=-${a}`),
      fc.nat(20_000).map((a) => `bytes=${a}-`),
      fc.constantFrom(
        'bytes=0-0,1-1',
        'bytes=',
        'bytes=-',
        'bytes=a-b',
        'bytes=--1',
        'items=0-1',
        'bytes=0-0,0-0,0-0',
        'bytes=99999999999999999999-',
      ),
    ),
  ),
  fc.tuple(
    fc.constant('Accept-Encoding'),
    fc.constantFrom('br', 'gzip', 'br;q=0', 'gzip;q=0, br;q=0', '*', 'identity;q=0', 'x;q=abc', ',,,'),
  ),
  fc.tuple(fc.constant('If-None-Match'), fc.constantFrom('*', '"x"', 'W/"x"', '"', ',,')),
  fc.tuple(
    fc.constant('If-Modified-Since'),
    fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'yesterday', ''),
  ),
  fc.tuple(
    fc.constant('If-Range'),
    fc.constantFrom('"x"', 'W/"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'nonsense'),
  ),
  fc.tuple(
    fc.constant('Content-Type'),
    fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'text/plain',
      'multipart/form-data; boundary=x',
      '',
    ),
  ),
  fc.tuple(fc.constant('Accept'), fc.constantFrom('text/html', '*/*', 'application/json')),
  fc.tuple(
    fc.constant('Origin'),
    fc.constantFrom('http://evil.example', 'null', 'https://www.studiocreativ.ro'),
  ),
  fc.tuple(fc.constant('X-Forwarded-For'), fc.constantFrom('1.2.3.4', '::1', 'garbage, , ,', '')),
  fc.tuple(fc.constant('Content-Encoding'), fc.constantFrom('gzip', 'identity', 'br')),
);
const body = fc.oneof(
  fc.constant(''),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom(
    '{"name":"Ion","email":"ion@firma.ro","services":["web-design"],"message":"' +
      'x'.repeat(30) +
      '","elapsedMs":9000}',
    '{"name":null,"email":123,"services":{},"message":[]}',
    '{"email":"a@b.ro","source":{"__proto__":1}}',
    'name=%&email=%zz',
    'services=a&services=b&services=c&services=d&services=e',
    '{',
    '\uFFFD\u0000',
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);
const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'FOO',
);

test('generated requests (fast-check, fixed seed): never a 5xx, never off the origin, pages keep their policy', async () => {
  test.setTimeout(180_000);
  let count = 0;
  await fc.assert(
    fc.asyncProperty(method, target, fc.array(header, { maxLength: 4 }), body, async (m, t, hs, b) => {
      count += 1;
      const answer = await send(request(m, t, hs, m === 'GET' || m === 'HEAD' ? '' : b));
      check(`${m} ${t} ${JSON.stringify(hs)}`, answer, m);
      if (count % 100 === 0) await stillUp();
    }),
    { seed: 20261125, numRuns: 1500, endOnFailure: true },
  );
  await stillUp();
  console.log(`hostile suite: ${count} generated requests, all answered below 500`);
});

test('the policy check itself catches a page whose policy lacks one of its scripts', async () => {
  const about = await send(request('GET', '/about'));
  expect(inlineScriptHashes(decoded(about)).length).toBeGreaterThan(0);
  check('GET /about', about, 'GET');
  const stripped = new Map(about.headers);
  stripped.set('content-security-policy', "script-src 'self'");
  expect(() => check('GET /about without its hashes', { ...about, headers: stripped }, 'GET')).toThrow(
    /inline script not allowed/,
  );
});
