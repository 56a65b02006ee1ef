import { brandAsset } from '@/lib/brand-assets';
import { DISPLAY_FONT } from '@/lib/display-font';
import { ogCard } from '@/lib/og-card';
import { allLocalizedPages, ogImageName } from '@/lib/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { siteConfigFor } from '@/lib/site';

// One 1200×630 PNG per page without a cover (those use the cover's crop), written at build time to
// out/og/<name>.png: the kit's colours, the brand's mark and the display font (lib/og-card.tsx).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allLocalizedPages()
    .filter((page) => !page.cover)
    .map((page) => ({ image: `${ogImageName(page.path)}.png` }));
}

// Drawn by scripts/brand-assets.ts before the build: the logo on its tile (without a logo, the card sets
// the name as the wordmark), and the display font as static instances (the renderer draws a variable font
// at its default weight only).
const mark = siteConfigFor().brand.logo ? brandAsset('og-mark.png') : undefined;
const font = { family: DISPLAY_FONT.family, medium: brandAsset('og-display-500.ttf'), bold: brandAsset('og-display-800.ttf') };

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const page = allLocalizedPages().find((p) => `${ogImageName(p.path)}.png` === image);
  if (!page) return new Response('Not found', { status: 404 });
  const site = siteConfigFor(page.locale);
  return ogCard({
    title: page.title,
    eyebrow: page.eyebrow,
    name: site.name,
    tagline: site.tagline,
    address: site.url.replace(/^https?:\/\//, ''),
    footer: getDictionary(page.locale ?? 'ro').og.footer,
    kit: site.brand,
    mark,
    font,
  });
}
