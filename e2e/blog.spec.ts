import { getArticles } from '../lib/content';
import { atPhoneWidth, expect, test, textOf } from './fixtures';

const articles = getArticles();

test.describe('article pages', () => {
  test('an article shows date, reading time, author, contents, anchors, related and neighbours', async ({ page }) => {
    await page.goto('/blog/cum-se-face-un-logo-bun-proces-variante-formate');
    const header = page.getByRole('article').locator('header').first();
    await expect(header.locator('time')).toHaveText(/^\d{1,2} [a-z]+ 20\d\d$/);
    await expect(header).toContainText(/\d+ min de citit/);
    await expect(header).toContainText('Andreea Popescu');
    // The category, linking to the blog filtered by it.
    await expect(page.locator('a[href="/blog?categorie=branding#articole-branding"]').first()).toHaveText('Branding');
    const toc = page.getByRole('navigation', { name: 'Cuprins' }).filter({ visible: true });
    const first = toc.getByRole('link').first();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await expect(page.locator(`${target} a.heading-anchor`)).toHaveAttribute('href', target);
    await expect(page.getByRole('region', { name: 'Articole similare' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Despre autor' }).getByRole('link', { name: /Află mai multe/ })).toHaveAttribute('href', '/about');
    const neighbours = page.getByRole('navigation', { name: 'Articole vecine' });
    await expect(neighbours.getByRole('link')).toHaveCount(2);
    await neighbours.getByRole('link', { name: /Articolul următor/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Cum se face un logo bun: pași, variante și formate de fișier');
    await expect(page.getByRole('main').getByRole('link', { name: /Contactează-mă/ })).toHaveAttribute('href', '/contact');
  });

  // What the phone width adds nothing to: raw HTML, a tag's link, the crawl without JavaScript (in a
  // context of its own, whose viewport is the default one in either project).
  test.describe(() => {
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    test('every article answers 200 with its title in the raw HTML', async ({ request }) => {
      expect(articles).toHaveLength(24);
      for (const article of articles) {
        const response = await request.get(`/blog/${article.slug}`);
        expect(response.status(), article.slug).toBe(200);
        const html = await response.text();
        // The heading's text (a clitic form such as "page-uri" sits in a no-wrap span: lib/typography.tsx).
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        expect(textOf(h1.replace(/<\/?span[^>]*>/g, '')).trim(), article.slug).toBe(article.title);
      }
    });

    test('a tag on an article lists the articles with that tag', async ({ page }) => {
      await page.goto('/blog/cum-se-face-un-logo-bun-proces-variante-formate');
      await page.getByRole('list', { name: 'Etichete' }).getByRole('link', { name: 'Logo', exact: true }).click();
      await expect(page).toHaveURL(/\/blog\?eticheta=logo#articole-eticheta-logo$/);
      const expected = articles.filter((a) => a.tags.includes('Logo')).length;
      await expect(page.getByTestId('articles-count')).toHaveText(`${expected} articole găsite`);
    });

    test('without JavaScript every article is reachable by plain links from /blog', async ({ request }) => {
      // Plain links are the served HTML's <a href>: a crawl over HTTP follows exactly what a browser
      // without JavaScript could (about 25 pages; rendering them in Chromium took 25 s of CPU on CI).
      const links = async (href: string) => {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        return [...(await response.text()).matchAll(/<a\b[^>]*?\shref="(\/blog\/[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      };
      const seen = new Set<string>();
      const queue = await links('/blog');
      while (queue.length > 0) {
        const href = queue.shift()!.split('#')[0]!;
        if (seen.has(href) || href.endsWith('.xml')) continue;
        seen.add(href);
        queue.push(...(await links(href)));
      }
      for (const article of articles) expect(seen, article.slug).toContain(`/blog/${article.slug}`);
    });
  });
});

test.describe('blog list', () => {
  test.skip(atPhoneWidth, 'viewport-free (filters, load more and the URL: the same links at every width): runs in the desktop project only');

  test('each chip shows exactly its count once everything is loaded', async ({ page }) => {
    await page.goto('/blog');
    const region = page.getByRole('region', { name: 'Articole' });
    const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
    for (const [label, count] of [
      ['Web Design', 8],
      ['Marketing', 6],
      ['WordPress', 5],
      ['Branding', 5],
      ['Toate', 24],
    ] as const) {
      const chip = chips.getByRole('link', { name: `${label} ${count}`, exact: true });
      await chip.click();
      // The list re-renders with the chip: from here on the "more" button's presence is current.
      await expect(chip).toHaveAttribute('aria-current', 'true');
      const more = page.getByRole('link', { name: 'Încarcă mai multe articole' });
      const articles = region.getByRole('article');
      while (await more.isVisible()) {
        const shown = await articles.count();
        await more.click();
        await expect(articles).not.toHaveCount(shown);
      }
      await expect(articles).toHaveCount(count);
    }
  });

  test('a card crops its cover around the centre: the picture stays inside its box', async ({ page }) => {
    // At 1280 px a list card's cover box is 176 px wide; a picture wider than it was clipped from its left edge.
    await page.goto('/blog');
    const covers = await page
      .getByRole('region', { name: 'Articole' })
      .locator('article picture')
      .evaluateAll((pictures) =>
        // The list keeps every article in the page and hides the ones not shown yet.
        pictures.filter((p) => p.checkVisibility()).map((p) => ({
          picture: Math.round(p.getBoundingClientRect().width),
          box: Math.round(p.parentElement!.getBoundingClientRect().width),
          position: getComputedStyle(p.querySelector('img')!).objectPosition,
        })),
      );
    expect(covers).toHaveLength(6);
    for (const cover of covers) expect(cover).toEqual({ picture: cover.box, box: cover.box, position: '50% 50%' });
    expect(covers.at(-1)!.box).toBeLessThan(200);
  });

  test('load more adds five at a time, then disappears', async ({ page }) => {
    await page.goto('/blog');
    const list = page.getByRole('region', { name: 'Articole' }).getByRole('article');
    const more = page.getByRole('link', { name: 'Încarcă mai multe articole' });
    // The featured article plus 5, 10, 15, 20 and then the last 3.
    for (const expected of [6, 11, 16, 21]) {
      await expect(list).toHaveCount(expected);
      await more.click();
    }
    await expect(list).toHaveCount(24);
    await expect(more).toHaveCount(0);
  });

  test('a filtered view survives a reload and can be shared', async ({ page }) => {
    await page.goto('/blog?categorie=wordpress');
    await expect(page.getByRole('link', { name: 'WordPress 5' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('region', { name: 'Articole' }).getByRole('article')).toHaveCount(5);
    await page.getByRole('link', { name: 'Branding 5' }).click();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Branding 5' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('articles-count')).toHaveText('5 articole găsite');
  });
});

test.describe('search', () => {
  test.skip(atPhoneWidth, 'viewport-free (search and its index: the same search box at every width): runs in the desktop project only');

  test('loads the index only when a search starts, and finds a word of an article body with or without diacritics', async ({ page }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/') && pagefindRequests.push(r.url()));
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    expect(pagefindRequests).toEqual([]);
    const search = page.getByRole('searchbox', { name: 'Caută articole' });
    const results = page.getByRole('region', { name: 'Articole' }).getByRole('article');
    for (const word of ['ștampilă', 'stampila']) {
      await search.fill(word);
      await expect(page.getByTestId('articles-count')).toHaveText('1 articol găsit');
      await expect(results).toHaveCount(1);
      await expect(results.first()).toContainText('Cum se face un logo bun');
    }
    expect(pagefindRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('maps results to articles with the build-time id map, fetching no fragment; without the map it still works', async ({ page }) => {
    const fragments: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/fragment/') && fragments.push(r.url()));
    const slugMap = (await (await page.request.get('/pagefind/slugs.json')).json()) as Record<string, string>;
    // One index per language (issue 21): a result of each Romanian article and of each English translation.
    expect(Object.values(slugMap).sort()).toEqual([...articles, ...getArticles('en')].map((a) => a.slug).sort());

    const search = page.getByRole('searchbox', { name: 'Caută articole' });
    const results = page.getByRole('region', { name: 'Articole' }).getByRole('article');
    await page.goto('/blog?q=site');
    await expect(page.getByTestId('articles-count')).toHaveText(/^\d+ (de )?articole găsite$/);
    await expect(search).toHaveValue('site');
    const count = await results.count();
    expect(count).toBeGreaterThan(3);
    const withMap = await results.getByRole('heading').allTextContents();
    expect(fragments).toEqual([]);

    // An older deploy without the map: each result's fragment tells its article, same answer.
    await page.route('**/pagefind/slugs.json', (route) => route.abort());
    await page.goto('/about');
    await page.goto('/blog?q=site');
    await expect(page.getByTestId('articles-count')).toHaveText(/^\d+ (de )?articole găsite$/);
    await expect(results).toHaveCount(count);
    await expect.poll(() => fragments.length).toBeGreaterThan(0);
    expect(await results.getByRole('heading').allTextContents()).toEqual(withMap);
  });

  test('submitting with the keyboard keeps the query in the URL; nonsense says no results', async ({ page }) => {
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Caută articole' });
    await search.focus();
    await page.keyboard.type('pret');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=pret/);
    const results = page.getByRole('region', { name: 'Articole' }).getByRole('article');
    await expect(results.first()).toContainText('Cât costă un site de prezentare');
    await search.fill('xqzvwk');
    await expect(page.getByText('Niciun articol nu se potrivește căutării.')).toBeVisible();
    await expect(page.getByTestId('articles-count')).toHaveText('0 articole găsite');
    await page.reload();
    await expect(search).toHaveValue('xqzvwk');
    await expect(page.getByText('Niciun articol nu se potrivește căutării.')).toBeVisible();
  });
});

test.describe('feed', () => {
  test.skip(atPhoneWidth, 'viewport-free (the feed and its <link>: no viewport in either): runs in the desktop project only');

  test('/blog/rss.xml parses as XML, lists all 24 articles and is linked from every page', async ({ page, request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: [...doc.querySelectorAll('item')].map((i) => ({ title: i.querySelector('title')?.textContent, link: i.querySelector('link')?.textContent })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.items).toHaveLength(24);
    expect(parsed.items[0]!.link).toMatch(/^https:\/\/www\.studiocreativ\.ro\/blog\//);
    for (const path of ['/', '/blog', '/contact', `/blog/${articles[0]!.slug}`]) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/);
    }
  });
});
