import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanedLine,
  cleanPicture,
  describeFindings,
  formatBytes,
  inspectPicture,
  MAX_SIDE,
  metadataHasGps,
  type CleanResult,
  type Findings,
} from '@/lib/images/clean';
import { gpsWarning, picturesWithGps } from '@/lib/images/gps';
import { ImageError } from '@/lib/images/pipeline';
import { PHONE, phonePhoto } from '@/lib/images/phone-photo';

type Cleaned = Extract<CleanResult, { findings: Findings }>;
function cleaned(result: CleanResult): Cleaned {
  if (result.skipped !== undefined) throw new Error(`skipped: ${result.skipped}`);
  return result;
}

/**
 * Every trace of the phone that could be left in the bytes, EXIF parsed or not. Markers long enough not to
 * occur by chance in a megabyte of compressed noise (a bare "GPS", 3 bytes, turned up in one clean-clone run); the GPS
 * position itself is numbers in the EXIF block, whose header "Exif\0\0" is looked for, and XMP's tags.
 */
function expectNoTrace(data: Buffer) {
  for (const text of [PHONE.make, PHONE.model, PHONE.serial, PHONE.lens, 'Exif\0\0', 'exif:GPS', 'x:xmpmeta'])
    expect(data.includes(text), text).toBe(false);
}

async function expectNoMetadata(data: Buffer) {
  const meta = await sharp(data).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.comments ?? []).toEqual([]);
  expect(meta.orientation ?? 1).toBe(1);
  expect(metadataHasGps(meta)).toBe(false);
  expectNoTrace(data);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clean-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Encoding a 12 MP photo is CPU-bound: allow for a busy two-core machine.
describe('cleanPicture', { timeout: 120_000 }, () => {
  let photo: Buffer;
  let result: Cleaned;
  beforeAll(async () => {
    photo = await phonePhoto();
    result = cleaned(await cleanPicture(photo, 'content/portfolio/x/cover.jpg'));
  }, 120_000);

  it('starts from a phone photo: 4000×3000 stored sideways, GPS, make, model and serial in its EXIF', async () => {
    const meta = await sharp(photo).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', 4000, 3000, 6]);
    const exif = exifReader(meta.exif!);
    expect(exif.GPSInfo?.GPSLatitude).toEqual([44, 25, 30.12]);
    expect(exif.GPSInfo?.GPSLongitude).toEqual([26, 6, 15.44]);
    expect(exif.Image?.Make).toBe(PHONE.make);
    expect(exif.Image?.Model).toBe(PHONE.model);
    expect(exif.Photo?.BodySerialNumber).toBe(PHONE.serial);
    expect(photo.includes(PHONE.make)).toBe(true);
    expect((await inspectPicture(photo, 'x.jpg')).findings).toEqual({
      format: 'jpeg',
      width: 3000,
      height: 4000,
      gps: true,
      camera: true,
      metadata: true,
      sideways: true,
      oversize: true,
    });
  });

  it('returns it upright, at most 2560 px, without any metadata, still a JPEG, and smaller', async () => {
    expect(result.changed).toBe(true);
    const meta = await sharp(result.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 2560]);
    expect([result.width, result.height]).toEqual([1920, 2560]);
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(MAX_SIDE);
    await expectNoMetadata(result.data);
    expect(result.data.length).toBeLessThan(photo.length);
    // Upright: the stored picture's left band (red) is now along the top; the bottom is the grey-ish noise.
    const strip = async (top: number) => {
      const px = await sharp(result.data)
        .extract({ left: 0, top, width: 1920, height: 100 })
        .raw()
        .toBuffer();
      const sums = [0, 0, 0];
      px.forEach((value, i) => (sums[i % 3]! += value));
      return sums.map((sum) => sum / (px.length / 3));
    };
    const [r, g, b] = await strip(50);
    expect(r).toBeGreaterThan(200);
    expect(Math.max(g!, b!)).toBeLessThan(60);
    const [, gBottom] = await strip(2400);
    expect(gBottom).toBeGreaterThan(80);
    console.info(`phone photo: ${photo.length} bytes → ${result.data.length} bytes`);
  });

  it('is idempotent: the cleaned picture comes back unchanged, the same bytes', async () => {
    const again = cleaned(await cleanPicture(result.data, 'content/portfolio/x/cover.jpg'));
    expect(again.changed).toBe(false);
    expect(again.data.equals(result.data)).toBe(true);
  });

  it('says what it did, in Romanian', () => {
    expect(cleanedLine('content/portfolio/x/cover.jpg', photo, result)).toMatch(
      /^content\/portfolio\/x\/cover\.jpg: scoase poziția GPS și datele camerei, rotită, micșorată la 1920×2560 px, \d+(,\d)? MB → \d+(,\d)? (kB|MB)$/,
    );
    expect(describeFindings(result.findings)).toBe(
      'are poziția GPS și datele camerei, trebuie rotită, are 3000×4000 px (maximum 2560 px pe latura lungă)',
    );
  });
});

describe('cleanPicture, each format', { timeout: 120_000 }, () => {
  it('leaves a clean picture within the limit as it is, byte for byte', async () => {
    for (const data of [
      await sharp({ create: { width: 2560, height: 1440, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
      await sharp({ create: { width: 300, height: 200, channels: 4, background: '#33669980' } })
        .png()
        .toBuffer(),
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
        .webp()
        .toBuffer(),
      // An ICC profile alone is no reason to write a picture again: it tells nothing about the owner.
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
        .withIccProfile('p3')
        .jpeg()
        .toBuffer(),
    ]) {
      const result = cleaned(await cleanPicture(data, 'cover.jpg'));
      expect(result.changed).toBe(false);
      expect(result.data).toBe(data);
    }
  });

  it.each(['png', 'webp', 'avif'] as const)(
    'keeps a %s in its format, upright and without metadata',
    async (format) => {
      const data = await phonePhoto({ width: 600, height: 400, format });
      const before = await sharp(data).metadata();
      expect(metadataHasGps(before)).toBe(true);
      const result = cleaned(await cleanPicture(data, `cover.${format}`));
      expect(result.changed).toBe(true);
      const meta = await sharp(result.data).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
      if (format === 'avif') expect(meta.compression).toBe('av1');
      expect([meta.width, meta.height]).toEqual([400, 600]);
      await expectNoMetadata(result.data);
      const again = cleaned(await cleanPicture(result.data, `cover.${format}`));
      expect(again.changed).toBe(false);
      expect(again.data.equals(result.data)).toBe(true);
    },
  );

  it('keeps a lossless WebP lossless and a palette PNG a palette', async () => {
    const lossless = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff8800' } })
      .withExif({ IFD0: { Make: PHONE.make } })
      .webp({ lossless: true })
      .toBuffer();
    const webp = cleaned(await cleanPicture(lossless, 'logo.webp'));
    expect(webp.changed).toBe(true);
    expect(webp.data.includes('VP8L')).toBe(true);
    await expectNoMetadata(webp.data);

    const palette = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff8800' } })
      .withExif({ IFD0: { Make: PHONE.make } })
      .png({ palette: true })
      .toBuffer();
    const png = cleaned(await cleanPicture(palette, 'logo.png'));
    expect((await sharp(png.data).metadata()).isPalette).toBe(true);
    await expectNoMetadata(png.data);
  });

  it('never enlarges: a small sideways picture is only turned', async () => {
    const data = await phonePhoto({ width: 300, height: 200 });
    const result = cleaned(await cleanPicture(data, 'small.jpg'));
    expect([result.width, result.height]).toEqual([200, 300]);
    expect(result.findings.oversize).toBe(false);
  });

  it('finds a GPS position written in XMP (as Lightroom exports it)', async () => {
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="44,25.5N" exif:GPSLongitude="26,6.2E"/></rdf:RDF></x:xmpmeta>`;
    const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .withXmp(xmp)
      .jpeg()
      .toBuffer();
    const { findings } = await inspectPicture(data, 'xmp.jpg');
    expect(findings).toMatchObject({
      gps: true,
      camera: false,
      metadata: true,
      sideways: false,
      oversize: false,
    });
    const result = cleaned(await cleanPicture(data, 'xmp.jpg'));
    await expectNoMetadata(result.data);
  });

  it('leaves SVG and GIF alone with a reason, and names a corrupt file', async () => {
    const svg = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'logo.svg'));
    const svgResult = await cleanPicture(svg, 'logo.svg');
    expect(svgResult).toMatchObject({ changed: false, skipped: expect.stringMatching(/^SVG/) });
    expect(svgResult.data).toBe(svg);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await cleanPicture(gif, 'a.gif')).toMatchObject({
      changed: false,
      skipped: expect.stringMatching(/^GIF/),
    });
    const corrupt = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'corrupt.jpg'));
    await expect(cleanPicture(corrupt, 'content/blog/x/cover.jpg')).rejects.toThrow(ImageError);
    await expect(cleanPicture(corrupt, 'content/blog/x/cover.jpg')).rejects.toThrow(
      /^content\/blog\/x\/cover\.jpg: /,
    );
  });
});

describe('formatBytes', () => {
  it.each([
    [900, '900 B'],
    [1500, '1,5 kB'],
    [612_345, '612 kB'],
    [5_100_000, '5,1 MB'],
    [12_000_000, '12 MB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe('the build warning about a GPS position', { timeout: 60_000 }, () => {
  it('names each picture that carries one, and caches the verdict by the bytes’ hash', async () => {
    const gpsPhoto = await phonePhoto({ width: 300, height: 200 });
    const clean = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const cacheFile = path.join(dir, 'gps.json');
    const pictures = [
      { file: 'content/portfolio/spicul/cover.jpg', data: gpsPhoto },
      { file: 'content/blog/sfaturi/cover.jpg', data: clean },
    ];
    const found = await picturesWithGps(pictures, cacheFile);
    expect(found).toEqual(['content/portfolio/spicul/cover.jpg']);
    const warning = gpsWarning(found)!;
    expect(warning).toContain('content/portfolio/spicul/cover.jpg');
    expect(warning).not.toContain('sfaturi');
    expect(warning).toContain('npm run pictures:clean');
    expect(warning).toMatch(/^images: atenție: o poză din content\/ arată unde a fost făcută/);
    expect(gpsWarning([])).toBeUndefined();
    expect(gpsWarning(['a.jpg', 'b.jpg'])).toMatch(/^images: atenție: 2 poze .*\n {2}a\.jpg\n {2}b\.jpg\n/);

    // The verdicts are read from the cache, not from the pictures again: a forged one shows through.
    const cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {
      v: number;
      verdicts: Record<string, boolean>;
    };
    expect(Object.values(cache.verdicts).sort()).toEqual([false, true]);
    for (const key of Object.keys(cache.verdicts)) cache.verdicts[key] = true;
    fs.writeFileSync(cacheFile, JSON.stringify(cache));
    expect(await picturesWithGps(pictures, cacheFile)).toEqual(pictures.map((p) => p.file));

    // Cleaned, the picture has a new hash and no position.
    const cleanedPhoto = cleaned(await cleanPicture(gpsPhoto, 'cover.jpg')).data;
    expect(
      await picturesWithGps([{ file: 'content/portfolio/spicul/cover.jpg', data: cleanedPhoto }], cacheFile),
    ).toEqual([]);
    // Only this call's pictures stay in the cache.
    expect(Object.keys(JSON.parse(fs.readFileSync(cacheFile, 'utf8')).verdicts as object)).toHaveLength(1);
  });
});
