/**
 * The brand's mark, drawn at build time (scripts/brand-assets.ts) for the favicon (/icon.svg, /favicon.ico),
 * the app icons (apple-touch-icon, the manifest's) and the Open Graph cards (app/og): the owner's logo when
 * the kit has one (lib/logo.ts), else a typographic mark: the brand name's initials set in the display font
 * of the kit's font pairing (lib/display-font.ts), in the kit's colours, with a full stop in the accent.
 *
 * Everything is one SVG in the end, with no text and no outside reference: the letters are the font's own
 * outlines (shaped by HarfBuzz, so kerning and weight are the font's), the logo an image inside it (a data:
 * URI, where browsers run no script and load nothing). sharp renders the PNGs from that SVG, so no font has
 * to be installed anywhere. The colours are the kit's derived tokens (lib/brand.ts): the band colour
 * (`brand`: the primary, deepened only if its text would not read) behind the letters (`ink-foreground`)
 * and the full stop (`accent`), two pairs the content check holds to 4.5:1.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { decompress } from 'wawoff2';
import { ICON_PNGS, type BrandAssetName } from '@/lib/brand-assets';
import { derivePalettes, errorPageCss, type BrandKit } from '@/lib/brand';
import { displayFont, textFont, type BrandFace } from '@/lib/display-font';
import type { LogoFile } from '@/lib/logo';
import { monogram } from '@/lib/text';

/** The icons' drawing box: 64 units square. */
const BOX = 64;

// ——— The display font ———

const tablesOf = new Map<string, Promise<Uint8Array>>();
/**
 * One WOFF2 decoding at a time, each copied out before the next begins: the decoder hands back a view of its
 * own memory, which its next call overwrites (two pairings drawn at once got each other's glyphs).
 */
let decoding: Promise<unknown> = Promise.resolve();
function decodeWoff2(data: Buffer): Promise<Uint8Array> {
  const decoded = decoding.then(async () => new Uint8Array(await decompress(data)));
  decoding = decoded.catch(() => undefined);
  return decoded;
}

/** The font file as an SFNT (TrueType or OpenType tables), whatever its packaging; read once per file. */
export function fontTables(font: Pick<BrandFace, 'file'>, root = process.cwd()): Promise<Uint8Array> {
  const file = path.resolve(root, font.file);
  let tables = tablesOf.get(file);
  if (!tables) {
    tables = readTables(file, font.file);
    tablesOf.set(file, tables);
  }
  return tables;
}

async function readTables(file: string, name: string): Promise<Uint8Array> {
  const data = fs.readFileSync(file);
  const signature = data.toString('latin1', 0, 4);
  if (signature === 'wOF2') return decodeWoff2(data);
  if (signature === 'true' || signature === 'OTTO' || signature === '\x00\x01\x00\x00') return new Uint8Array(data);
  throw new Error(`${name}: not a WOFF2, TTF or OTF font (signature "${signature}")`);
}

function faceOf(tables: Uint8Array): hb.Face {
  return new hb.Face(new hb.Blob(tables.buffer.slice(tables.byteOffset, tables.byteOffset + tables.byteLength) as ArrayBuffer));
}

/** Every axis at its default, the weight at `weight` within the font's range: a font variation. */
function instanceAt(face: hb.Face, weight: number): Record<string, number> {
  const axes = face.getAxisInfos();
  return Object.fromEntries(
    Object.entries(axes).map(([tag, axis]) => [tag, tag === 'wght' ? Math.min(axis.max, Math.max(axis.min, weight)) : axis.default]),
  );
}

/** What the Open Graph cards print: Latin with Romanian's ă â î ș ț, and typographic punctuation. */
const CARD_CHARACTERS = (() => {
  let chars = '';
  const add = (from: number, to: number) => {
    for (let c = from; c <= to; c++) chars += String.fromCodePoint(c);
  };
  add(0x20, 0x7e);
  add(0xa0, 0x17f);
  add(0x218, 0x21b);
  add(0x2010, 0x2027);
  add(0x2030, 0x203a);
  return `${chars}€™−×`;
})();

/**
 * A static TrueType face at one weight, for the Open Graph renderer (next/og reads TTF, OTF and WOFF, and
 * draws a variable font at its default instance only): the pairing's own TrueType copy when it has one, else
 * the web font instanced at `weight` (a static one as it is).
 */
export async function fontInstance(font: BrandFace, weight: number, root = process.cwd()): Promise<Buffer> {
  if (font.ogFile) return fs.readFileSync(path.resolve(root, font.ogFile));
  const tables = await fontTables(font, root);
  const variation = instanceAt(faceOf(tables), weight);
  if (Object.keys(variation).length === 0) return Buffer.from(tables);
  return subsetFont(Buffer.from(tables), CARD_CHARACTERS, { targetFormat: 'truetype', variationAxes: variation });
}

type Box = { x1: number; y1: number; x2: number; y2: number };
/** A run of text as outlines: `d` in font units, y up, the first glyph's origin at 0; its ink's box. */
type Outline = { glyphs: { d: string; ink: Box | undefined }[]; capHeight: number };

/** Each character of `text` as shaped by the font (kerning, weight), in font units. */
function outline(tables: Uint8Array, text: string, weight: number): Outline {
  const face = faceOf(tables);
  const font = new hb.Font(face);
  const variation = instanceAt(face, weight);
  if (Object.keys(variation).length > 0) font.setVariations(Object.entries(variation).map(([tag, value]) => new hb.Variation(tag, value)));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs: Outline['glyphs'] = [];
  // Display type set large reads better a little tight: 2 % of the em closer, as a designer would track it.
  const tracking = -0.02 * face.upem;
  let x = 0;
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const dx = x + (glyph.xOffset ?? 0);
    const dy = glyph.yOffset ?? 0;
    const d = font
      .glyphToJson(glyph.codepoint)
      .map((command) => command.type + command.values.map((v, i) => (i % 2 === 0 ? v + dx : v + dy)).join(' '))
      .join('');
    const extents = font.glyphExtents(glyph.codepoint);
    const ink =
      extents && extents.width > 0
        ? { x1: dx + extents.xBearing, x2: dx + extents.xBearing + extents.width, y1: dy + extents.yBearing + extents.height, y2: dy + extents.yBearing }
        : undefined;
    glyphs.push({ d, ink });
    x += (glyph.xAdvance ?? 0) + tracking;
  }
  // The cap height: the ink top of H (every Latin font has one), else of the text itself.
  const h = font.glyph('H'.codePointAt(0)!);
  const hExtents = h === undefined ? undefined : font.glyphExtents(h);
  const capHeight = hExtents?.yBearing ?? Math.max(...glyphs.map((g) => g.ink?.y2 ?? 0));
  return { glyphs, capHeight };
}

/** A path in font units (y up) placed in the icon's box (y down): scaled by `s`, origin at (ox, oy). */
function place(d: string, s: number, ox: number, oy: number): string {
  const round = (v: number) => Math.round(v * 100) / 100;
  return d.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, type: string, values: string) => {
    const numbers = values.trim() ? values.trim().split(' ').map(Number) : [];
    return type + numbers.map((v, i) => round(i % 2 === 0 ? ox + v * s : oy - v * s)).join(' ');
  });
}

// ——— The icon ———

export type MarkInput = {
  /** The kit: its colours, its corner, and its font pairing's faces (lib/display-font.ts). */
  kit: BrandKit;
  /** The brand's name (content/site.yaml `name`): the typographic mark's initials. */
  name: string;
  logo?: LogoFile;
  /** Where the fonts' files are found (the project root). */
  root?: string;
};

/**
 * Rounded: the favicon and the `any` app icons, a tile with the kit's corner radius. Square: the touch icon
 * and the maskable icon, whose shape the system cuts (iOS rounds the corners and fills transparency with
 * black; Android cuts a circle or a squircle out of the middle 80 %: `safe` shrinks the mark to fit it).
 */
export type IconShape = { square: boolean; safe?: number };

/** The logo's look, measured once: whether it fills its square, and the tile behind it when it does not. */
export type LogoLook = { fills: boolean; tile: string; image: { svg: string; png: string } };

/** The tile's corner radius: the kit's card radius, scaled to the icon (16 px cards: a 12/64 corner). */
const cornerOf = (kit: BrandKit) => Math.min(20, Math.round(kit.radius * 0.75));

/** The typographic mark: the initials and a full stop in the display font, centred on the band colour. */
export async function typographicIcon(input: MarkInput, shape: IconShape = { square: false }): Promise<string> {
  const { light } = derivePalettes(input.kit);
  const initials = monogram(input.name);
  const tables = await fontTables(displayFont(input.kit), input.root);
  const { glyphs, capHeight } = outline(tables, `${initials}.`, 800);
  const inks = glyphs.map((g) => g.ink).filter((box): box is Box => Boolean(box));
  const ink = {
    x1: Math.min(...inks.map((b) => b.x1)),
    x2: Math.max(...inks.map((b) => b.x2)),
  };
  // The letters' width at most 70 % of the tile, their capitals at most 42 % of its height; smaller inside
  // a maskable icon's safe zone.
  const fit = shape.safe ?? 1;
  const scale = Math.min((BOX * 0.7 * fit) / (ink.x2 - ink.x1), (BOX * 0.42 * fit) / capHeight);
  const ox = BOX / 2 - ((ink.x1 + ink.x2) / 2) * scale;
  // Centred on the capitals' height: the baseline sits half a cap height below the middle.
  const oy = BOX / 2 + (capHeight * scale) / 2;
  const letters = glyphs.slice(0, -1).map((g) => place(g.d, scale, ox, oy)).join('');
  const stop = place(glyphs.at(-1)!.d, scale, ox, oy);
  const corner = shape.square ? 0 : cornerOf(input.kit);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX} ${BOX}">` +
    `<rect width="${BOX}" height="${BOX}"${corner ? ` rx="${corner}"` : ''} fill="${light.brand}"/>` +
    `<path d="${letters}" fill="${light['ink-foreground']}"/>` +
    `<path d="${stop}" fill="${light.accent}"/>` +
    `</svg>`
  );
}

/** Relative luminance (WCAG) of an sRGB colour given as 0–255 channels. */
function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The logo rasterised into a `size` px square (proportions kept, transparent around). */
async function logoRaster(logo: LogoFile, size: number): Promise<Buffer> {
  const density = logo.type === 'svg' ? 300 : undefined;
  return sharp(logo.data, density ? { density } : {})
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * How the logo sits on its tile. A logo that fills its square to the corners (its own background) is the
 * whole icon. Any other sits on a tile: white when it reads on white (most logos are drawn for paper), else
 * the kit's band colour, as a white or pale logo is drawn for a dark ground.
 */
export async function logoLook(logo: LogoFile, kit: BrandKit): Promise<LogoLook> {
  const { data, info } = await sharp(await logoRaster(logo, BOX)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!;
  const last = BOX - 1;
  const fills = [alpha(0, 0), alpha(last, 0), alpha(0, last), alpha(last, last)].every((a) => a >= 250);
  let weight = 0;
  let sum = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const a = data[i + 3]! / 255;
    weight += a;
    sum += a * luminance(data[i]!, data[i + 1]!, data[i + 2]!);
  }
  const mean = weight > 0 ? sum / weight : 0;
  const onWhite = 1.05 / (mean + 0.05);
  const svgImage = logo.type === 'svg' ? `data:image/svg+xml;base64,${logo.data.toString('base64')}` : undefined;
  const pngImage = async (size: number) => `data:image/png;base64,${(await logoRaster(logo, size)).toString('base64')}`;
  return {
    fills,
    tile: onWhite >= 1.8 ? '#ffffff' : derivePalettes(kit).light.brand,
    // The SVG as it is (it is vector: one size serves all); a PNG brought down to what each use shows.
    image: { svg: svgImage ?? (await pngImage(128)), png: svgImage ?? (await pngImage(512)) },
  };
}

/** The logo on its tile, as an SVG: `image` is the logo's data: URI for the size drawn. */
export function logoIcon(look: LogoLook, kit: BrandKit, shape: IconShape = { square: false }, image = look.image.svg): string {
  const corner = shape.square ? 0 : cornerOf(kit);
  // A logo with its own background fills the tile; any other keeps an eighth of the tile clear around it.
  const inset = look.fills ? 0 : BOX * 0.125;
  const size = (BOX - 2 * inset) * (shape.safe ?? 1);
  const at = (BOX - size) / 2;
  const fit = look.fills ? 'xMidYMid slice' : 'xMidYMid meet';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX} ${BOX}">` +
    `<defs><clipPath id="tile"><rect width="${BOX}" height="${BOX}"${corner ? ` rx="${corner}"` : ''}/></clipPath></defs>` +
    `<g clip-path="url(#tile)"><rect width="${BOX}" height="${BOX}" fill="${look.tile}"/>` +
    `<image x="${at}" y="${at}" width="${size}" height="${size}" preserveAspectRatio="${fit}" href="${image}"/></g>` +
    `</svg>`
  );
}

/** An SVG drawn as a `size` px PNG (sharp: librsvg, at the density that gives `size` px). */
export async function renderPng(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / BOX })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Every file of lib/brand-assets.ts from the kit, the name, the display font and the logo: what
 * scripts/brand-assets.ts writes before `next build`. The logo is measured once; the favicon SVG embeds it as
 * it is (an SVG) or at 128 px (a PNG), the PNG icons at 512 px.
 */
export async function drawBrandAssets(input: MarkInput): Promise<Record<BrandAssetName, Buffer>> {
  const look = input.logo && (await logoLook(input.logo, input.kit));
  const svgFor = async (shape: IconShape, raster: boolean) =>
    look ? logoIcon(look, input.kit, shape, raster ? look.image.png : look.image.svg) : typographicIcon(input, shape);
  const png = async (size: number, shape: IconShape) => renderPng(await svgFor(shape, true), size);
  const icons = Object.fromEntries(
    await Promise.all(Object.entries(ICON_PNGS).map(async ([name, { size, ...shape }]) => [name, await png(size, shape)] as const)),
  ) as Record<keyof typeof ICON_PNGS, Buffer>;
  return {
    'icon.svg': Buffer.from(await svgFor({ square: false }, false)),
    ...icons,
    'og-mark.png': await png(144, { square: false }),
    'og-display.ttf': await fontInstance(displayFont(input.kit), 800, input.root),
    'og-text.ttf': await fontInstance(textFont(input.kit), 500, input.root),
    'error-page.css': Buffer.from(errorPageCss(input.kit)),
  };
}
