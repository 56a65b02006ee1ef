// Renders the blog's sample covers once, by hand, into committed pictures:
//
//   npx tsx scripts/sample-covers/render.ts            every cover
//   npx tsx scripts/sample-covers/render.ts <slug>...  only these (the index and the contact sheet are updated)
//
// Each cover is an HTML+CSS composition in covers/<slug>.html (1600×900, the cards' 16:9), drawn by the
// system's Chromium (scripts/chromium.mjs) from disk with every network request refused, and written as
// content/samples/blog/<slug>.webp. The build (scripts/images.ts → lib/images/sample-covers.ts) sends that
// file through the same AVIF/WebP pipeline as an owner's photo, so a first build pays only for encoding it.
//
// Why committed pictures and not SVG drawn at build: each cover is its own composition (gradients, blend
// modes, type), which a browser draws well and librsvg would not; text would need the fonts converted to
// paths. The cost is repository bytes (about 0.9 MB for the 24 WebP files) instead of code that draws at
// every first build; the build only encodes them, as it would the owner's photos.
//
// What it checks while drawing: every piece of text is set in a face of base.css's @font-face list, the
// project's own OFL fonts from npm, by Chromium's own report of the faces it drew with, not by what the CSS
// asked for (it names the face, "Fraunces Black" for Fraunces at 900; a custom font is one loaded by
// @font-face, and only base.css may declare one); and every cover carries its alt text in Romanian and
// English (<meta name="alt:ro"> and "alt:en"), about 90 characters: /blog's payload carries all 24. It writes
// content/samples/blog/index.json: per cover, the alt texts, the fonts used and the hash of the sources,
// which lib/images/sample-covers.test.ts compares with the HTML to catch a composition changed without a
// new render.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import {
  COMPOSITION_CSS,
  COMPOSITIONS_DIR,
  SAMPLE_COVER_SIZE,
  SAMPLE_COVERS_DIR,
  sourceHash,
  type SampleCoverIndex,
} from '../../lib/images/sample-covers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const coversDir = path.join(root, COMPOSITIONS_DIR);
const outDir = path.join(root, SAMPLE_COVERS_DIR);
const indexFile = path.join(outDir, 'index.json');
const sheetFile = path.join(root, 'docs', 'brand', 'blog-covers.webp');

/** Families declared in base.css: the only ones a cover may set text in. */
function allowedFamilies(css: string) {
  return new Set([...css.matchAll(/font-family:\s*'([^']+)'/g)].map((m) => m[1]!));
}

/** The faces Chromium itself used for every text node (the CSS only asks; this is what it drew with). */
async function fontsUsed(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root: doc } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const used = new Map<string, { custom: boolean; text: string }>();
  type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: Node[] };
  const visit = async (node: Node, parent?: Node) => {
    if (
      node.nodeType === 3 &&
      node.nodeValue.trim() &&
      parent &&
      !['STYLE', 'SCRIPT', 'TITLE'].includes(parent.nodeName)
    ) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: parent.nodeId });
      for (const font of fonts)
        used.set(font.familyName, {
          custom: font.isCustomFont,
          text: (used.get(font.familyName)?.text ?? '') + node.nodeValue.trim().slice(0, 20),
        });
    }
    for (const child of node.children ?? []) await visit(child, node);
  };
  await visit(doc as Node);
  await cdp.detach();
  return used;
}

const css = fs.readFileSync(path.join(root, COMPOSITION_CSS), 'utf8');
const allowed = allowedFamilies(css);
const all = fs
  .readdirSync(coversDir)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.slice(0, -5))
  .sort();
const wanted = process.argv.slice(2);
for (const slug of wanted) if (!all.includes(slug)) throw new Error(`no composition covers/${slug}.html`);
const slugs = wanted.length > 0 ? wanted : all;

const executable = findChromium();
if (!executable) throw new Error('no Chromium found (scripts/chromium.mjs): install it or set CHROME_PATH');
const browser = await chromium.launch({ executablePath: executable.path, args: CHROMIUM_ARGS });
const index: SampleCoverIndex = fs.existsSync(indexFile)
  ? JSON.parse(fs.readFileSync(indexFile, 'utf8'))
  : {};
fs.mkdirSync(outDir, { recursive: true });
const problems: string[] = [];
try {
  const context = await browser.newContext({ viewport: SAMPLE_COVER_SIZE, deviceScaleFactor: 1 });
  await context.route('**/*', (route) =>
    route.request().url().startsWith('file:') || route.request().url().startsWith('data:')
      ? route.continue()
      : route.abort(),
  );
  const page = await context.newPage();
  for (const slug of slugs) {
    const file = path.join(coversDir, `${slug}.html`);
    const html = fs.readFileSync(file, 'utf8');
    if (/@font-face|@import|<link(?![^>]*href="\.\.\/base\.css")/i.test(html))
      problems.push(`covers/${slug}.html: fonts and styles come from base.css alone`);
    await page.goto(pathToFileURL(file).href);
    await page.evaluate(() => document.fonts.ready);
    const alt = await page.evaluate(() => ({
      ro: document.querySelector('meta[name="alt:ro"]')?.getAttribute('content') ?? '',
      en: document.querySelector('meta[name="alt:en"]')?.getAttribute('content') ?? '',
    }));
    if (alt.ro.length < 20 || alt.en.length < 20)
      problems.push(
        `covers/${slug}.html: <meta name="alt:ro"> and <meta name="alt:en"> describe the picture`,
      );
    const fonts = await fontsUsed(page);
    for (const [family, { custom, text }] of fonts)
      if (!custom || ![...allowed].some((name) => family.startsWith(name)))
        problems.push(`covers/${slug}.html: "${text}" is set in ${family}, not a font of base.css`);
    const png = await page.screenshot({ type: 'png' });
    await sharp(png)
      .webp({ quality: 90, effort: 6, smartSubsample: true })
      .toFile(path.join(outDir, `${slug}.webp`));
    index[slug] = { alt, fonts: [...fonts.keys()].sort(), source: sourceHash(html, css) };
    console.log(
      `${slug}: ${(fs.statSync(path.join(outDir, `${slug}.webp`)).size / 1024).toFixed(0)} KB${fonts.size ? `, ${[...fonts.keys()].join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
}
for (const slug of Object.keys(index)) if (!all.includes(slug)) delete index[slug];
fs.writeFileSync(
  indexFile,
  `${JSON.stringify(Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`,
);

// The contact sheet (docs/brand/blog-covers.webp): every cover small, on the dark theme's background, where
// a loud cover shows first.
const COLUMNS = 6;
const THUMB = { width: 256, height: 144 };
const GAP = 12;
const drawn = all.filter((slug) => fs.existsSync(path.join(outDir, `${slug}.webp`)));
const rows = Math.ceil(drawn.length / COLUMNS);
const thumbs = await Promise.all(
  drawn.map(async (slug, i) => ({
    input: await sharp(path.join(outDir, `${slug}.webp`))
      .resize(THUMB)
      .toBuffer(),
    left: GAP + (i % COLUMNS) * (THUMB.width + GAP),
    top: GAP + Math.floor(i / COLUMNS) * (THUMB.height + GAP),
  })),
);
await sharp({
  create: {
    width: GAP + COLUMNS * (THUMB.width + GAP),
    height: GAP + rows * (THUMB.height + GAP),
    channels: 3,
    background: '#161917',
  },
})
  .composite(thumbs)
  .webp({ quality: 80 })
  .toFile(sheetFile);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
