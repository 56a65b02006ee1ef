import { articleMeta, getArticles } from '@/lib/content';
import { categoryLabelsIn } from '@/lib/i18n/categories';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { buildRss } from '@/lib/rss';
import { siteConfig } from '@/lib/site';

/** The RSS feed of a language's articles (English: the translated ones, linking to their English pages). */
export function feedResponse(locale: Locale): Response {
  const labels = categoryLabelsIn(locale);
  const body = buildRss({
    siteName: siteConfig.name,
    siteUrl: `${siteConfig.url}${localePath('/', locale) === '/' ? '' : localePath('/', locale)}`,
    description: getDictionary(locale).blog.feedDescription,
    author: siteConfig.owner.name,
    articles: getArticles(locale).map(articleMeta),
    categoryLabel: (a) => labels[a.category],
    language: locale,
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
