import { loadData } from '@/lib/data/load';
import { getArticles, getProjects } from '@/lib/content';
import { getArchivedLetters } from '@/lib/newsletter';
import { categoryLabel } from '@/lib/i18n/categories';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { defaultLocale, localePath, locales, type Locale } from '@/lib/i18n/locales';
import { englishStaticPaths } from '@/lib/i18n/routes';
import { formatPrice } from '@/lib/price';
import { siteConfigFor } from '@/lib/site';

/** What a page says about itself: metadata, Open Graph card, sitemap entry, breadcrumbs. */
export type PageInfo = {
  /** The full path, with the locale prefix ('/en/blog'). */
  path: string;
  /** The page's language; absent means Romanian. */
  locale?: Locale;
  title: string;
  description: string;
  /** Small line above the title on the Open Graph card (section or category). */
  eyebrow: string;
  /** ISO date of the last meaningful change, for the sitemap. */
  modified?: string;
  /** The entry's cover cropped to 1200×630 (JPEG), used instead of the generated card when it has one. */
  cover?: { url: string; alt: string };
};

const ro = getDictionary('ro').pages;
/** The values page texts may name ({name}, {prices}…), in the page's language. */
function valuesIn(locale: Locale) {
  const site = siteConfigFor(locale);
  const { cards, startupPackage } = loadData('services', locale);
  return {
    name: site.name,
    owner: site.owner.name,
    tagline: site.tagline,
    vat: site.legal.vatStatement,
    prices: cards.map((card) => `${card.title.toLowerCase()} ${formatPrice(card.price, locale)}`).join(', '),
    startup: startupPackage.title,
    startupPrice: formatPrice(startupPackage.price, locale),
  };
}

type Dict = ReturnType<typeof getDictionary>['pages'];
export type TranslatedPage = keyof Dict;

/** A fixed page whose words live in the UI dictionary (content/ui*.json, "pages"). */
function staticPage(key: TranslatedPage, path: string, dict: Dict, locale: Locale = defaultLocale): PageInfo {
  const text = dict[key];
  const values = valuesIn(locale);
  return {
    path: localePath(path, locale),
    ...(locale === defaultLocale ? {} : { locale }),
    title: fill(text.title, values),
    description: fill(text.description, values),
    eyebrow: fill(text.eyebrow, values),
  };
}

/** Every fixed route, defined once. */
export const staticPages = {
  home: staticPage('home', '/', ro),
  about: staticPage('about', '/about', ro),
  services: staticPage('services', '/services', ro),
  portfolio: staticPage('portfolio', '/portfolio', ro),
  blog: staticPage('blog', '/blog', ro),
  contact: staticPage('contact', '/contact', ro),
  booking: staticPage('booking', '/programare', ro),
  privacy: staticPage('privacy', '/privacy', ro),
  terms: staticPage('terms', '/terms', ro),
  newsletter: staticPage('newsletter', '/newsletter', ro),
} satisfies Record<string, PageInfo>;

/** The fixed pages of a locale: every one in Romanian, the translated ones in English. */
export function staticPagesOf(locale: Locale): PageInfo[] {
  if (locale === defaultLocale) return Object.values(staticPages);
  const dict = getDictionary(locale).pages;
  const keys = Object.keys(dict) as TranslatedPage[];
  return keys.map((key) => {
    const path = staticPages[key].path;
    if (!(englishStaticPaths as readonly string[]).includes(path)) throw new Error(`lib/pages.ts: ${path} is not an English route`);
    return staticPage(key, path, dict, locale);
  });
}

/** One fixed page in a locale. */
export function staticPageIn(key: TranslatedPage, locale: Locale): PageInfo {
  return staticPage(key, staticPages[key].path, getDictionary(locale).pages, locale);
}

export function articlePages(locale: Locale = defaultLocale): PageInfo[] {
  return getArticles(locale).map((a) => ({
    path: localePath(`/blog/${a.slug}`, locale),
    ...(locale === defaultLocale ? {} : { locale }),
    title: a.title,
    description: a.excerpt,
    eyebrow: `Blog · ${categoryLabel(a.category, locale)}`,
    modified: a.date,
    ...(a.coverImage?.og ? { cover: { url: a.coverImage.og, alt: a.coverImage.alt } } : {}),
  }));
}

export function projectPages(locale: Locale = defaultLocale): PageInfo[] {
  const label = getDictionary(locale).portfolio.eyebrow;
  return getProjects(locale).map((p) => ({
    path: localePath(`/portfolio/${p.slug}`, locale),
    ...(locale === defaultLocale ? {} : { locale }),
    title: p.title,
    description: p.description,
    eyebrow: `${label} · ${p.categories.map((c) => categoryLabel(c, locale)).join(' · ')}`,
    ...(p.coverImage?.og ? { cover: { url: p.coverImage.og, alt: p.coverImage.alt } } : {}),
  }));
}

/** The newsletter's letters on the archive (lib/newsletter.ts): one page each. */
export function letterPages(locale: Locale = defaultLocale): PageInfo[] {
  const eyebrow = getDictionary(locale).pages.newsletter.eyebrow;
  return getArchivedLetters(locale).map((letter) => ({
    path: localePath(`/newsletter/${letter.slug}`, locale),
    ...(locale === defaultLocale ? {} : { locale }),
    title: letter.subject,
    description: letter.preheader ?? letter.subject,
    eyebrow,
    modified: letter.date,
  }));
}

/** Every public page of one language (Romanian by default). */
export function allPages(locale: Locale = defaultLocale): PageInfo[] {
  return [...staticPagesOf(locale), ...articlePages(locale), ...projectPages(locale), ...letterPages(locale)];
}

/** Every public page of every language: the sitemap and the Open Graph images are generated from this list. */
export function allLocalizedPages(): PageInfo[] {
  return locales.flatMap((locale) => allPages(locale));
}

/** "/" → "home", "/blog/un-articol" → "blog--un-articol" */
export function ogImageName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '--');
}

export function ogImagePath(path: string): string {
  return `/og/${ogImageName(path)}.png`;
}

/** A page's Open Graph image: its cover's crop when it has one, else its generated card. */
export function pageOgImage(page: PageInfo): { url: string; alt: string; type: 'image/jpeg' | 'image/png' } {
  return page.cover
    ? { ...page.cover, type: 'image/jpeg' }
    : { url: ogImagePath(page.path), alt: page.title, type: 'image/png' };
}
