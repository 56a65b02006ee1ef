/**
 * `npm run samples:render`: renders the sample case studies' pictures (scripts/sample-work/clients.tsx) once,
 * in headless Chromium, into content/portfolio/<slug>/cover.webp and gallery/*.webp. The build then treats
 * them as any picture an owner drops there (lib/images/sources.ts, lib/images/pipeline.ts); nobody needs this
 * script to build the site, only to change a sample picture.
 *
 *   npm run samples:render                 every picture
 *   npm run samples:render -- <slug> ...   the pictures of these case studies
 *   npm run samples:render -- --png DIR    also keep the PNG screenshots in DIR (to look at them)
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { findChromium, CHROMIUM_ARGS } from '../chromium.mjs';
import { CANVAS } from './kit';
import { CASE_STUDIES, type Piece } from './clients';
import { fontFaceCss, FONT_NAMES, type FontName } from './fonts';

/** The page a piece is rendered in: its @font-face rules (bundled files only) and no other font. */
export function pieceHtml(piece: Piece): string {
  const markup = renderToStaticMarkup(piece.render());
  const used = FONT_NAMES.filter((name) => markup.includes(`'${name}'`) || markup.includes(`&#x27;${name}&#x27;`));
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><style>${fontFaceCss(used as FontName[])}
html,body{margin:0;padding:0;width:${CANVAS.width}px;height:${CANVAS.height}px;overflow:hidden;-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision}
*{box-sizing:border-box}</style></head><body>${markup}</body></html>`;
}

/** WebP quality of the committed files: flat colour and type, sharp at 1600 px, about 60–150 KB each. */
const QUALITY = 84;

async function main() {
  const args = process.argv.slice(2);
  const pngAt = args.indexOf('--png');
  const pngDir = pngAt >= 0 ? args.splice(pngAt, 2)[1] : undefined;
  const only = new Set(args);
  const found = findChromium();
  const browser = await chromium.launch({ executablePath: found?.path, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { ...CANVAS }, deviceScaleFactor: 1 });
  let bytes = 0;
  let count = 0;
  for (const study of CASE_STUDIES) {
    if (only.size > 0 && !only.has(study.slug)) continue;
    const dir = path.join('content', 'portfolio', study.slug);
    fs.rmSync(path.join(dir, 'gallery'), { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'gallery'), { recursive: true });
    for (const piece of study.pieces) {
      await page.setContent(pieceHtml(piece), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const png = await page.screenshot({ type: 'png' });
      const file = path.join(dir, `${piece.file}.webp`);
      const webp = await sharp(png).webp({ quality: QUALITY, effort: 6, smartSubsample: true }).toBuffer();
      fs.writeFileSync(file, webp);
      if (pngDir) {
        fs.mkdirSync(pngDir, { recursive: true });
        fs.writeFileSync(path.join(pngDir, `${study.slug}--${piece.file.replace('/', '-')}.png`), png);
      }
      bytes += webp.length;
      count++;
      console.log(`${file}  ${(webp.length / 1024).toFixed(0)} KB`);
    }
  }
  await browser.close();
  console.log(`samples: ${count} pictures, ${(bytes / 1024 / 1024).toFixed(2)} MB`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
