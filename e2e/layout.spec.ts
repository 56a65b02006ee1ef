import { atPhoneWidth, expect, isMobile, ROUTES, test } from './fixtures';

test.describe('footer', () => {
  // The footer's text, link targets and where its links lead: the same at every width (its layout at phone
  // width is checked by target-size.spec.ts and the accessibility walks).
  test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

  test('has the description, quick links, contact block, years, policy links and social icons', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Designer grafic și consultant în marketing digital');
    const quick = footer.getByRole('navigation', { name: 'Linkuri rapide' });
    const expected = [
      ['Acasă', '/'],
      ['Despre Mine', '/about'],
      ['Servicii', '/services'],
      ['Portofoliu', '/portfolio'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    await expect(footer.getByRole('link', { name: 'contact@studiocreativ.ro' })).toHaveAttribute('href', 'mailto:contact@studiocreativ.ro');
    await expect(footer.getByRole('link', { name: '+40 712 345 678' })).toHaveAttribute('href', 'tel:+40712345678');
    await expect(footer).toContainText('România');
    await expect(footer).toContainText(`© 2019–${new Date().getFullYear()} Studio Creativ`);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the policy links open real pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politica de Confidențialitate' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politica de confidențialitate');
    await expect(page.getByRole('main')).toContainText('ANSPDCP');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termeni și Condiții' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termeni și condiții');
  });

  test('each quick link navigates', async ({ page }) => {
    await page.goto('/contact');
    for (const [name, path] of [
      ['Despre Mine', '/about'],
      ['Servicii', '/services'],
      ['Portofoliu', '/portfolio'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Acasă', '/'],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}$`));
    }
  });
});

test.describe('tooltips', () => {
  test.skip(({ page }) => isMobile(page), 'tooltips are for pointer hover');

  test('open after 700 ms, and at once on a neighbour within the 300 ms skip delay', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-05T10:00:00') });
    await page.goto('/');
    // Freeze time; from here only runFor() moves it.
    await page.clock.pauseAt(new Date('2026-01-05T10:00:05'));
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    // The tooltip code arrives as the footer comes into view.
    await expect(footer.locator('[data-tooltips="ready"]')).toHaveCount(1);
    const tooltip = page.getByRole('tooltip');
    await footer.getByRole('link', { name: /^Facebook/ }).hover();
    await page.clock.runFor(600);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(tooltip).toHaveText('Facebook');
    // Away, then onto a neighbour within the 300 ms skip delay: it opens at once.
    await page.mouse.move(0, 0, { steps: 5 });
    await page.clock.runFor(100);
    await expect(tooltip).toHaveCount(0);
    await footer.getByRole('link', { name: /^Instagram/ }).hover();
    await page.clock.runFor(50);
    await expect(tooltip).toHaveText('Instagram');
    // Away for longer than the skip delay: the full delay applies again.
    await page.mouse.move(0, 0, { steps: 5 });
    await page.clock.runFor(400);
    await footer.getByRole('link', { name: /^LinkedIn/ }).hover();
    await page.clock.runFor(100);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(700);
    await expect(tooltip).toHaveText('LinkedIn');
  });

  test('load only when the footer comes near, and open on keyboard focus without losing it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const footer = page.getByRole('contentinfo');
    const list = footer.locator('[data-tooltips]');
    await expect(list).toHaveAttribute('data-tooltips', 'idle');
    const before = scripts.length;
    // Focus moves the page to the link: the tooltips load, and focus stays on the same link.
    const facebook = footer.getByRole('link', { name: /^Facebook/ });
    await facebook.focus();
    await expect(list).toHaveAttribute('data-tooltips', 'ready');
    expect(scripts.length).toBeGreaterThan(before);
    await expect(facebook).toBeFocused();
    // From the keyboard: the next icon's tooltip opens on focus, Escape closes it. (Radix closes a tooltip
    // when the page scrolls, so this is checked once the focus scroll above has settled.)
    let last = -1;
    await expect
      .poll(async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last;
        last = y;
        return settled;
      }, { intervals: [150] })
      .toBe(true);
    // Focusing the footer scrolls the page smoothly to it, and Radix closes an open tooltip on any scroll of
    // the document. On a loaded machine that animation stalls for most of a second while the tooltips mount
    // (logged: scrollY still for 700 ms, then moving again), so "the scroll has settled" cannot be told from
    // outside and the tooltip Tab opened can be closed by the rest of it. Tried again from Facebook (then
    // in view: no scroll) until the tooltip opens: one that never opens on keyboard focus still fails here.
    const instagram = footer.getByRole('link', { name: /^Instagram/ });
    await expect(async () => {
      await facebook.focus();
      await page.keyboard.press('Tab');
      await expect(instagram).toBeFocused({ timeout: 1_000 });
      await expect(page.getByRole('tooltip')).toHaveText('Instagram', { timeout: 1_500 });
    }).toPass({ timeout: 12_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('hydration', () => {
  // React adopts the pre-rendered DOM instead of rebuilding it. The widgets that read the URL used to sit
  // in a client-only Suspense boundary (useSearchParams in a static export), which made React discard and
  // rebuild the whole form or list after hydration: 52 elements on /contact, 180 on /blog.
  // Four pages per test, one after the other in the same tab (each its own document with its own observer):
  // one browser context per batch instead of one per page.
  const paths = ROUTES.map((r) => r.path);
  for (let i = 0; i < paths.length; i += 4) {
    const batch = paths.slice(i, i + 4);
    test(`${batch.join(', ')}: each keeps every pre-rendered element`, async ({ page }) => {
      // The time each page had as a test of its own (the project's: 30 s, 60 s on Cloudflare).
      test.setTimeout(batch.length * test.info().timeout);
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedOnLoad: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            // Widgets that swap in their code by design (newsletter box, footer tooltips) are not counted.
            if (!(record.target instanceof Element) || record.target.closest('[data-newsletter], [data-tooltips]')) continue;
            for (const node of record.removedNodes) {
              // The explorers' views for a page without a script give way to the live one by design.
              if (node instanceof Element && node.localName !== 'template' && node.localName !== 'script' && !node.matches('[data-static-view]'))
                removed.push(node.outerHTML.slice(0, 80));
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of batch) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Soft: a page that rebuilds does not hide the others.
        expect.soft(await page.evaluate(() => (window as unknown as { removedOnLoad: string[] }).removedOnLoad), path).toEqual([]);
      }
    });
  }
});

test.describe('header fits', () => {
  // Each test sets its own viewports (1280, 1024, then 1000 px): the project's width plays no part.
  test.skip(atPhoneWidth, 'sets its own viewport: runs in the desktop project only');

  for (const path of ['/', '/blog', '/en']) {
    test(`${path}: from 1024 px the whole menu shows on one line, aligned with the content; below, the menu button takes over`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const header = page.locator('header').first();
      const nav = page.getByRole('navigation', { name: /Meniu principal|Main menu/ });
      const menuButton = page.locator('button[aria-controls="mobile-menu"]');
      // A 1024 px laptop gets the desktop navigation too (issue 45), not a menu button beside an empty bar.
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(nav, `${width} px`).toBeVisible();
        await expect(menuButton, `${width} px`).toBeHidden();
        const lines = await header.locator('a, button').evaluateAll((els) =>
          els.filter((e) => e.checkVisibility()).map((e) => ({ text: e.textContent!.trim(), height: e.getBoundingClientRect().height })),
        );
        expect(lines.length).toBeGreaterThan(8);
        for (const { text, height } of lines) expect(height, `${width} px: "${text}" wraps`).toBeLessThanOrEqual(46);
        expect(await header.evaluate((h) => h.scrollWidth <= h.clientWidth), `${width} px`).toBe(true);
        // One left edge: the header's logo starts where the content column (and the footer's logo) does.
        const logo = (await header.getByRole('link', { name: /^Studio Creativ,/ }).boundingBox())!;
        const footerLogo = (await page.getByRole('contentinfo').getByRole('link', { name: /^Studio Creativ,/ }).boundingBox())!;
        expect(Math.abs(logo.x - footerLogo.x), `${width} px: header logo at ${logo.x}, column from ${footerLogo.x}`).toBeLessThanOrEqual(1);
      }
      await page.setViewportSize({ width: 1000, height: 800 });
      await expect(menuButton).toBeVisible();
      await expect(nav).toBeHidden();
    });
  }
});

test.describe('typesetting on a phone', () => {
  test.skip(atPhoneWidth, 'sets its own viewports: runs in the desktop project only');

  // A figure and its unit ("24 de ore", "150–400 RON", "1,5 secunde") never end one line and start the next
  // (lib/typography.tsx keepWhole). Each of these pages split one at 375 or 414 px before.
  const pages = ['/', '/contact', '/portfolio', '/privacy', '/portfolio/brutarie-artizanala-spicul-auriu', '/blog/wordpress-wix-sau-cod-personalizat-ce-alegi'];
  test('a figure stays on one line with its unit', async ({ page }) => {
    for (const width of [375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(path);
        const split = await page.evaluate(() => {
          const figure = /(?<![\p{L}\p{N}])\d[\d.,]*(?:\s?[–-]\s?\d[\d.,]*)?\s(?:de\s)?(?:RON|ore|zile|minute|secunde|luni|ani|pagini|săptămâni)(?![\p{L}\p{M}])/gu;
          const found: string[] = [];
          let checked = 0;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            if (!node.parentElement?.checkVisibility()) continue;
            for (const match of node.data.matchAll(figure)) {
              checked++;
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (lines.size > 1) found.push(match[0]);
            }
          }
          return { checked, found };
        });
        expect(split.checked, `${width} px ${path}: figures with units on the page`).toBeGreaterThan(0);
        expect(split.found, `${width} px ${path}`).toEqual([]);
      }
    }
  });
});
