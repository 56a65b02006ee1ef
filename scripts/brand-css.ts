// Writes app/brand.generated.css, the colour tokens of both themes, the card radius and the headings' line
// height of the font pairing, from content/site.yaml's `brand:` (lib/brand.ts, lib/fonts.ts). Runs in
// `npm run build` and `npm run dev` after the content check, which has already refused a kit whose colours
// do not read (lib/content-check.ts). Rewritten only when it changes, so `next dev` does not reload for
// nothing.
import fs from 'node:fs';
import path from 'node:path';
import { brandCss } from '../lib/brand';
import { loadData } from '../lib/data/load';

export const BRAND_CSS = path.join('app', 'brand.generated.css');

const css = brandCss(loadData('site').brand);
const before = fs.existsSync(BRAND_CSS) ? fs.readFileSync(BRAND_CSS, 'utf8') : undefined;
if (before !== css) fs.writeFileSync(BRAND_CSS, css);
