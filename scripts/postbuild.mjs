// Runs after `next build`:
// 1. builds the Pagefind search index of the blog articles (out/pagefind/), loaded by the browser only
//    when a visitor starts a search;
// 2. writes brotli and gzip twins of every compressible file in out/, so the server (and any host that
//    serves precompressed files) sends them without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as pagefind from 'pagefind';

const OUT = path.resolve(process.argv[2] ?? 'out');
const COMPRESSIBLE = /\.(html|js|css|txt|xml|json|svg|map|webmanifest|ico)$/;
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

if (!fs.existsSync(OUT)) {
  console.error(`postbuild: ${OUT} does not exist; run next build first`);
  process.exit(1);
}

// Only elements marked data-pagefind-body (the article pages) are indexed.
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'ro' });
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
const indexed = await index.addDirectory({ path: OUT });
if (indexed.errors.length > 0) throw new Error(`pagefind: ${indexed.errors.join('; ')}`);
await index.writeFiles({ outputPath: path.join(OUT, 'pagefind') });
await pagefind.close();
console.log(`postbuild: pagefind indexed ${indexed.page_count} pages`);

let files = 0;
let raw = 0;
let br = 0;
for (const file of walk(OUT)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gzip = zlib.gzipSync(data, { level: 9 });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzip);
  files += 1;
  raw += data.length;
  br += brotli.length;
}
console.log(`postbuild: precompressed ${files} files (${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli)`);
