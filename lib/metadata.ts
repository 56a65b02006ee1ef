import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site';

/** The blog feed, linked from every page's head. */
export const FEED_ALTERNATE = {
  'application/rss+xml': [{ url: '/blog/rss.xml', title: `Blog ${siteConfig.name}` }],
};

/** Per-page metadata: unique title and description, canonical URL, Open Graph and Twitter cards. */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path, types: FEED_ALTERNATE },
    openGraph: {
      title: `${title} | ${siteConfig.name}`,
      description,
      url: path,
      siteName: siteConfig.name,
      locale: 'ro_RO',
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${siteConfig.name}`, description },
  };
}
