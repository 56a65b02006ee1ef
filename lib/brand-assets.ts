import fs from 'node:fs';
import path from 'node:path';

/**
 * The files scripts/brand-assets.ts draws from the brand kit before `next build` (lib/brand-mark.ts), and the
 * route handlers of app/ that serve them (icon.svg, favicon.ico, apple-touch-icon.png, icons/, og/). Kept
 * outside app/ and out/ (next build empties out/), as the picture step keeps its files; never committed.
 */
export const BRAND_ASSETS_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'brand');

/**
 * The PNG icons: `square` for the ones whose shape the system cuts (the touch icon, the maskable icon), with
 * the mark inside the safe zone of a maskable one (the middle 80 %).
 */
export const ICON_PNGS = {
  'favicon-48.png': { size: 48, square: false },
  'apple-touch-icon.png': { size: 180, square: true },
  'icon-192.png': { size: 192, square: false },
  'icon-512.png': { size: 512, square: false },
  'icon-maskable-512.png': { size: 512, square: true, safe: 0.8 },
} as const;

export const BRAND_ASSETS = [
  'icon.svg',
  ...(Object.keys(ICON_PNGS) as (keyof typeof ICON_PNGS)[]),
  /** The logo's tile on the Open Graph cards (72 px, drawn at twice that); unused without a logo. */
  'og-mark.png',
  /** The pairing's display face (the name, the title) and text face (the small lines), as static TrueType. */
  'og-display.ttf',
  'og-text.ttf',
  /** The colours of app/global-error.tsx, inlined by next.config.mjs. */
  'error-page.css',
] as const;
export type BrandAssetName = (typeof BRAND_ASSETS)[number];

/** One of the files, as the last `npm run build` (or `npm run dev`) drew it. */
export function brandAsset(name: BrandAssetName, dir = BRAND_ASSETS_DIR): Buffer {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} is missing: scripts/brand-assets.ts draws it (npm run build runs it before next build)`);
  return fs.readFileSync(file);
}
