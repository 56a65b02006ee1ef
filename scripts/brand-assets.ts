// Draws the brand's mark from content/site.yaml (`name`, `brand:` with its optional logo) in the display face
// of the kit's font pairing (lib/display-font.ts): the favicon, the app icons, the Open Graph cards' mark and fonts, and the last-resort
// error page's colours (lib/brand-mark.ts), into node_modules/.cache/brand/ (lib/brand-assets.ts), where the
// route handlers of app/ read them during `next build`. Runs in `npm run build` and `npm run dev` after the
// content check, which has already refused a logo that is missing, of another type or unsafe (lib/logo.ts).
import fs from 'node:fs';
import path from 'node:path';
import { BRAND_ASSETS_DIR } from '../lib/brand-assets';
import { drawBrandAssets } from '../lib/brand-mark';
import { contentDir } from '../lib/data/content-dir';
import { loadData } from '../lib/data/load';
import { readLogo } from '../lib/logo';

const started = performance.now();
const site = loadData('site');
const logo = readLogo(site.brand.logo, contentDir());
const assets = await drawBrandAssets({ kit: site.brand, name: site.name, logo });
fs.mkdirSync(BRAND_ASSETS_DIR, { recursive: true });
for (const [name, data] of Object.entries(assets)) fs.writeFileSync(path.join(BRAND_ASSETS_DIR, name), data);
console.log(
  `brand: ${logo ? `the logo ${path.relative(process.cwd(), logo.file)}` : `the initials of „${site.name}”`} in ${Object.keys(assets).length} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
