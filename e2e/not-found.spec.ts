import { expect, seriousViolations, test } from './fixtures';

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

  test('raw HTML of an unknown path has status 404 and the Romanian text', async ({ request }) => {
    const response = await request.get('/blog/nu-exista');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Pagina nu a fost găsită');
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
