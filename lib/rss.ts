import type { ArticleMeta } from '@/lib/content';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** RSS 2.0 for the blog: every article, newest first, with absolute links. `siteUrl` includes the language prefix. */
export function buildRss({
  siteName,
  siteUrl,
  description,
  author,
  articles,
  categoryLabel,
  language = 'ro',
}: {
  siteName: string;
  siteUrl: string;
  description: string;
  author: string;
  articles: ArticleMeta[];
  categoryLabel: (article: ArticleMeta) => string;
  /** The feed's language (RFC 1766 code, as RSS 2.0 wants). */
  language?: string;
}): string {
  const items = articles
    .map((a) => {
      const link = `${siteUrl}/blog/${a.slug}`;
      return `    <item>
      <title>${xml(a.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${new Date(`${a.date}T08:00:00Z`).toUTCString()}</pubDate>
      <dc:creator>${xml(a.author ?? author)}</dc:creator>
      <category>${xml(categoryLabel(a))}</category>
      <description>${xml(a.excerpt)}</description>
    </item>`;
    })
    .join('\n');
  const lastBuild = articles[0] ? new Date(`${articles[0].date}T08:00:00Z`).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(`Blog ${siteName}`)}</title>
    <link>${siteUrl}/blog</link>
    <atom:link href="${siteUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${xml(description)}</description>
    <language>${language}</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
