/**
 * The image pipeline: one source picture (a file the owner dropped in content/, or a generated sample SVG)
 * becomes AVIF and WebP at a few widths, upright (EXIF orientation applied), in sRGB, without any metadata
 * (a phone photo's EXIF, GPS included, never reaches the site), under hashed file names, with a tiny
 * inline placeholder. Encoding is sharp's (libvips: libaom, libwebp, librsvg, mozjpeg); nothing here
 * touches pixels by hand.
 *
 * Results are cached by the hash of the source bytes and the settings: an unchanged picture is read and
 * hashed, never encoded again. The cache lives outside out/ (node_modules/.cache/images by default) so it
 * survives `next build`, which empties out/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { DEFAULT_CACHE_DIR, type EncodedImage } from '@/lib/images/types';

/** Bump when an encoding setting changes: every cached result is then encoded again. */
const PIPELINE_VERSION = 2;

/** The largest source file accepted: a full-resolution phone photo is 3–12 MB. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** The largest source in pixels (a 50 MP camera); libvips refuses more, which guards against decompression bombs. */
export const MAX_SOURCE_PIXELS = 60_000_000;
/** The source types an owner may drop, by sharp's name for the decoded format. */
export const SUPPORTED_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'svg'] as const;
export const SUPPORTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'] as const;

/** Widths written per use: cards and covers, gallery (thumbnails and the full-size view), Markdown body. */
export const WIDTHS = {
  cover: [400, 800, 1200],
  gallery: [400, 800, 1600],
  body: [400, 800, 1200],
} as const;
export type ImageRole = keyof typeof WIDTHS;

/** Open Graph image size: the cover, cropped. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export { DEFAULT_CACHE_DIR, type EncodedImage, type Variant } from '@/lib/images/types';

/** A picture that cannot go on the site; the message starts with the source's path. */
export class ImageError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'ImageError';
  }
}

export type EncodeOptions = {
  /** Output base name, e.g. "spicul-auriu-cover" (a hash and the width are appended). */
  name: string;
  role: ImageRole;
  og?: boolean;
  /**
   * A sample picture (generated, or an example entry's file), standing in until the owner adds a real one: encoded at a lower effort
   * (AVIF 2, WebP 2), half the time for 5–10 % more bytes, so a fresh clone's first build is quicker.
   */
  sample?: boolean;
  cacheDir?: string;
  /** URL prefix of the files in out/. */
  urlPrefix?: string;
};

/** The directory holding every encoded file; postbuild copies the ones the manifest names into out/img/. */
export function filesDir(cacheDir = DEFAULT_CACHE_DIR): string {
  return path.join(cacheDir, 'files');
}

function cacheKey(data: Buffer, options: EncodeOptions): string {
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.stringify({
      v: PIPELINE_VERSION,
      name: options.name,
      role: options.role,
      og: !!options.og,
      ...(options.sample ? { sample: true } : {}),
    }),
  );
  hash.update(data);
  return hash.digest('hex').slice(0, 12);
}

/** Checks size and type before decoding; returns the decoded format's metadata. */
async function inspect(file: string, data: Buffer): Promise<Metadata> {
  if (data.length === 0) throw new ImageError(file, 'the file is empty');
  if (data.length > MAX_SOURCE_BYTES)
    throw new ImageError(
      file,
      `the file is ${(data.length / 1024 / 1024).toFixed(1)} MB, over the ${MAX_SOURCE_BYTES / 1024 / 1024} MB limit: export it smaller`,
    );
  const ext = path.extname(file).toLowerCase();
  if (!(SUPPORTED_EXTENSIONS as readonly string[]).includes(ext))
    throw new ImageError(
      file,
      `unsupported type "${ext || '(no extension)'}": use ${SUPPORTED_EXTENSIONS.join(', ')}`,
    );
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  } catch (error) {
    throw new ImageError(file, `not a readable image (${(error as Error).message})`);
  }
  if (!meta.format || !(SUPPORTED_FORMATS as readonly string[]).includes(meta.format))
    throw new ImageError(file, `unsupported image format "${meta.format ?? 'unknown'}"`);
  if (!meta.width || !meta.height) throw new ImageError(file, 'the image has no size');
  if (meta.width * meta.height > MAX_SOURCE_PIXELS)
    throw new ImageError(
      file,
      `${meta.width}×${meta.height} px is over the ${MAX_SOURCE_PIXELS / 1e6} MP limit`,
    );
  return meta;
}

/**
 * Encodes one picture, or returns the cached result. `file` is the source's path as the owner knows it
 * (repository-relative), used in every error; `data` its bytes (a generated SVG's text for samples).
 */
export async function encodeImage(file: string, data: Buffer, options: EncodeOptions): Promise<EncodedImage> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const urlPrefix = options.urlPrefix ?? '/img';
  const key = cacheKey(data, options);
  const entryFile = path.join(cacheDir, 'entries', `${key}.json`);
  if (fs.existsSync(entryFile)) {
    const cached = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as EncodedImage & { files: string[] };
    if (cached.files.every((f) => fs.existsSync(path.join(filesDir(cacheDir), f)))) {
      const { files: _files, ...image } = cached;
      return image;
    }
  }

  const meta = await inspect(file, data);
  const isSvg = meta.format === 'svg';
  const largest = Math.max(...WIDTHS[options.role]);
  // A vector is rasterised at a density that gives the largest width, not at its nominal 72 dpi.
  const density = isSvg ? Math.min(2400, Math.max(72, (72 * largest) / meta.width!)) : undefined;
  // Decoded once, upright and in sRGB; every variant is resized from these pixels. autoOrient applies the EXIF
  // orientation; the output then carries no metadata at all (sharp keeps none unless asked with keepMetadata).
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(data, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', density })
      .autoOrient()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageError(file, `cannot be decoded (${(error as Error).message})`);
  }
  const { width: rawWidth, height: rawHeight, channels } = master.info;
  const source = () => sharp(master.data, { raw: { width: rawWidth, height: rawHeight, channels } });
  const upright = {
    width: rawWidth,
    height: rawHeight,
    hasAlpha: channels === 4 && !(await source().stats()).isOpaque,
  };

  const widths: number[] = WIDTHS[options.role].filter((w) => w < upright.width);
  if (widths.length < WIDTHS[options.role].length) widths.push(Math.min(upright.width, largest));
  const outDir = filesDir(cacheDir);
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(path.dirname(entryFile), { recursive: true });
  const files: string[] = [];
  const image: EncodedImage = {
    width: widths.at(-1)!,
    height: Math.round((upright.height * widths.at(-1)!) / upright.width),
    avif: [],
    webp: [],
  };
  try {
    for (const width of widths) {
      for (const format of ['avif', 'webp'] as const) {
        const name = `${options.name}.${key}.${width}.${format}`;
        const pipeline = source().resize({ width, withoutEnlargement: true });
        await (
          format === 'avif'
            ? // Effort 3 of 9: close to the smallest files at a fraction of the default's encode time.
              pipeline.avif({ quality: 55, effort: options.sample ? 2 : 3 })
            : pipeline.webp({ quality: 76, effort: options.sample ? 2 : 4, alphaQuality: 90 })
        ).toFile(path.join(outDir, name));
        files.push(name);
        image[format].push({ width, url: `${urlPrefix}/${name}` });
      }
    }
    if (!upright.hasAlpha) {
      // 8 px wide, as Next's own blur placeholders: upscaled by the browser it is as smooth a blur as 16 px
      // was, at half the bytes (on /blog's 24 cards, 1.7 → 0.8 KB of brotli HTML).
      const tiny = await source().resize({ width: 8 }).webp({ quality: 30 }).toBuffer();
      image.placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
    }
    if (options.og) {
      const name = `${options.name}.${key}.og.jpg`;
      await source()
        .flatten({ background: '#ffffff' })
        .resize({ ...OG_SIZE, fit: 'cover', position: 'attention' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(path.join(outDir, name));
      files.push(name);
      image.og = `${urlPrefix}/${name}`;
    }
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError(file, `cannot be encoded (${(error as Error).message})`);
  }
  fs.writeFileSync(entryFile, JSON.stringify({ ...image, files }));
  return image;
}

/** The file names (under filesDir) an encoded image uses. */
export function imageFiles(image: EncodedImage): string[] {
  return [...image.avif, ...image.webp, ...(image.og ? [{ url: image.og }] : [])].map((v) =>
    path.posix.basename(v.url),
  );
}
