import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/app';
import { shellFromHtml } from '@/server/page-shell';
import { siteLookMain } from '@/server/core/http';
import { testOptions } from '@/server/testing';

/** The parts of the built 404 page (out/404.html) the shell keeps or removes, in the same markup. */
const BUILT_404 = `<!DOCTYPE html><html lang="ro" class="font_variable"><head><meta charSet="utf-8"/>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" href="/_next/static/chunks/app.js" as="script" fetchPriority="low"/>
<script data-startup="/_next/static/chunks/a.js /_next/static/chunks/b.js">(()=>{/* loader */})()</script>
<meta name="robots" content="noindex"/><title>Pagina nu a fost găsită | Studio Creativ</title>
<meta name="description" content="Pagina pe care o cauți nu există."/>
<meta property="og:title" content="Pagina nu a fost găsită | Studio Creativ"/>
<meta name="twitter:title" content="Pagina nu a fost găsită | Studio Creativ"/>
<link rel="icon" href="/icon.svg" type="image/svg+xml"/>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>
<body class="flex min-h-dvh flex-col font-sans"><header class="fixed inset-x-0 top-0">
<a class="flex items-center gap-2.5" aria-label="Studio Creativ, pagina principală" href="/">SC</a>
<nav aria-label="Meniu principal" class="hidden lg:block"><ul><li><a href="/blog">Blog</a></li>
<li><a href="/services">Cu ce ne ocupăm</a><button type="button" aria-expanded="false" aria-controls="_R_t3b_" aria-label="Submeniu Cu ce ne ocupăm"><svg aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg></button></li></ul></nav>
<button type="button" aria-expanded="false" aria-controls="mobile-menu" aria-label="Deschide meniul"><svg aria-hidden="true"><path d="M4 5h16"></path></svg></button>
<nav id="mobile-menu" aria-label="Meniu mobil" hidden="" class="absolute"><ul><li><a href="/">Acasă</a></li></ul></nav>
</header><main id="continut" class="flex-1 pt-18"><div><p>404</p><h1>Oops! Pagina nu a fost găsită</h1></div></main>
<footer class="on-dark bg-ink"><p>Studio Creativ SRL · CUI RO12345678</p><a href="/privacy">Politica de Confidențialitate</a></footer>
<script type="application/ld+json">{"@type":"ProfessionalService"}</script>
<script>self.__next_f.push([1,"</main>"])</script></body></html>`;

const dirs: string[] = [];
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** An app whose site build is `outDir`; created right before its requests, as the look is per process. */
async function appWith(outDir: string, overrides: Parameters<typeof testOptions>[1] = {}) {
  const app = createApp(testOptions(tempDir('forms-look-'), { outDir, smtpUrl: undefined, ...overrides }));
  apps.push(app);
  return app.listen();
}

describe('the site look for the service’s own pages', () => {
  it('keeps the header, footer, stylesheet and font of the 404 page, and nothing that runs', () => {
    const shell = shellFromHtml(BUILT_404)!;
    const html = `${shell.beforeTitle}TITLU${shell.beforeMain}CONȚINUT${shell.end}`;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('as="script"');
    expect(html).not.toContain('http-equiv="Content-Security-Policy"');
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);
    expect(html).toContain('<title>TITLU</title>');
    expect(html).not.toContain('Pagina nu a fost găsită');
    expect(html).not.toMatch(/name="description"|property="og:|name="twitter:/);
    // Buttons only a script could open are gone; the links stay.
    expect(html).not.toContain('<button');
    expect(html).not.toContain('id="mobile-menu"');
    expect(html).toContain('aria-label="Studio Creativ, pagina principală" href="/"');
    expect(html).toContain('<a href="/blog">Blog</a>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(html).toContain('as="font"');
    expect(html).toContain('<main id="continut" class="flex-1 pt-18">CONȚINUT</main>');
    expect(html).toContain('Studio Creativ SRL · CUI RO12345678');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ro" class="font_variable">/);
  });

  it('gives up on a page without the parts it needs', () => {
    expect(shellFromHtml('<html><head><title>x</title></head><body>fără main</body></html>')).toBeNull();
    expect(shellFromHtml('<html><body><main>fără titlu</main></body></html>')).toBeNull();
  });

  it('escapes every text and puts the button in a post form', () => {
    const main = siteLookMain({
      title: '<script>alert(1)</script>',
      paragraphs: ['a & b "c"'],
      list: ['<img src=x onerror=alert(1)>'],
      form: { action: '/api/newsletter/confirm?token=a"b', label: 'Confirmă abonarea' },
      links: [{ href: 'javascript:"x"', label: '<b>' }],
      tone: 'error',
    });
    expect(main).not.toMatch(/<script|<img|<b>/);
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(main).toContain('a &amp; b &quot;c&quot;');
    expect(main).toContain('<form method="post" action="/api/newsletter/confirm?token=a&quot;b"');
    expect(main).toMatch(/<button type="submit" class="[^"]*bg-primary[^"]*">Confirmă abonarea<\/button>/);
    expect(main).toMatch(/<h1 class="[^"]*text-danger[^"]*">/);
  });

  it('serves a newsletter page in the site look, with a policy that allows no script', async () => {
    const outDir = tempDir('forms-out-');
    fs.writeFileSync(path.join(outDir, '404.html'), BUILT_404);
    const origin = await appWith(outDir);
    const response = await fetch(`${origin}/api/newsletter/confirm?token=${'a'.repeat(43)}`);
    expect(response.status).toBe(404);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "script-src 'none'",
        "style-src 'self'",
        "font-src 'self'",
        "img-src 'self' data:",
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]),
    );
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('<title>Linkul nu mai este valid | Studio Creativ</title>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(html).toContain('Studio Creativ SRL · CUI RO12345678');
    expect(html).toMatch(/<h1 class="[^"]*">Linkul nu mai este valid<\/h1>/);
    expect(html).not.toMatch(/<script/i);
  });

  it('dresses the router’s own errors too: a rate-limited form post without JavaScript', async () => {
    const outDir = tempDir('forms-out-');
    fs.writeFileSync(path.join(outDir, '404.html'), BUILT_404);
    const origin = await appWith(outDir, { rateLimit: { max: 1, windowMs: 60_000 } });
    const send = () =>
      fetch(`${origin}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: 'email=limita%40exemplu.ro',
      });
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain('Studio Creativ SRL · CUI RO12345678');
    expect(html).toContain('Ai trimis prea multe cereri');
  });

  it('without a site build (the service deployed alone) writes the plain page', async () => {
    const origin = await appWith(tempDir('forms-no-out-'));
    const response = await fetch(`${origin}/api/newsletter/unsubscribe?token=${'a'.repeat(43)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="ro">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Linkul nu este valid</h1>');
    expect(html).not.toContain('_next/static');
  });
});
