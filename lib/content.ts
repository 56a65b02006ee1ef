import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseDocument, type Document, type YAMLError } from 'yaml';
import { z } from 'zod';
import { loadData } from '@/lib/data/load';
import {
  contentMessage,
  isRealDate,
  issueProblems,
  problemAt,
  syntaxProblem,
  thousandsProblems,
  type Problem,
  type SourceText,
  type Subject,
} from '@/lib/data/messages';
import { CATEGORY_IDS, type CategoryId } from '@/lib/data/schemas';
import { readManifest, type EntryPictures, type ImageManifest, type Picture } from '@/lib/images/types';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { showsUnpublished, siteToday, unpublished, type Unpublished } from '@/lib/publishing';

let contentDir = path.join(process.cwd(), 'content');
/** Where content/ lives; tests point it at a copy, the editor's preview re-reads it after each change. */
export function setEntriesDir(dir: string) {
  contentDir = dir;
  articlesCache.clear();
  projectsCache.clear();
  manifestCache = undefined;
}
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
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'o dată scrisă an-lună-zi, de exemplu 2026-11-20', abort: true })
  // Not Date.parse: it takes 2026-02-30 for 2 March.
  .refine(isRealDate, 'not a real date');

// The front matter is read by `yaml` (YAML 1.2: an unquoted date stays text); a Date object from another
// parser is accepted too, as its ISO string.
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
/** An entry of the example business: shown like any other, refused by `npm run check -- --strict` (lib/sample-content.ts). */
const sample = z.boolean().optional();

export const articleFrontMatter = z.strictObject({
  sample,
  title: z.string().min(10).max(120),
  excerpt: z.string().min(40).max(300),
  date: dateField,
  category: z.enum(CATEGORY_IDS),
  tags: z.array(z.string().min(2)).min(1).max(6),
  emoji: z.string().min(1).max(16),
  imageAlt: z.string().min(3),
  featured: z.boolean().default(false),
  /** Kept off the site until switched off (lib/publishing.ts); a date after today waits for its day. */
  draft: z.boolean().default(false),
  author: z.string().optional(),
  cover: coverRef.optional(),
  samplePictures,
});

export const projectFrontMatter = z.strictObject({
  sample,
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
  /** The client's words about the work, shown near the end of the case study; optional. */
  quote: z
    .strictObject({
      text: z.string().min(20).max(400),
      author: z.string().min(2),
      role: z.string().min(2).optional(),
    })
    .optional(),
  draft: z.boolean().default(false),
  cover: coverRef.optional(),
  gallery: z.array(pictureRef).optional(),
  /** The client's brand colours, darkest first (ink, main, accent, soft): the sample pictures use them. */
  palette: z
    .array(z.string().regex(/^#[0-9a-f]{6}$/i, 'o culoare de forma #1e1b4b'))
    .length(4)
    .optional(),
  samplePictures,
});

/** The encoded pictures of an entry (scripts/images.ts), absent when it has none: then the emoji shows. */
type WithPictures = { coverImage?: Picture };
/** Set only where unpublished entries are shown (`npm run dev`, the editor's preview): why it is not on the site. */
type WithPublication = { unpublished?: Unpublished };
export type ArticleMeta = z.infer<typeof articleFrontMatter> & WithPictures & WithPublication & { slug: string; readingMinutes: number };
export type Article = ArticleMeta & { body: string; bodyImages: Record<string, Picture> };
export type ProjectMeta = z.infer<typeof projectFrontMatter> & WithPictures & WithPublication & { slug: string };
export type Project = ProjectMeta & { body: string; bodyImages: Record<string, Picture>; galleryImages: Picture[] };

/**
 * Thrown for a bad content file; the message (lib/data/messages.ts) names the file and every bad field in
 * Romanian for the owner, each with a developer's line, and fails the build. A bare string is printed as is.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly (Problem | string)[],
  ) {
    super(contentMessage(file, problems));
    this.name = 'ContentError';
  }
}

/** "Articolul" or "Studiul de caz", and the key of its field labels in lib/cms/labels.ts. */
function kindOf(schema: z.ZodType): { kind: string; noun: string } {
  if (schema === projectFrontMatter) return { kind: 'project', noun: 'Studiul de caz' };
  if (schema === articleFrontMatter) return { kind: 'article', noun: 'Articolul' };
  return { kind: 'entry', noun: 'Textul' };
}

/** Category id → its name in content/categories.yaml, for the list of valid categories in a message. */
function categoryNames(): Record<string, string> {
  try {
    return loadData('categories').labels;
  } catch {
    return Object.fromEntries(CATEGORY_IDS.map((id) => [id, id]));
  }
}

function subjectFor(schema: z.ZodType, file: string, data: unknown, source?: SourceText): Subject {
  const { kind, noun } = kindOf(schema);
  const title = (data as { title?: unknown } | undefined)?.title;
  const named = typeof title === 'string' && title.trim() && title.length <= 120 ? ` „${title.trim()}”` : '';
  return { file, schema, data: [data], kind, entry: `${noun}${named}`, dots: true, ...(source ? { source } : {}) };
}

/** A YAML syntax error thrown out of gray-matter, with what the message needs. */
class FrontMatterSyntax extends Error {
  constructor(
    readonly source: string,
    readonly error: YAMLError,
  ) {
    super(error.message);
  }
}

/** Parses one Markdown file's text against a front-matter schema. Exported for tests. */
export function parseEntry<S extends z.ZodType<object>>(
  schema: S,
  file: string,
  source: string,
): z.infer<S> & { slug: string; body: string } {
  const slug = path.basename(file, '.md').replace(LOCALE_SUFFIX, '');
  if (!SLUG.test(slug))
    throw new ContentError(file, [
      {
        text: `Numele fișierului, „${slug}”, nu poate fi adresa unei pagini. Folosește doar litere mici fără diacritice, cifre și cratime, de exemplu ${suggestSlug(slug)}.md.`,
        dev: `${file}: file name: "${slug}" is not a lowercase kebab-case slug`,
      },
    ]);
  let parsed: matter.GrayMatterFile<string>;
  let doc: Document | undefined;
  let yamlText = '';
  try {
    // Options bypass gray-matter's cache, which would hide edits between parses. The front matter is read
    // by `yaml`, whose document keeps each value's source text (`1.500` as written, not 1.5).
    parsed = matter(source, {
      engines: {
        yaml: (text: string) => {
          yamlText = text;
          doc = parseDocument(text, { prettyErrors: true });
          if (doc.errors.length > 0) throw new FrontMatterSyntax(text, doc.errors[0]!);
          return (doc.toJS() ?? {}) as object;
        },
      },
    });
  } catch (error) {
    if (error instanceof FrontMatterSyntax)
      // The front matter's text starts right after the opening `---`, on the file's first line.
      throw new ContentError(file, [syntaxProblem(subjectFor(schema, file, undefined), error.source, error.error, 0)]);
    throw new ContentError(file, [`front matter is not valid YAML: ${(error as Error).message}`]);
  }
  // The YAML text starts after the opening `---` (with that line's newline): its line 2 is the file's line 2.
  const subject = subjectFor(schema, file, parsed.data, doc ? { doc, text: yamlText } : undefined);
  const found = doc ? thousandsProblems(subject, doc, yamlText) : [];
  const result = schema.safeParse(parsed.data);
  if (!result.success || found.length > 0) {
    const seen = new Set(found.map((problem) => problem.dev.split(': ')[1]));
    const named = { ...subject, categories: categoryNames() };
    const issues = result.success ? [] : result.error.issues.flatMap((issue) => issueProblems(named, issue));
    throw new ContentError(file, [...found, ...issues.filter((problem) => !seen.has(problem.dev.split(': ')[1]))]);
  }
  return { ...(result.data as z.infer<S> & object), slug, body: parsed.content.trim() };
}

/** "Un Articol Nou" → "un-articol-nou", for the example in a message. */
function suggestSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'un-articol-nou';
}

/**
 * Every Markdown entry of content/<dir>/ in one locale, parsed and validated, in file-name order (no
 * pictures attached). A translation (`<slug>.en.md`) must sit beside its Romanian file (`<slug>.md`).
 */
/** Whether content/<dir> exists (a collection the owner may not have, such as newsletter/). */
export function hasContentDir(dir: string): boolean {
  return fs.existsSync(path.join(contentDir, dir));
}

export function loadDir<S extends z.ZodType<object>>(dir: string, schema: S, locale: Locale = defaultLocale) {
  const folder = path.join(contentDir, dir);
  const names = fs.readdirSync(folder).filter((name) => name.endsWith('.md'));
  const romanian = new Set(names.filter((name) => fileLocale(name) === defaultLocale).map((name) => name.slice(0, -3)));
  return names
    .filter((name) => fileLocale(name) === locale)
    .sort()
    .map((name) => {
      const file = path.join('content', dir, name);
      const entry = parseEntry(schema, file, fs.readFileSync(path.join(folder, name), 'utf8'));
      if (locale === defaultLocale) return entry;
      const twin = `content/${dir}/${entry.slug}.md`;
      if (!romanian.has(entry.slug)) {
        throw new ContentError(file, [
          {
            text: `Traducerea nu are pereche în română: lipsește ${twin}. Dă-i același nume ca fișierului în română, cu .${locale} înainte de .md, sau scrie întâi varianta în română.`,
            dev: `${file}: translation of a missing entry: no ${twin} beside it`,
          },
        ]);
      }
      const original = parseEntry(schema, twin, fs.readFileSync(path.join(folder, `${entry.slug}.md`), 'utf8'));
      const cover = realCover(folder, original);
      if (cover && !(entry as { cover?: { alt?: string } }).cover?.alt) {
        throw new ContentError(file, [
          problemAt(
            subjectFor(schema, file, entry),
            ['cover', 'alt'],
            `varianta în română (${twin}) are o copertă adevărată (${cover}), dar aici lipsește descrierea ei în engleză, așa că pagina în engleză ar arăta în continuare imaginea de exemplu. Adaugă în antet: cover: { alt: "what the picture shows, in English" }.`,
            'the Romanian entry has a real cover; the translation needs its English alt text: cover: { alt: "…" }',
          ),
        ]);
      }
      return entry;
    });
}

/** The Romanian entry's own cover (not a generated sample): its file, as the owner would look for it. */
function realCover(folder: string, entry: object & { slug: string }): string | undefined {
  const dir = path.join(folder, entry.slug);
  const cover = (entry as { cover?: { src?: string } }).cover;
  const named = fs.existsSync(dir) ? fs.readdirSync(dir).find((name) => /^cover\.[a-z0-9]+$/i.test(name)) : undefined;
  if (!cover && !named) return undefined;
  // A src is relative to the entry's folder, else to the Markdown file's (as lib/images/sources.ts finds it;
  // the editor writes "<slug>/cover.jpg").
  const src = cover?.src;
  const candidates = src ? [path.join(dir, src), path.join(folder, src)] : [];
  // Not there yet (the editor's preview, before the upload is saved): "<slug>/x.jpg" is the editor's form.
  const likely = src?.startsWith(`${entry.slug}/`) ? candidates[1] : candidates[0];
  const file = src ? (candidates.find((f) => fs.existsSync(f)) ?? likely!) : path.join(dir, named ?? 'cover.*');
  return path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
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

type Translatable = { slug: string; samplePictures: boolean; cover?: { alt: string }; imageAlt: string; gallery?: { alt: string; caption?: string }[] };

/**
 * A translated entry keeps the Romanian entry's encoded pictures; their words come from the translation,
 * never the Romanian ones: a real cover's alt from its `cover.alt` (else `imageAlt`), a gallery picture's
 * from its `gallery` list.
 */
function localizedPicture(picture: Picture, entry: Translatable, where: string, own?: { alt: string; caption?: string }, index?: number): Picture {
  if (own) return { ...picture, alt: own.alt, ...(own.caption ? { caption: own.caption } : {}) };
  // A sample drawn for the translation (scripts/images.ts: "en/<kind>/<slug>") already speaks its language.
  if (picture.lang === 'en') {
    const { lang: _lang, ...drawn } = picture;
    return drawn;
  }
  if (!entry.samplePictures)
    throw new ContentError(where, [
      {
        text: `${index === undefined ? 'O imagine' : `Imaginea ${index + 1} din galerie`} a variantei în română nu are descriere în engleză aici. Adaugă-o în antet, în lista gallery: { src: …, alt: "what the picture shows" }.`,
        dev: `${where}: ${index === undefined ? '' : `gallery.${index}: `}a picture of the Romanian entry has no alt text in the translation`,
      },
    ]);
  // A sample drawn for the Romanian page: its words are Romanian, so it never goes on the English one.
  throw new Error(
    `${where}: the English sample pictures are missing from the image manifest (the Romanian ones would show): run npm run images`,
  );
}

function localizedCover(cover: Picture | undefined, entry: Translatable, locale: Locale, where: string) {
  if (!cover || locale === defaultLocale) return cover;
  if (entry.cover || !entry.samplePictures) return { ...cover, alt: entry.cover?.alt ?? entry.imageAlt };
  return localizedPicture(cover, entry, where);
}

function localizedGallery(gallery: Picture[], entry: Translatable, locale: Locale, where: string) {
  if (locale === defaultLocale) return gallery;
  return gallery.map((picture, i) => localizedPicture(picture, entry, where, entry.gallery?.[i], i));
}

/**
 * An entry's place on the site today: undefined when it is on it, why not when it is shown marked (`npm run
 * dev`, the editor's preview), null when it is left out. A translation follows its Romanian entry too.
 */
function publicationOf(romanian: () => { slug: string; unpublished?: Unpublished }[], locale: Locale) {
  const today = siteToday();
  const show = showsUnpublished();
  const twins = locale === defaultLocale ? undefined : new Map(romanian().map((entry) => [entry.slug, entry.unpublished]));
  return (entry: { slug: string; draft?: boolean; date?: string }): Unpublished | undefined | null => {
    if (twins && !twins.has(entry.slug)) return null;
    const state = unpublished(entry, today) ?? twins?.get(entry.slug);
    return state && !show ? null : state;
  };
}

/** All articles in the locale (English: the translated ones), newest first. */
export function getArticles(locale: Locale = defaultLocale): Article[] {
  const cached = articlesCache.get(locale);
  if (cached) return cached;
  const status = publicationOf(() => getArticles(defaultLocale), locale);
  const articles = loadDir('blog', articleFrontMatter, locale)
    .flatMap((entry) => {
      const state = status(entry);
      if (state === null) return [];
      const { cover, body } = pictures(`blog/${entry.slug}`, locale);
      const where = `content/blog/${entry.slug}.${locale}.md`;
      return [{ ...entry, ...(state ? { unpublished: state } : {}), readingMinutes: readingTime(entry.body), coverImage: localizedCover(cover, entry, locale, where), bodyImages: body }];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  articlesCache.set(locale, articles);
  return articles;
}

/** All projects in the locale (English: the translated ones): featured first, then newest. */
export function getProjects(locale: Locale = defaultLocale): Project[] {
  const cached = projectsCache.get(locale);
  if (cached) return cached;
  const status = publicationOf(() => getProjects(defaultLocale), locale);
  const projects = loadDir('portfolio', projectFrontMatter, locale)
    .flatMap((entry) => {
      const state = status(entry);
      if (state === null) return [];
      const { cover, gallery, body } = pictures(`portfolio/${entry.slug}`, locale);
      const where = `content/portfolio/${entry.slug}.${locale}.md`;
      return [
        {
          ...entry,
          ...(state ? { unpublished: state } : {}),
          coverImage: localizedCover(cover, entry, locale, where),
          galleryImages: localizedGallery(gallery, entry, locale, where),
          bodyImages: body,
        },
      ];
    })
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.year - a.year || a.slug.localeCompare(b.slug));
  projectsCache.set(locale, projects);
  return projects;
}

export function getFeaturedArticle(articles: Article[] = getArticles()): Article {
  return theFeatured(articles);
}

/** The one featured article of a list; none or several is a content error. */
export function theFeatured<T extends { featured: boolean; slug: string }>(articles: T[]): T {
  const featured = articles.filter((a) => a.featured);
  if (featured.length !== 1) {
    const which = featured.length === 0 ? 'niciunul nu este' : `sunt ${featured.length}: ${featured.map((a) => a.slug).join(', ')}`;
    throw new ContentError('content/blog', [
      {
        text: `Exact un articol trebuie să fie recomandat (featured: true în antet), dar ${which}. Lasă featured: true la unul singur.`,
        dev: `content/blog: exactly one article must be featured, found ${featured.length}`,
      },
    ]);
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
