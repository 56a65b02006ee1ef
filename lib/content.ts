import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { CATEGORY_IDS, type CategoryId } from '@/lib/data/schemas';
import { readManifest, type EntryPictures, type ImageManifest, type Picture } from '@/lib/images/types';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { englishSampleText } from '@/lib/images/sample-text';

const CONTENT_DIR = path.join(process.cwd(), 'content');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** "x.en.md" is the English translation of "x.md" (lib/i18n/locales.ts). */
const LOCALE_SUFFIX = new RegExp(`\\.(${locales.filter((l) => l !== defaultLocale).join('|')})$`);

/** The locale a content file is written in, from its name. */
function fileLocale(name: string): Locale {
  const match = /\.([a-z]{2})\.md$/.exec(name);
  return match && (locales as readonly string[]).includes(match[1]!) ? (match[1] as Locale) : defaultLocale;
}
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use the form YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a real date');

// gray-matter parses unquoted YAML dates into Date objects; accept both and keep the ISO string.
const dateField = z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDate);

const altText = z
  .string({ error: 'alt text is required: say what the picture shows, for visitors who cannot see it' })
  .trim()
  .min(3, 'alt text is required: say what the picture shows, for visitors who cannot see it');

/** A picture named in front matter; its path is relative to the entry's folder (content/<kind>/<slug>/). */
const pictureRef = z.strictObject({
  src: z.string().min(1),
  alt: altText,
  caption: z.string().trim().min(2).optional(),
});

/**
 * The cover: `cover: { src: cover.jpg, alt: "…" }`, or `cover: { alt: "…" }` for a file named cover.* in
 * the entry's folder. A bare `cover: cover.jpg` is read as `{ src }` and then fails on the missing alt.
 */
const coverRef = z.preprocess(
  (value) => (typeof value === 'string' ? { src: value } : value),
  pictureRef.extend({ src: z.string().min(1).optional() }),
);

/** Generated sample pictures stand in for a missing cover (and an empty gallery) until the owner adds real ones. */
const samplePictures = z.boolean().default(false);

export const articleFrontMatter = z.strictObject({
  title: z.string().min(10).max(120),
  excerpt: z.string().min(40).max(300),
  date: dateField,
  category: z.enum(CATEGORY_IDS),
  tags: z.array(z.string().min(2)).min(1).max(6),
  emoji: z.string().min(1).max(16),
  imageAlt: z.string().min(3),
  featured: z.boolean().default(false),
  author: z.string().optional(),
  cover: coverRef.optional(),
  samplePictures,
});

export const projectFrontMatter = z.strictObject({
  title: z.string().min(5).max(120),
  client: z.string().min(2),
  categories: z.array(z.enum(CATEGORY_IDS)).min(1),
  description: z.string().min(20).max(300),
  emoji: z.string().min(1).max(16),
  imageAlt: z.string().min(3),
  tech: z.array(z.string().min(1)).min(1),
  year: z.number().int().min(2000).max(2100),
  featured: z.boolean().default(false),
  url: z.url({ protocol: /^https?$/ }).optional(),
  result: z.string().min(3),
  cover: coverRef.optional(),
  gallery: z.array(pictureRef).optional(),
  /** The client's brand colours, darkest first (ink, main, accent, soft): the sample pictures use them. */
  palette: z
    .array(z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like #1e1b4b'))
    .length(4)
    .optional(),
  samplePictures,
});

/** The encoded pictures of an entry (scripts/images.ts), absent when it has none: then the emoji shows. */
type WithPictures = { coverImage?: Picture };
export type ArticleMeta = z.infer<typeof articleFrontMatter> & WithPictures & { slug: string; readingMinutes: number };
export type Article = ArticleMeta & { body: string; bodyImages: Record<string, Picture> };
export type ProjectMeta = z.infer<typeof projectFrontMatter> & WithPictures & { slug: string };
export type Project = ProjectMeta & { body: string; bodyImages: Record<string, Picture>; galleryImages: Picture[] };

/** Thrown for a bad content file; the message names the file and every bad field, and fails the build. */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Parses one Markdown file's text against a front-matter schema. Exported for tests. */
export function parseEntry<S extends z.ZodType<object>>(
  schema: S,
  file: string,
  source: string,
): z.infer<S> & { slug: string; body: string } {
  const slug = path.basename(file, '.md').replace(LOCALE_SUFFIX, '');
  if (!SLUG.test(slug)) throw new ContentError(file, [`file name: "${slug}" is not a lowercase kebab-case slug`]);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object bypasses gray-matter's cache, which would hide edits between parses.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError(file, [`front matter is not valid YAML: ${(error as Error).message}`]);
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    throw new ContentError(
      file,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`),
    );
  }
  return { ...(result.data as z.infer<S> & object), slug, body: parsed.content.trim() };
}

/**
 * Every Markdown entry of content/<dir>/ in one locale, parsed and validated, in file-name order (no
 * pictures attached). A translation (`<slug>.en.md`) must sit beside its Romanian file (`<slug>.md`).
 */
export function loadDir<S extends z.ZodType<object>>(dir: string, schema: S, locale: Locale = defaultLocale) {
  const folder = path.join(CONTENT_DIR, dir);
  const names = fs.readdirSync(folder).filter((name) => name.endsWith('.md'));
  const romanian = new Set(names.filter((name) => fileLocale(name) === defaultLocale).map((name) => name.slice(0, -3)));
  return names
    .filter((name) => fileLocale(name) === locale)
    .sort()
    .map((name) => {
      const file = path.join('content', dir, name);
      const entry = parseEntry(schema, file, fs.readFileSync(path.join(folder, name), 'utf8'));
      if (locale !== defaultLocale && !romanian.has(entry.slug)) {
        throw new ContentError(file, [`translation of a missing entry: no content/${dir}/${entry.slug}.md beside it`]);
      }
      return entry;
    });
}

const articlesCache = new Map<Locale, Article[]>();
const projectsCache = new Map<Locale, Project[]>();
let manifestCache: ImageManifest | undefined;

function pictures(key: string, locale: Locale = defaultLocale): EntryPictures {
  manifestCache ??= readManifest();
  const shared = manifestCache[key] ?? { gallery: [], body: {} };
  if (locale === defaultLocale) return shared;
  // Sample pictures drawn for the translation (scripts/images.ts: "en/<kind>/<slug>") replace the Romanian ones.
  const own = manifestCache[`${locale}/${key}`];
  return own ? { ...shared, cover: own.cover ?? shared.cover, gallery: own.gallery.length > 0 ? own.gallery : shared.gallery } : shared;
}

/** The fields a list or card needs (no Markdown body, no gallery), to keep client props small. */
export function articleMeta({ body: _body, bodyImages: _images, ...meta }: Article): ArticleMeta {
  return meta;
}

export function projectMeta({ body: _body, bodyImages: _images, galleryImages: _gallery, gallery: _refs, ...meta }: Project): ProjectMeta {
  return meta;
}

type Translatable = { slug: string; samplePictures: boolean; cover?: { alt: string }; imageAlt: string; result?: string; gallery?: { alt: string; caption?: string }[] };

/**
 * A translated entry keeps the Romanian entry's encoded pictures; their words come from the translation,
 * never the Romanian ones: a real cover's alt from its `cover.alt` (else `imageAlt`), a gallery picture's
 * from its `gallery` list, a generated sample's from lib/images/sample-text.ts.
 */
function localizedPicture(picture: Picture, entry: Translatable, where: string, own?: { alt: string; caption?: string }): Picture {
  if (own) return { ...picture, alt: own.alt, ...(own.caption ? { caption: own.caption } : {}) };
  if (!entry.samplePictures) throw new ContentError(where, ['a picture of the Romanian entry has no alt text in the translation']);
  const result = entry.result ?? '';
  return {
    ...picture,
    alt: englishSampleText(picture.alt, result, where),
    ...(picture.caption ? { caption: englishSampleText(picture.caption, result, where) } : {}),
  };
}

function localizedCover(cover: Picture | undefined, entry: Translatable, locale: Locale, where: string) {
  if (!cover || locale === defaultLocale) return cover;
  if (entry.cover || !entry.samplePictures) return { ...cover, alt: entry.cover?.alt ?? entry.imageAlt };
  return localizedPicture(cover, entry, where);
}

function localizedGallery(gallery: Picture[], entry: Translatable, locale: Locale, where: string) {
  if (locale === defaultLocale) return gallery;
  return gallery.map((picture, i) => localizedPicture(picture, entry, where, entry.gallery?.[i]));
}

/** All articles in the locale (English: the translated ones), newest first. */
export function getArticles(locale: Locale = defaultLocale): Article[] {
  const cached = articlesCache.get(locale);
  if (cached) return cached;
  const articles = loadDir('blog', articleFrontMatter, locale)
    .map((entry) => {
      const { cover, body } = pictures(`blog/${entry.slug}`, locale);
      const where = `content/blog/${entry.slug}.${locale}.md`;
      return { ...entry, readingMinutes: readingTime(entry.body), coverImage: localizedCover(cover, entry, locale, where), bodyImages: body };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  articlesCache.set(locale, articles);
  return articles;
}

/** All projects in the locale (English: the translated ones): featured first, then newest. */
export function getProjects(locale: Locale = defaultLocale): Project[] {
  const cached = projectsCache.get(locale);
  if (cached) return cached;
  const projects = loadDir('portfolio', projectFrontMatter, locale)
    .map((entry) => {
      const { cover, gallery, body } = pictures(`portfolio/${entry.slug}`, locale);
      const where = `content/portfolio/${entry.slug}.${locale}.md`;
      return {
        ...entry,
        coverImage: localizedCover(cover, entry, locale, where),
        galleryImages: localizedGallery(gallery, entry, locale, where),
        bodyImages: body,
      };
    })
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.year - a.year || a.slug.localeCompare(b.slug));
  projectsCache.set(locale, projects);
  return projects;
}

export function getFeaturedArticle(articles: Article[] = getArticles()): Article {
  const featured = articles.filter((a) => a.featured);
  if (featured.length !== 1) {
    throw new ContentError('content/blog', [`exactly one article must be featured, found ${featured.length}`]);
  }
  return featured[0]!;
}

export type CategoryCount = { id: CategoryId | 'all'; count: number };

/** Chip counts computed from the content: "all" first, then each category in the given order. */
export function countByCategory<T>(
  items: T[],
  categoriesOf: (item: T) => readonly CategoryId[],
  order: readonly CategoryId[],
): CategoryCount[] {
  return [
    { id: 'all', count: items.length },
    ...order.map((id) => ({ id, count: items.filter((item) => categoriesOf(item).includes(id)).length })),
  ];
}

/** Tags ranked by how many articles use them (ties alphabetical, Romanian collation). */
export function rankTags(articles: Pick<ArticleMeta, 'tags'>[], limit = 10): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const article of articles) for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'ro'))
    .slice(0, limit);
}

/**
 * The `count` articles most related to `article`: same category counts 2, each shared tag 1; ties go to
 * the newer article. Unrelated articles only fill up a short list.
 */
export function relatedArticles<T extends Pick<ArticleMeta, 'slug' | 'category' | 'tags' | 'date'>>(article: T, all: T[], count = 3): T[] {
  const score = (other: T) =>
    (other.category === article.category ? 2 : 0) + other.tags.filter((tag) => article.tags.includes(tag)).length;
  return all
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => other);
}

/** The chronological neighbours of an article in a newest-first list. */
export function adjacentArticles<T extends { slug: string }>(slug: string, newestFirst: T[]): { older?: T; newer?: T } {
  const index = newestFirst.findIndex((a) => a.slug === slug);
  if (index === -1) return {};
  return { newer: newestFirst[index - 1], older: newestFirst[index + 1] };
}

/** Strips Markdown to plain words, for reading time and search. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes at 200 words a minute (a common figure for Romanian prose on screen), at least 1. */
export function readingTime(markdown: string, wordsPerMinute = 200): number {
  const words = plainText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
