import type { MetadataRoute } from 'next';
import { derivePalettes } from '@/lib/brand';
import { siteConfig, THEME_COLOR } from '@/lib/site';

export const dynamic = 'force-static';

// The icons are the brand's mark, drawn from the kit (lib/brand-mark.ts): the logo, or the name's initials.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.description,
    lang: 'ro',
    start_url: '/',
    display: 'standalone',
    background_color: derivePalettes(siteConfig.brand).light.background,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
