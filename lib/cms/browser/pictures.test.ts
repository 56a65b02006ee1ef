import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phonePhoto } from '@/lib/images/phone-photo';
import type { AssetProxy, BackendImplementation } from './decap';
import { encoderQuality, fitWithin, isAlreadyClean, MAX_SIDE, pictureType, readHeader, unreadableMessage, withCleanPictures } from './pictures';

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe('the size a picture is brought down to', () => {
  it('fits the longest side within 2560 px, proportions kept', () => {
    expect(MAX_SIDE).toBe(2560);
    expect(fitWithin(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(6000, 100)).toEqual({ width: 2560, height: 43 });
    expect(fitWithin(100_000, 1)).toEqual({ width: 2560, height: 1 });
  });

  it('never enlarges', () => {
    expect(fitWithin(2560, 2560)).toEqual({ width: 2560, height: 2560 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('which pictures are re-encoded, and how', () => {
  it('JPEG, PNG and WebP, in their own type; JPEG and WebP at quality 0.85, PNG lossless', () => {
    expect(pictureType('image/jpeg', 'a.jpg')).toBe('image/jpeg');
    expect(pictureType('image/PNG', 'a.png')).toBe('image/png');
    expect(pictureType('image/webp', 'a.webp')).toBe('image/webp');
    expect(pictureType('', 'IMG_0001.JPEG')).toBe('image/jpeg');
    expect(encoderQuality('image/jpeg')).toBe(0.85);
    expect(encoderQuality('image/webp')).toBe(0.85);
    expect(encoderQuality('image/png')).toBeUndefined();
  });

  it('leaves SVG, GIF, AVIF and anything else alone', () => {
    expect(pictureType('image/svg+xml', 'logo.svg')).toBeUndefined();
    expect(pictureType('image/gif', 'a.gif')).toBeUndefined();
    expect(pictureType('image/avif', 'a.avif')).toBeUndefined();
    expect(pictureType('', 'a.svg')).toBeUndefined();
    expect(pictureType('application/pdf', 'a.jpg')).toBeUndefined();
  });
});

describe('the header check that keeps a clean picture byte for byte', () => {
  it('sees the phone photo’s EXIF (GPS, orientation), in JPEG, PNG and WebP', async () => {
    const jpeg = await phonePhoto({ width: 400, height: 300 });
    expect(readHeader(bytes(jpeg), 'image/jpeg')).toEqual({ width: 400, height: 300, metadata: true });
    expect(isAlreadyClean(readHeader(bytes(jpeg), 'image/jpeg'))).toBe(false);
    const png = await phonePhoto({ width: 400, height: 300, format: 'png' });
    expect(readHeader(bytes(png), 'image/png')).toMatchObject({ width: 400, height: 300, metadata: true });
    const webp = await phonePhoto({ width: 400, height: 300, format: 'webp' });
    expect(readHeader(bytes(webp), 'image/webp')).toMatchObject({ width: 400, height: 300, metadata: true });
  });

  it('finds nothing in a picture without metadata, and keeps it when small enough', async () => {
    const png = fs.readFileSync('lib/images/fixtures/transparent.png');
    const meta = await sharp(png).metadata();
    expect(readHeader(bytes(png), 'image/png')).toEqual({ width: meta.width, height: meta.height, metadata: false });
    const plain = sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } });
    const jpeg = await plain.clone().jpeg().toBuffer();
    expect(readHeader(bytes(jpeg), 'image/jpeg')).toEqual({ width: 300, height: 200, metadata: false });
    expect(isAlreadyClean(readHeader(bytes(jpeg), 'image/jpeg'))).toBe(true);
    for (const webp of [await plain.clone().webp().toBuffer(), await plain.clone().webp({ lossless: true }).toBuffer()])
      expect(readHeader(bytes(webp), 'image/webp')).toEqual({ width: 300, height: 200, metadata: false });
  });

  it('re-encodes a clean picture past 2560 px, and one whose header it cannot read', async () => {
    const big = await sharp({ create: { width: 3000, height: 10, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    expect(readHeader(bytes(big), 'image/jpeg')).toEqual({ width: 3000, height: 10, metadata: false });
    expect(isAlreadyClean(readHeader(bytes(big), 'image/jpeg'))).toBe(false);
    const corrupt = fs.readFileSync('lib/images/fixtures/corrupt.jpg');
    expect(isAlreadyClean(readHeader(bytes(corrupt), 'image/jpeg'))).toBe(false);
    expect(readHeader(bytes(Buffer.from('not a picture')), 'image/png')).toBeUndefined();
  });
});

describe('the backend’s writes', () => {
  afterEach(() => vi.unstubAllGlobals());

  const asset = (data: Buffer, name: string, type: string): AssetProxy => {
    const file = new File([new Uint8Array(data)], name, { type });
    return { url: URL.createObjectURL(file), fileObj: file, path: `content/portfolio/x/${name}` };
  };
  const fake = () => {
    const seen: AssetProxy[] = [];
    const backend: BackendImplementation = {
      persistMedia: async (a) => void seen.push(a),
      persistEntry: async (entry) => void seen.push(...entry.assets),
    };
    return { backend: withCleanPictures(backend), seen };
  };

  it('pass a clean picture and an SVG on untouched, through persistMedia and persistEntry', async () => {
    const { backend, seen } = fake();
    const png = asset(fs.readFileSync('lib/images/fixtures/transparent.png'), 'transparent.png', 'image/png');
    const { fileObj, url } = png;
    const svg = asset(fs.readFileSync('lib/images/fixtures/logo.svg'), 'logo.svg', 'image/svg+xml');
    await backend.persistMedia!(png, {});
    await backend.persistEntry!({ dataFiles: [], assets: [png, svg] }, {});
    expect(seen).toEqual([png, png, svg]);
    expect(png.fileObj).toBe(fileObj);
    expect(png.url).toBe(url);
  });

  it('refuse, in Romanian, a picture the browser cannot decode, and store nothing', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('InvalidStateError')));
    const { backend, seen } = fake();
    const photo = asset(await phonePhoto({ width: 400, height: 300 }), 'phone.jpg', 'image/jpeg');
    await expect(backend.persistEntry!({ dataFiles: [], assets: [photo] }, {})).rejects.toThrow(unreadableMessage('phone.jpg'));
    await expect(backend.persistMedia!(photo, {})).rejects.toThrow('nu a putut fi citită');
    expect(seen).toEqual([]);
  });
});
