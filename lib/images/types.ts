/**
 * What the image pipeline (lib/images/pipeline.ts, build time, sharp) hands to the pages: plain data, so
 * that pages and client components import it without pulling in the encoder.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Encoded files and the manifest, outside out/ so they survive `next build` (which empties out/). */
export const DEFAULT_CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'images');
/** Written by scripts/images.ts, read by lib/content.ts while Next renders the pages. */
export const MANIFEST_FILE = path.join(DEFAULT_CACHE_DIR, 'manifest.json');

export type Variant = { width: number; url: string };
export type EncodedImage = {
  /** Intrinsic size of the largest variant: the `width`/`height` attributes (no layout shift). */
  width: number;
  height: number;
  avif: Variant[];
  webp: Variant[];
  /** An 8 px wide WebP as a data: URI, shown (blurred by upscaling) until the image arrives; none for transparent images. */
  placeholder?: string;
  /** The 1200×630 JPEG crop for Open Graph, when asked for. */
  og?: string;
};

/** An encoded picture with what the page says about it; `lang` when that is written for one language (a sample drawn for it). */
export type Picture = EncodedImage & { alt: string; caption?: string; lang?: 'ro' | 'en' };
export type EntryPictures = { cover?: Picture; gallery: Picture[]; body: Record<string, Picture> };
/** "portfolio/<slug>" or "blog/<slug>" → the entry's pictures. */
export type ImageManifest = Record<string, EntryPictures>;

/** The manifest of the last image step, or an empty one (entries then show their emoji). */
export function readManifest(file = MANIFEST_FILE): ImageManifest {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ImageManifest;
}
