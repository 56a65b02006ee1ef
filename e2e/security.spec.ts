import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { allPages } from '../lib/pages';
import { hostHeaders, MAX_HEADER_RULES, parseHeadersFile, resolveHeaders, type HeaderRule } from '../server/headers';
import { isCloudflare } from './cloudflare';
import { expect, test } from './fixtures';

const pages = allPages();
const OUT = path.resolve('out');

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

type Node = DefaultTreeAdapterMap['node'];

/**
 * The text of every inline script a browser would run, as parse5 (the WHATWG parsing algorithm, the one
 * jsdom uses) reads the HTML: independent of the build's own extraction (server/headers.ts).
 */
function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === 'script' && 'attrs' in node) {
      const attrs = new Map(node.attrs.map((a) => [a.name, a.value]));
      const type = (attrs.get('type') ?? '').toLowerCase();
      if (!attrs.has('src') && ['', 'text/javascript', 'application/javascript', 'module'].includes(type))
        scripts.push(node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child as Node);
    if (node.nodeName === 'template' && 'content' in node) walk(node.content as Node);
  };
  walk(parse(html) as Node);
  return scripts;
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The `_headers` file as Cloudflare reads it (server/headers.ts: every matching rule, "! Name" detaches). */
const headersFile = (): HeaderRule[] => parseHeadersFile(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'));

/** The policy our server sends for a path: the most specific one the rules give it. */
const serverPolicy = (rules: HeaderRule[], route: string) =>
  resolveHeaders(rules, route).get('content-security-policy')?.values.at(-1);

/**
 * What the target sends for a path: our server the most specific policy; Cloudflare every policy the
 * rules give (the base one, then the page's: both enforced), joined with a comma.
 */
const sentPolicy = (cloudflare: boolean, rules: HeaderRule[], route: string) =>
  cloudflare ? hostHeaders(rules, route)['content-security-policy'] : serverPolicy(rules, route);

test.describe('security headers', () => {
  test('every page, the 404, an asset and the API carry the headers; pages get their own script policy', async ({
    request,
  }, testInfo) => {
    const cloudflare = isCloudflare(testInfo);
    const file = headersFile();
    for (const { path: route } of [...pages, { path: '/nu-exista-pagina' }]) {
      const response = await request.get(route);
      const headers = response.headers();
      for (const [name, value] of Object.entries(COMMON))
        expect(headers[name], `${route} ${name}`).toBe(value);
      expect(headers['permissions-policy'], route).toContain('camera=()');
      // The page's own policy: on Cloudflare the last of those sent (CSP separates policies with commas).
      const csp = directives((headers['content-security-policy'] ?? '').split(',').at(-1)!);
      const scripts = csp.get('script-src') ?? [];
      // Every inline script of the page, as a browser parses it, is allowed by its hash (Chromium runs a
      // sample of the pages under the policy below).
      const inline = executableInlineScripts(await response.text());
      expect(inline.length, route).toBeGreaterThan(0);
      for (const code of inline) expect(scripts, `${route}: an inline script's hash`).toContain(sha256(code));
      expect(scripts, route).toContain("'self'");
      expect(scripts, route).not.toContain("'unsafe-inline'");
      expect(scripts, route).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), route).toEqual(["'none'"]);
      expect(csp.get('object-src'), route).toEqual(["'none'"]);
      expect(csp.get('default-src'), route).toEqual(["'self'"]);
      // The server sends exactly what the build wrote for static hosts.
      const rule = response.status() === 404 ? '/404' : route;
      expect(headers['content-security-policy'], route).toBe(sentPolicy(cloudflare, file, rule));
      // Plain HTTP: no HSTS from our server (it would pin a local `npm start` to HTTPS). Cloudflare sends
      // what _headers says whatever the scheme: there the site is only ever served over HTTPS.
      if (cloudflare) expect(headers['strict-transport-security'], route).toBe(hostHeaders(file, route)['strict-transport-security']);
      else expect(headers['strict-transport-security'], route).toBeUndefined();
    }
    for (const other of ['/icon.svg', '/api/health', '/blog/rss.xml']) {
      const headers = (await request.get(other)).headers();
      expect(headers['x-content-type-options'], other).toBe('nosniff');
      expect(directives(headers['content-security-policy'] ?? '').get('frame-ancestors'), other).toEqual([
        "'none'",
      ]);
    }
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('build assets carry nosniff and a year of caching, not the document headers; a missing one gets the 404 page', async ({
    request,
  }, testInfo) => {
    const cloudflare = isCloudflare(testInfo);
    const html = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css|woff2))"/g)].map(
      (m) => m[1]!,
    );
    expect(
      assets.some((a) => a.endsWith('.js')) &&
        assets.some((a) => a.endsWith('.css')) &&
        assets.some((a) => a.endsWith('.woff2')),
    ).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options'], asset).toBe('nosniff');
      expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      for (const name of [
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
        'referrer-policy',
        'content-security-policy',
      ]) {
        // Cloudflare sends what the grouped rules give every file ("/*", the base policy by extension):
        // the build keeps _headers under 100 rules rather than strip these 340 bytes there.
        if (cloudflare) expect(headers[name], `${asset} ${name}`).toBe(hostHeaders(headersFile(), asset)[name]);
        else expect(headers[name], `${asset} ${name}`).toBeUndefined();
      }
    }
    const missing = await request.get('/_next/static/chunks/nu-exista.js');
    expect(missing.status()).toBe(404);
    const headers = missing.headers();
    for (const [name, value] of Object.entries(COMMON))
      expect(headers[name], `missing asset ${name}`).toBe(value);
    expect(headers['content-security-policy']).toBe(sentPolicy(cloudflare, headersFile(), '/404'));
  });

  test('the _headers file gives static hosts the same headers, HSTS and immutable caching', () => {
    const file = headersFile();
    // Cloudflare reads the first 100 rules: the build groups them ("/*" and a few detaching exceptions).
    expect(file.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    for (const { path: route } of pages) {
      const host = hostHeaders(file, route);
      for (const [name, value] of Object.entries(COMMON)) expect(host[name], `${route} ${name}`).toBe(value);
      expect(host['strict-transport-security'], route).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      // Two policies, the base one then the page's: both enforced.
      expect(host['content-security-policy'], route).toMatch(/^frame-ancestors 'none'[^,]*, default-src 'self'; script-src 'self'/);
    }
    const asset = hostHeaders(file, '/_next/static/chunks/x.js');
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['content-security-policy']).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    // The editor's opener policy replaces the "/*" one (joined, the two would be no policy at all).
    expect(hostHeaders(file, '/admin/')['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The 404 page is served for any path, so it also carries its policy in a <meta> element.
    const notFound = fs.readFileSync(path.join(OUT, '404.html'), 'utf8');
    expect(notFound).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'/,
    );
  });
});

test.describe('content security policy in Chromium', () => {
  // The top-level routes, one article and one project, on our server and on the Cloudflare Worker: each
  // kind of page and policy. Every other page is the same template with other words; the headers test above
  // checks each page's policy over HTTP and hashes its inline scripts as parse5 parses them.
  const sample = new Set([
    '/',
    '/about',
    '/services',
    '/portfolio',
    '/blog',
    '/contact',
    '/privacy',
    '/terms',
  ]);
  sample
    .add(pages.find((p) => p.path.startsWith('/blog/'))!.path)
    .add(pages.find((p) => p.path.startsWith('/portfolio/'))!.path);

  // Several pages per test, one after the other in the same tab: each is its own document (its own policy,
  // its own React), while the test pays for one browser context and cached /_next/static files instead of
  // one of each per page. Two tests, so both workers share them.
  const list = [...sample];
  const batches = [list.slice(0, list.length / 2), list.slice(list.length / 2)];

  for (const routes of batches) {
    test(`${routes[0]} … ${routes.at(-1)} (${routes.length} pages): every inline script is allowed by its hash, and the page runs without a violation`, async ({
      page,
    }) => {
      // On the Worker the policy is the same header rules' (the headers test above reads them on every page
      // there): one batch proves the browser agrees with them; the other pages' scripts are the same files.
      test.skip(test.info().project.name === 'cloudflare' && routes !== batches[0], 'the Worker: the first batch');
      // The time each page had as a test of its own (the project's: 30 s, 60 s on Cloudflare).
      test.setTimeout(routes.length * test.info().timeout);
      // The guard fixture fails the test on any CSP violation at its end; this names the page it happened on.
      let current = '';
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('CSP violation')) violations.push(`${current}: ${message.text()}`);
      });
      for (const route of routes) {
        current = route;
        const response = await page.goto(route);
        const policy = directives(response!.headers()['content-security-policy'] ?? '');
        const allowed = new Set(policy.get('script-src'));
        // Hash what the browser parsed (independently of the build's own extraction).
        const inline = await page.evaluate(() =>
          [...document.querySelectorAll('script:not([src])')]
            .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'text/javascript')
            .map((s) => s.textContent ?? ''),
        );
        expect(inline.length, route).toBeGreaterThan(0);
        for (const code of inline) {
          expect(allowed.has(sha256(code)), route).toBe(true);
        }
        // React hydrated and runs (the guard fixture fails the test on any CSP violation): the footer's
        // tooltip list loads its code when it comes into view, which only a running client effect does.
        const tooltips = page.getByRole('contentinfo').locator('[data-tooltips]');
        await tooltips.scrollIntoViewIfNeeded();
        await expect(tooltips, route).toHaveAttribute('data-tooltips', 'ready');
        expect(violations, route).toEqual([]);
      }
    });
  }
});

test.describe('content security policy refuses injected code', () => {
  test.use({ expectedConsole: /CSP violation: script-src-elem blocked inline|Content Security Policy/ });

  test('an injected inline script is refused', async ({ page }) => {
    await page.goto('/');
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; blocked: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            resolve({
              ran: Boolean((window as { injected?: boolean }).injected),
              blocked: event.effectiveDirective,
            });
          });
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, blocked: 'script-src-elem' });
  });
});

test.describe('widgets under the policy', () => {
  test('search works after a client-side navigation to the blog (the first page’s policy stays)', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('searchbox', { name: 'Caută articole' }).fill('tipografia');
    // Titles and excerpts are matched at once; only Pagefind's full-text search (WebAssembly, which the
    // first page's policy must allow) also finds the logo article, whose body alone says "tipografie".
    const region = page.getByRole('region', { name: 'Articole' });
    await expect(region.getByRole('link', { name: /^Tipografia brandului/ })).toBeVisible();
    await expect(region.getByRole('link', { name: /^Cum se face un logo bun/ })).toBeVisible();
  });
});

/** One raw HTTP/1.1 request (the request line and headers exactly as given) and the status it got. */
function rawStatus(origin: string, head: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // Written, not ended: a browser never half-closes, and a server may take a half-close as the client
    // leaving (Connection: close ends the exchange).
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head.replace(/\n/g, '\r\n')}\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)));
  });
}

test.describe('host names (DNS rebinding)', () => {
  test('each host answers only for the site’s names: a foreign Host, two Hosts or a foreign absolute target are refused (issue 44)', async ({
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'no viewport in raw HTTP');
    const own = new URL(baseURL!).host;
    const body = JSON.stringify({ name: 'Ana', email: 'ana@exemplu.ro', message: 'x'.repeat(30) });
    const post = (host: string, target = '/api/contact') =>
      `POST ${target} HTTP/1.1\nHost: ${host}\nOrigin: http://${host}\nContent-Type: application/json\nContent-Length: ${Buffer.byteLength(body)}\nConnection: close\n\n${body}`;
    // A page on evil.example whose name now points at this machine: nothing is read, posted or fired.
    expect(await rawStatus(baseURL!, `GET / HTTP/1.1\nHost: evil.example\nConnection: close`)).toBe(421);
    expect(await rawStatus(baseURL!, post('evil.example'))).toBe(421);
    // The preview's cron trigger (wrangler dev --test-scheduled), an unknown path on the Node server.
    expect(await rawStatus(baseURL!, `GET /__scheduled?cron=${encodeURIComponent('* * * * *')} HTTP/1.1\nHost: evil.example\nConnection: close`)).toBe(421);
    // Which name is meant cannot be told: two Host headers, or an absolute target naming another site.
    expect(await rawStatus(baseURL!, `GET / HTTP/1.1\nHost: ${own}\nHost: evil.example\nConnection: close`)).toBe(400);
    expect(await rawStatus(baseURL!, `GET http://evil.example/ HTTP/1.1\nHost: ${own}\nConnection: close`)).toBe(421);
    // The site's own name and a bare address are answered.
    expect(await rawStatus(baseURL!, `GET / HTTP/1.1\nHost: ${own}\nConnection: close`)).toBe(200);
    expect(await rawStatus(baseURL!, `GET / HTTP/1.1\nHost: localhost\nConnection: close`)).toBe(200);
    expect(await rawStatus(baseURL!, `GET http://${own}/ HTTP/1.1\nHost: ${own}\nConnection: close`)).toBe(200);
  });
});
