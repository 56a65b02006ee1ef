import fs from 'node:fs';
import path from 'node:path';
import { getArticles, getProjects } from '../lib/content';
import { isCloudflare } from './cloudflare';
import { atPhoneWidth, expect, isMobile, ROUTES, seriousViolations, test, textOf } from './fixtures';

test.describe('every route', () => {
  for (const route of ROUTES) {
    // Raw HTML: no viewport in it (the rendered page below runs at phone width too).
    test.describe(() => {
      test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

      test(`${route.path} is pre-rendered with its heading and content in the raw HTML`, async ({ request }) => {
        const response = await request.get(route.path);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();
        expect(html).toMatch(/<html lang="ro"/);
        const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
        expect(textOf(h1 ?? '').trim()).toBe(route.h1);
        const text = textOf(html);
        // Header and footer are in every page's HTML, not added by JavaScript.
        for (const label of ['Acasă', 'Despre noi', 'Cu ce ne ocupăm', 'Portofoliu clienți', 'Blog', 'Prețuri', 'Contactează-ne']) {
          expect(text).toContain(label);
        }
        expect(text).toContain('Politica de Confidențialitate');
        // The page's own figures and labels (spec section 9) are in the HTML, not added by JavaScript.
        for (const content of route.content) expect(text, route.path).toContain(content);
        expect(text).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
      });
    });

    test(`${route.path} renders in Chromium with no serious accessibility violations`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(/Studio Creativ/);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    });
  }

  test.describe(() => {
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    test('each page has its own title', async ({ request }) => {
      const titles = new Set<string>();
      for (const route of ROUTES) {
        const html = await (await request.get(route.path)).text();
        titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      }
      expect(titles.size).toBe(ROUTES.length);
    });
  });
});

test.describe('accessibility beyond the first view', () => {
  // Two or three full axe scans each, of the longest pages (the blog list keeps all 24 articles in its
  // HTML): 20 s on a quiet 2-core machine, over 30 s when it is busy.
  test.describe.configure({ timeout: 90_000 });
  test('an article and a case study have no serious violations', async ({ page }) => {
    for (const path of [`/blog/${getArticles()[0]!.slug}`, `/portfolio/${getProjects()[0]!.slug}`]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the open menus, a filtered list and search results have no serious violations', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Deschide meniul' }).click();
      await expect(page.getByRole('navigation', { name: 'Meniu mobil' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Submeniu Cu ce ne ocupăm' }).click();
      await expect(page.getByRole('link', { name: 'WordPress Development' }).first()).toBeVisible();
    }
    expect(await seriousViolations(page), 'open menu').toEqual([]);
    await page.goto('/blog');
    await page.getByRole('link', { name: 'WordPress 5' }).click();
    await expect(page.getByTestId('articles-count')).toHaveText('5 articole găsite');
    expect(await seriousViolations(page), 'filtered blog').toEqual([]);
    await page.getByRole('searchbox', { name: 'Caută articole' }).fill('xqzvwk');
    await expect(page.getByText('Niciun articol nu se potrivește căutării.')).toBeVisible();
    expect(await seriousViolations(page), 'no search results').toEqual([]);
  });
});

test.describe('hashed assets and headers', () => {
  // HTTP only: no viewport in it.
  test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

  test('serves compressed HTML, immutable hashed assets and security headers', async ({ request }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect((await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    const asset = html.match(/\/_next\/static\/[^"\s]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.status()).toBe(200);
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('redirects trailing slashes to the clean URL', async ({ request }, testInfo) => {
    for (const from of ['/about/', '/about.html']) {
      const response = await request.get(from, { maxRedirects: 0 });
      // Cloudflare's assets answer 307 (wrangler.jsonc html_handling); the Node server 301.
      expect(response.status(), from).toBe(isCloudflare(testInfo) ? 307 : 301);
      expect(response.headers()['location'], from).toBe('/about');
    }
  });

  test('answers an old address of content/redirects.yaml with 301 to the page, the query kept (issue 33)', async ({ request }) => {
    // The shipped list sends the Romanian words for the pages to them: the Node server from its own reading
    // of out/_redirects, Cloudflare's assets from the same file.
    const moved = await request.get('/portofoliu?ref=carte-de-vizita', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toMatch(/^(https?:\/\/[^/]+)?\/portfolio\?ref=carte-de-vizita$/);
    const followed = await request.get('/despre');
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe('/about');
  });

  test('answers every old address of the build’s redirect table, with or without a trailing slash, in one 301 (issue 44)', async ({
    request,
  }) => {
    // One table (out/_redirects, from content/redirects.yaml), the same answers on both hosts: the Node
    // server reads it, Cloudflare's assets apply it. This spec runs on each.
    const table = fs
      .readFileSync(path.join('out', '_redirects'), 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([from, , status]) => from && status === '301' && !from.endsWith('/'));
    expect(table.length).toBeGreaterThanOrEqual(5);
    for (const [from, to] of table) {
      for (const asked of [from!, `${from}/`]) {
        const response = await request.get(asked, { maxRedirects: 0 });
        expect(response.status(), asked).toBe(301);
        expect(new URL(response.headers()['location']!, 'http://x').pathname, asked).toBe(to);
      }
    }
  });
});
