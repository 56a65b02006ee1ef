import type { MetadataRoute } from 'next';
import { unlocalizedPath } from '@/lib/i18n/locales';
import { languageAlternates } from '@/lib/metadata';
import { allLocalizedPages } from '@/lib/pages';
import { siteConfig } from '@/lib/site';

const absolute = (path: string) => `${siteConfig.url}${path === '/' ? '' : path}`;

/**
 * Every page of every language, each with its hreflang alternates (itself, its twin, x-default) when it
 * has a twin: the same pairs as the pages' heads.
 */
export function sitemapEntries(): MetadataRoute.Sitemap {
  return allLocalizedPages().map((page) => {
    const bare = unlocalizedPath(page.path);
    const languages = languageAlternates(page.path);
    return {
      url: absolute(page.path),
      lastModified: page.modified,
      changeFrequency: bare.startsWith('/blog') ? 'weekly' : 'monthly',
      priority: bare === '/' ? 1 : bare.split('/').length === 2 ? 0.8 : 0.6,
      ...(languages.en
        ? { alternates: { languages: Object.fromEntries(Object.entries(languages).map(([k, v]) => [k, absolute(v)])) } }
        : {}),
    };
  });
}
