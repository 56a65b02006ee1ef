import { formatRgb } from 'culori';
import { derivePalettes } from '../lib/brand';
import { siteConfig } from '../lib/site';
import Database from 'better-sqlite3';
import { isCloudflare, queryD1 } from './cloudflare';
import { expect, test } from './fixtures';
import { getArticles, getProjects } from '../lib/content';
import { slugify } from '../lib/text';

// Runs in the "no-js" project only (playwright.config.ts): javaScriptEnabled is false, so every click is
// the platform's own behaviour on the pre-rendered HTML.

test.describe('menus without JavaScript, at 1280 px', () => {
  test('the services dropdown opens from its button, closes on Escape with focus back, and its links navigate', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    const toggle = nav.getByRole('button', { name: 'Submeniu Cu ce ne ocupăm' });
    const sub = nav.getByRole('link', { name: 'WordPress Development' });
    await expect(sub).toBeHidden();
    await toggle.click();
    await expect(sub).toBeVisible();
    // The chevron turns with the popover's state (CSS).
    await expect(toggle.locator('svg')).toHaveCSS('rotate', '180deg');
    // (Away from the item first: while a pointer rests on it, hovering shows the list by itself.)
    await page.mouse.move(640, 600);
    await page.keyboard.press('Escape');
    await expect(sub).toBeHidden();
    await expect(toggle).toBeFocused();
    // From the keyboard: Enter opens, the list follows the button in the tab order.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Web Design', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await sub.click();
    // A full page load: the new page starts with the list closed.
    await expect(page).toHaveURL(/\/services#wordpress$/);
    await expect(page.locator('#wordpress')).toBeInViewport();
  });

  test('hovering the services item shows its list', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    await nav.getByRole('link', { name: 'Cu ce ne ocupăm', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Marketing Digital' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(nav.getByRole('link', { name: 'Marketing Digital' })).toBeHidden();
  });

  test('the theme follows the system and the toggle, which needs a script, is not shown', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      formatRgb(derivePalettes(siteConfig.brand).dark.background),
    );
    await expect(page.locator('[data-theme-toggle]')).toBeHidden();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
  });
});

test.describe('menus without JavaScript, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('the mobile menu opens, names its state, closes on Escape and its links navigate', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Meniu mobil' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Închide meniul' });
    await expect(close).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Deschide meniul' })).toBeFocused();
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    for (const name of [
      'Acasă',
      'Despre noi',
      'Cu ce ne ocupăm',
      'Portofoliu clienți',
      'Blog',
      'Grafică',
      'Prețuri',
      'Contactează-ne',
    ])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Portofoliu clienți' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expect(menu.getByRole('link', { name: 'Portofoliu clienți' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('pictures are plain lazy images: each one loads as the visitor scrolls to it', async ({ page }) => {
  // No head script, so no gate (lib/pictures.ts): nothing is kept out of the layout.
  await page.goto('/portfolio');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-pictures'))).toBe(false);
  const pictures = page.locator('[data-testid="projects-list"] picture[data-lazy]');
  expect(await pictures.count()).toBeGreaterThan(3);
  const last = pictures.nth(5).locator('img');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the blog says plainly that its search needs JavaScript', async ({ request }) => {
  // In the HTML: a <noscript> line (Chromium with scripts disabled through DevTools, as here, still parses
  // <noscript> as if scripting were on, so the raw HTML is checked rather than the rendering).
  const html = await (await request.get('/blog')).text();
  expect(html).toMatch(
    /<noscript><p[^>]*>Căutarea are nevoie de JavaScript; toate articolele sunt în lista de mai jos\.<\/p><\/noscript>/,
  );
});

test.describe('filters, view toggle and "load more" as links, without JavaScript', () => {
  test('portfolio: a chip shows its category, the list view keeps it, "load more" shows every project', async ({
    page,
  }) => {
    const projects = getProjects();
    await page.goto('/portfolio');
    const grid = page.getByTestId('projects-list');
    await expect(grid.getByRole('article')).toHaveCount(8);
    await page.getByRole('link', { name: 'Încarcă mai multe proiecte' }).click();
    await expect(page).toHaveURL(/\/portfolio#proiecte-all-grid$/);
    await expect(grid.getByRole('article')).toHaveCount(projects.length);
    await expect(page.getByRole('link', { name: 'Încarcă mai multe proiecte' })).toBeHidden();

    const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
    await chips.getByRole('link', { name: /^Branding/ }).click();
    await expect(page).toHaveURL(/\/portfolio\?categorie=branding#proiecte-branding-grid$/);
    const branding = projects.filter((p) => p.categories.includes('branding'));
    await expect(grid.getByRole('article')).toHaveCount(branding.length);
    for (const p of branding) await expect(grid.getByRole('heading', { name: p.title })).toBeVisible();
    await expect(chips.getByRole('link', { name: /^Branding/ })).toHaveAttribute('aria-current', 'true');
    await expect(chips.getByRole('link', { name: /^Toate/ })).not.toHaveAttribute('aria-current', 'true');

    // The list view, still Branding: the cards become rows.
    await page.getByRole('link', { name: 'Afișare listă' }).click();
    await expect(page).toHaveURL(/categorie=branding&vizualizare=list#proiecte-branding-list$/);
    await expect(grid.getByRole('article')).toHaveCount(branding.length);
    await expect(page.getByRole('link', { name: 'Afișare listă' })).toHaveAttribute('aria-current', 'true');
    const [first, second] = await grid
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
    expect(second!, 'one card a row').toBeGreaterThan(first! + 100);
    expect(
      await grid
        .getByRole('article')
        .first()
        .evaluate((c) => getComputedStyle(c).flexDirection),
    ).toBe('row');
    await chips.getByRole('link', { name: /^Marketing/ }).click();
    await expect(page).toHaveURL(/categorie=marketing&vizualizare=list/);
    await expect(grid.getByRole('article')).toHaveCount(
      projects.filter((p) => p.categories.includes('marketing')).length,
    );
  });

  test('portfolio at 375 px: the filter button shows the chips, which then filter', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/portfolio');
    const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
    await expect(chips).toBeHidden();
    await page.getByRole('link', { name: 'Filtrează', exact: true }).click();
    await expect(chips).toBeVisible();
    await chips.getByRole('link', { name: /^WordPress/ }).click();
    await expect(chips).toBeVisible();
    await expect(page.getByTestId('projects-list').getByRole('article')).toHaveCount(
      getProjects().filter((p) => p.categories.includes('wordpress')).length,
    );
  });

  test('blog: a chip, a tag from the sidebar and "load more" work as links', async ({ page }) => {
    const articles = getArticles();
    await page.goto('/blog');
    const region = page.getByRole('region', { name: 'Articole' });
    // The featured article and the first five.
    await expect(region.getByRole('article')).toHaveCount(6);
    await expect(region.getByText(`${articles.length} de articole`).filter({ visible: true })).toBeVisible();
    await page.getByRole('link', { name: 'Încarcă mai multe articole' }).click();
    await expect(region.getByRole('article')).toHaveCount(articles.length);

    await page
      .getByRole('group', { name: 'Filtrează după categorie' })
      .getByRole('link', { name: /^Marketing/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?categorie=marketing#articole-marketing$/);
    const marketing = articles.filter((a) => a.category === 'marketing');
    await expect(region.getByRole('article')).toHaveCount(marketing.length);
    await expect(region.getByText(`${marketing.length} articole găsite`).filter({ visible: true })).toBeVisible();

    await page
      .getByRole('region', { name: 'Etichete populare' })
      .getByRole('link', { name: /^WordPress/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?eticheta=wordpress#articole-eticheta-wordpress$/);
    const tagged = articles.filter((a) => a.tags.some((t) => slugify(t) === 'wordpress'));
    await expect(region.getByRole('article')).toHaveCount(tagged.length);
    for (const a of tagged) await expect(region.getByRole('heading', { name: a.title })).toBeVisible();
    await page.getByRole('link', { name: /Etichetă: WordPress/ }).click();
    await expect(region.getByRole('article')).toHaveCount(articles.length);
  });

  test("an article's category link opens the list filtered", async ({ page }) => {
    const article = getArticles().find((a) => a.category === 'branding')!;
    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('link', { name: 'Branding', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog\?categorie=branding#articole-branding$/);
    await expect(page.getByRole('region', { name: 'Articole' }).getByRole('article')).toHaveCount(
      getArticles().filter((a) => a.category === 'branding').length,
    );
  });
});

test.describe('the free consultation without JavaScript', () => {
  test('the booking page leads to the service\'s page of free slots; one choice and the form book it', async ({ page }, info) => {
    const email = `fara-js-programare-${Date.now().toString(36)}@firma.ro`;
    await page.goto('/programare');
    await page.getByRole('link', { name: 'Vezi intervalele libere' }).click();
    // The forms service's own page, in the site's look, with today's free slots (not frozen at build time).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programează consultanța gratuită');
    expect(await page.locator('script').count()).toBe(0);
    // The last slot listed (the browser test with a script books on the first day).
    const choice = page.locator('input[name="start"]').last();
    const start = (await choice.getAttribute('value'))!;
    await choice.check();
    await page.getByRole('textbox', { name: 'Nume complet' }).fill('Mihai Georgescu');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Despre ce vrei să vorbim?' }).fill('Un magazin online');
    await page.getByRole('button', { name: 'Programează' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gata, ești programat!');
    const sql = 'SELECT b.start_at, l.name FROM bookings b JOIN leads l ON l.ref = b.lead_ref WHERE l.email = ?';
    const rows = isCloudflare(info)
      ? queryD1(sql, [email])
      : (() => {
          // The shared web server's throwaway data directory (playwright.config.ts).
          const db = new Database(`${process.env.TMPDIR || '/tmp'}/e2e-shared-forms-${process.env.E2E_PORT}/forms.db`, { readonly: true });
          try {
            return db.prepare(sql).all(email);
          } finally {
            db.close();
          }
        })();
    expect(rows).toEqual([{ start_at: Date.parse(start), name: 'Mihai Georgescu' }]);
  });
});
