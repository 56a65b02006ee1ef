import { brandAsset, ICON_PNGS } from '@/lib/brand-assets';

// Manifest icons (app/manifest.ts), written at build time to out/icons/: the brand's mark on a rounded tile
// at 192 and 512 px, and a square one with the mark in the safe zone for Android's masks.
export const dynamic = 'force-static';
export const dynamicParams = false;

const FILES = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'] as const satisfies (keyof typeof ICON_PNGS)[];

export function generateStaticParams() {
  return FILES.map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = FILES.find((f) => f === file);
  if (!name) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(brandAsset(name)), { headers: { 'Content-Type': 'image/png' } });
}
