import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, derivePalettes, type BrandKit } from '@/lib/brand';
import { drawBrandAssets, logoIcon, logoLook, renderPng, typographicIcon, type MarkInput } from '@/lib/brand-mark';
import { displayFont, textFont } from '@/lib/display-font';
import type { LogoFile } from '@/lib/logo';
import { ogCard } from '@/lib/og-card';
import { siteConfig } from '@/lib/site';

/**
 * The favicon, the app icons and the Open Graph cards follow the brand kit (issue 34): drawn from the kit's
 * colours, corner and font pairing and the brand's name, or from the logo when there is one.
 */
const WINE: BrandKit = { primary: '#7b1e3a', accent: '#e1ad01', radius: 16, fonts: 'geometric' };
const input = (kit: BrandKit, logo?: LogoFile): MarkInput => ({ kit, name: siteConfig.name, logo });
const svgLogo = (fill: string): LogoFile => ({
  file: 'content/site/logo.svg',
  type: 'svg',
  data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M10 90L50 10L90 90z" fill="${fill}"/></svg>`),
});

type Pixels = { width: number; height: number; at(x: number, y: number): string; alpha(x: number, y: number): number; colours: Map<string, number> };
async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const hex = (i: number) => `#${[0, 1, 2].map((c) => data[i + c]!.toString(16).padStart(2, '0')).join('')}`;
  const colours = new Map<string, number>();
  for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 255) colours.set(hex(i), (colours.get(hex(i)) ?? 0) + 1);
  const index = (x: number, y: number) => (y * info.width + x) * 4;
  return { width: info.width, height: info.height, at: (x, y) => hex(index(x, y)), alpha: (x, y) => data[index(x, y) + 3]!, colours };
}
/** The colour most pixels have, and its share of the opaque ones. */
function dominant({ colours }: Pixels): [string, number] {
  const total = [...colours.values()].reduce((a, b) => a + b, 0);
  const [colour, count] = [...colours].sort((a, b) => b[1] - a[1])[0]!;
  return [colour, count / total];
}

describe('without a logo: the initials in the display font, in the kit’s colours', async () => {
  const [shipped, wine] = await Promise.all([drawBrandAssets(input(siteConfig.brand)), drawBrandAssets(input(WINE))]);
  const palette = derivePalettes(siteConfig.brand).light;

  it('the app icon is the kit’s primary (its band colour), with the letters in the band’s text colour and a full stop in the accent', async () => {
    const icon = await pixels(shipped['icon-512.png']);
    expect([icon.width, icon.height]).toEqual([512, 512]);
    // The shipped primary reads under light text as it is, so the band is the primary itself.
    expect(palette.brand).toBe(siteConfig.brand.primary);
    const [colour, share] = dominant(icon);
    expect(colour).toBe(siteConfig.brand.primary);
    expect(share).toBeGreaterThan(0.6);
    expect(icon.colours.get(palette['ink-foreground']) ?? 0).toBeGreaterThan(512 * 512 * 0.04);
    expect(icon.colours.get(palette.accent) ?? 0).toBeGreaterThan(500);
    // A rounded tile (the kit's corner); the touch and maskable icons are square and opaque.
    expect(icon.alpha(1, 1)).toBe(0);
    for (const name of ['apple-touch-icon.png', 'icon-maskable-512.png'] as const) {
      const square = await pixels(shipped[name]);
      expect(square.alpha(0, 0), name).toBe(255);
      expect(square.at(0, 0), name).toBe(palette.brand);
    }
  });

  it('the favicon SVG draws the letters as outlines (no text, no font to fetch) in the kit’s colours', () => {
    const svg = shipped['icon.svg'].toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(svg).not.toMatch(/<text|href|url\(|gradient/i);
    for (const colour of [palette.brand, palette['ink-foreground'], palette.accent]) expect(svg).toContain(`fill="${colour}"`);
  });

  it('another kit gives another icon: the wine kit’s band, its corner, its colours', async () => {
    const winePalette = derivePalettes(WINE).light;
    expect(dominant(await pixels(wine['icon-192.png']))[0]).toBe(winePalette.brand);
    expect(dominant(await pixels(wine['favicon-48.png']))[0]).toBe(winePalette.brand);
    const corner = (kit: BrandKit) => ` rx="${Math.round(kit.radius * 0.75)}"`;
    expect(siteConfig.brand.radius).not.toBe(WINE.radius);
    expect(wine['icon.svg'].toString()).toContain(corner(WINE));
    expect(shipped['icon.svg'].toString()).toContain(corner(siteConfig.brand));
    expect(wine['error-page.css'].toString()).toContain(`--color-primary:${WINE.primary}`);
  });

  it('the letters are the pairing’s display face: another pairing, other outlines', async () => {
    const letters = async (fonts: BrandKit['fonts']) =>
      /<path d="([^"]+)" fill/.exec(await typographicIcon(input({ ...siteConfig.brand, fonts })))![1];
    expect(displayFont({ fonts: 'editorial' }).file).not.toBe(displayFont({ fonts: 'geometric' }).file);
    expect(await letters('editorial')).not.toBe(await letters('geometric'));
    expect(await letters('geometric')).not.toBe(await letters('clasic'));
  });

  // Three cards through the renderer, whose WebAssembly starts cold: more than vitest's 5 s on a busy machine.
  it('the Open Graph card is the kit’s band, the wordmark and the title in the display face; a logo adds its tile', async () => {
    const faces = (kit: BrandKit, assets: typeof shipped) => ({
      display: { family: displayFont(kit).family, data: assets['og-display.ttf'] },
      text: { family: textFont(kit).family, data: assets['og-text.ttf'] },
    });
    const card = async (kit: BrandKit, mark?: Buffer) =>
      pixels(
        Buffer.from(
          await ogCard({
            title: 'Identitate vizuală pentru o brutărie',
            eyebrow: 'Portofoliu · Branding',
            name: siteConfig.name,
            tagline: siteConfig.tagline,
            address: 'www.studiocreativ.ro',
            footer: 'Design & marketing',
            kit,
            mark,
            fonts: faces(kit, kit === WINE ? wine : shipped),
          }).arrayBuffer(),
        ),
      );
    const shippedCard = await card(siteConfig.brand);
    expect([shippedCard.width, shippedCard.height]).toEqual([1200, 630]);
    expect(dominant(shippedCard)[0]).toBe(siteConfig.brand.primary);
    const wineCard = await card(WINE);
    const winePalette = derivePalettes(WINE).light;
    expect(dominant(wineCard)[0]).toBe(winePalette.brand);
    // The title is there, in the band's text colour: a real share of the card; the accent marks the eyebrow.
    expect(wineCard.colours.get(winePalette['ink-foreground']) ?? 0).toBeGreaterThan(1200 * 630 * 0.02);
    expect(wineCard.colours.get(winePalette.accent) ?? 0).toBeGreaterThan(1000);
    // A logo adds its white tile (72 px square, the corners rounded) before the name.
    const look = await logoLook(svgLogo('#1f2937'), WINE);
    const withLogo = await card(WINE, await renderPng(logoIcon(look, WINE, { square: false }, look.image.png), 144));
    expect(withLogo.colours.get('#ffffff') ?? 0).toBeGreaterThan(72 * 72 * 0.5);
    expect(wineCard.colours.get('#ffffff') ?? 0).toBe(0);
  }, 30_000);
});

describe('with a logo: the logo on its tile', async () => {
  const without = await drawBrandAssets(input(DEFAULT_BRAND));
  const dark = await drawBrandAssets(input(DEFAULT_BRAND, svgLogo('#1f2937')));

  it('replaces the initials in every icon and on the cards', () => {
    for (const name of ['icon.svg', 'favicon-48.png', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'og-mark.png'] as const)
      expect(dark[name].equals(without[name]), name).toBe(false);
  });

  it('a dark logo sits on white, drawn from the file itself (an image inside the SVG, never its markup)', async () => {
    const icon = await pixels(dark['icon-512.png']);
    expect(dominant(icon)[0]).toBe('#ffffff');
    expect(icon.at(256, 300)).toBe('#1f2937');
    const svg = dark['icon.svg'].toString();
    expect(svg).toContain(`href="data:image/svg+xml;base64,${svgLogo('#1f2937').data.toString('base64')}"`);
    expect(svg).not.toContain('<path');
  });

  it('a white logo sits on the kit’s band; a PNG logo is drawn too', async () => {
    const white = await drawBrandAssets(input(WINE, svgLogo('#ffffff')));
    expect(dominant(await pixels(white['icon-512.png']))[0]).toBe(derivePalettes(WINE).light.brand);
    const png: LogoFile = {
      file: 'content/site/logo.png',
      type: 'png',
      data: await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0e7490' } }).png().toBuffer(),
    };
    const filled = await drawBrandAssets(input(WINE, png));
    // A logo that fills its square to the corners is the whole icon, cut to the tile.
    expect(dominant(await pixels(filled['icon-512.png']))[0]).toBe('#0e7490');
    expect(filled['icon.svg'].toString()).toContain('href="data:image/png;base64,');
  });
});
