/**
 * The blog's sample covers: for an article with `samplePictures: true` and no cover of the owner's, a picture
 * of its own subject. Each is an HTML+CSS composition (scripts/sample-covers/covers/<slug>.html) drawn once
 * by Chromium into a committed file, content/samples/blog/<slug>.webp, which the build then encodes like an
 * owner's photo (scripts/images.ts). content/samples/blog/index.json, written by the same renderer, gives
 * each cover's alt text in Romanian and English, the fonts Chromium set its text in and the hash of the
 * sources it was drawn from.
 *
 * An article marked `samplePictures: true` that has no drawn cover (one the owner wrote after these) keeps
 * its emoji card, as an article without pictures does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where the committed pictures and their index live, relative to the project's root. */
export const SAMPLE_COVERS_DIR = 'content/samples/blog';
/** The compositions and the stylesheet they share, relative to the project's root. */
export const COMPOSITIONS_DIR = 'scripts/sample-covers/covers';
export const COMPOSITION_CSS = 'scripts/sample-covers/base.css';
/** Every cover's size: the cards' 16:9, wide enough for the pipeline's largest cover width (1,200 px). */
export const SAMPLE_COVER_SIZE = { width: 1600, height: 900 } as const;

const indexSchema = z.record(
  z.string(),
  z.object({
    alt: z.object({ ro: z.string().min(20), en: z.string().min(20) }),
    /** The faces Chromium reported for the cover's text ("Fraunces Black"): none when it has no text. */
    fonts: z.array(z.string()),
    /** sourceHash() of the composition and base.css when it was drawn. */
    source: z.string().regex(/^[0-9a-f]{16}$/),
  }),
);
export type SampleCoverIndex = z.infer<typeof indexSchema>;

/** The hash that ties a committed picture to the composition it was drawn from. */
export function sourceHash(html: string, css: string): string {
  return crypto.createHash('sha256').update(html).update('\0').update(css).digest('hex').slice(0, 16);
}

export function readSampleCoverIndex(root: string): SampleCoverIndex {
  const file = path.join(root, SAMPLE_COVERS_DIR, 'index.json');
  if (!fs.existsSync(file)) return {};
  const parsed = indexSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${SAMPLE_COVERS_DIR}/index.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')} (draw the covers again: npx tsx scripts/sample-covers/render.ts)`,
    );
  return parsed.data;
}

/** The drawn cover of an article, with its alt text in the page's language; undefined when it has none. */
export function sampleArticleCover(
  root: string,
  slug: string,
  locale: 'ro' | 'en',
): { file: string; data: Buffer; alt: string } | undefined {
  const entry = readSampleCoverIndex(root)[slug];
  const file = `${SAMPLE_COVERS_DIR}/${slug}.webp`;
  if (!entry || !fs.existsSync(path.join(root, file))) return undefined;
  return { file, data: fs.readFileSync(path.join(root, file)), alt: entry.alt[locale] };
}
