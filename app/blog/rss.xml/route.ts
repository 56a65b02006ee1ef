import { categoryLabels } from '@/content/categories';
import { articleMeta, getArticles } from '@/lib/content';
import { buildRss } from '@/lib/rss';
import { siteConfig } from '@/lib/site';

// Written once at build time to out/blog/rss.xml.
export const dynamic = 'force-static';

export function GET() {
  const body = buildRss({
    siteName: siteConfig.name,
    siteUrl: siteConfig.url,
    description: 'Articole practice despre web design, WordPress, branding și marketing digital.',
    author: siteConfig.owner.name,
    articles: getArticles().map(articleMeta),
    categoryLabel: (a) => categoryLabels[a.category],
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
