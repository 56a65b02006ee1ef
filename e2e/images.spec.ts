import type { Page } from '@playwright/test';
import { getArticles, getProjects } from '../lib/content';
import { atPhoneWidth, expect, seriousViolations, test } from './fixtures';

const project = getProjects().find((p) => p.galleryImages.length >= 2)!;
const article = getArticles()[0]!;

/**
 * Chromium fetches a `loading="lazy"` image as soon as it is within 1250 px of the viewport; the head
 * script (lib/pictures.ts) keeps a lazy picture's `<img>` out of the layout until the picture is on screen,
 * so before the visitor scrolls only the first screen's pictures are asked for.
 */

/** The picture files requested so far, by path. */
function imageRequests(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/img/')) seen.add(pathname);
  });
  return seen;
}

/** Every `<img>` of the page with the files it may request, its position and attributes. */
async function images(page: Page) {
  return page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => {
      const el = img as HTMLImageElement;
      const sources = [...(el.parentElement?.querySelectorAll('source') ?? [])].flatMap((s) =>
        s.srcset.split(',').map((c) => new URL(c.trim().split(/\s+/)[0]!, location.href).pathname),
      );
      // A lazy picture's <img> is out of the layout until it is near the screen: its <picture> holds the box.
      const box = el.parentElement?.tagName === 'PICTURE' ? el.parentElement : el;
      return {
        files: [...sources, new URL(el.src, location.href).pathname],
        top: box.getBoundingClientRect().top + window.scrollY,
        width: el.getAttribute('width'),
        height: el.getAttribute('height'),
        alt: el.getAttribute('alt'),
        loading: el.getAttribute('loading'),
        fetchpriority: el.getAttribute('fetchpriority'),
        currentSrc: el.currentSrc,
        complete: el.complete && el.naturalWidth > 0,
        // The lists keep every entry in the page and hide the ones not shown (their lazy pictures never load).
        visible: box.checkVisibility(),
        near: box.hasAttribute('data-near'),
      };
    }),
  );
}

// Pages with pictures below the first screen, where nothing below it may be asked for before a scroll.
const LONG = new Set(['/', '/portfolio', '/blog', `/portfolio/${project.slug}`]);

// One page load per page proves all three: the first screen's pictures only, then every picture in AVIF.
for (const path of ['/portfolio', '/blog', `/portfolio/${project.slug}`, `/blog/${article.slug}`, '/']) {
  test(`${path}: every <img> has width, height and alt, only the first screen is eager${LONG.has(path) ? ', nothing below it is requested before the visitor scrolls' : ''}, and covers come as AVIF`, async ({
    page,
  }) => {
    // At phone width the pages whose first screen differs most from the desktop's: the home page's hero and
    // a case study's full-width cover. The lists' and the article's pictures are the same <img> markup.
    test.skip(page.viewportSize()!.width < 600 && path !== '/' && path !== `/portfolio/${project.slug}`, 'phone width: / and a case study');
    const requested = imageRequests(page);
    const avif = new Set<string>();
    page.on('response', (response) => {
      if (
        new URL(response.url()).pathname.startsWith('/img/') &&
        response.headers()['content-type'] === 'image/avif'
      )
        avif.add(new URL(response.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const viewport = page.viewportSize()!;
    const before = await images(page);
    const pictures = before.filter((img) => img.files.some((f) => f.startsWith('/img/')));
    expect(pictures.length, 'pictures on the page').toBeGreaterThan(0);
    for (const img of before) {
      expect(Number(img.width), `width of ${img.currentSrc}`).toBeGreaterThan(0);
      expect(Number(img.height), `height of ${img.currentSrc}`).toBeGreaterThan(0);
      expect(img.alt?.trim().length ?? 0, `alt of ${img.currentSrc}`).toBeGreaterThan(2);
    }
    // Eager pictures are the ones a visitor sees without scrolling; at most one asks for high priority.
    for (const img of pictures.filter((i) => i.loading !== 'lazy'))
      expect(img.top, img.files.at(-1)).toBeLessThan(viewport.height);
    expect(pictures.filter((i) => i.fetchpriority === 'high').length).toBeLessThanOrEqual(1);

    if (LONG.has(path)) {
      const shown = before.filter((img) => img.visible && img.files.some((f) => f.startsWith('/img/')));
      const below = shown.filter((img) => img.top > viewport.height);
      expect(below.length, 'pictures below the first screen').toBeGreaterThan(0);
      // A file may also be a picture's on the first screen (a featured project's cover, again in the list).
      const onScreen = new Set(shown.filter((img) => img.top <= viewport.height).flatMap((img) => img.files));
      for (const img of below) {
        expect(img.loading).toBe('lazy');
        expect(img.near, `${img.files.at(-1)} is marked near`).toBe(false);
        expect(
          img.files.filter((f) => requested.has(f) && !onScreen.has(f)),
          `requested before scrolling`,
        ).toEqual([]);
      }
      // The first screen's pictures do come.
      for (const img of shown.filter((i) => i.top < viewport.height - 50))
        await expect.poll(() => img.files.some((f) => requested.has(f)), { timeout: 15_000 }).toBe(true);
      // Scroll as a visitor does: each picture is asked for once it is near (from the first scroll on, one
      // screen ahead).
      for (const img of below) {
        await page.evaluate((top) => window.scrollTo(0, top - 100), img.top);
        await expect.poll(() => img.files.some((f) => requested.has(f)), { timeout: 15_000 }).toBe(true);
      }
    }

    // Scroll everything into view: every picture arrives, and in AVIF.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main picture')].every(
        (p) => !p.checkVisibility() || p.querySelector('img')!.complete,
      ),
    );
    const after = await images(page);
    for (const img of after.filter((i) => i.visible && i.files.some((f) => f.startsWith('/img/')))) {
      expect(img.complete, img.files.at(-1)).toBe(true);
      expect(img.currentSrc, 'the AVIF source is chosen').toMatch(/\.avif$/);
      expect(avif.has(new URL(img.currentSrc).pathname), `${img.currentSrc} served as image/avif`).toBe(true);
    }
  });
}

test('after a client-side navigation the pictures still come as the visitor scrolls', async ({ page }) => {
  // React adds these pictures, not the parser: the head script's MutationObserver hands them on.
  const requested = imageRequests(page);
  await page.goto('/about');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('footer').getByRole('link', { name: /Portofoliu/ }).first().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  // The same document: Next's router rendered the page, no new load.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const pictures = page.locator('[data-testid="projects-list"] picture[data-lazy]');
  await expect(pictures.first()).toBeAttached();
  const last = pictures.nth(5);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-near', '');
  await expect.poll(() => last.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect([...requested].some((f) => f.endsWith('.avif'))).toBe(true);
});

test('the gallery opens a picture full size, moves by keyboard, closes on Escape and gives focus back', async ({
  page,
}) => {
  await page.goto(`/portfolio/${project.slug}`);
  const thumbs = page.locator('[data-gallery-thumb]');
  await expect(thumbs).toHaveCount(project.galleryImages.length);
  const first = thumbs.first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(
    `${project.title}: imaginea 1 din ${project.galleryImages.length}`,
  );
  await expect(dialog.getByRole('img', { name: project.galleryImages[0]!.alt })).toBeVisible();
  if (project.galleryImages[0]!.caption)
    await expect(dialog).toContainText(project.galleryImages[0]!.caption);
  await expect(dialog.getByRole('button', { name: 'Închide galeria' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(
    `${project.title}: imaginea 2 din ${project.galleryImages.length}`,
  );
  await expect(dialog.getByRole('img', { name: project.galleryImages[1]!.alt })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`${project.galleryImages.length} din ${project.galleryImages.length}`);
  // The page behind is inert while the dialog is open: Tab stays inside it.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('a swipe moves to the next picture', async ({ page }) => {
  await page.goto(`/portfolio/${project.slug}`);
  const first = page.locator('[data-gallery-thumb]').first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  const figure = page.getByRole('dialog').locator('figure');
  const box = (await figure.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('dialog')).toContainText(`2 din ${project.galleryImages.length}`);
});

// A context of its own, with the default viewport in either project: the phone width plays no part.
test.describe(() => {
  test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

  test('without JavaScript a thumbnail links to the full-size picture', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/portfolio/${project.slug}`);
    const href = await page.locator('[data-gallery-thumb]').first().getAttribute('href');
    expect(href).toBe(project.galleryImages[0]!.webp.at(-1)!.url);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    await context.close();
  });
});
