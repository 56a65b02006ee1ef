/**
 * A picture as it should sit in the repository: upright, without any metadata, at a sane size. A phone
 * photo carries the place it was taken (GPS), the phone's make, model and serial number and the time; the
 * built site never shows them (lib/images/pipeline.ts writes no metadata), but a picture committed under
 * content/ keeps them in git for good. `npm run pictures:clean` (scripts/clean-pictures.ts) runs
 * cleanPicture on every picture there; the build warns about a GPS position left in one (lib/images/gps.ts).
 *
 * The format stays the same (a .jpg is still a JPEG, and so on), the EXIF orientation is applied to the
 * pixels, the colours are converted to sRGB (sharp's default when no metadata is kept) and the longest side
 * is brought down to MAX_SIDE. A picture that needs none of it comes back as it was, byte for byte, so a
 * second run changes nothing in git. EXIF is read with exif-reader, the parser sharp's documentation names
 * for its `metadata().exif` buffer; nothing here parses EXIF by hand.
 */
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ImageError, MAX_SOURCE_PIXELS } from '@/lib/images/pipeline';

/** The longest side kept in the repository: twice the largest width the site serves (1600 px) rounded up. */
export const MAX_SIDE = 2560;
/** Encoder settings of a cleaned picture; only used when the picture must be written again anyway. */
export const JPEG_QUALITY = 85;
export const WEBP_QUALITY = 85;
export const AVIF_QUALITY = 60;

/** The raster formats the site takes (SUPPORTED_EXTENSIONS of the pipeline, less SVG). */
export const CLEANABLE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

type Format = 'jpeg' | 'png' | 'webp' | 'avif';

/** What a picture carries and how it is stored. */
export type Findings = {
  format: Format;
  /** Upright size, in pixels. */
  width: number;
  height: number;
  /** A GPS position (latitude or longitude) in EXIF or XMP. */
  gps: boolean;
  /** The camera or phone: make, model, serial numbers, lens, owner's name, maker notes. */
  camera: boolean;
  /** Any metadata at all: EXIF, XMP, IPTC, Photoshop blocks, PNG text chunks (GPS and camera included). */
  metadata: boolean;
  /** Stored sideways or mirrored, shown upright only through its EXIF orientation. */
  sideways: boolean;
  /** Longer than MAX_SIDE on its longest side. */
  oversize: boolean;
};

export type CleanResult =
  | {
      /** Left as it is, with why (SVG, GIF, animation, HEIC). */
      skipped: string;
      data: Buffer;
      changed: false;
    }
  | {
      skipped?: undefined;
      /** The cleaned bytes, or the input itself when nothing needed doing. */
      data: Buffer;
      changed: boolean;
      /** What the input carried. */
      findings: Findings;
      /** The output's size in pixels. */
      width: number;
      height: number;
    };

const CAMERA_TAGS = {
  Image: ['Make', 'Model', 'CameraSerialNumber', 'UniqueCameraModel', 'LocalizedCameraModel', 'HostComputer'],
  Photo: [
    'MakerNote',
    'BodySerialNumber',
    'CameraOwnerName',
    'LensMake',
    'LensModel',
    'LensSerialNumber',
    'LensSpecification',
    'ImageUniqueID',
  ],
} as const;

/** An XMP packet's GPS position (exif:GPSLatitude as element or attribute) and camera (tiff:Make, aux:SerialNumber…). */
const XMP_GPS = /\bexif:GPS(?:Latitude|Longitude)\b/;
const XMP_CAMERA =
  /\b(?:tiff:(?:Make|Model)|aux:(?:SerialNumber|Lens|LensSerialNumber)|exifEX:(?:BodySerialNumber|LensModel|LensMake|CameraOwnerName))\b/;

type ExifFindings = { gps: boolean; camera: boolean };

function readExif(exif: Buffer | undefined): ExifFindings {
  if (!exif) return { gps: false, camera: false };
  let parsed: exifReader.Exif;
  try {
    parsed = exifReader(exif);
  } catch {
    // Unreadable EXIF is still metadata (removed all the same); say nothing about what it held.
    return { gps: false, camera: false };
  }
  const gpsInfo = parsed.GPSInfo ?? {};
  const gps = gpsInfo.GPSLatitude !== undefined || gpsInfo.GPSLongitude !== undefined;
  const camera =
    CAMERA_TAGS.Image.some((tag) => parsed.Image?.[tag] !== undefined) ||
    CAMERA_TAGS.Photo.some((tag) => parsed.Photo?.[tag] !== undefined);
  return { gps, camera };
}

/** Whether sharp's metadata shows a GPS position (EXIF GPSLatitude/GPSLongitude, or the same in XMP). */
export function metadataHasGps(meta: Pick<Metadata, 'exif' | 'xmp' | 'xmpAsString'>): boolean {
  if (readExif(meta.exif).gps) return true;
  const xmp = meta.xmpAsString ?? meta.xmp?.toString('utf8');
  return xmp !== undefined && XMP_GPS.test(xmp);
}

function formatOf(meta: Metadata): Format | string {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : 'heic';
  return meta.format;
}

/** Why a picture is left alone, or undefined when cleanPicture handles it. */
function skipReason(format: string, meta: Metadata): string | undefined {
  if (format === 'svg') return 'SVG: un desen vectorial, fără poziție GPS sau date de cameră de scos';
  if (format === 'gif') return 'GIF: site-ul nu folosește GIF-uri; exportă poza ca PNG sau WebP';
  if (format === 'heic') return 'HEIC: site-ul nu îl poate citi; exportă poza ca JPEG';
  if (!['jpeg', 'png', 'webp', 'avif'].includes(format)) return `format necunoscut („${format}”)`;
  if ((meta.pages ?? 1) > 1) return 'animație (mai multe cadre): nu o modific; exportă-o fără metadate';
  return undefined;
}

async function readMetadata(file: string, data: Buffer): Promise<Metadata> {
  if (data.length === 0) throw new ImageError(file, 'fișierul e gol');
  try {
    return await sharp(data, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  } catch (error) {
    throw new ImageError(file, `nu e o imagine care poate fi citită (${(error as Error).message})`);
  }
}

function findingsOf(format: Format, meta: Metadata): Findings {
  const exif = readExif(meta.exif);
  const xmp = meta.xmpAsString ?? meta.xmp?.toString('utf8');
  const gps = exif.gps || (xmp !== undefined && XMP_GPS.test(xmp));
  const camera = exif.camera || (xmp !== undefined && XMP_CAMERA.test(xmp));
  const metadata = Boolean(
    meta.exif ||
    meta.xmp ||
    meta.iptc ||
    meta.tifftagPhotoshop ||
    (meta.comments && meta.comments.length > 0),
  );
  const { width, height } = meta.autoOrient;
  return {
    format,
    width,
    height,
    gps,
    camera,
    metadata,
    sideways: (meta.orientation ?? 1) > 1,
    oversize: Math.max(width, height) > MAX_SIDE,
  };
}

/** Whether the picture has to be written again. */
export function needsCleaning(findings: Findings): boolean {
  return findings.metadata || findings.sideways || findings.oversize;
}

/** What a picture carries, from its header only (no pixels decoded); undefined with a reason for one left alone. */
export async function inspectPicture(
  data: Buffer,
  file: string,
): Promise<{ findings: Findings; skipped?: undefined } | { skipped: string; findings?: undefined }> {
  const meta = await readMetadata(file, data);
  const format = formatOf(meta);
  const skipped = skipReason(format, meta);
  if (skipped) return { skipped };
  return { findings: findingsOf(format as Format, meta) };
}

function encoder(pipeline: Sharp, format: Format, data: Buffer, meta: Metadata): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
    case 'png':
      // Lossless; a palette PNG (an optimised logo) stays a palette PNG.
      return pipeline.png({ compressionLevel: 9, palette: meta.isPalette });
    case 'webp':
      // A lossless WebP (a screenshot, a logo) stays lossless: its bitstream is a VP8L chunk.
      return isLosslessWebp(data)
        ? pipeline.webp({ lossless: true, effort: 6 })
        : pipeline.webp({ quality: WEBP_QUALITY, effort: 5 });
    case 'avif':
      return pipeline.avif({ quality: AVIF_QUALITY, effort: 4 });
  }
}

/** RIFF....WEBPVP8L (simple lossless) or an extended file whose image chunk is VP8L. */
function isLosslessWebp(data: Buffer): boolean {
  for (let offset = 12; offset + 8 <= data.length && offset < 4096;) {
    const chunk = data.toString('ascii', offset, offset + 4);
    if (chunk === 'VP8L') return true;
    if (chunk === 'VP8 ') return false;
    offset += 8 + data.readUInt32LE(offset + 4) + (data.readUInt32LE(offset + 4) % 2);
  }
  return false;
}

/**
 * The picture as the repository should hold it. `file` names it in errors (and its extension is not
 * trusted: the format is the decoded one). SVG, GIF, HEIC and animations come back untouched with a reason.
 */
export async function cleanPicture(data: Buffer, file: string): Promise<CleanResult> {
  const meta = await readMetadata(file, data);
  const format = formatOf(meta);
  const skipped = skipReason(format, meta);
  if (skipped) return { skipped, data, changed: false };
  const findings = findingsOf(format as Format, meta);
  if (!needsCleaning(findings))
    return { data, changed: false, findings, width: findings.width, height: findings.height };

  // autoOrient turns the pixels upright; with no keepMetadata/withMetadata the output is converted to sRGB
  // (through the embedded ICC profile, if any) and carries no EXIF, XMP, IPTC or ICC profile at all.
  let pipeline = sharp(data, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' }).autoOrient();
  if (findings.oversize)
    pipeline = pipeline.resize({
      width: MAX_SIDE,
      height: MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  try {
    const { data: out, info } = await encoder(pipeline, findings.format, data, meta).toBuffer({
      resolveWithObject: true,
    });
    return { data: out, changed: true, findings, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageError(file, `nu poate fi curățată (${(error as Error).message})`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Words for the owner, in Romanian.

const decimal = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });

/** 5_100_000 → "5,1 MB", 612_000 → "612 kB", 900 → "900 B" (decimal units, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes < 10_000 ? decimal : whole).format(bytes / 1000)} kB`;
  return `${decimal.format(bytes / 1_000_000)} MB`;
}

/** "a", "a și b", "a, b și c" */
export function listRo(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} și ${items.at(-1)}`;
}

function removedItems(f: Findings): string[] {
  const items: string[] = [];
  if (f.gps) items.push('poziția GPS');
  if (f.camera) items.push('datele camerei');
  // The date, the exposure and the rest go too, but a phone photo always has them: name what matters.
  if (items.length === 0 && f.metadata) items.push('metadatele');
  return items;
}

/** „scoase poziția GPS și datele camerei, rotită, micșorată la 2560×1920 px” */
export function describeCleaning(result: Extract<CleanResult, { findings: Findings }>): string {
  const f = result.findings;
  const parts: string[] = [];
  const removed = removedItems(f);
  if (removed.length > 0) parts.push(`scoase ${listRo(removed)}`);
  if (f.sideways) parts.push('rotită');
  if (f.oversize) parts.push(`micșorată la ${result.width}×${result.height} px`);
  return parts.join(', ');
}

/** „are poziția GPS și datele camerei, trebuie rotită, are 4000×3000 px (maximum 2560 px pe latura lungă)” */
export function describeFindings(f: Findings): string {
  const parts: string[] = [];
  const carried = removedItems(f);
  if (carried.length > 0) parts.push(`are ${listRo(carried)}`);
  if (f.sideways) parts.push('trebuie rotită');
  if (f.oversize) parts.push(`are ${f.width}×${f.height} px (maximum ${MAX_SIDE} px pe latura lungă)`);
  return parts.join(', ');
}

/** „content/portfolio/x/cover.jpg: scoase poziția GPS și datele camerei, rotită, 5,1 MB → 612 kB” */
export function cleanedLine(
  file: string,
  before: Buffer,
  result: Extract<CleanResult, { findings: Findings }>,
) {
  return `${file}: ${describeCleaning(result)}, ${formatBytes(before.length)} → ${formatBytes(result.data.length)}`;
}

/** A repository-relative path with forward slashes. */
export function displayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
