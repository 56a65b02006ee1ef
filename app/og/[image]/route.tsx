import { brandAsset } from '@/lib/brand-assets';
import { displayFont, textFont } from '@/lib/display-font';
import { ogCard } from '@/lib/og-card';
import { allLocalizedPages, ogImageName } from '@/lib/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { siteConfigFor } from '@/lib/site';

// One 1200×630 PNG per page without a cover (those use the cover's crop), written at build time to
// out/og/<name>.png: the kit's colours, the brand's mark and the kit's faces (lib/og-card.tsx).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allLocalizedPages()
    .filter((page) => !page.cover)
    .map((page) => ({ image: `${ogImageName(page.path)}.png` }));
}

// Drawn by scripts/brand-assets.ts before the build: the logo on its tile (without a logo, the card sets
// the name as the wordmark), and the pairing's two faces as static TrueType (the renderer reads no WOFF2
// and draws a variable font at its default weight only).
const kit = siteConfigFor().brand;
const mark = kit.logo ? brandAsset('og-mark.png') : undefined;
const fonts = {
  display: { family: displayFont(kit).family, data: brandAsset('og-display.ttf') },
  text: { family: textFont(kit).family, data: brandAsset('og-text.ttf') },
};

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
    fonts,
  });
}
