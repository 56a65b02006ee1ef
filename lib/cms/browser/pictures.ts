/**
 * Pictures leave the browser clean (issue 32). A phone photo carries where it was taken (GPS), the phone's
 * make, model and serial number, and is often stored sideways with an EXIF orientation; online, the GitHub
 * backend commits what the owner uploads as it is, and git keeps it for good. So before any backend stores
 * or commits a picture, a JPEG, PNG or WebP is decoded upright (`imageOrientation: 'from-image'`), brought
 * down to MAX_SIDE on its longest side, and encoded again by a canvas in the same type and under the same
 * name: a canvas writes pixels only, no EXIF, GPS or XMP. A picture whose header shows it is already clean
 * (no metadata, hence no orientation, and small enough) is kept byte for byte, so a logo's palette PNG or a
 * lossless WebP is not inflated. SVG and GIF are left alone; a picture that cannot be decoded is refused, never
 * stored as it came. The same rule as lib/images/clean.ts (cleanPicture), which `npm run admin`'s server
 * applies again to what it receives.
 *
 * Decap 3 hands pictures to its backend in two places, both wrapped here: `persistMedia(asset)` (the media
 * library outside an entry) and `persistEntry({ dataFiles, assets })` (a picture chosen inside an entry
 * travels with the entry's save). Each asset is an AssetProxy `{ url, fileObj, path }` whose `toBase64()`
 * reads `url`: both are replaced, so every backend reads the cleaned file.
 */
import { BACKENDS } from './backend-filter';
import type { AssetProxy, BackendImplementation, DecapCms } from './decap';

/** The longest side kept in the repository, as lib/images/clean.ts's MAX_SIDE. */
export const MAX_SIDE = 2560;
/** JPEG and WebP quality of a re-encoded picture (lib/images/clean.ts uses 85 too). */
export const QUALITY = 0.85;

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const BY_EXTENSION: Record<string, PictureType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The type a picture is re-encoded in, or undefined for one left alone (SVG, GIF, AVIF, anything else).
 * The browser's type first; the name's extension when the browser gives none. */
export function pictureType(type: string, name: string): PictureType | undefined {
  const known = Object.values(BY_EXTENSION) as string[];
  if (type) return known.includes(type.toLowerCase()) ? (type.toLowerCase() as PictureType) : undefined;
  const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension ? BY_EXTENSION[extension] : undefined;
}

/** The size that fits within MAX_SIDE on its longest side, proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `canvas.toBlob`'s quality argument: lossy types only (PNG is lossless and takes none). */
export function encoderQuality(type: PictureType): number | undefined {
  return type === 'image/png' ? undefined : QUALITY;
}

/** What a picture's header says: stored size and whether it carries metadata (EXIF, which holds the
 * orientation and GPS, XMP, IPTC, comments, PNG text). */
export type Header = { width: number; height: number; metadata: boolean };

/** Reads the header of a JPEG, PNG or WebP without decoding pixels; undefined when it cannot tell. */
export function readHeader(bytes: Uint8Array, type: PictureType): Header | undefined {
  try {
    if (type === 'image/jpeg') return jpegHeader(bytes);
    if (type === 'image/png') return pngHeader(bytes);
    return webpHeader(bytes);
  } catch {
    return undefined;
  }
}

/** Whether a picture may be kept as it is: readable header, no metadata, within MAX_SIDE. */
export function isAlreadyClean(header: Header | undefined): boolean {
  return header !== undefined && !header.metadata && Math.max(header.width, header.height) <= MAX_SIDE;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u32le = (b: Uint8Array, i: number) => b[i]! + (b[i + 1]! << 8) + (b[i + 2]! << 16) + ((b[i + 3]! << 24) >>> 0);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function jpegHeader(b: Uint8Array): Header | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let metadata = false;
  for (let i = 2; i + 4 <= b.length; ) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = u16be(b, i + 2);
    // APP1: EXIF (orientation, GPS, camera) or XMP; APP13: IPTC/Photoshop; COM: a comment.
    if (marker === 0xe1 || marker === 0xed || marker === 0xfe) metadata = true;
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7), metadata };
    if (marker === 0xda) return undefined; // scan data before any frame header
    i += 2 + length;
  }
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Text chunks (comments, XMP in iTXt) and EXIF: what cleanPicture counts as metadata in a PNG. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf']);

function pngHeader(b: Uint8Array): Header | undefined {
  if (!PNG_SIGNATURE.every((byte, i) => b[i] === byte) || ascii(b, 12, 4) !== 'IHDR') return undefined;
  const header = { width: u32be(b, 16), height: u32be(b, 20), metadata: false };
  for (let i = 8; i + 8 <= b.length; ) {
    const length = u32be(b, i);
    const kind = ascii(b, i + 4, 4);
    if (PNG_METADATA.has(kind)) header.metadata = true;
    if (kind === 'IEND') return header;
    i += 12 + length;
  }
  return undefined; // cut short: let the decoder judge
}

function webpHeader(b: Uint8Array): Header | undefined {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  let size: { width: number; height: number } | undefined;
  let metadata = false;
  for (let i = 12; i + 8 <= b.length; ) {
    const kind = ascii(b, i, 4);
    const length = u32le(b, i + 4);
    const data = i + 8;
    if (kind === 'EXIF' || kind === 'XMP ') metadata = true;
    if (kind === 'VP8X') {
      if (b[data]! & 0x0c) metadata = true; // the EXIF and XMP flags
      if (b[data]! & 0x02) return undefined; // animation: the decoder decides
      size = { width: 1 + (b[data + 4]! | (b[data + 5]! << 8) | (b[data + 6]! << 16)), height: 1 + (b[data + 7]! | (b[data + 8]! << 8) | (b[data + 9]! << 16)) };
    } else if (kind === 'VP8 ' && !size) {
      size = { width: (b[data + 6]! | (b[data + 7]! << 8)) & 0x3fff, height: (b[data + 8]! | (b[data + 9]! << 8)) & 0x3fff };
    } else if (kind === 'VP8L' && !size) {
      const bits = u32le(b, data + 1);
      size = { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
    }
    i = data + length + (length % 2);
  }
  return size && { ...size, metadata };
}

/** The Romanian refusal shown by the editor when a picture cannot be read. */
export function unreadableMessage(name: string): string {
  return `Poza „${name}” nu a putut fi citită de browser, așa că nu a fost salvată. Exportă-o din nou ca JPEG sau PNG și încearcă iar.`;
}

/**
 * The file as it should be committed: the same file when it is not a picture we re-encode or is already
 * clean, else a new File of the same name and type, upright, without metadata, at most MAX_SIDE.
 */
export async function cleanFile(file: File): Promise<File> {
  const type = pictureType(file.type, file.name);
  if (!type) return file;
  if (isAlreadyClean(readHeader(new Uint8Array(await file.arrayBuffer()), type))) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(unreadableMessage(file.name));
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(unreadableMessage(file.name));
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, encoderQuality(type)));
  // A browser that cannot write the type (WebP in an older Safari) gives a PNG: refused rather than a PNG
  // under a .webp name.
  if (!blob || blob.type !== type)
    throw new Error(`Browserul acesta nu poate salva poze ${type.slice(6).toUpperCase()}. Exportă poza „${file.name}” ca JPEG și încearcă iar.`);
  return new File([blob], file.name, { type, lastModified: file.lastModified });
}

const cleaned = new WeakSet<AssetProxy>();

/** Replaces the asset's file (and the URL its toBase64 reads) by the cleaned one, once. */
async function cleanAsset(asset: AssetProxy): Promise<void> {
  if (cleaned.has(asset) || !(asset.fileObj instanceof File)) return;
  const file = await cleanFile(asset.fileObj);
  if (file !== asset.fileObj) {
    asset.fileObj = file;
    asset.url = URL.createObjectURL(file);
  }
  cleaned.add(asset);
}

/** The implementation with every picture cleaned before it is stored or committed. */
export function withCleanPictures<T extends BackendImplementation>(implementation: T): T {
  const { persistMedia, persistEntry } = implementation;
  if (persistMedia)
    implementation.persistMedia = async (asset, options) => {
      await cleanAsset(asset);
      return persistMedia.call(implementation, asset, options);
    };
  if (persistEntry)
    implementation.persistEntry = async (entry, options) => {
      for (const asset of entry.assets ?? []) await cleanAsset(asset);
      return persistEntry.call(implementation, entry, options);
    };
  return implementation;
}

export function installPictureCleaning(cms: DecapCms): void {
  for (const name of BACKENDS) {
    const backend = cms.getBackend(name);
    if (!backend) continue;
    const init = backend.init;
    backend.init = (...args: unknown[]) => withCleanPictures(init(...args));
  }
}
