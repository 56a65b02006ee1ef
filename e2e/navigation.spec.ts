import { expect, isMobile, test } from './fixtures';

const MENU = [
  { name: 'Acasă', path: '/' },
  { name: 'Despre noi', path: '/about' },
  { name: 'Cu ce ne ocupăm', path: '/services' },
  { name: 'Portofoliu clienți', path: '/portfolio' },
  { name: 'Blog', path: '/blog' },
];
const SUB_ITEMS = [
  { name: 'Web Design', hash: '#web-design' },
  { name: 'WordPress Development', hash: '#wordpress' },
  { name: 'Grafică', hash: '#graphic-design' },
  { name: 'Marketing Digital', hash: '#marketing' },
];

test.describe('desktop menu', () => {
  test.skip(({ page }) => isMobile(page), 'desktop only');

  test('every item navigates and becomes the current page', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    for (const item of MENU) {
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path === '/' ? '/$' : `${item.path}$`}`));
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('the services item stays current below /services and on an article the blog item is current', async ({
    page,
  }) => {
    await page.goto('/services#marketing');
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    await expect(nav.getByRole('link', { name: 'Cu ce ne ocupăm', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/blog/cat-costa-un-site-de-prezentare');
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the services dropdown opens on hover and closes on leaving', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    const toggle = nav.getByRole('button', { name: 'Submeniu Cu ce ne ocupăm' });
    const sub = nav.getByRole('link', { name: 'WordPress Development' });
    // The chevron is rendered by the server and turns with the button's aria-expanded (CSS only).
    const chevron = toggle.locator('svg');
    await expect(sub).toBeHidden();
    await expect(chevron).toHaveCSS('rotate', 'none');
    await page
      .getByRole('navigation', { name: 'Meniu principal' })
      .getByRole('link', { name: 'Cu ce ne ocupăm' })
      .hover();
    await expect(sub).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(chevron).toHaveCSS('rotate', '180deg');
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(sub).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(chevron).toHaveCSS('rotate', 'none');
  });

  test('each dropdown anchor leads to its section of /services', async ({ page }) => {
    for (const item of SUB_ITEMS) {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Meniu principal' });
      await nav.getByRole('link', { name: 'Cu ce ne ocupăm' }).hover();
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/services${item.hash}$`));
      await expect(page.locator(item.hash)).toBeInViewport();
    }
  });

  test('the dropdown works from the keyboard: Enter opens, Escape closes and keeps focus, Tab out closes', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Submeniu Cu ce ne ocupăm' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('navigation', { name: 'Meniu principal' })
        .getByRole('link', { name: 'Web Design', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Prețuri opens the pricing section and Contactează-ne the contact page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Prețuri' }).click();
    await expect(page).toHaveURL(/\/services#preturi$/);
    await expect(page.getByRole('heading', { name: 'Alege serviciul potrivit' })).toBeInViewport();
    await page.getByRole('banner').getByRole('link', { name: 'Contactează-ne' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('links fetch their page on intent, navigate without reloading the document, and leave modified clicks to the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const rsc: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/portfolio'))
        rsc.push(request.url());
    });
    // Nothing is fetched for a link merely in view.
    await page.waitForLoadState('networkidle');
    expect(rsc).toEqual([]);
    const link = page
      .getByRole('navigation', { name: 'Meniu principal' })
      .getByRole('link', { name: 'Portofoliu clienți' });
    await link.hover();
    await expect.poll(() => rsc.length).toBeGreaterThan(0);

    // A modified click opens a new tab and leaves this page where it is.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      link.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/portfolio');
    await tab.close();
    await expect(page).toHaveURL(/\/$/);

    // A plain click is a client-side navigation: the document (and this marker on its window) survives.
    await page.evaluate(() => Object.assign(window, { samePageMarker: 42 }));
    await link.click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proiecte care vorbesc de la sine');
    expect(await page.evaluate(() => (window as unknown as { samePageMarker?: number }).samePageMarker)).toBe(
      42,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Design și marketing/);
  });

  test('the logo leads home', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Studio Creativ, pagina principală' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('mobile menu', () => {
  test.skip(({ page }) => !isMobile(page), 'mobile only');

  test('the toggle opens it, a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Meniu principal' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Deschide meniul' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The toggle shows lucide's menu icon (three bars) closed and its x icon open (CSS, from the popover's
    // state, so before any script too).
    const bars = 'svg:has(path[d="M4 5h16"])';
    const cross = 'svg:has(path[d="M18 6 6 18"])';
    await expect(toggle.locator(bars)).toBeVisible();
    await expect(toggle.locator(cross)).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Meniu mobil' });
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Închide meniul' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(close.locator(cross)).toBeVisible();
    await expect(close.locator(bars)).toBeHidden();
    for (const item of [
      ...MENU.map((m) => m.name),
      ...SUB_ITEMS.map((s) => s.name),
      'Prețuri',
      'Contactează-ne',
    ]) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Acasă', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('link', { name: 'Portofoliu clienți' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expect(menu.getByRole('link', { name: 'Portofoliu clienți' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a sub-item goes to its section and closes the menu', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    const menu = page.getByRole('navigation', { name: 'Meniu mobil' });
    await menu.getByRole('link', { name: 'Marketing Digital' }).click();
    await expect(page).toHaveURL(/\/services#marketing$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('#marketing')).toBeInViewport();
  });

  test('Escape closes it and returns focus to the toggle', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expect(page.getByRole('navigation', { name: 'Meniu mobil' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Meniu mobil' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Deschide meniul' })).toBeFocused();
  });
});
