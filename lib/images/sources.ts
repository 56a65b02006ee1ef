/**
 * Which pictures an entry has, found the way an owner would put them there. For `content/<kind>/<slug>.md`
 * the entry's folder is `content/<kind>/<slug>/`:
 *
 * - cover: front matter `cover: { src, alt }` (src relative to the entry's folder, or to the Markdown file),
 *   else a file named `cover.<jpg|jpeg|png|webp|avif|svg>` in the folder (its alt from `cover: { alt }`);
 * - gallery (case studies): front matter `gallery: [{ src, alt, caption }]`, and every file in `gallery/`
 *   must be listed there (the alt text is required);
 * - the Markdown body's `![alt](./detaliu.jpg)`;
 * - with `samplePictures: true`, the entry's pictures are the example's: a sample case study's are files
 *   like any other (content/portfolio/<slug>/, rendered once by `npm run samples:render` from
 *   scripts/sample-work/); a sample article without a cover gets its committed one
 *   (content/samples/blog/<slug>.webp, lib/images/sample-covers.ts).
 *
 * Every problem is a ContentError naming the Markdown file, the field and the picture's path: the build fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markdownRefs } from '@/lib/markdown-refs';
import { ContentError } from '@/lib/content';
import { SUPPORTED_EXTENSIONS, type ImageRole } from '@/lib/images/pipeline';
import { sampleArticleCover } from '@/lib/images/sample-covers';

export type ImageRef = { src?: string; alt: string; caption?: string };

/** One picture to encode: where it comes from (for messages), its bytes and what the page says about it. */
export type SourceImage = {
  file: string;
  data: Buffer;
  alt: string;
  caption?: string;
  role: ImageRole;
  /** Output base name. */
  name: string;
  sample: boolean;
  /**
   * A picture of an example entry (`samplePictures: true`): a real file, but the example's, so the build
   * encodes it at the samples' lower effort (lib/images/pipeline.ts), until the owner's own replaces it.
   */
  example?: boolean;
  /** A sample drawn for one language: its alt text and caption are already in it. */
  lang?: 'ro' | 'en';
};

export type EntrySources = { cover?: SourceImage; gallery: SourceImage[]; body: Record<string, SourceImage> };

type EntryBase = {
  slug: string;
  title: string;
  body: string;
  cover?: ImageRef;
  samplePictures: boolean;
};
export type ProjectEntry = EntryBase & { gallery?: (ImageRef & { src: string })[] };
export type ArticleEntry = EntryBase;

const IMAGE_FILE = new RegExp(`(${SUPPORTED_EXTENSIONS.map((e) => `\\${e}`).join('|')})$`, 'i');
const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i;

export function entryDir(contentDir: string, kind: string, slug: string): string {
  return path.join(contentDir, kind, slug);
}

/** The repository-relative path of a file under the project root. */
function rel(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * A `src` from front matter or Markdown: relative to the entry's folder first, then to the Markdown file's
 * folder. Returns the absolute path, or throws naming the field.
 */
function locate(root: string, mdFile: string, folder: string, src: string, field: string): string {
  if (REMOTE.test(src))
    throw new ContentError(mdFile, [
      `${field}: "${src}" must be a file beside the entry (in ${rel(root, folder)}/), not a URL or an absolute path`,
    ]);
  for (const base of [folder, path.dirname(path.join(root, mdFile))]) {
    const candidate = path.resolve(base, src);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new ContentError(mdFile, [`${field}: no file "${src}" in ${rel(root, folder)}/`]);
}

function readSource(
  root: string,
  file: string,
  ref: Omit<SourceImage, 'file' | 'data' | 'sample'>,
): SourceImage {
  return { ...ref, file: rel(root, file), data: fs.readFileSync(file), sample: false };
}

/** The entry's language, from its file name: the sample pictures' words and texts follow it. */
const localeOf = (mdFile: string) => (mdFile.endsWith('.en.md') ? 'en' : 'ro');

/** Images in the Markdown body: `![alt](src)`, in document order. */
export function bodyImageRefs(markdown: string): { src: string; alt: string }[] {
  return markdownRefs(markdown).images;
}

function resolveCover(
  root: string,
  mdFile: string,
  folder: string,
  entry: EntryBase,
  name: string,
): SourceImage | undefined {
  const conventional = fs.existsSync(folder)
    ? fs.readdirSync(folder).find((f) => /^cover\./i.test(f) && IMAGE_FILE.test(f))
    : undefined;
  if (entry.cover?.src) {
    const file = locate(root, mdFile, folder, entry.cover.src, 'cover.src');
    return readSource(root, file, {
      alt: entry.cover.alt,
      caption: entry.cover.caption,
      role: 'cover',
      name,
    });
  }
  if (conventional) {
    const file = path.join(folder, conventional);
    if (!entry.cover)
      throw new ContentError(mdFile, [
        `cover.alt: ${rel(root, file)} has no alt text; add to the front matter: cover: { alt: "what the picture shows" }`,
      ]);
    return readSource(root, file, {
      alt: entry.cover.alt,
      caption: entry.cover.caption,
      role: 'cover',
      name,
    });
  }
  if (entry.cover)
    throw new ContentError(mdFile, [
      `cover.src: no file named cover.* in ${rel(root, folder)}/ and no src given`,
    ]);
  return undefined;
}

function resolveBody(
  root: string,
  mdFile: string,
  folder: string,
  entry: EntryBase,
  slug: string,
): Record<string, SourceImage> {
  const body: Record<string, SourceImage> = {};
  bodyImageRefs(entry.body).forEach(({ src, alt }, index) => {
    if (/^https?:/i.test(src))
      throw new ContentError(mdFile, [
        `body: ![${alt}](${src}): pictures come from the entry's folder; no request may leave the site`,
      ]);
    const file = locate(root, mdFile, folder, decodeURI(src), `body ![…](${src})`);
    if (alt.length < 3)
      throw new ContentError(mdFile, [
        `body ![…](${src}): ${rel(root, file)} has no alt text: write ![what the picture shows](${src})`,
      ]);
    body[src] ??= readSource(root, file, { alt, role: 'body', name: `${slug}-${index + 1}` });
  });
  return body;
}

/** The pictures of a case study. */
export function projectSources(root: string, mdFile: string, entry: ProjectEntry): EntrySources {
  const folder = entryDir(path.join(root, 'content'), 'portfolio', entry.slug);
  const name = entry.slug;
  const cover = resolveCover(root, mdFile, folder, entry, `${name}-cover`);
  const listed = (entry.gallery ?? []).map((ref, i) => {
    const file = locate(root, mdFile, folder, ref.src, `gallery[${i}].src`);
    return { file, ref };
  });
  const galleryDir = path.join(folder, 'gallery');
  if (fs.existsSync(galleryDir)) {
    const known = new Set(listed.map((l) => path.resolve(l.file)));
    const missing = fs
      .readdirSync(galleryDir)
      .filter((f) => IMAGE_FILE.test(f))
      .sort()
      .filter((f) => !known.has(path.resolve(galleryDir, f)));
    if (missing.length > 0)
      throw new ContentError(
        mdFile,
        missing.map(
          (f) =>
            `gallery: ${rel(root, path.join(galleryDir, f))} has no alt text; list it in the front matter: gallery: [{ src: gallery/${f}, alt: "what it shows", caption: "optional" }]`,
        ),
      );
  }
  const gallery = listed.map(({ file, ref }, i) =>
    readSource(root, file, { alt: ref.alt, caption: ref.caption, role: 'gallery', name: `${name}-${i + 1}` }),
  );
  const example = <T extends SourceImage | undefined>(picture: T): T => (picture && entry.samplePictures ? { ...picture, example: true } : picture);
  return { cover: example(cover), gallery: gallery.map(example), body: resolveBody(root, mdFile, folder, entry, name) };
}

/**
 * The pictures of an article. Its sample cover is a committed picture (content/samples/blog/<slug>.webp), the
 * same bytes for both languages (so encoded once), with the alt text of the entry's language.
 */
export function articleSources(root: string, mdFile: string, entry: ArticleEntry): EntrySources {
  const folder = entryDir(path.join(root, 'content'), 'blog', entry.slug);
  let cover = resolveCover(root, mdFile, folder, entry, `${entry.slug}-cover`);
  const locale = localeOf(mdFile);
  const drawn = entry.samplePictures && !cover ? sampleArticleCover(root, entry.slug, locale) : undefined;
  if (drawn) cover = { ...drawn, role: 'cover', name: `${entry.slug}-cover`, sample: true, lang: locale };
  return { cover, gallery: [], body: resolveBody(root, mdFile, folder, entry, entry.slug) };
}
