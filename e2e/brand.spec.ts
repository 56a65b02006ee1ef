import fs from 'node:fs';
import path from 'node:path';
import tailwind from '@tailwindcss/postcss';
import { formatRgb } from 'culori';
import postcss from 'postcss';
import { brandCss, derivePalettes, type BrandKit } from '../lib/brand';
import { siteConfig } from '../lib/site';
import { expect, test } from './fixtures';

/**
 * The brand kit reaches the pages (issue 34): the built site's buttons and cards are the shipped kit's, and
 * another kit, compiled by Tailwind exactly as `next build` compiles app/globals.css, recolours the same
 * built page (its style sheet swapped for the recompiled one: a whole rebuild would only add time).
 */
const WINE: BrandKit = { primary: '#7b1e3a', accent: '#e1ad01', radius: 4 };

async function compiled(kit: BrandKit): Promise<string> {
  const file = path.resolve('app/globals.css');
  const source = fs.readFileSync(file, 'utf8').replace("@import './brand.generated.css';", brandCss(kit));
  expect(source).toContain('--color-primary: #7b1e3a;');
  const plugin = tailwind({ base: process.cwd() }) as postcss.AcceptedPlugin;
  return (await postcss([plugin]).process(source, { from: file })).css;
}

test('the kit colours the buttons and rounds the cards; another kit, recompiled, recolours them', async ({ page }) => {
  const button = page.getByRole('banner').getByRole('link', { name: 'Contactează-ne' });
  const card = page.locator('[class*="rounded-(--radius-card)"]').first();
  // The brand's mark without a logo: the name as a wordmark, closed by a full stop in the kit's primary.
  const stop = page.getByRole('banner').getByRole('link', { name: `${siteConfig.name}, pagina principală` }).locator('span', { hasText: /^\.$/ });
  const look = async () => ({
    button: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
    text: await button.evaluate((el) => getComputedStyle(el).color),
    radius: await card.evaluate((el) => getComputedStyle(el).borderTopLeftRadius),
    stop: await stop.evaluate((el) => getComputedStyle(el).color),
  });

  await page.goto('/services');
  const shipped = derivePalettes(siteConfig.brand).light;
  expect(await look()).toEqual({
    button: formatRgb(shipped.primary),
    text: formatRgb(shipped['primary-foreground']),
    radius: `${siteConfig.brand.radius}px`,
    stop: formatRgb(shipped.primary),
  });

  const css = await compiled(WINE);
  await page.route('**/_next/static/chunks/*.css', (route) => route.fulfill({ contentType: 'text/css', body: css }));
  await page.goto('/services');
  const wine = derivePalettes(WINE).light;
  expect(await look()).toEqual({
    button: formatRgb(WINE.primary),
    text: formatRgb(wine['primary-foreground']),
    radius: '4px',
    stop: formatRgb(WINE.primary),
  });
  // …and the dark theme is the kit's too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(formatRgb(derivePalettes(WINE).dark.background));
});

test('the owner’s face: until a photo is in content/site/, a monogram in the kit’s colours on About, the author box and the byline', async ({
  page,
}) => {
  const owner = siteConfig.owner.name;
  const initials = owner.split(/\s+/).map((word) => word[0]).join('').slice(0, 1) + owner.split(/\s+/).at(-1)![0];
  const accent = formatRgb(derivePalettes(siteConfig.brand).light.accent);
  await page.goto('/about');
  const about = page.locator('[aria-hidden="true"]', { hasText: new RegExp(`^${initials}$`) }).first();
  await expect(about).toBeVisible();
  expect(await about.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(accent);
  // Decorative: the name is printed beside it.
  await expect(about.locator('xpath=following-sibling::div')).toContainText(owner);
  await page.goto('/blog/cat-costa-un-site-de-prezentare');
  await expect(page.locator('main header [aria-hidden="true"]', { hasText: new RegExp(`^${initials}$`) })).toBeVisible();
  await expect(page.getByRole('region', { name: /Despre autor/i }).locator('[aria-hidden="true"]', { hasText: initials })).toBeVisible();
});
