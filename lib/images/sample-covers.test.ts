import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { articleFrontMatter, loadDir } from '@/lib/content';
import {
  COMPOSITION_CSS,
  COMPOSITIONS_DIR,
  readSampleCoverIndex,
  SAMPLE_COVER_SIZE,
  SAMPLE_COVERS_DIR,
  sourceHash,
} from '@/lib/images/sample-covers';

/**
 * The blog's sample covers (issue 45): 24 committed pictures, each its own composition. What the renderer
 * (scripts/sample-covers/render.ts) checked while drawing is in content/samples/blog/index.json; these tests
 * hold the committed files to it and to each other, without a browser.
 */

const root = process.cwd();
const css = fs.readFileSync(COMPOSITION_CSS, 'utf8');
const index = readSampleCoverIndex(root);
const articles = loadDir('blog', articleFrontMatter).filter((a) => a.samplePictures);
const composition = (slug: string) => fs.readFileSync(path.join(COMPOSITIONS_DIR, `${slug}.html`), 'utf8');

/**
 * dHash: the picture in grey at 9×8, one bit per pair of horizontal neighbours (is the left one brighter?).
 * Two covers made from one template with another icon differ in a few bits (the old ones: 1 bit apart at
 * worst); unrelated pictures differ in about half of the 64.
 */
async function dHash(file: string): Promise<bigint> {
  const pixels = await sharp(file).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++)
      hash = (hash << 1n) | (pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n);
  return hash;
}
const hamming = (a: bigint, b: bigint) => [...(a ^ b).toString(2)].filter((bit) => bit === '1').length;

describe('blog sample covers', () => {
  it('every article marked samplePictures has its own cover, drawn from its composition as it is now, described in both languages', async () => {
    expect(articles).toHaveLength(24);
    expect(Object.keys(index).sort()).toEqual(articles.map((a) => a.slug).sort());
    for (const { slug } of articles) {
      // A composition changed without drawing it again would leave the site showing the old picture.
      expect(
        index[slug]!.source,
        `${slug}: draw it again (npx tsx scripts/sample-covers/render.ts ${slug})`,
      ).toBe(sourceHash(composition(slug), css));
      const meta = await sharp(path.join(SAMPLE_COVERS_DIR, `${slug}.webp`)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, slug).toEqual({
        format: 'webp',
        ...SAMPLE_COVER_SIZE,
      });
      expect(index[slug]!.alt.ro, slug).not.toBe(index[slug]!.alt.en);
    }
  });

  it('are pairwise distinct by a 64-bit perceptual hash: no two closer than 10 bits', async () => {
    const hashes = await Promise.all(
      articles.map(async (a) => ({
        slug: a.slug,
        hash: await dHash(path.join(SAMPLE_COVERS_DIR, `${a.slug}.webp`)),
      })),
    );
    // 10 of 64: resized, recompressed or recoloured copies of one picture stay within a few bits of each
    // other, and one layout with another pictogram did too (1 bit for the closest two old covers); two
    // independent pictures average 32, so 10 leaves room for covers that share a light background.
    for (const [i, a] of hashes.entries())
      for (const b of hashes.slice(i + 1))
        expect(hamming(a.hash, b.hash), `${a.slug} vs ${b.slug}`).toBeGreaterThanOrEqual(10);
  });

  it('set their words only in the project’s own fonts, in correct Romanian letters', () => {
    const families = [...css.matchAll(/font-family:\s*'([^']+)'/g)].map((m) => m[1]!);
    expect(families.length).toBeGreaterThan(0);
    for (const family of families)
      expect(css, family).not.toMatch(new RegExp(`font-family: '${family}';[^}]*local\\(`));
    for (const [slug, { fonts }] of Object.entries(index)) {
      // Chromium's own report at drawing time: a face of base.css (loaded from node_modules), never the machine's.
      for (const font of fonts)
        expect(
          families.some((family) => font.startsWith(family)),
          `${slug}: ${font}`,
        ).toBe(true);
      const html = composition(slug);
      expect(html, slug).not.toMatch(/@font-face|@import|src:\s*local/);
      // Anywhere in the composition or its descriptions: comma below, never a cedilla, and no combining
      // comma at all (the precomposed ș and ț are the letters; a comma under anything else is no letter).
      for (const text of [html, index[slug]!.alt.ro, index[slug]!.alt.en])
        expect(text, slug).not.toMatch(/[\u015F\u0163\u015E\u0162\u0326\u0327]/);
    }
  });

  it('the diacritics article’s cover sets ș and ț with the comma below, and ă â î, in Fraunces', () => {
    const slug = 'tipografia-brandului-fonturi-si-diacritice-romanesti';
    const html = composition(slug);
    // The old cover drew an "A" with a comma below. The large pair is the precomposed ș (U+0219) and ț
    // (U+021B) as text, its comma coloured by a clip below the baseline; the grids beside it add the capitals.
    expect(html).toMatch(/>\u0219\u021b<\/text>/);
    expect(html).toContain('>ă â î<');
    for (const letter of ['Ș', 'Ț']) expect(html).toContain(`>${letter}<`);
    // Chromium found every one of them in Fraunces: a letter missing from the font would have been drawn in
    // another face, and the renderer would have named it.
    expect(index[slug]!.fonts.length).toBeGreaterThan(0);
    expect(index[slug]!.fonts.every((font) => font.startsWith('Fraunces'))).toBe(true);
  });
});
