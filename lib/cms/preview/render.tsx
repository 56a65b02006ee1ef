/**
 * Renders the entry being edited as the site renders it: its data is written over its file in the preview's
 * in-memory content/ (./vfs.ts, seeded with the repository as built), then the site's own page component
 * reads it through the site's own loaders and renders to static markup, inside the site's header and
 * footer. A value the build would refuse gives the build's own Romanian message instead of a page.
 */
import { Marked, type Tokens } from 'marked';
import { renderToStaticMarkup } from 'react-dom/server';
import { stringify } from 'yaml';
import { PageFrame } from '@/components/layout/site-document';
import { AboutPage } from '@/components/pages/about-page';
import { ArticlePage } from '@/components/pages/article-page';
import { BlogPage } from '@/components/pages/blog-page';
import { ContactPage } from '@/components/pages/contact-page';
import { HomePage } from '@/components/pages/home-page';
import { PortfolioPage } from '@/components/pages/portfolio-page';
import { ProjectPage } from '@/components/pages/project-page';
import { ServicesPage } from '@/components/pages/services-page';
import { ContentError, parseEntry, setEntriesDir } from '@/lib/content';
import { checkFile, type Finding } from '@/lib/content-check';
import { DataError, loadData, setContentDir } from '@/lib/data/load';
import { brandVariables, contrastProblems, derivePalettes } from '@/lib/brand';
import { MANIFEST_FILE, type EntryPictures, type ImageManifest, type Picture } from '@/lib/images/types';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { letterBrand, letterFrontMatter } from '@/lib/newsletter';
import {
  articlePages,
  letterPages,
  projectPages,
  staticPageIn,
  type PageInfo,
  type TranslatedPage,
} from '@/lib/pages';
import { letterPreviewHtml } from '@/server/mail/newsletter';
import { siteConfig } from '@/lib/site';
import { slugify } from '@/lib/text';
import { PreviewNotFound } from './next-navigation';
import { peek, removeFile, writeFile } from './vfs';

export const ROOT = '/site';
const CONTENT = `${ROOT}/content`;

/** What the preview knows of the entry: its file (when it has one yet), its fields and its pictures' URLs. */
export type PreviewEntry = {
  /** Decap's folder collection ("blog", "portfolio-en") or the file's name in a files collection. */
  collection: string;
  /** Repository path of the entry's file, e.g. "content/blog/x.md"; absent for an entry not saved yet. */
  path?: string;
  data: Record<string, unknown>;
  /** A picture's `src` as the entry writes it → a URL the browser can show (Decap's getAsset). */
  asset: (src: string) => string | undefined;
};

/** The entry as a search engine lists it: the page's <title>, its address and its description. */
export type Snippet = { title: string; url: string; description: string };
export type PreviewResult =
  | { html: string; snippet?: Snippet; findings: Finding[]; brand?: string; errors?: undefined }
  | { html?: undefined; snippet?: undefined; findings?: undefined; brand?: undefined; errors: string[] };

/** The page behind the entry, as lib/pages.ts lists it (the sitemap's and the <head>'s source). */
function pageOf(target: Target): PageInfo | undefined {
  if (target.kind === 'letter') {
    const path = localePath(`/newsletter/${target.slug}`, target.locale);
    return letterPages(target.locale).find((page) => page.path === path);
  }
  if (target.kind === 'markdown') {
    const path = localePath(`/${target.dir}/${target.slug}`, target.locale);
    return (target.dir === 'blog' ? articlePages : projectPages)(target.locale).find(
      (page) => page.path === path,
    );
  }
  const keys: Record<string, TranslatedPage> = {
    services: 'services',
    home: 'home',
    site: 'home',
    about: 'about',
    contact: 'contact',
    portfolio: 'portfolio',
    categories: 'blog',
  };
  const key = keys[target.name];
  return key ? staticPageIn(key, target.locale) : undefined;
}

function snippetOf(target: Target): Snippet | undefined {
  const page = pageOf(target);
  if (!page) return undefined;
  const meta = pageMetadata(page);
  const title = (meta.openGraph as { title?: string } | undefined)?.title ?? page.title;
  return {
    title,
    url: `${siteConfig.url}${page.path === '/' ? '' : page.path}`,
    description: page.description,
  };
}

/** An empty optional field of a form being filled in (an empty text) is a field left out of the file. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune).filter((v) => v !== undefined);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const kept = prune(v);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  // null stays: a field's "none" (a closed day's hours), as the file writes it.
  return value === '' ? undefined : value;
}

type Target =
  | { kind: 'markdown'; dir: 'blog' | 'portfolio'; slug: string; locale: Locale; file: string }
  | { kind: 'letter'; slug: string; locale: Locale; file: string }
  | { kind: 'data'; name: string; locale: Locale; file: string };

/** Where the entry's file is, from its path or (a new entry) its collection and title. */
export function targetOf(entry: Pick<PreviewEntry, 'collection' | 'path' | 'data'>): Target | undefined {
  const english = /-en$/.test(entry.collection) || /\.en\.(md|yaml)$/.test(entry.path ?? '');
  const locale: Locale = english ? 'en' : 'ro';
  const markdown = /^content\/(blog|portfolio)\/([a-z0-9-]+?)(?:\.en)?\.md$/.exec(entry.path ?? '');
  if (markdown)
    return {
      kind: 'markdown',
      dir: markdown[1] as 'blog' | 'portfolio',
      slug: markdown[2]!,
      locale,
      file: `${ROOT}/${entry.path}`,
    };
  const letter = /^content\/newsletter\/([a-z0-9-]+?)(?:\.en)?\.md$/.exec(entry.path ?? '');
  if (letter) return { kind: 'letter', slug: letter[1]!, locale, file: `${ROOT}/${entry.path}` };
  if (!entry.path && entry.collection.replace(/-en$/, '') === 'newsletter') {
    const slug = slugify(String(entry.data.subject ?? '')) || 'scrisoare-noua';
    return { kind: 'letter', slug, locale, file: `${CONTENT}/newsletter/${slug}${english ? '.en' : ''}.md` };
  }
  const data = /^content\/([a-z]+)(?:\.en)?\.yaml$/.exec(entry.path ?? '');
  if (data) return { kind: 'data', name: data[1]!, locale, file: `${ROOT}/${entry.path}` };
  const dir = entry.collection.replace(/-en$/, '');
  if (!entry.path && (dir === 'blog' || dir === 'portfolio')) {
    const slug =
      slugify(String(entry.data.title ?? '')) || (dir === 'blog' ? 'articol-nou' : 'studiu-de-caz-nou');
    return {
      kind: 'markdown',
      dir,
      slug,
      locale,
      file: `${CONTENT}/${dir}/${slug}${english ? '.en' : ''}.md`,
    };
  }
  return undefined;
}

/** The entry's own pictures, shown from the files the owner chose (the build encodes them later). */
function ownPictures(entry: PreviewEntry, base: EntryPictures | undefined): EntryPictures {
  const picture = (src: unknown, alt: unknown, caption?: unknown): Picture | undefined => {
    const url = typeof src === 'string' && src ? entry.asset(src) : undefined;
    if (!url) return undefined;
    // The file's own proportions replace these once it loads (the site's pictures are height: auto).
    return {
      width: 1600,
      height: 1000,
      avif: [],
      webp: [{ width: 1600, url }],
      alt: String(alt ?? ''),
      ...(caption ? { caption: String(caption) } : {}),
    };
  };
  const data = entry.data as {
    cover?: { src?: string; alt?: string };
    gallery?: { src?: string; alt?: string; caption?: string }[];
    body?: string;
  };
  const cover = picture(data.cover?.src, data.cover?.alt);
  const gallery = (data.gallery ?? [])
    .map((g) => picture(g.src, g.alt, g.caption))
    .filter((p): p is Picture => Boolean(p));
  const body: Record<string, Picture> = { ...(base?.body ?? {}) };
  const marked = new Marked();
  marked.walkTokens(marked.lexer(String(data.body ?? '')), (token) => {
    if (token.type !== 'image') return;
    const image = token as Tokens.Image;
    const own = picture(image.href, image.text, image.title ?? undefined);
    if (own) body[image.href] = own;
  });
  return {
    ...((cover ?? base?.cover) ? { cover: cover ?? base!.cover } : {}),
    gallery: gallery.length > 0 ? gallery : (base?.gallery ?? []),
    body,
  };
}

let builtManifest: ImageManifest | undefined;

function page(target: Exclude<Target, { kind: 'letter' }>): React.ReactNode {
  if (target.kind === 'markdown')
    return target.dir === 'blog' ? (
      <ArticlePage slug={target.slug} locale={target.locale} />
    ) : (
      <ProjectPage slug={target.slug} locale={target.locale} />
    );
  const pages: Record<string, (props: { locale: Locale }) => React.ReactNode> = {
    services: ServicesPage,
    home: HomePage,
    site: HomePage,
    about: AboutPage,
    contact: ContactPage,
    portfolio: PortfolioPage,
    categories: BlogPage,
  };
  const Page = pages[target.name] ?? HomePage;
  return <Page locale={target.locale} />;
}

/** The Romanian lines of a content error (its developer lines stay in the terminal). */
function problems(error: unknown): string[] | undefined {
  if (error instanceof ContentError || error instanceof DataError)
    return error.problems.map((p) => (typeof p === 'string' ? p : p.text));
  if (error instanceof PreviewNotFound) return ['Pagina nu există pe site în forma aceasta.'];
  return undefined;
}

export function renderPreview(entry: PreviewEntry): PreviewResult {
  const target = targetOf(entry);
  if (!target) return { errors: ['Pentru această intrare nu există o pagină de previzualizat.'] };
  const original = peek(target.file);
  builtManifest ??= JSON.parse(peek(MANIFEST_FILE) ?? '{}') as ImageManifest;
  try {
    const data = (prune(entry.data) ?? {}) as Record<string, unknown>;
    if (target.kind === 'letter') {
      // The e-mail as subscribers get it, checked by the loader's own schema (its Romanian messages).
      const { body = '', ...front } = data;
      writeFile(target.file, `---\n${stringify(front)}---\n\n${String(body)}\n`);
      const parsed = parseEntry(
        letterFrontMatter,
        target.file.slice(ROOT.length + 1),
        peek(target.file) ?? '',
      );
      const text = { subject: parsed.subject, preheader: parsed.preheader, markdown: parsed.body };
      const letter = { slug: target.slug, date: parsed.date, archive: parsed.archive, ro: text, en: text };
      return { html: letterPreviewHtml(letter, letterBrand(), target.locale), findings: [] };
    }
    if (target.kind === 'markdown') {
      const { body = '', ...front } = data;
      writeFile(target.file, `---\n${stringify(front)}---\n\n${String(body)}\n`);
      const key = `${target.dir}/${target.slug}`;
      writeFile(
        MANIFEST_FILE,
        JSON.stringify({ ...builtManifest, [key]: ownPictures(entry, builtManifest[key]) }),
      );
    } else {
      writeFile(target.file, stringify(data));
    }
    // Both loaders drop what they cached: the next read sees the file just written.
    setEntriesDir(CONTENT);
    setContentDir(CONTENT);
    const html = renderToStaticMarkup(<PageFrame locale={target.locale}>{page(target)}</PageFrame>);
    // What `npm run check` would say about this file (issue 33), the pictures aside: they are not here.
    const findings = checkFile({ root: ROOT, file: target.file.slice(ROOT.length + 1), files: false });
    // The brand kit as the form has it now, so a colour picked for site.yaml shows at once; a kit whose
    // text would not read is listed among the findings and not applied.
    const kit = loadData('site').brand;
    const brand = contrastProblems(derivePalettes(kit)).length === 0 ? brandVariables(kit) : undefined;
    return { html, snippet: snippetOf(target), findings, brand };
  } catch (error) {
    const lines = problems(error);
    if (!lines) throw error;
    return { errors: lines };
  } finally {
    // The next render starts from the repository as built (a renamed entry leaves no stray file).
    if (original === undefined) removeFile(target.file);
    else writeFile(target.file, original);
    if (target.kind === 'markdown') writeFile(MANIFEST_FILE, JSON.stringify(builtManifest));
  }
}
