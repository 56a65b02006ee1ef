/**
 * The editor's GitHub sign-in through the site itself (server/core/auth.ts), in a real browser: the real
 * Decap CMS at /admin opens the popup, our server sends it to GitHub (a stand-in on this machine: GitHub
 * is unreachable here) and back, and the callback page hands the token over with Decap's own postMessage
 * handshake. The proof that Decap got it: its first GitHub API call carries the token, and it closes the
 * popup. The real server runs in a process of its own with the OAuth app's variables. Desktop only.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startServerProcess, type ServerProcess } from '../server/testing';

const TOKEN = 'gho_E2eToken0123456789abcdef';
const CODE = 'e2e-code';

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the sign-in is checked once, in the desktop project');
});

test.describe('the editor signs in with GitHub through the site’s own /api/auth', () => {
  let github: http.Server;
  let githubOrigin = '';
  const exchanges: URLSearchParams[] = [];
  let server: ServerProcess;
  let dataDir = '';

  test.beforeAll(async () => {
    if (test.info().project.name !== 'desktop') return;
    // GitHub's two OAuth URLs: the consent page approves at once; the token URL trades our one code.
    github = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      if (url.pathname === '/login/oauth/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', CODE);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { Location: back.href }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          exchanges.push(form);
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(form.get('code') === CODE ? { access_token: TOKEN, token_type: 'bearer' } : { error: 'bad_verification_code' }));
        });
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
    githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-auth-'));
    const port = await freePort();
    server = await startServerProcess(port, {
      // The site's origin is this server's: the callback hands the token to it alone.
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      GITHUB_CLIENT_ID: 'Iv1.e2e',
      GITHUB_CLIENT_SECRET: 'e2e-secret',
      GITHUB_OAUTH_URL: githubOrigin,
    });
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    if (github) await new Promise<void>((resolve) => github.close(() => resolve()));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the popup’s token reaches the real Decap CMS by postMessage, and Decap closes the popup', async ({ page }) => {
    // Decap's 6 MB bundle is parsed before its sign-in button enables: on a busy two-core CI machine, the
    // first test of the run, that alone took most of the default 30 s.
    test.setTimeout(60_000);
    const origin = server.origin;
    // The built config.yml names the deployed site; here the editor signs in through this server.
    const built = fs.readFileSync(path.resolve('out/admin/config.yml'), 'utf8').replace(/^#.*\n/, '');
    const config = JSON.parse(built) as { backend: Record<string, unknown> };
    config.backend = { ...config.backend, repo: 'owner/site', base_url: origin, auth_endpoint: 'api/auth' };
    await page.route('**/admin/config.yml', (route) =>
      route.fulfill({ contentType: 'text/yaml', body: JSON.stringify(config) }),
    );
    // GitHub's API, which Decap calls as soon as it holds a token: recorded, answered "bad credentials".
    const apiCalls: { url: string; authorization: string | undefined }[] = [];
    await page.route('https://api.github.com/**', (route) => {
      apiCalls.push({ url: route.request().url(), authorization: route.request().headers().authorization });
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Bad credentials"}' });
    });

    // A policy violation in the editor or the popup (the callback's script refused) shows in the console.
    const violations: string[] = [];
    page.context().on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });

    const admin = await page.goto(`${origin}/admin`);
    expect(admin?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The whole handshake takes a few milliseconds: listen before the click.
    const popupOpened = page.waitForEvent('popup');
    const callbackAnswered = page
      .context()
      .waitForEvent('response', (r) => r.url().startsWith(`${origin}/api/auth/callback`));
    await page.getByRole('button', { name: /GitHub/ }).click({ timeout: 20_000 });
    const popup = await popupOpened;

    // The callback page: its own policy, no opener policy.
    const callback = await callbackAnswered;
    expect(callback.status()).toBe(200);
    expect(callback.headers()['content-security-policy']).toMatch(/script-src 'sha256-[^']+';/);
    expect(callback.headers()['cross-origin-opener-policy']).toBe('unsafe-none');

    // Decap holds the token: its first GitHub API call carries it, and it has closed the popup.
    await expect.poll(() => apiCalls.find((call) => call.url.endsWith('/user'))?.authorization).toBe(`token ${TOKEN}`);
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(violations).toEqual([]);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.get('client_secret')).toBe('e2e-secret');
  });
});
