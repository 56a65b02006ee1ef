import fs from 'node:fs';
import path from 'node:path';
import tailwind from '@tailwindcss/postcss';
import { formatRgb } from 'culori';
import postcss from 'postcss';
import { BRAND_PRESETS, brandCss, derivePalettes, type BrandColors, type BrandKit } from '../lib/brand';
import { brandFonts } from '../lib/fonts';
import { siteConfig } from '../lib/site';
import { expect, seriousViolations, test } from './fixtures';

/**
 * The brand kit reaches the pages (issue 34): the built site's buttons and cards are the shipped kit's, and
 * another kit, compiled by Tailwind exactly as `next build` compiles app/globals.css, recolours the same
 * built page (its style sheet swapped for the recompiled one: a whole rebuild would only add time).
 */
const WINE: BrandColors = { primary: '#7b1e3a', accent: '#e1ad01', radius: 4 };

async function compiled(kit: BrandColors | BrandKit): Promise<string> {
  const file = path.resolve('app/globals.css');
  const source = fs.readFileSync(file, 'utf8').replace("@import './brand.generated.css';", brandCss(kit));
  expect(source).toContain(`--color-primary: ${kit.primary};`);
  const plugin = tailwind({ base: process.cwd() }) as postcss.AcceptedPlugin;
  return (await postcss([plugin]).process(source, { from: file })).css;
}

/** Where a swapped-in kit's fonts are asked for: the site's own media folder, as next/font puts them. */
const kitFontUrl = (file: string) => `/_next/static/media/kit-${path.basename(file)}`;

/**
 * The @font-face rules next/font writes for a pairing (app/fonts/pairings/), under other names: the swapped
 * style sheet replaces the build's, whose faces are the shipped pairing's.
 */
function fontFaces(kit: BrandKit): string {
  const { body, display } = brandFonts(kit);
  const face = (family: string, file: string, weight: string) =>
    `@font-face{font-family:"${family}";src:url(${kitFontUrl(file)}) format("woff2");font-weight:${weight};font-display:swap}`;
  const own = display.file !== body.file;
  return [
    face('kit-text', body.file, body.weight),
    own ? face('kit-display', display.file, '100 900') : '',
    `:root{--font-text:"kit-text",ui-sans-serif,system-ui,Arial,sans-serif${own ? ';--font-heading:"kit-display"' : ''}}`,
  ].join('\n');
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

test('the built pairing: only its files, preloaded, from the site’s origin; the headings in its display face', async ({ page, baseURL }) => {
  const fonts = brandFonts(siteConfig.brand);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const loaded: number[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font') loaded.push((await response.body()).length);
  });
  const response = await page.goto('/');
  const html = (await response!.text()).match(/<link rel="preload" href="[^"]+" as="font"[^>]*>/g) ?? [];
  expect(html, 'one preload per file of the pairing').toHaveLength(fonts.files.length);
  await page.evaluate(() => document.fonts.ready);
  // Every request stays on the site's origin, and the fonts are the pairing's files, each once.
  expect(requests.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
  await expect.poll(() => loaded.length).toBe(fonts.files.length);
  expect(loaded.sort()).toEqual(fonts.files.map((file) => fs.statSync(file).size).sort());
  const family = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await family('h1')).toMatch(fonts.display === fonts.body ? /^"?body"?,/ : /^"?display"?,/);
  expect(await family('main p')).toMatch(/^"?body"?,/);
});

// Every preset other than the shipped one (that one is the build, which e2e/routes.spec.ts and
// e2e/theme.spec.ts scan page by page), its colours and its fonts swapped in like WINE above: axe's colour
// rules find nothing in either theme (the other rules read the markup, which a kit does not change), and its
// faces load from the site's origin. The home page: the bands, buttons, cards and headings a kit changes are
// all on it. The build's own font preloads go unused under the swapped style sheet: that warning is expected.
test.describe('the presets', () => {
  test.use({ expectedConsole: /\/_next\/static\/media\/(?!kit-)\S+ was preloaded using link preload but not used/ });
  for (const [name, kit] of Object.entries(BRAND_PRESETS).filter(([, kit]) => kit.primary !== siteConfig.brand.primary)) {
    test(`${name}: axe finds no contrast problem in either theme, and its fonts come from the site’s origin`, async ({ page, baseURL }) => {
      const css = `${await compiled(kit)}\n${fontFaces(kit)}`;
      await page.route('**/_next/static/chunks/*.css', (route) => route.fulfill({ contentType: 'text/css', body: css }));
      await page.route('**/_next/static/media/kit-*', (route) =>
        route.fulfill({
          contentType: 'font/woff2',
          body: fs.readFileSync(path.join('app/fonts', path.basename(new URL(route.request().url()).pathname).slice('kit-'.length))),
        }),
      );
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
      });
      await page.goto('/');
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
      });
      expect(faces.sort()).toEqual(brandFonts(kit).files.length === 2 ? ['kit-display', 'kit-text'] : ['kit-text']);
      expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?kit-/);
      for (const theme of ['light', 'dark'] as const) {
        // The theme toggle's way: the head script's attribute on <html>.
        await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
          .toBe(formatRgb(derivePalettes(kit)[theme].background));
        // The buttons' colours move in a short transition (transition-colors): axe reads them once settled.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        expect(await seriousViolations(page, { rules: ['color-contrast', 'link-in-text-block'] }), `${name}, ${theme} theme`).toEqual([]);
      }
      expect(foreign).toEqual([]);
    });
  }
});
