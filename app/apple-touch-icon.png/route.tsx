import { iconPng } from '@/lib/icon-png';

// Written at build time to out/apple-touch-icon.png (a real .png name, so any static host serves it
// with the right type); linked from the root metadata.
export const dynamic = 'force-static';

export function GET() {
  return iconPng(180);
}
