/**
 * `npm run dev` (scripts/dev.ts, issue 30): Next.js's development server answers only requests that name
 * it (127.0.0.1:<port> or localhost:<port>), WebSocket upgrades included, so a page re-pointed at
 * 127.0.0.1 (DNS rebinding) cannot read the site or open Node's inspector through
 * /__nextjs_attach-nodejs-inspector. Raw HTTP, desktop project only.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test } from './fixtures';

function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

/** One GET with exactly these headers, Host included; `upgrade` asks for a WebSocket. */
function get(
  port: number,
  target: string,
  headers: Record<string, string>,
  upgrade = false,
): Promise<{ status: number; body: string }> {
  const upgradeHeaders = upgrade
    ? {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      }
    : {};
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, agent: false, headers: { ...upgradeHeaders, ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      },
    );
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, body: '' });
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('npm run dev answers only its own address (issue 30)', () => {
  test.describe.configure({ mode: 'serial' });
  const port = freePort();
  const own = `127.0.0.1:${port}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'desktop', 'raw HTTP, checked once');
    test.setTimeout(90_000);
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm run dev did not start:\n${log}`)), 80_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('the site is at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout!.on('data', read);
      server.stderr!.on('data', read);
      server.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${log}`)));
    });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('a foreign Host or Origin gets a Romanian 403, never the page, the inspector or the hot-reload socket', async () => {
    const foreign: Record<string, string>[] = [
      { Host: `evil.example:${port}` },
      { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` },
      { Host: own, Origin: 'http://evil.example' },
      { Host: own, Origin: 'http://localhost:4100' },
    ];
    for (const headers of foreign) {
      for (const target of ['/__nextjs_attach-nodejs-inspector', '/robots.txt']) {
        const response = await get(port, target, headers);
        expect(response.status, `${target} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.body).toMatch(/^Cerere refuzată: /);
        expect(response.body).not.toContain('devtools://');
      }
      expect(
        (await get(port, '/_next/hmr', headers, true)).status,
        `upgrade ${JSON.stringify(headers)}`,
      ).toBe(403);
    }
  });

  test('its own names are served', async () => {
    test.setTimeout(60_000);
    for (const host of [own, `localhost:${port}`]) {
      const response = await get(port, '/robots.txt', { Host: host });
      expect(response.status, host).toBe(200);
      expect(response.body).toContain('User-Agent');
    }
    expect((await get(port, '/_next/hmr', { Host: own, Origin: `http://${own}` }, true)).status).toBe(101);
  });
});
