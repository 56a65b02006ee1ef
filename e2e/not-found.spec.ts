import { NOT_FOUND_LOG_SCRIPT } from '../components/layout/not-found-logger';
import { startupScripts } from '../scripts/startup-scripts';
import { atPhoneWidth, expect, seriousViolations, test } from './fixtures';

test.describe('not-found page', () => {
  test.use({
    expectedConsole:
      /404 Error: User attempted to access non-existent route: \/nu-exista-deloc|Failed to load resource.*404/,
  });

  test('answers 404 with the page, a link home and the attempted path in the console', async ({ page }) => {
    const logged = page.waitForEvent('console', (m) => m.text().includes('/nu-exista-deloc'));
    const response = await page.goto('/nu-exista-deloc');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Pagina nu a fost găsită');
    await expect(page).toHaveTitle('Pagina nu a fost găsită | Studio Creativ');
    expect((await logged).text()).toBe(
      '404 Error: User attempted to access non-existent route: /nu-exista-deloc',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Înapoi la pagina principală' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Design și marketing care aduc clienți reali',
    );
  });

  // The router's 404, the pages' scripts, raw HTML: no viewport in them (the page itself, with its axe scan,
  // runs at phone width too).
  test.describe(() => {
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    test('a client-side navigation to a missing page shows the 404 page and logs its path too', async ({
      page,
    }) => {
      await page.goto('/');
      const logged = page.waitForEvent('console', (m) => m.text().includes('/nu-exista-deloc/din-router'));
      // What a Link to a missing page does: Next's router, not a plain page load.
      await page.evaluate(() =>
        (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
          '/nu-exista-deloc/din-router',
        ),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Pagina nu a fost găsită');
      expect((await logged).text()).toBe(
        '404 Error: User attempted to access non-existent route: /nu-exista-deloc/din-router',
      );
    });

    test('the other pages load no code for the 404 page (its logger is an inline script of its own)', async ({
      request,
    }) => {
      const html = await (await request.get('/')).text();
      const scripts = startupScripts(html);
      expect(scripts.length).toBeGreaterThan(3);
      for (const url of scripts) {
        expect(await (await request.get(url)).text(), url).not.toContain('User attempted to access');
      }
      const notFound = await (await request.get('/nu-exista-deloc')).text();
      expect(notFound).toContain(`<script>${NOT_FOUND_LOG_SCRIPT}</script>`);
    });

    test('raw HTML of an unknown path has status 404 and the Romanian text', async ({ request }) => {
      const response = await request.get('/blog/nu-exista');
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Oops! Pagina nu a fost găsită');
      // Kept out of search indexes by its status and, for hosts that answer it with 200, by one robots tag.
      expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);
      expect(await (await request.get('/')).text()).not.toContain('name="robots"');
    });

    test('a revalidating or partial GET of an unknown path still gets the whole 404 page (issue 44)', async ({ request }) => {
      // A browser revalidates what it cached; the condition is about the URL it asked for, never the 404
      // page the host fetches for it (the Worker passed it on: its 304 became an empty 404).
      const first = await request.get('/nu-exista-deloc');
      const etag = first.headers()['etag'];
      for (const headers of <Record<string, string>[]>[
        { 'If-None-Match': etag ?? '*' },
        { 'If-None-Match': '*' },
        { 'If-Modified-Since': new Date(Date.now() + 86_400_000).toUTCString() },
        { Range: 'bytes=0-99' },
      ]) {
        const response = await request.get('/nu-exista-deloc', { headers });
        expect(response.status(), JSON.stringify(headers)).toBe(404);
        expect(await response.text(), JSON.stringify(headers)).toContain('Oops! Pagina nu a fost găsită');
      }
    });

    test('preloads the font as every page does, so its text does not reflow when the font arrives', async ({
      request,
    }) => {
      const fontPreload = /<link rel="preload" href="(\/_next\/static\/media\/[^"]+\.woff2)" as="font"/;
      const home = fontPreload.exec(await (await request.get('/')).text())?.[1];
      expect(home).toBeTruthy();
      const notFound = await request.get('/nu-exista-deloc');
      expect(notFound.status()).toBe(404);
      expect(fontPreload.exec(await notFound.text())?.[1]).toBe(home);
    });
  });
});
