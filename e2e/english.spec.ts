/**
 * The English version (issue 21), walked in one page per test: every English route in one loop, so the
 * run costs one browser context, not one per route.
 */
import { blogCategoryOrder } from '../lib/constants';
import { getArticles, getProjects } from '../lib/content';
import { categoryLabel } from '../lib/i18n/categories';
import { englishPaths } from '../lib/i18n/routes';
import { localePath } from '../lib/i18n/locales';
import { getArchivedLetters } from '../lib/newsletter';
import { expect, seriousViolations, test } from './fixtures';

const SITE = 'https://www.studiocreativ.ro';
const local = (url: string) => url.replace(SITE, '') || '/';

/** Romanian words that must not be left in the visible text of an English page. */
const ROMANIAN = ['și', 'Contactează', 'Contactează-ne', 'Încarcă', 'Acasă', 'Despre', 'Toate', 'pentru', 'Înapoi', 'Vezi', 'articole',
  'Caută', 'Prețuri', 'Cuprins', 'Etichete', 'Galerie', 'Rezultat', 'Tehnologii', 'proiecte', 'găsite', 'sau', 'Politica', 'actualizare',
  'Tema', 'automată', 'luminoasă', 'întunecată', 'meniul', 'Linkuri', 'rezervate', 'pagină', 'aceeași'];
const WORD = new RegExp(`(?<![\\p{L}-])(${ROMANIAN.join('|')})(?![\\p{L}-])`, 'u');

// Pages in English: the fixed routes and the translated entries.
const routes = englishPaths().map((bare) => ({ bare, path: localePath(bare, 'en') }));

test.describe('English version', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'walked once, in the desktop project');
  });

  test('every English route: lang="en", no Romanian words, hreflang pairs both ways, the switcher; axe on each template', async ({ page, request }) => {
    // Every English route and its Romanian twin: about a minute and a half on a loaded 2-core machine.
    test.setTimeout(240_000);
    const firstEntry = (prefix: string) => routes.find((r) => r.bare.startsWith(prefix))!.bare;
    const axed = new Set([
      ...routes.filter((r) => !/^\/(blog|portfolio|newsletter)\/./.test(r.bare)).map((r) => r.bare),
      firstEntry('/blog/'),
      firstEntry('/portfolio/'),
      firstEntry('/newsletter/'),
    ]);
    expect(axed.size).toBe(13);
    // Every fixed page of the site has its English twin (the eight routes of the specification, and the
    // booking page of issue 48, /programare and /en/book, and the newsletter's archive of issue 47 with its
    // letters that have an English version).
    expect(routes.length).toBe(10 + getArticles('en').length + getProjects('en').length + getArchivedLetters('en').length);
    for (const { bare, path } of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');

      // Visible text only; names of places and clients keep their letters (the hero line of a case
      // study names "Brutăria Spicul Auriu"), so the check is a list of common Romanian words.
      const text = await page.locator('body').innerText();
      expect(text.match(WORD)?.[0], `${path}: Romanian word in the visible text`).toBeUndefined();
      // And what assistive technology reads: accessible names, alt texts, tooltips.
      const names = await page
        .locator('[aria-label], img[alt], [title]')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('alt'), e.getAttribute('title')].join(' ')).join(' | '));
      expect(names.match(WORD)?.[0], `${path}: Romanian word in an accessible name`).toBeUndefined();

      // hreflang: the page, its Romanian twin and x-default (the Romanian page), and the twin points back.
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
      );
      expect(alternates, path).toEqual({ ro: `${SITE}${bare === '/' ? '' : bare}`, en: `${SITE}${path}`, 'x-default': `${SITE}${bare === '/' ? '' : bare}` });
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE}${path}`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
      const twin = await request.get(local(alternates.ro!));
      expect(twin.status(), `${path} → ${alternates.ro}`).toBe(200);
      const twinHtml = await twin.text();
      expect(twinHtml, `${bare} names its English twin`).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}${path}"/>`);
      expect(twinHtml).toContain('<html lang="ro"');

      // The switcher (a link, so it works without JavaScript) leads to the twin, and the twin's back here.
      const switcher = page.locator('header a[data-language-switcher]').first();
      await expect(switcher).toHaveAttribute('href', bare);
      await expect(switcher).toHaveAttribute('hreflang', 'ro');
      expect(twinHtml).toMatch(new RegExp(`<a href="${path.replace(/[/.]/g, '\\$&')}" hrefLang="en"[^>]*data-language-switcher`));

      // JSON-LD of an entry says its language.
      if (bare.startsWith('/blog/') || bare.startsWith('/portfolio/')) {
        const data = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(data.join('\n'), path).toContain('"inLanguage":"en-GB"');
      }

      // axe on each fixed page and on the first translated article and case study, as routes.spec.ts scans
      // the Romanian site: the other entries are the same two templates with other words.
      if (axed.has(bare)) expect(await seriousViolations(page), `${path}: axe`).toEqual([]);
    }
  });

  test('a Romanian page without a translation switches to the English home', async ({ page }) => {
    await page.goto('/about');
    const switcher = page.locator('header a[data-language-switcher]').first();
    await expect(switcher).toHaveAttribute('href', '/en/about');
    await expect(switcher).toContainText('English');
    const untranslated = getArticles('ro').find((a) => !getArticles('en').some((e) => e.slug === a.slug))!;
    await page.goto(`/blog/${untranslated.slug}`);
    await expect(page.locator('header a[data-language-switcher]').first()).toHaveAttribute('href', '/en');
    await switcher.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/en/blog lists only the translated articles, with counts of its own; English search finds English pages only', async ({ page }) => {
    const english = getArticles('en');
    await page.goto('/en/blog');
    // Chip counts computed from the English articles only.
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('link');
    await expect(chips.first()).toHaveText(`All${english.length}`);
    for (const id of blogCategoryOrder) {
      const count = english.filter((a) => a.category === id).length;
      expect(count, `${id}: two translated articles per main category`).toBeGreaterThanOrEqual(1);
      await expect(chips.filter({ hasText: categoryLabel(id, 'en') })).toHaveText(`${categoryLabel(id, 'en')}${count}`);
    }
    await expect(page.getByTestId('articles-count')).toHaveText(`${english.length} articles`);
    const more = page.getByRole('link', { name: 'Load more articles' });
    const shown = () => page.locator('#articole article h3 a').evaluateAll((as) => as.filter((a) => a.checkVisibility()).length);
    // Each click waits for the list to grow, so the next look at the button sees the page after that render
    // (a click on a button that has just gone waits out the test's timeout).
    while (await more.isVisible()) {
      const before = await shown();
      await more.click();
      await expect.poll(shown).toBeGreaterThan(before);
    }
    const links = await page.locator('#articole article h3 a').evaluateAll((as) => as.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(english.map((a) => `/en/blog/${a.slug}`).sort());

    // The index of the page's language: an English word finds English articles; a Romanian word of a
    // Romanian-only article, nothing. The word must stay in an untranslated article only (a translation
    // of the logo article made "ștampilă" match its English "stamp").
    const romanianWord = 'diacritice';
    const untranslated = getArticles().filter((a) => !english.some((e) => e.slug === a.slug));
    expect(untranslated.some((a) => a.body.includes(romanianWord)), `"${romanianWord}" is in an untranslated article`).toBe(true);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('quote');
    await expect(page.getByTestId('articles-count')).toHaveText(/^\d+ articles? found$/);
    await expect(page.locator('#articole article').first()).toBeVisible();
    const found = await page.evaluate(async (romanianWord) => {
      const pagefind = await import(/* @vite-ignore */ '/pagefind/pagefind.js' as string);
      await pagefind.options({ baseUrl: '/' });
      await pagefind.init();
      const urls = async (q: string) =>
        Promise.all((await pagefind.search(q)).results.map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url));
      return { english: await urls('quote'), romanian: await urls(romanianWord) };
    }, romanianWord);
    expect(found.english.length).toBeGreaterThan(0);
    for (const url of found.english) expect(url).toMatch(/^\/en\/blog\//);
    expect(found.romanian).toEqual([]);
  });

  test('unknown /en/ paths get the English 404 with a 404 status; others the Romanian one', async ({ page, request }) => {
    const english = await request.get('/en/no-such-page');
    expect(english.status()).toBe(404);
    const html = await english.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Oops! Page not found');
    const romanian = await request.get('/nu-exista-deloc');
    expect(romanian.status()).toBe(404);
    expect(await romanian.text()).toContain('<html lang="ro"');
    expect((await request.get('/en/404')).status()).toBe(404);
    const rss = await request.get('/en/blog/rss.xml');
    expect(rss.status()).toBe(200);
    const feed = await rss.text();
    expect(feed).toContain('<language>en</language>');
    expect(feed.match(/<item>/g)).toHaveLength(getArticles('en').length);
    expect(feed).toContain(`${SITE}/en/blog/`);
    await page.goto('/en');
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(`${SITE}/en/blog/rss.xml`);
  });
});
