import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { CATEGORY_IDS, type CategoryId } from '@/content/categories';

const CONTENT_DIR = path.join(process.cwd(), 'content');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use the form YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a real date');

// gray-matter parses unquoted YAML dates into Date objects; accept both and keep the ISO string.
const dateField = z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDate);

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
  cover: z.string().optional(),
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
  cover: z.string().optional(),
});

export type ArticleMeta = z.infer<typeof articleFrontMatter> & { slug: string; readingMinutes: number };
export type Article = ArticleMeta & { body: string };
export type ProjectMeta = z.infer<typeof projectFrontMatter> & { slug: string };
export type Project = ProjectMeta & { body: string };

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
  const slug = path.basename(file, '.md');
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

function loadDir<S extends z.ZodType<object>>(dir: string, schema: S) {
  const folder = path.join(CONTENT_DIR, dir);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseEntry(schema, path.join('content', dir, name), fs.readFileSync(path.join(folder, name), 'utf8')));
}

let articlesCache: Article[] | undefined;
let projectsCache: Project[] | undefined;

/** The fields a list or card needs (no Markdown body), to keep client props small. */
export function articleMeta({ body: _body, ...meta }: Article): ArticleMeta {
  return meta;
}

export function projectMeta({ body: _body, ...meta }: Project): ProjectMeta {
  return meta;
}

/** All articles, newest first. */
export function getArticles(): Article[] {
  articlesCache ??= loadDir('blog', articleFrontMatter)
    .map((entry) => ({ ...entry, readingMinutes: readingTime(entry.body) }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return articlesCache;
}

/** All projects: featured first, then newest. */
export function getProjects(): Project[] {
  projectsCache ??= loadDir('portfolio', projectFrontMatter).sort(
    (a, b) => Number(b.featured) - Number(a.featured) || b.year - a.year || a.slug.localeCompare(b.slug),
  );
  return projectsCache;
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
