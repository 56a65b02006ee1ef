import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { test as plain } from '@playwright/test';
import { getArticles, getProjects } from '../lib/content';
import { allPages } from '../lib/pages';
import { parseHeadersFile, resolveHeaders } from '../server/headers';
import { formatRgb } from 'culori';
import { derivePalettes } from '../lib/brand';
import { siteConfig } from '../lib/site';
import { THEME_COLORS, THEME_SCRIPT, THEME_STORAGE_KEY } from '../lib/theme';
import { HEAD_SCRIPT } from '../scripts/theme-script';
import { atPhoneWidth, expect, isMobile, ROUTES, seriousViolations, test } from './fixtures';

/** The body's background in each theme: --color-background, derived from the brand kit (lib/brand.ts). */
const PALETTES = derivePalettes(siteConfig.brand);
const BACKGROUND = { light: formatRgb(PALETTES.light.background), dark: formatRgb(PALETTES.dark.background) } as const;
const MISSING = '/pagina-care-nu-exista';
const EVERY_ROUTE = [...ROUTES.map((r) => r.path), `/blog/${getArticles()[0]!.slug}`, `/portfolio/${getProjects()[0]!.slug}`, MISSING];

/**
 * What a theme changes is colour: the light theme's scans (routes.spec.ts) run every WCAG rule on the same
 * pages, so the dark ones run the rules that read colours.
 */
const COLOUR_RULES = { rules: ['color-contrast', 'link-in-text-block'] };

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    choice: document.documentElement.dataset.themeChoice,
    background: getComputedStyle(document.body).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    themeColors: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content),
  }));

test.describe('dark mode', () => {
  // The 404 page logs the path it was asked for, and answers 404.
  test.use({ expectedConsole: new RegExp(`non-existent route: ${MISSING}|Failed to load resource.*404`) });
  // The theme script and the style sheet's media query: no viewport in either.
  test.describe(() => {
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    test('follows the system preference when nothing is stored', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      // "system" leaves the theme to the style sheet's prefers-color-scheme query: no data-theme.
      expect(await theme(page)).toEqual({
        theme: undefined,
        choice: 'system',
        background: BACKGROUND.dark,
        scheme: 'dark',
        // One per system preference, as built.
        themeColors: [THEME_COLORS.light, THEME_COLORS.dark],
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(async () => (await theme(page)).background).toBe(BACKGROUND.light);
      expect((await theme(page)).scheme).toBe('light');
    });
  });

  test('the toggle cycles system, light, dark; the choice survives navigation and reload, in localStorage only', async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    // The pointer rests on the toggle first, as a visitor's does, and the header's tooltips (loaded on that
    // hover) are in: a click pressed in the same instant they replace the button is lost (noted as known).
    await banner.getByRole('button', { name: 'Tema: automată' }).hover();
    await expect(banner.locator('[data-tooltips]')).toHaveAttribute('data-tooltips', 'ready');
    await banner.getByRole('button', { name: 'Tema: automată' }).click();
    await expect(banner.getByRole('button', { name: 'Tema: luminoasă' })).toBeVisible();
    expect((await theme(page)).theme).toBe('light');
    await banner.getByRole('button', { name: 'Tema: luminoasă' }).click();
    const dark = banner.getByRole('button', { name: 'Tema: întunecată' });
    await expect(dark).toBeVisible();
    expect(await theme(page)).toMatchObject({ theme: 'dark', choice: 'dark', background: BACKGROUND.dark, scheme: 'dark' });
    expect((await theme(page)).themeColors).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    // A client-side navigation keeps it, as do a full load and a reload.
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Deschide meniul' }).click();
      await page.getByRole('navigation', { name: 'Meniu mobil' }).getByRole('link', { name: 'Blog', exact: true }).click();
    } else {
      await page.getByRole('navigation', { name: 'Meniu principal' }).getByRole('link', { name: 'Blog', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/blog$/);
    expect((await theme(page)).background).toBe(BACKGROUND.dark);
    await page.goto('/contact');
    expect(await theme(page)).toMatchObject({ theme: 'dark', choice: 'dark', background: BACKGROUND.dark });
    await page.reload();
    expect(await theme(page)).toMatchObject({ theme: 'dark', choice: 'dark', background: BACKGROUND.dark });
    await expect(dark).toBeVisible();
    // Back to following the system: the dark choice does not stick when the system is light.
    await dark.click();
    expect(await theme(page)).toMatchObject({ theme: undefined, choice: 'system', background: BACKGROUND.light });
    expect(await context.cookies()).toEqual([]);
  });

  for (const path of EVERY_ROUTE) {
    test(`${path} has no colour contrast violations in dark mode`, async ({ page }) => {
      // Contrast is the style sheet's colours, the same at every width: every page at desktop width; at phone
      // width the home page and the blog, whose phone layouts stack the most components (a minute of CI).
      test.skip(isMobile(page) && path !== '/' && path !== '/blog', 'the other pages at desktop width');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      expect((await theme(page)).background).toBe(BACKGROUND.dark);
      expect(await seriousViolations(page, COLOUR_RULES), path).toEqual([]);
    });
  }

  test('the open menus are accessible in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/services');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Deschide meniul' }).click();
      await expect(page.getByRole('navigation', { name: 'Meniu mobil' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Submeniu Cu ce ne ocupăm' }).click();
      await expect(page.getByRole('link', { name: 'WordPress Development' }).first()).toBeVisible();
    }
    expect(await seriousViolations(page, COLOUR_RULES)).toEqual([]);
  });
});

// Before any script but the head's: the startup scripts are refused, so what is on screen is what the first
// paint showed. (Plain Playwright: the shared fixture's goto waits for React, which never comes here.)
plain.describe('no flash of the wrong theme', () => {
  // The head script and the page's background behind the header's corner: the same at every width.
  plain.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

  for (const stored of ['dark', 'light'] as const) {
    for (const path of ['/', '/blog', '/pagina-care-nu-exista']) {
      plain(`${path}: a stored ${stored} choice is the first paint's, against a ${stored === 'dark' ? 'light' : 'dark'} system`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: stored === 'dark' ? 'light' : 'dark' });
        await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_STORAGE_KEY, stored]);
        await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
        await page.goto(path);
        const { background, theme } = await page.evaluate(() => ({
          background: getComputedStyle(document.body).backgroundColor,
          theme: document.documentElement.dataset.theme,
        }));
        expect(theme).toBe(stored);
        expect(background).toBe(BACKGROUND[stored]);
        // The pixels agree: a corner of the header, the page's background behind a translucent one.
        // (Chromium once answered "Unable to capture screenshot" before its first frame: asked again then.)
        let shot: Buffer = Buffer.alloc(0);
        await expect(async () => {
          shot = await page.screenshot({ clip: { x: 1, y: 1, width: 1, height: 1 } });
        }).toPass({ timeout: 10_000 });
        // (Within 3 per channel: the header's colour-mixed translucency rounds.)
        const expected = ((formatRgb(PALETTES[stored].background) ?? '').match(/\d+/g) ?? []).map(Number);
        const got = pixel(shot);
        expect(got.every((value, i) => Math.abs(value - expected[i]!) <= 3), `${got} vs ${expected}`).toBe(true);
      });
    }
  }
});

/** The colour of a 1×1 PNG screenshot (8-bit RGB or RGBA, one scanline: a filter byte, then the pixel). */
function pixel(png: Buffer): number[] {
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  return [...inflateSync(Buffer.concat(idat)).subarray(1, 4)];
}

// Files only, no page.
test.describe(() => {
  test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

  test('every page policy allows the theme script by its hash and never unsafe-inline for scripts', () => {
    const out = path.resolve('out');
    // The theme script is the first part of the head script (scripts/theme-script.ts).
    const hash = `'sha256-${createHash('sha256').update(HEAD_SCRIPT, 'utf8').digest('base64')}'`;
    const rules = parseHeadersFile(fs.readFileSync(path.join(out, '_headers'), 'utf8'));
    // Every page's policy: the last one the rules give it (before it, the base policy of every response).
    // The editor at /admin runs no theme script and has its own policy (e2e/admin.spec.ts).
    const routes = [...allPages().map((p) => p.path), '/404', '/en/404'];
    const policies = routes.map((route) => resolveHeaders(rules, route).get('content-security-policy')?.values.at(-1) ?? '');
    expect(policies.length).toBeGreaterThan(40);
    for (const policy of policies) {
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc).toContain(hash);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
    // The 404 page carries its policy in a <meta> too, for hosts that serve it under no rule of their own.
    const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
    const meta = notFound.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(meta).toContain(hash);
    // The policy comes before the theme script, which comes before the loader and the style sheet.
    expect(notFound.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(notFound.indexOf(THEME_SCRIPT));
    expect(notFound.indexOf(THEME_SCRIPT)).toBeLessThan(notFound.indexOf('data-startup'));
  });
});
