import type { Metadata } from 'next';
import { pageOgImage, type PageInfo } from '@/lib/pages';
import { siteConfig } from '@/lib/site';

/** The blog feed, linked from every page's head. */
export const FEED_ALTERNATE = {
  'application/rss+xml': [{ url: '/blog/rss.xml', title: `Blog ${siteConfig.name}` }],
};

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Per-page metadata: unique title and description, canonical URL (from the configured site URL),
 * Open Graph and Twitter cards with the page's cover (cropped) or its own generated image.
 */
export function pageMetadata(
  page: PageInfo,
  { type = 'website' }: { type?: 'website' | 'article' } = {},
): Metadata {
  const fullTitle =
    page.path === '/' ? `${siteConfig.name} | ${page.title}` : `${page.title} | ${siteConfig.name}`;
  const image = { ...pageOgImage(page), ...OG_IMAGE_SIZE };
  return {
    title: page.path === '/' ? { absolute: fullTitle } : page.title,
    description: page.description,
    alternates: { canonical: page.path, types: FEED_ALTERNATE },
    openGraph: {
      title: fullTitle,
      description: page.description,
      url: page.path,
      siteName: siteConfig.name,
      locale: 'ro_RO',
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
