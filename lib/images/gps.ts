/**
 * The build's check for a GPS position left in a picture under content/ (scripts/images.ts): a warning
 * naming each file, never a failure. It reads metadata only (no pixels), and the verdict is cached by the
 * hash of the file's bytes, so an unchanged picture costs a hash, as in the image cache beside it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { metadataHasGps } from '@/lib/images/clean';
import { MAX_SOURCE_PIXELS } from '@/lib/images/pipeline';
import { DEFAULT_CACHE_DIR } from '@/lib/images/types';
import { pluralRo } from '@/lib/text';

/** Bump when what counts as a GPS position changes. */
const GPS_CHECK_VERSION = 1;
export const GPS_CACHE_FILE = path.join(DEFAULT_CACHE_DIR, 'gps.json');

type Cache = { v: number; verdicts: Record<string, boolean> };

function readCache(file: string): Record<string, boolean> {
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as Cache;
    return cache.v === GPS_CHECK_VERSION && cache.verdicts ? cache.verdicts : {};
  } catch {
    return {};
  }
}

async function hasGps(data: Buffer): Promise<boolean> {
  try {
    return metadataHasGps(await sharp(data, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata());
  } catch {
    // Unreadable: the image pipeline fails on it with the file's name; nothing to add here.
    return false;
  }
}

/**
 * The files (as given) whose bytes carry a GPS position. The cache keeps the verdicts of this call's
 * pictures only, so it never grows past the pictures the site has.
 */
export async function picturesWithGps(
  pictures: readonly { file: string; data: Buffer }[],
  cacheFile = GPS_CACHE_FILE,
): Promise<string[]> {
  const cached = readCache(cacheFile);
  const verdicts: Record<string, boolean> = {};
  const found = new Set<string>();
  for (const { file, data } of pictures) {
    const key = crypto.createHash('sha256').update(data).digest('hex').slice(0, 24);
    const verdict = verdicts[key] ?? cached[key] ?? (await hasGps(data));
    verdicts[key] = verdict;
    if (verdict) found.add(file);
  }
  const before = JSON.stringify(cached);
  if (JSON.stringify(verdicts) !== before) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ v: GPS_CHECK_VERSION, verdicts } satisfies Cache));
  }
  return [...found];
}

/** The build's warning, in Romanian for the owner, or undefined when no picture carries a position. */
export function gpsWarning(files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  const one = files.length === 1;
  return [
    one
      ? 'images: atenție: o poză din content/ arată unde a fost făcută (poziția GPS din datele ei):'
      : `images: atenție: ${pluralRo(files.length, 'poză', 'poze')} din content/ arată unde au fost făcute (poziția GPS din datele lor):`,
    ...files.map((file) => `  ${file}`),
    `  Site-ul publicat nu le arată, dar fișierele din repository da: rulează npm run pictures:clean și salvează (commit) ${one ? 'poza curățată' : 'pozele curățate'}.`,
  ].join('\n');
}
