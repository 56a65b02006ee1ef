import type { MetadataRoute } from 'next';
import { allPages } from '@/lib/pages';
import { siteConfig } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPages().map((page) => ({
    url: `${siteConfig.url}${page.path === '/' ? '' : page.path}`,
    lastModified: page.modified,
    changeFrequency: page.path.startsWith('/blog') ? 'weekly' : 'monthly',
    priority: page.path === '/' ? 1 : page.path.split('/').length === 2 ? 0.8 : 0.6,
  }));
}
