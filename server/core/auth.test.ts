/**
 * The editor's GitHub sign-in (server/core/auth.ts) through the real service, against a stand-in for
 * GitHub on this machine (GitHub itself is unreachable here): the redirect with its state and cookie, the
 * callback that refuses a foreign state before any exchange, and the page that hands the token to the
 * editor with Decap's postMessage protocol, run in a fake window to see where each message goes.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { STATE_COOKIE } from '@/server/core/auth';
import { formsServiceSuite } from '@/server/test-rig';

const CLIENT_ID = 'Iv1.test-client';
const CLIENT_SECRET = 'test-secret-0123456789';
const GOOD_CODE = 'good-code';
const TOKEN = 'gho_TestToken0123456789';
const SITE = 'https://www.example.ro';
const PUBLIC = 'https://forms.example.ro';

type Exchange = { headers: http.IncomingHttpHeaders; form: URLSearchParams };

/** GitHub's two OAuth URLs: authorize sends the browser straight back with a code; access_token trades it. */
async function startGithubStub() {
  const exchanges: Exchange[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', GOOD_CODE);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        exchanges.push({ headers: req.headers, form });
        const good =
          form.get('client_id') === CLIENT_ID && form.get('client_secret') === CLIENT_SECRET && form.get('code') === GOOD_CODE;
        // GitHub answers a bad code with 200 and an error field.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(
            good
              ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
              : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
          ),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The page's one inline script. */
function inlineScript(html: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return scripts[0]![1]!;
}

/**
 * Runs the page's script in a fake popup whose opener records every postMessage; returns the recordings
 * and a way to deliver a message event to the popup.
 */
function runInPopup(script: string, { withOpener = true } = {}) {
  const posted: { data: unknown; targetOrigin: string }[] = [];
  const listeners: ((event: { origin: string; source: unknown; data: unknown }) => void)[] = [];
  const opener = { postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }) };
  const noOpener = { hidden: true };
  const window = {
    opener: withOpener ? opener : null,
    addEventListener: (type: string, fn: (typeof listeners)[number]) => type === 'message' && listeners.push(fn),
    removeEventListener: (type: string, fn: (typeof listeners)[number]) => {
      const at = listeners.indexOf(fn);
      if (at >= 0) listeners.splice(at, 1);
    },
  };
  const document = { getElementById: (id: string) => (id === 'no-opener' ? noOpener : null) };
  vm.runInNewContext(script, { window, document });
  return {
    posted,
    opener,
    noOpener,
    deliver: (event: { origin: string; source: unknown; data: unknown }) => [...listeners].forEach((fn) => fn(event)),
  };
}

const setCookieOf = (response: Response) => response.headers.get('set-cookie') ?? '';
const stateCookie = (response: Response) => new RegExp(`${STATE_COOKIE}=([^;]*)`).exec(setCookieOf(response))?.[1];

describe('the editor’s GitHub sign-in (Decap CMS) through /api/auth', () => {
  const suite = formsServiceSuite();
  let github: Awaited<ReturnType<typeof startGithubStub>>;
  let origin: string;

  beforeAll(async () => {
    github = await startGithubStub();
    ({ origin } = await suite.start({
      siteUrl: SITE,
      publicUrl: PUBLIC,
      githubOAuth: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, baseUrl: github.origin },
      // The suite signs in more often than the default limit allows one address in ten minutes.
      rateLimit: { max: 100, windowMs: 600_000 },
    }));
  });
  afterAll(() => github.close());
  beforeEach(() => {
    github.exchanges.length = 0;
  });

  /** What Decap opens, then GitHub's redirect back (the stub's), as the browser would follow it. */
  async function begin(): Promise<{ state: string; callback: URL }> {
    const start = await fetch(`${origin}/api/auth?provider=github&site_id=www.example.ro&scope=repo`, { redirect: 'manual' });
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location')!);
    return { state: stateCookie(start)!, callback: new URL(`${back.pathname}${back.search}`, origin) };
  }

  it('sends the popup to GitHub with the app, the scope, a fresh state and our callback, the state in a cookie', async () => {
    const response = await fetch(`${origin}/api/auth?provider=github&site_id=www.example.ro&scope=repo`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.origin}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/api/auth/callback`);
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{43}$/);
    // The secret never leaves the server.
    expect(response.headers.get('location')).not.toContain(CLIENT_SECRET);
    const cookie = setCookieOf(response);
    expect(stateCookie(response)).toBe(state);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(cookie).toMatch(/; Max-Age=600/);
    // The service's public address is https: the cookie goes only over https.
    expect(cookie).toMatch(/; Secure/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    // Every sign-in gets its own state.
    const again = await fetch(`${origin}/api/auth?provider=github&scope=repo`, { redirect: 'manual' });
    expect(stateCookie(again)).not.toBe(state);
    expect(github.exchanges).toHaveLength(0);
  });

  it('public_repo is passed on; another provider or scope is refused', async () => {
    const open = await fetch(`${origin}/api/auth?provider=github&scope=public_repo`, { redirect: 'manual' });
    expect(new URL(open.headers.get('location')!).searchParams.get('scope')).toBe('public_repo');
    for (const query of ['provider=gitlab&scope=repo', 'provider=github&scope=admin:org']) {
      const refused = await fetch(`${origin}/api/auth?${query}`, { redirect: 'manual' });
      expect(refused.status, query).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
    }
  });

  it('a callback without the state of this browser’s cookie gets 400 and no token exchange', async () => {
    const { state, callback } = await begin();
    const wrong = `${STATE_COOKIE}=${'x'.repeat(43)}`;
    const withoutState = new URL(callback);
    withoutState.searchParams.delete('state');
    const cases: [string, URL, Record<string, string>][] = [
      ['no cookie', callback, {}],
      ['another state in the cookie', callback, { Cookie: wrong }],
      ['no state in the URL', withoutState, { Cookie: `${STATE_COOKIE}=${state}` }],
    ];
    for (const [name, url, headers] of cases) {
      const response = await fetch(url, { headers });
      expect(response.status, name).toBe(400);
      const html = await response.text();
      expect(html, name).not.toContain(TOKEN);
      expect(html, name).toContain('Autentificarea nu a reușit');
      // The editor is told, so it stops waiting; no token in what it is told.
      const popup = runInPopup(inlineScript(html));
      popup.deliver({ origin: SITE, source: popup.opener, data: 'authorizing:github' });
      expect(String(popup.posted[1]?.data), name).toMatch(/^authorization:github:error:\{"message":"[^"]*state/);
    }
    expect(github.exchanges).toHaveLength(0);
  });

  it('the right state: the code is exchanged, and the page hands the token only to the site’s own origin', async () => {
    const { state, callback } = await begin();
    const response = await fetch(callback, { headers: { Cookie: `${STATE_COOKIE}=${state}` } });
    expect(response.status).toBe(200);

    // The exchange: a POST to GitHub's token URL asking for JSON, with the app's id and secret and the code.
    expect(github.exchanges).toHaveLength(1);
    const [exchange] = github.exchanges;
    expect(exchange!.headers.accept).toBe('application/json');
    expect(exchange!.form.get('client_id')).toBe(CLIENT_ID);
    expect(exchange!.form.get('client_secret')).toBe(CLIENT_SECRET);
    expect(exchange!.form.get('code')).toBe(GOOD_CODE);
    expect(exchange!.form.get('redirect_uri')).toBe(`${PUBLIC}/api/auth/callback`);

    // The page's headers: never cached, no opener policy (the editor must stay its opener), the state spent.
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(setCookieOf(response)).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0; Path=/api/auth;`));

    // Its inline script is allowed by its hash, and nothing else runs.
    const html = await response.text();
    const script = inlineScript(html);
    const csp = response.headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/^default-src 'none';/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`);

    // For the person: Romanian with comma-below letters, and English.
    expect(html).toContain('Autentificare reușită, fereastra se închide…');
    expect(html).toContain('Signed in, this window is closing…');
    expect(html).not.toMatch(/[\u015e\u015f\u0162\u0163]/);

    // Decap's protocol, in a fake popup: "authorizing:github" to the site's origin first …
    expect(script).not.toMatch(/['"]\*['"]/);
    const popup = runInPopup(script);
    expect(popup.posted).toEqual([{ data: 'authorizing:github', targetOrigin: SITE }]);
    // … an echo from any other origin, another window or with other data gets nothing …
    popup.deliver({ origin: 'https://evil.example', source: popup.opener, data: 'authorizing:github' });
    popup.deliver({ origin: PUBLIC, source: popup.opener, data: 'authorizing:github' });
    popup.deliver({ origin: SITE, source: {}, data: 'authorizing:github' });
    popup.deliver({ origin: SITE, source: popup.opener, data: 'authorizing:gitlab' });
    expect(popup.posted).toHaveLength(1);
    // … the editor's echo from the site's origin gets the token, to that origin, once.
    popup.deliver({ origin: SITE, source: popup.opener, data: 'authorizing:github' });
    popup.deliver({ origin: SITE, source: popup.opener, data: 'authorizing:github' });
    expect(popup.posted).toEqual([
      { data: 'authorizing:github', targetOrigin: SITE },
      { data: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`, targetOrigin: SITE },
    ]);
    // Decap's own parsing of the message.
    const payload = String(popup.posted[1]!.data).match(/^authorization:github:success:(.+)$/)![1]!;
    expect(JSON.parse(payload)).toEqual({ token: TOKEN, provider: 'github' });

    // Opened by hand, with no editor behind it: it says so and posts nothing.
    const alone = runInPopup(script, { withOpener: false });
    expect(alone.posted).toHaveLength(0);
    expect(alone.noOpener.hidden).toBe(false);
  });

  it('a code GitHub refuses, or a sign-in cancelled on GitHub: an error for the editor, no token', async () => {
    const { state } = await begin();
    const cookie = { Cookie: `${STATE_COOKIE}=${state}` };
    const bad = await fetch(`${origin}/api/auth/callback?code=used-code&state=${state}`, { headers: cookie });
    expect(bad.status).toBe(502);
    const popup = runInPopup(inlineScript(await bad.text()));
    popup.deliver({ origin: SITE, source: popup.opener, data: 'authorizing:github' });
    const message = String(popup.posted[1]!.data);
    expect(message).toMatch(/^authorization:github:error:/);
    expect(JSON.parse(message.replace(/^authorization:github:error:/, ''))).toEqual({
      message: 'GitHub nu a dat un token de acces (bad_verification_code).',
    });

    const cancelled = await fetch(`${origin}/api/auth/callback?error=access_denied&state=${state}`, { headers: cookie });
    expect(cancelled.status).toBe(403);
    expect(await cancelled.text()).toContain('GitHub a refuzat autentificarea (access_denied).');
    expect(github.exchanges).toHaveLength(1);
  });

  it('GitHub unreachable: the editor is told, the service stays up', async () => {
    const { origin: down } = await suite.start({
      siteUrl: SITE,
      publicUrl: PUBLIC,
      // A port nothing listens on.
      githubOAuth: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, baseUrl: 'http://127.0.0.1:9' },
    });
    const start = await fetch(`${down}/api/auth?provider=github&scope=repo`, { redirect: 'manual' });
    const state = stateCookie(start)!;
    const response = await fetch(`${down}/api/auth/callback?code=${GOOD_CODE}&state=${state}`, {
      headers: { Cookie: `${STATE_COOKIE}=${state}` },
    });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('GitHub nu a putut fi contactat pentru token.');
    expect((await fetch(`${down}/api/health`)).status).toBe(200);
  });
});

describe('without an OAuth app', () => {
  const suite = formsServiceSuite();

  it('/api/auth answers 503 naming the two variables, as JSON or as a page', async () => {
    const { origin } = await suite.start({ publicUrl: 'http://127.0.0.1' });
    const asJson = await fetch(`${origin}/api/auth?provider=github&scope=repo`, { redirect: 'manual' });
    expect(asJson.status).toBe(503);
    const body = (await asJson.json()) as { message: string; mesaj: string; variables: string[] };
    expect(body.variables).toEqual(['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET']);
    expect(body.message).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET');
    expect(body.mesaj).toContain('GITHUB_CLIENT_ID și GITHUB_CLIENT_SECRET');
    const asPage = await fetch(`${origin}/api/auth?provider=github&scope=repo`, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(asPage.status).toBe(503);
    expect(asPage.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await asPage.text();
    expect(html).toContain('Autentificarea nu este configurată');
    expect(html).toContain('GITHUB_CLIENT_ID și GITHUB_CLIENT_SECRET');
    expect((await fetch(`${origin}/api/auth/callback?code=x&state=y`)).status).toBe(503);
  });

  it('over http the state cookie is not Secure (a local preview)', async () => {
    const { origin } = await suite.start({
      publicUrl: 'http://127.0.0.1:8787',
      githubOAuth: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, baseUrl: 'https://github.com' },
    });
    const response = await fetch(`${origin}/api/auth?provider=github&scope=repo`, { redirect: 'manual' });
    expect(response.headers.get('location')).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
    expect(setCookieOf(response)).not.toMatch(/Secure/);
    expect(new URL(response.headers.get('location')!).searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:8787/api/auth/callback',
    );
  });
});

describe('configuration', () => {
  it('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET turn it on, together; GITHUB_OAUTH_URL moves GitHub', () => {
    expect(loadConfig({}).githubOAuth).toBeNull();
    expect(loadConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }).githubOAuth).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      baseUrl: 'https://github.com',
    });
    expect(
      loadConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret', GITHUB_OAUTH_URL: 'http://127.0.0.1:4000/' })
        .githubOAuth?.baseUrl,
    ).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'id' })).toThrow(/GITHUB_CLIENT_SECRET este gol/);
    expect(() => loadConfig({ GITHUB_CLIENT_SECRET: 'secret' })).toThrow(/GITHUB_CLIENT_ID este gol/);
  });
});
