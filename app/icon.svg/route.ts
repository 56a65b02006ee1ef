import { brandAsset } from '@/lib/brand-assets';

// Written at build time to out/icon.svg, the favicon every current browser reads (linked from the root
// metadata): the brand's mark as scripts/brand-assets.ts drew it from the kit (lib/brand-mark.ts).
export const dynamic = 'force-static';

export function GET() {
  return new Response(new Uint8Array(brandAsset('icon.svg')), { headers: { 'Content-Type': 'image/svg+xml' } });
}
