import { getArticles, getProjects } from '@/lib/content';
import { getArchivedLetters } from '@/lib/newsletter';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Which pages exist in English. Romanian has every page; an English page exists for the fixed routes
 * listed here and for every article or case study with a `<slug>.en.md` beside its Romanian file.
 * Paths are unlocalized ('/blog/x'); localePath() adds the prefix.
 */
export const englishStaticPaths = ['/', '/about', '/services', '/portfolio', '/blog', '/contact', '/programare', '/privacy', '/terms', '/newsletter'] as const;

/** Every unlocalized path that has an English page. */
export function englishPaths(): string[] {
  return [
    ...englishStaticPaths,
    ...getArticles('en').map((a) => `/blog/${a.slug}`),
    ...getProjects('en').map((p) => `/portfolio/${p.slug}`),
    ...getArchivedLetters('en').map((l) => `/newsletter/${l.slug}`),
  ];
}

/** Whether the unlocalized path exists in the locale (Romanian: always). */
export function existsIn(path: string, locale: Locale): boolean {
  return locale === 'ro' || englishPaths().includes(path);
}
