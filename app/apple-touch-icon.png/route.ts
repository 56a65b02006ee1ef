import { brandAsset } from '@/lib/brand-assets';

// Written at build time to out/apple-touch-icon.png (a real .png name, so any static host serves it
// with the right type); linked from the root metadata. Square and opaque: iOS rounds the corners itself.
export const dynamic = 'force-static';

export function GET() {
  return new Response(new Uint8Array(brandAsset('apple-touch-icon.png')), { headers: { 'Content-Type': 'image/png' } });
}
