import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE } from '@/lib/metadata';
import { allLocalizedPages, ogImageName } from '@/lib/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { siteConfig } from '@/lib/site';

// One 1200×630 PNG per page without a cover (those use the cover's crop), written at build time to out/og/<name>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allLocalizedPages()
    .filter((page) => !page.cover)
    .map((page) => ({ image: `${ogImageName(page.path)}.png` }));
}

// Static instances of the site's font, registered under their own family name: the renderer's built-in
// font has no ă â î ș ț and would draw boxes.
const FAMILY = 'InterOG';
const fonts = [
  { name: FAMILY, weight: 500 as const, file: 'inter-og-medium.ttf' },
  { name: FAMILY, weight: 800 as const, file: 'inter-og-extrabold.ttf' },
].map(({ file, ...font }) => ({
  ...font,
  style: 'normal' as const,
  data: fs.readFileSync(path.join(process.cwd(), 'app/fonts', file)),
}));

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const page = allLocalizedPages().find((p) => `${ogImageName(p.path)}.png` === image);
  if (!page) return new Response('Not found', { status: 404 });
  const initials = siteConfig.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const titleSize = page.title.length > 70 ? 56 : page.title.length > 45 ? 64 : 76;

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        fontFamily: FAMILY,
        color: '#ffffff',
        background: 'linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #4338ca 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 72,
            height: 72,
            borderRadius: 18,
            background: 'linear-gradient(135deg, #4338ca, #c026d3)',
            fontSize: 30,
            fontWeight: 800,
          }}
        >
          {initials}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 34, fontWeight: 800 }}>{siteConfig.name}</div>
          <div style={{ fontSize: 22, fontWeight: 500, color: '#c7d2fe' }}>{siteConfig.tagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div
          style={{
            fontSize: 26,
            fontWeight: 800,
            color: '#fbbf24',
            textTransform: 'uppercase',
            letterSpacing: 2,
          }}
        >
          {page.eyebrow}
        </div>
        <div style={{ fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1 }}>
          {page.title}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 24,
          fontWeight: 500,
          color: '#c7d2fe',
        }}
      >
        <div>{siteConfig.url.replace(/^https?:\/\//, '')}</div>
        <div>{getDictionary(page.locale ?? 'ro').og.footer}</div>
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts },
  );
}
