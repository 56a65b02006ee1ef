import { derivePalettes } from '../lib/brand';
import { siteConfig } from '../lib/site';
import { THEME_COLORS } from '../lib/theme';
import { allLocalizedPages, allPages, pageOgImage } from '../lib/pages';
import { expect, test } from './fixtures';

const SITE = 'https://www.studiocreativ.ro';
const pages = allPages();

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, '&');
}

test.describe('metadata of every page', () => {
  test('unique title and description, canonical, Open Graph and Twitter tags pointing at the site URL', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of pages) {
      const html = await (await request.get(page.path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, page.path).toMatch(/Studio Creativ/);
      titles.add(title!);
      const description = meta(html, 'name', 'description');
      expect(description?.length ?? 0, page.path).toBeGreaterThan(50);
      descriptions.add(description!);
      const canonical = `${SITE}${page.path === '/' ? '' : page.path}`;
      expect(html, page.path).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(meta(html, 'property', 'og:url'), page.path).toBe(canonical);
      expect(meta(html, 'property', 'og:locale')).toBe('ro_RO');
      expect(meta(html, 'property', 'og:image'), page.path).toBe(`${SITE}${pageOgImage(page).url}`);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image'), page.path).toBe(`${SITE}${pageOgImage(page).url}`);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test('every Open Graph image exists and is 1200×630: the generated PNG card, or the JPEG crop of the cover', async ({ request }) => {
    expect(pages.some((p) => p.cover)).toBe(true);
    for (const page of pages) {
      const { url, type } = pageOgImage(page);
      const response = await request.get(url);
      expect(response.status(), page.path).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      const body = await response.body();
      if (type === 'image/png') {
        expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect([body.readUInt32BE(16), body.readUInt32BE(20)], page.path).toEqual([1200, 630]);
      } else {
        // JPEG: the SOF0/SOF2 segment holds height then width.
        let at = 2;
        while (at < body.length && !(body[at + 1]! >= 0xc0 && body[at + 1]! <= 0xc2)) at += 2 + body.readUInt16BE(at + 2);
        expect([body.readUInt16BE(at + 7), body.readUInt16BE(at + 5)], page.path).toEqual([1200, 630]);
      }
    }
  });
});

test.describe('structured data', () => {
  async function jsonLd(request: import('@playwright/test').APIRequestContext, path: string) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    return blocks.flat() as Record<string, unknown>[];
  }
  const byType = (items: Record<string, unknown>[], type: string) => items.find((i) => i['@type'] === type);

  test('the business on every page carries hours and prices from the config', async ({ request }) => {
    const items = await jsonLd(request, '/');
    const business = byType(items, 'ProfessionalService')!;
    expect(business['@context']).toBe('https://schema.org');
    expect(business.priceRange).toBe('500 - 4.500 RON');
    expect(business.email).toBe('contact@studiocreativ.ro');
    const hours = business.openingHoursSpecification as { opens: string; closes: string }[];
    expect(hours.map((h) => `${h.opens}-${h.closes}`)).toEqual(['09:00-18:00', '10:00-14:00']);
    const offers = business.makesOffer as { priceSpecification: { price: number } }[];
    expect(offers.map((o) => o.priceSpecification.price)).toEqual([1500, 2500, 800, 500]);
  });

  test('about has a Person, contact a FAQPage, articles a BlogPosting, case studies a CreativeWork, inner pages breadcrumbs', async ({ request }) => {
    expect(byType(await jsonLd(request, '/about'), 'Person')).toMatchObject({ name: 'Andreea Popescu' });
    const faq = byType(await jsonLd(request, '/contact'), 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(4);
    const article = pages.find((p) => p.path.startsWith('/blog/'))!;
    const articleItems = await jsonLd(request, article.path);
    expect(byType(articleItems, 'BlogPosting')).toMatchObject({ headline: article.title });
    const crumbs = byType(articleItems, 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Acasă', 'Blog', article.title]);
    const project = pages.find((p) => p.path.startsWith('/portfolio/'))!;
    expect(byType(await jsonLd(request, project.path), 'CreativeWork')).toMatchObject({ name: project.title });
    for (const path of ['/about', '/services', '/portfolio', '/blog', '/contact', '/privacy', '/terms']) {
      expect(byType(await jsonLd(request, path), 'BreadcrumbList'), path).toBeTruthy();
    }
  });
});

test.describe('crawlers and icons', () => {
  test('sitemap.xml lists every page and robots.txt points at it', async ({ request, page }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    await page.goto('/');
    const urls = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return [...doc.querySelectorAll('url > loc')].map((l) => l.textContent);
    }, xml);
    // Both languages (issue 21); each page with a twin names it, itself and x-default (lib/sitemap.test.ts).
    expect(new Set(urls)).toEqual(new Set(allLocalizedPages().map((p) => `${SITE}${p.path === '/' ? '' : p.path}`)));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en" />`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('favicon, touch icon, manifest and theme colour', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const tags = [...head.matchAll(/<(?:link|meta) [^>]*>/g)].map((m) => m[0]);
    expect(tags.find((t) => t.startsWith('<link rel="icon"'))).toMatch(/href="\/icon\.svg"/);
    expect(tags.find((t) => t.startsWith('<link rel="apple-touch-icon"'))).toMatch(/href="\/apple-touch-icon\.png"/);
    // One per system preference; the head script sets both to the chosen theme's (e2e/theme.spec.ts).
    // The brand kit's colours (lib/brand.ts): its primary in light, the dark theme's ink.
    expect(tags).toContain(`<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)"/>`);
    expect(tags).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)"/>`);
    expect(tags.find((t) => t.startsWith('<link rel="manifest"'))).toMatch(/href="\/manifest\.webmanifest"/);
    const icon = await request.get('/icon.svg');
    expect(icon.headers()['content-type']).toMatch(/image\/svg\+xml/);
    // The brand's mark (lib/brand-mark.ts): without a logo, the initials on the kit's band colour, drawn as
    // outlines; either way nothing to fetch and nothing to run.
    const svg = await icon.text();
    if (!siteConfig.brand.logo) expect(svg).toContain(`fill="${derivePalettes(siteConfig.brand).light.brand}"`);
    expect(svg).not.toMatch(/<text|<script|https?:\/\/(?!www\.w3\.org\/)/);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.lang).toBe('ro');
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect(manifest.icons).toContainEqual({ src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' });
    expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
    // /favicon.ico for clients that never read the <link>: an ICO directory holding one 48 px PNG.
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    const bytes = await ico.body();
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(bytes[6]).toBe(48);
    expect(bytes.subarray(22, 30).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  });
});

test.describe('legal', () => {
  test('the footer shows the Law 365/2002 identification and the ANPC SAL pictogram', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Studio Creativ SRL · CUI RO12345678 · Nr. Reg. Com. J40/1234/2019 · Str. Exemplului nr. 1, Sector 1, București');
    const sal = footer.getByRole('link', { name: /ANPC - Soluționarea alternativă a litigiilor/ });
    await expect(sal).toHaveAttribute('href', 'https://anpc.ro/ce-este-sal/');
    await sal.scrollIntoViewIfNeeded();
    await expect(sal.getByRole('img')).toHaveJSProperty('naturalWidth', 250);
    await expect(footer.getByRole('link', { name: /ODR|SOL/ })).toHaveCount(0);
  });

  test('the privacy notice states the configured identity, retention and authority', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    for (const text of [
      'Operatorul datelor este Studio Creativ SRL, CUI RO12345678, Nr. Reg. Com. J40/1234/2019, cu sediul în Str. Exemplului nr. 1, Sector 1, București, care activează sub numele Studio Creativ.',
      'cel mult 24 de luni',
      'ANSPDCP',
      'nu folosește cookie-uri',
      'confirmarea dublă',
    ]) {
      await expect(main).toContainText(text);
    }
  });

  test('the terms name who runs the site', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('main')).toContainText(
      'Acest site aparține Studio Creativ SRL (CUI RO12345678, Nr. Reg. Com. J40/1234/2019, Str. Exemplului nr. 1, Sector 1, București), care oferă servicii sub numele Studio Creativ.',
    );
  });
});
