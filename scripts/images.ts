// Runs before `next build` (npm run build): finds every entry's pictures (lib/images/sources.ts), encodes
// each one through the pipeline (lib/images/pipeline.ts; cached, so an unchanged picture costs a hash) and
// writes the manifest lib/content.ts reads while Next renders the pages. postbuild copies the files the
// manifest names into out/img/. A bad picture (missing alt, corrupt, unsupported, too big) stops the build
// with its path; one that still carries a GPS position is named in a warning (npm run pictures:clean). A sample drawn
// for the English page is marked `lang: 'en'`: its alt text and caption are already English (lib/content.ts).
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { articleFrontMatter, loadDir, projectFrontMatter } from '../lib/content';
import { siteToday, unpublished } from '../lib/publishing';
import { gpsWarning, picturesWithGps } from '../lib/images/gps';
import { encodeImage, filesDir } from '../lib/images/pipeline';
import { articleSources, projectSources, type EntrySources, type SourceImage } from '../lib/images/sources';
import {
  DEFAULT_CACHE_DIR,
  MANIFEST_FILE,
  type EntryPictures,
  type ImageManifest,
  type Picture,
} from '../lib/images/types';

const started = performance.now();
const root = process.cwd();
const sources = new Map<string, EntrySources>();
// Drafts and posts dated after today are not on the site, nor their pictures in out/img/ (npm run dev shows
// them: lib/publishing.ts).
const today = siteToday();
const onSite = (entry: { draft?: boolean; date?: string }) => process.argv.includes('--dev') || !unpublished(entry, today);
try {
  for (const entry of loadDir('portfolio', projectFrontMatter).filter(onSite))
    sources.set(`portfolio/${entry.slug}`, projectSources(root, `content/portfolio/${entry.slug}.md`, entry));
  for (const entry of loadDir('blog', articleFrontMatter).filter(onSite))
    sources.set(`blog/${entry.slug}`, articleSources(root, `content/blog/${entry.slug}.md`, entry));
  // A translation whose entry shows generated sample pictures gets its own, drawn from its English title
  // and description (the pictures print them); real pictures are shared by both languages.
  const sampled = (e: EntrySources | undefined) => Boolean(e && [e.cover, ...e.gallery].some((p) => p?.sample));
  for (const entry of loadDir('portfolio', projectFrontMatter, 'en'))
    if (sampled(sources.get(`portfolio/${entry.slug}`)))
      sources.set(`en/portfolio/${entry.slug}`, projectSources(root, `content/portfolio/${entry.slug}.en.md`, entry));
  for (const entry of loadDir('blog', articleFrontMatter, 'en'))
    if (sampled(sources.get(`blog/${entry.slug}`)))
      sources.set(`en/blog/${entry.slug}`, articleSources(root, `content/blog/${entry.slug}.en.md`, entry));
  // The owner's photo (content/site/portrait.*): About, the author box, the articles' byline (components/ui/portrait.tsx).
  const portraitDir = path.join(root, 'content', 'site');
  const portrait = fs.existsSync(portraitDir)
    ? fs.readdirSync(portraitDir).find((name) => /^portrait\.(jpe?g|png|webp|avif)$/i.test(name))
    : undefined;
  if (portrait) {
    const file = path.join('content', 'site', portrait);
    sources.set('site', {
      cover: { file, data: fs.readFileSync(path.join(root, file)), alt: '', role: 'cover', name: 'portrait', sample: false },
      gallery: [],
      body: {},
    });
  }
} catch (error) {
  console.error(`images: ${(error as Error).message}`);
  process.exit(1);
}

// The site never shows a picture's metadata, but the file under content/ keeps its GPS position in git: warn,
// naming each file. Metadata only, and the verdict is cached by the file's hash (lib/images/gps.ts).
const ownerPictures = new Map<string, Buffer>();
for (const entry of sources.values())
  for (const source of [entry.cover, ...entry.gallery, ...Object.values(entry.body)])
    if (source && !source.sample) ownerPictures.set(source.file, source.data);
const gps = gpsWarning(await picturesWithGps([...ownerPictures].map(([file, data]) => ({ file, data }))));
if (gps) console.warn(gps);

// libvips already uses several threads per encode; two pictures at a time keep both cores busy.
const CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism()));
const jobs: { source: SourceImage; resolve: (p: Picture) => void }[] = [];
const manifest: ImageManifest = {};
const pending: Promise<Picture>[] = [];
const queue = (source: SourceImage) =>
  new Promise<Picture>((resolve) => {
    jobs.push({ source, resolve });
  });

for (const [key, entry] of sources) {
  const pictures: EntryPictures = { gallery: [], body: {} };
  manifest[key] = pictures;
  if (entry.cover) pending.push(queue(entry.cover).then((p) => (pictures.cover = p)));
  entry.gallery.forEach((source, i) => pending.push(queue(source).then((p) => (pictures.gallery[i] = p))));
  for (const [src, source] of Object.entries(entry.body))
    pending.push(queue(source).then((p) => (pictures.body[src] = p)));
}

const entriesDir = path.join(DEFAULT_CACHE_DIR, 'entries');
const before = fs.existsSync(entriesDir) ? fs.readdirSync(entriesDir).length : 0;
let failed: Error | undefined;
async function worker() {
  for (let job = jobs.shift(); job && !failed; job = jobs.shift()) {
    const { source } = job;
    try {
      const image = await encodeImage(source.file, source.data, {
        name: source.name,
        role: source.role,
        og: source.role === 'cover' && source.name !== 'portrait',
        sample: source.sample || source.example,
      });
      job.resolve({ ...image, alt: source.alt, ...(source.caption ? { caption: source.caption } : {}), ...(source.lang === 'en' ? { lang: source.lang } : {}) });
    } catch (error) {
      failed ??= error as Error;
    }
  }
}
const total = jobs.length;
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
if (failed) {
  console.error(`images: ${failed.message}`);
  process.exit(1);
}
await Promise.all(pending);
const encoded = (fs.existsSync(entriesDir) ? fs.readdirSync(entriesDir).length : 0) - before;
fs.mkdirSync(path.dirname(MANIFEST_FILE), { recursive: true });
// Written beside and renamed over: the pages never read half a manifest, and a manifest that is a hard link
// (a node_modules copied with `cp -al`, shared by several checkouts) is replaced here, not rewritten for all.
const manifestTemp = `${MANIFEST_FILE}.${process.pid}.tmp`;
fs.writeFileSync(manifestTemp, JSON.stringify(manifest));
fs.renameSync(manifestTemp, MANIFEST_FILE);
console.log(
  `images: ${total} pictures (${encoded} encoded, ${total - encoded} from the cache in ${path.relative(root, filesDir())}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// `next dev` serves public/ only: with --dev, public/img points at the encoded files so the pages' /img/ URLs
// answer there too. A build removes that link first, or `next build` would copy every cached file into out/
// (postbuild copies only the ones the pages use).
const publicImg = path.join(root, 'public', 'img');
const linked = fs.lstatSync(publicImg, { throwIfNoEntry: false });
if (linked?.isSymbolicLink()) fs.unlinkSync(publicImg);
if (process.argv.includes('--dev')) {
  if (linked && !linked.isSymbolicLink())
    console.warn('images: public/img exists and is not the link this step makes; pictures may not show in next dev');
  else fs.symlinkSync(filesDir(), publicImg, process.platform === 'win32' ? 'junction' : 'dir');
}
