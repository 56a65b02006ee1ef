import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliSize } from '@/bench/assets';
import { readBudgets } from '@/bench/budgets-file';
import { BRAND_PRESETS } from '@/lib/brand';
import { DataError, loadData, setContentDir } from '@/lib/data/load';
import { brandFonts, FONT_PAIRING_IDS, FONT_PAIRING_LABELS, FONT_PAIRINGS, type FontFile } from '@/lib/fonts';
import { decompress } from 'wawoff2';

const faces = new Map<string, { face: hb.Face; font: hb.Font }>();
async function open(file: string) {
  if (!faces.has(file)) {
    const ttf = await decompress(fs.readFileSync(file));
    const face = new hb.Face(
      new hb.Blob(ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength) as ArrayBuffer),
    );
    faces.set(file, { face, font: new hb.Font(face) });
  }
  return faces.get(file)!;
}

const pairings = FONT_PAIRING_IDS.map((id) => [id, FONT_PAIRINGS[id]] as const);
const filesOf = (id: (typeof FONT_PAIRING_IDS)[number]): FontFile[] => [
  FONT_PAIRINGS[id].body,
  FONT_PAIRINGS[id].display,
];

describe('the font pairings (lib/fonts.ts)', () => {
  it('a short curated list, each named in Romanian for the editor (comma-below ș ț, never the cedilla)', () => {
    expect(FONT_PAIRING_IDS.length).toBeGreaterThanOrEqual(3);
    expect(FONT_PAIRING_IDS.length).toBeLessThanOrEqual(4);
    for (const id of FONT_PAIRING_IDS) {
      expect(FONT_PAIRING_LABELS[id]).toMatch(/^[A-ZĂÂÎȘȚ][^:]+: /);
      expect(FONT_PAIRING_LABELS[id]).not.toMatch(/[şţŞŢ]/);
    }
    // Unlike each other: no two pairings share their display face.
    expect(new Set(FONT_PAIRING_IDS.map((id) => FONT_PAIRINGS[id].display.file)).size).toBe(
      FONT_PAIRING_IDS.length,
    );
  });

  it.each(pairings)('%s: every file is in app/fonts/, OFL-licensed with the licence beside it', (id) => {
    for (const face of filesOf(id)) {
      expect(fs.existsSync(face.file), face.file).toBe(true);
      expect(fs.existsSync(face.ogFile), face.ogFile).toBe(true);
      expect(face.licence).toBe('OFL-1.1');
      const licence = `app/fonts/LICENSE-${face.family.replace(/\s+/g, '')}.txt`;
      expect(fs.readFileSync(licence, 'utf8'), licence).toContain('SIL Open Font License, Version 1.1');
    }
  });

  it.each(pairings)(
    '%s: its module in app/fonts/pairings/ loads exactly the files named here',
    (id, pairing) => {
      // next/font needs literal paths, so the module repeats them: they must not drift apart.
      const source = fs.readFileSync(`app/fonts/pairings/${id}.ts`, 'utf8');
      const loaded = [...source.matchAll(/src: '\.\.\/([^']+)'/g)].map((m) => `app/fonts/${m[1]}`);
      expect(loaded.sort()).toEqual([...new Set([pairing.body.file, pairing.display.file])].sort());
      expect(source).toContain("variable: '--font-text'");
      if (pairing.display !== pairing.body) expect(source).toContain("variable: '--font-heading'");
    },
  );

  it.each(pairings)(
    '%s: both faces draw ă â î ș ț with the comma below, and the typographic punctuation',
    async (id) => {
      for (const face of filesOf(id)) {
        const { face: hbFace, font } = await open(face.file);
        const covered = new Set(hbFace.collectUnicodes());
        for (const ch of 'ăâîșțĂÂÎȘȚ„”–—…')
          expect(covered.has(ch.codePointAt(0)!), `${face.family} draws ${ch}`).toBe(true);
        // The comma-below letters are their own glyphs, not the cedilla ones (ş ţ) under another code point.
        for (const [comma, cedilla] of [
          ['ș', 'ş'],
          ['ț', 'ţ'],
        ] as const) {
          const glyph = font.nominalGlyph(comma.codePointAt(0)!)!;
          const other = font.nominalGlyph(cedilla.codePointAt(0)!);
          expect(glyph, `${face.family} ${comma}`).toBeGreaterThan(0);
          if (other)
            expect(font.glyphToPath(glyph), `${face.family}: ${comma} is not drawn as ${cedilla}`).not.toBe(
              font.glyphToPath(other),
            );
        }
      }
    },
  );

  it.each(pairings)('%s: the display face draws every character the text face draws', async (_, pairing) => {
    // e2e/font.spec.ts holds the built text face to every character the pages print (and the built display
    // face to their headings); this carries that to the pairings not built.
    const text = (await open(pairing.body.file)).face.collectUnicodes();
    const display = new Set((await open(pairing.display.file)).face.collectUnicodes());
    const missing = [...text]
      .filter((u) => !display.has(u))
      .map((u) => `${String.fromCodePoint(u)} U+${u.toString(16)}`);
    expect(missing, pairing.display.family).toEqual([]);
  });

  it.each(pairings)(
    '%s: a heading’s comma below (ș ț) never reaches the accent or ascender of its next line',
    async (_, pairing) => {
      const { face, font } = await open(pairing.display.file);
      const glyph = (ch: string) => font.glyphExtents(font.nominalGlyph(ch.codePointAt(0)!)!)!;
      // Heights above and depths below the baseline, in em (harfbuzz: y up, yBearing the top, height negative).
      const top = Math.max(...[...'ÎÂĂȘȚbdfhklt'].map((ch) => glyph(ch).yBearing / face.upem));
      const depth = Math.max(
        ...[...'șțȘȚgjpqy'].map((ch) => -(glyph(ch).yBearing + glyph(ch).height) / face.upem),
      );
      // Two baselines are one line height apart: the ink of both lines must fit in it.
      expect(
        pairing.leading,
        `${pairing.display.family}: Î ${top.toFixed(3)} em + ș ${depth.toFixed(3)} em`,
      ).toBeGreaterThanOrEqual(top + depth);
      // …and not so loose that a two-line heading falls apart.
      expect(pairing.leading).toBeLessThanOrEqual(top + depth + 0.1);
      // The large headings read it (app/globals.css), at every size from text-4xl up.
      const css = fs.readFileSync('app/globals.css', 'utf8');
      for (const size of ['4xl', '5xl', '6xl', '7xl'])
        expect(css).toContain(`--text-${size}--line-height: var(--leading-display, 1.2);`);
    },
  );

  it('brandFonts(kit): the display and text faces of the kit’s pairing and the files a page downloads', () => {
    const editorial = brandFonts({ fonts: 'editorial' });
    expect(editorial.display.family).toBe('Fraunces');
    expect(editorial.body.family).toBe('Inter');
    expect(editorial.files).toEqual(['app/fonts/inter-var.woff2', 'app/fonts/fraunces-600.woff2']);
    // One face for both: one file.
    expect(brandFonts({ fonts: 'clasic' }).files).toEqual(['app/fonts/inter-var.woff2']);
  });

  it('no pairing’s fonts push a page over its font budget (bench/budgets.json, brotli bytes as e2e/budgets.spec.ts counts them)', () => {
    const budgets = readBudgets();
    const tightest = Math.min(...Object.values(budgets.routes).map((route) => route.font));
    const weights = Object.fromEntries(
      FONT_PAIRING_IDS.map((id) => [
        id,
        brandFonts({ fonts: id }).files.reduce((sum, file) => sum + brotliSize(file), 0),
      ]),
    );
    for (const [id, bytes] of Object.entries(weights))
      expect(bytes, `${id}: ${bytes} B of fonts > ${tightest} B`).toBeLessThanOrEqual(tightest);
    // The budget is not so loose that it means nothing: the heaviest pairing is within 10 % of it.
    expect(Math.max(...Object.values(weights))).toBeGreaterThan(tightest * 0.9);
  });

  it('every preset names a pairing, and the presets use different ones', () => {
    const fonts = Object.values(BRAND_PRESETS).map((preset) => preset.fonts);
    for (const name of fonts) expect(FONT_PAIRING_IDS).toContain(name);
    expect(new Set(fonts).size).toBe(fonts.length);
  });
});

describe('brand.fonts in content/site.yaml', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-content-'));
  const dir = path.join(root, 'content');
  fs.mkdirSync(dir);
  afterAll(() => {
    setContentDir(path.join(process.cwd(), 'content'));
    fs.rmSync(root, { recursive: true, force: true });
  });

  function siteWith(fonts: unknown) {
    const site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as { brand: Record<string, unknown> };
    site.brand.fonts = fonts;
    fs.writeFileSync(path.join(dir, 'site.yaml'), stringify(site));
    setContentDir(dir);
    return () => loadData('site');
  }

  it.each(FONT_PAIRING_IDS)('takes %s', (id) => {
    expect(siteWith(id)().brand.fonts).toBe(id);
  });

  it('refuses a misspelt pairing in Romanian, naming the field and the pairings it may be', () => {
    const load = siteWith('editorail');
    expect(load).toThrow(DataError);
    let message = '';
    try {
      load();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('content/site.yaml');
    expect(message).toMatch(/Câmpul „Fonturile” \(fonts\), rândul \d+: ai scris „editorail”, care nu e în listă\./);
    for (const id of FONT_PAIRING_IDS) expect(message).toContain(id);
  });
});
