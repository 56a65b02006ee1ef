import { expect, test } from './fixtures';

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

  test('the theme follows the system and the toggle, which needs a script, is not shown', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(12, 18, 34)');
    await expect(page.locator('[data-theme-toggle]')).toBeHidden();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });
});

test.describe('menus without JavaScript, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('the mobile menu opens, names its state, closes on Escape and its links navigate', async ({ page }) => {
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
    for (const name of ['Acasă', 'Despre noi', 'Cu ce ne ocupăm', 'Portofoliu clienți', 'Blog', 'Grafică', 'Prețuri', 'Contactează-ne'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Portofoliu clienți' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expect(menu.getByRole('link', { name: 'Portofoliu clienți' })).toHaveAttribute('aria-current', 'page');
  });
});

test('the blog says plainly that its search needs JavaScript', async ({ request }) => {
  // In the HTML: a <noscript> line (Chromium with scripts disabled through DevTools, as here, still parses
  // <noscript> as if scripting were on, so the raw HTML is checked rather than the rendering).
  const html = await (await request.get('/blog')).text();
  expect(html).toMatch(/<noscript><p[^>]*>Căutarea are nevoie de JavaScript; toate articolele sunt în lista de mai jos\.<\/p><\/noscript>/);
});
