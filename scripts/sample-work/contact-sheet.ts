/**
 * `npm run samples:sheet`: one JPEG of every sample picture, a row per case study (cover first, then the
 * gallery in order), for reviewing them side by side: docs/brand/sample-work.jpg.
 *
 *   tsx scripts/sample-work/contact-sheet.ts [out.jpg] [thumbnail width]
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadDir, projectFrontMatter } from '../../lib/content';

const out = process.argv[2] ?? 'docs/brand/sample-work.jpg';
const W = Number(process.argv[3] ?? 220);
const H = Math.round(W * 0.625);
const GAP = Math.round(W / 32);

const rows = loadDir('portfolio', projectFrontMatter)
  .filter((p) => p.samplePictures)
  .map((p) => {
    const dir = path.join('content', 'portfolio', p.slug);
    const galleryDir = path.join(dir, 'gallery');
    const gallery = fs.existsSync(galleryDir) ? fs.readdirSync(galleryDir).sort().map((f) => path.join(galleryDir, f)) : [];
    return [path.join(dir, 'cover.webp'), ...gallery].filter((f) => fs.existsSync(f));
  });
const columns = Math.max(...rows.map((r) => r.length));
const tiles = await Promise.all(
  rows.flatMap((row, y) =>
    row.map(async (file, x) => ({
      input: await sharp(file).resize(W, H, { fit: 'cover' }).toBuffer(),
      left: GAP + x * (W + GAP) + (x > 0 ? GAP : 0),
      top: GAP + y * (H + GAP),
    })),
  ),
);
await sharp({
  create: { width: GAP * 3 + columns * (W + GAP), height: GAP + rows.length * (H + GAP), channels: 3, background: '#1c1917' },
})
  .composite(tiles)
  .jpeg({ quality: 78, mozjpeg: true })
  .toFile(out);
console.log(`${out}: ${rows.length} case studies, ${tiles.length} pictures, ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
