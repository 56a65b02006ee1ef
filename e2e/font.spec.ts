/**
 * The web fonts are subsets (scripts/subset-font.mjs): the kit's text face must still have a glyph for every
 * character the built pages print, and its display face for every character of their headings, or that
 * character falls back to another typeface mid-word. Reads the files in out/ (no browser, no timing): the
 * body text and placeholders of every page, their h1-h3, and the strings the CSS inserts.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';
import { brandFonts } from '../lib/fonts';
import { siteConfig } from '../lib/site';
import { expect, isMobile, test } from './fixtures';

const OUT = path.join(process.cwd(), 'out');

function filesUnder(dir: string, ext: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => path.join(dir, f));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(nbsp|amp|lt|gt|quot|apos);/g,
      (_, name: string) => ({ nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!,
    );
}

/** The characters a font file draws. */
async function coverage(file: string): Promise<Set<number>> {
  const ttf = await decompress(fs.readFileSync(file));
  const face = new hb.Face(new hb.Blob(ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength) as ArrayBuffer));
  return new Set(face.collectUnicodes());
}

/** The text of a page's headings in the display face (app/globals.css: h1-h3). */
function headingText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities([...body.matchAll(/<(h[1-3])\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => m[2]!.replace(/<[^>]+>/g, ' ')).join(' '));
}

/** What a page prints: text between the body's tags, and placeholder texts. */
function printedText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const placeholders = [...body.matchAll(/\splaceholder="([^"]*)"/g)].map((m) => m[1]).join(' ');
  const text = body
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(`${text} ${placeholders}`);
}

// Characters drawn by other fonts on purpose: emoji (the spec's zero-byte "images") and their joiners and
// selectors, and whitespace and control characters, which have no outline to draw.
const NOT_OURS =
  /[\p{Extended_Pictographic}\u200d\ufe0e\ufe0f\u{1f3fb}-\u{1f3ff}\u{1f1e6}-\u{1f1ff}\s\p{Cc}]/u;

test('the web fonts have a glyph for every character the pages print', async ({ page }) => {
  test.skip(isMobile(page), 'checks the build output once');
  // The kit's pairing only (lib/fonts.ts): its files, each once, and no other pairing's.
  const pairing = brandFonts(siteConfig.brand);
  const fonts = filesUnder(path.join(OUT, '_next/static'), '.woff2');
  const identical = (a: string, b: string) => fs.readFileSync(a).equals(fs.readFileSync(b));
  expect(fonts, 'the pairing’s web fonts in out/_next/static').toHaveLength(pairing.files.length);
  const built = (file: string) => fonts.find((f) => identical(f, file));
  for (const file of pairing.files) expect(built(file), `${file} in out/`).toBeDefined();
  const covered = await coverage(built(pairing.body.file)!);
  const display = await coverage(built(pairing.display.file)!);
  for (const ch of 'ăâîșțĂÂÎȘȚ') {
    expect(covered.has(ch.codePointAt(0)!), `the text face draws ${ch}`).toBe(true);
    expect(display.has(ch.codePointAt(0)!), `the display face draws ${ch}`).toBe(true);
  }

  // Character → the first page (or stylesheet) that prints it.
  const printed = new Map<string, string>();
  const note = (text: string, where: string) => {
    for (const ch of text) if (!NOT_OURS.test(ch) && !printed.has(ch)) printed.set(ch, where);
  };
  const pages = filesUnder(OUT, '.html').filter((f) => !f.startsWith(path.join(OUT, 'pagefind')));
  expect(pages.length, 'built pages in out/').toBeGreaterThan(40);
  for (const file of pages) note(printedText(fs.readFileSync(file, 'utf8')), path.relative(OUT, file));
  for (const file of filesUnder(path.join(OUT, '_next/static'), '.css')) {
    for (const [, quoted] of fs.readFileSync(file, 'utf8').matchAll(/content:\s*"([^"]*)"/g)) {
      note(
        quoted!.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        ),
        path.relative(OUT, file),
      );
    }
  }
  expect(printed.size, 'distinct characters found in the pages').toBeGreaterThan(80);

  const missing = [...printed]
    .filter(([ch]) => !covered.has(ch.codePointAt(0)!))
    .map(
      ([ch, where]) =>
        `${ch} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) on ${where}`,
    );
  expect(missing, 'characters the font cannot draw: add them to scripts/subset-font.mjs and run it').toEqual(
    [],
  );

  // The headings, in the display face.
  const inHeadings = new Map<string, string>();
  for (const file of pages)
    for (const ch of headingText(fs.readFileSync(file, 'utf8')))
      if (!NOT_OURS.test(ch) && !inHeadings.has(ch)) inHeadings.set(ch, path.relative(OUT, file));
  expect(inHeadings.size, 'distinct characters in the headings').toBeGreaterThan(60);
  const missingInHeadings = [...inHeadings]
    .filter(([ch]) => !display.has(ch.codePointAt(0)!))
    .map(([ch, where]) => `${ch} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) in a heading of ${where}`);
  expect(missingInHeadings, `characters ${pairing.display.family} cannot draw in a heading`).toEqual([]);
});
