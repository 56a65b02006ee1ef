import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeImage, filesDir, ImageError, imageFiles, MAX_SOURCE_BYTES } from '@/lib/images/pipeline';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const fixture = (name: string) => ({
  file: `lib/images/fixtures/${name}`,
  data: fs.readFileSync(path.join(FIXTURES, name)),
});
const fileOf = (url: string) => path.join(filesDir(cacheDir), path.posix.basename(url));

// AVIF encoding is CPU-bound: allow for a busy machine.
describe('encodeImage', { timeout: 60_000 }, () => {
  it('turns a portrait phone JPEG upright and drops its EXIF, GPS included', async () => {
    const { file, data } = fixture('phone-portrait.jpg');
    // The fixture is stored 120×80 (landscape) with orientation 6 and GPS tags, as a phone writes it.
    const source = await sharp(data).metadata();
    expect([source.width, source.height, source.orientation]).toEqual([120, 80, 6]);
    expect(source.exif).toBeDefined();

    const image = await encodeImage(file, data, { name: 'phone', role: 'cover', og: true, cacheDir });
    expect([image.width, image.height]).toEqual([80, 120]);
    expect(image.avif.map((v) => v.width)).toEqual([80]);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(600);
    for (const url of [...image.avif, ...image.webp].map((v) => v.url).concat(image.og!)) {
      const out = await sharp(fileOf(url)).metadata();
      expect(out.exif, url).toBeUndefined();
      expect(out.xmp, url).toBeUndefined();
      expect(out.orientation ?? 1, url).toBe(1);
    }
    const avif = await sharp(fileOf(image.avif[0]!.url)).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 80, 120]);
    // Upright: the stored image's left half (red) is now the top.
    const { data: px } = await sharp(fileOf(image.webp[0]!.url)).raw().toBuffer({ resolveWithObject: true });
    const top = { r: px[(10 * 80 + 40) * 3]!, b: px[(10 * 80 + 40) * 3 + 2]! };
    const bottom = { r: px[(110 * 80 + 40) * 3]!, b: px[(110 * 80 + 40) * 3 + 2]! };
    expect(top.r).toBeGreaterThan(150);
    expect(top.b).toBeLessThan(80);
    expect(bottom.b).toBeGreaterThan(150);
    const og = await sharp(fileOf(image.og!)).metadata();
    expect([og.format, og.width, og.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('keeps the transparency of a PNG and gives it no placeholder (it would show through)', async () => {
    const { file, data } = fixture('transparent.png');
    const image = await encodeImage(file, data, { name: 'transparent', role: 'gallery', cacheDir });
    expect(image.placeholder).toBeUndefined();
    const webp = await sharp(fileOf(image.webp[0]!.url)).metadata();
    expect(webp.hasAlpha).toBe(true);
    const stats = await sharp(fileOf(image.avif[0]!.url)).stats();
    expect(stats.isOpaque).toBe(false);
  });

  it('rasterises an SVG at the widths asked for, not at its nominal size', async () => {
    const { file, data } = fixture('logo.svg');
    const image = await encodeImage(file, data, { name: 'logo', role: 'cover', cacheDir });
    expect(image.avif.map((v) => v.width)).toEqual([400, 800, 1200]);
    expect([image.width, image.height]).toEqual([1200, 750]);
    const big = await sharp(fileOf(image.avif.at(-1)!.url)).metadata();
    expect(big.width).toBe(1200);
  });

  it('writes hashed names and encodes an unchanged picture only once', async () => {
    const { file, data } = fixture('logo.svg');
    const first = await encodeImage(file, data, { name: 'again', role: 'body', cacheDir });
    for (const name of imageFiles(first)) expect(name).toMatch(/^again\.[0-9a-f]{12}\.\d+\.(avif|webp)$/);
    const mtimes = imageFiles(first).map((f) => fs.statSync(path.join(filesDir(cacheDir), f)).mtimeMs);
    const started = performance.now();
    const second = await encodeImage(file, data, { name: 'again', role: 'body', cacheDir });
    expect(performance.now() - started).toBeLessThan(500);
    expect(second).toEqual(first);
    expect(imageFiles(second).map((f) => fs.statSync(path.join(filesDir(cacheDir), f)).mtimeMs)).toEqual(
      mtimes,
    );
    // Different bytes, different names.
    const changed = await encodeImage(file, Buffer.from(data.toString().replace('#fbbf24', '#ffffff')), {
      name: 'again',
      role: 'body',
      cacheDir,
    });
    expect(changed.avif[0]!.url).not.toBe(first.avif[0]!.url);
  });

  it('fails on a corrupt file, naming it', async () => {
    const { file, data } = fixture('corrupt.jpg');
    await expect(encodeImage(file, data, { name: 'corrupt', role: 'cover', cacheDir })).rejects.toThrow(
      ImageError,
    );
    await expect(encodeImage(file, data, { name: 'corrupt', role: 'cover', cacheDir })).rejects.toThrow(
      /^lib\/images\/fixtures\/corrupt\.jpg: /,
    );
  });

  it('fails on an unsupported type and on a file over the limit, naming it', async () => {
    const gif = fixture('not-an-image.gif');
    await expect(encodeImage(gif.file, gif.data, { name: 'gif', role: 'cover', cacheDir })).rejects.toThrow(
      /^lib\/images\/fixtures\/not-an-image\.gif: unsupported type "\.gif"/,
    );
    const huge = Buffer.alloc(MAX_SOURCE_BYTES + 1);
    await expect(
      encodeImage('content/portfolio/x/cover.jpg', huge, { name: 'huge', role: 'cover', cacheDir }),
    ).rejects.toThrow(/^content\/portfolio\/x\/cover\.jpg: the file is 25\.0 MB, over the 25 MB limit/);
  });
});
