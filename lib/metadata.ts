import type { Metadata } from 'next';
import { getDictionary } from '@/lib/i18n/dictionary';
import { defaultLocale, localePath, ogLocale, otherLocale, unlocalizedPath, type Locale } from '@/lib/i18n/locales';
import { existsIn } from '@/lib/i18n/routes';
import { pageOgImage, type PageInfo } from '@/lib/pages';
import { siteConfig } from '@/lib/site';

/** The blog feed of a language, linked from every page's head in that language. */
export function feedAlternate(locale: Locale = defaultLocale) {
  return {
    'application/rss+xml': [{ url: localePath('/blog/rss.xml', locale), title: `${getDictionary(locale).blog.feedTitle} ${siteConfig.name}` }],
  };
}

/** The Romanian feed (kept for the Romanian layout). */
export const FEED_ALTERNATE = feedAlternate('ro');

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The hreflang alternates of a page: itself, its twin in the other language when one exists, and
 * x-default (the Romanian page). Keys are BCP 47 language codes; values site paths.
 */
export function languageAlternates(path: string): Record<string, string> {
  const bare = unlocalizedPath(path);
  const out: Record<string, string> = { ro: bare };
  if (existsIn(bare, 'en')) out.en = localePath(bare, 'en');
  out['x-default'] = bare;
  return out;
}

/**
 * Per-page metadata: unique title and description, canonical URL (from the configured site URL),
 * hreflang alternates, Open Graph and Twitter cards with the page's cover (cropped) or its own generated
 * image, in the page's language.
 */
export function pageMetadata(
  page: PageInfo,
  { type = 'website' }: { type?: 'website' | 'article' } = {},
): Metadata {
  const locale = page.locale ?? defaultLocale;
  const home = page.path === localePath('/', locale);
  const fullTitle = home ? `${siteConfig.name} | ${page.title}` : `${page.title} | ${siteConfig.name}`;
  const image = { ...pageOgImage(page), ...OG_IMAGE_SIZE };
  const languages = languageAlternates(page.path);
  return {
    title: home ? { absolute: fullTitle } : page.title,
    description: page.description,
    alternates: { canonical: page.path, languages, types: feedAlternate(locale) },
    openGraph: {
      title: fullTitle,
      description: page.description,
      url: page.path,
      siteName: siteConfig.name,
      locale: ogLocale[locale],
      ...(languages.en ? { alternateLocale: [ogLocale[otherLocale(locale)]] } : {}),
      type,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: page.description,
      images: [image],
    },
  };
}
