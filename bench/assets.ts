/**
 * What a pre-rendered page makes the browser download before any interaction, read from `out/` without a
 * browser: the JavaScript its HTML references (script src, the startup loader's list, preload/modulepreload
 * links), its RSC payload file (the loader's `data-payload`: scripts/flight-payload.ts), its style sheets,
 * and its fonts (preloaded fonts and the url()s of its style sheets), each with its brotli size.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startupPayload, startupScripts } from '../scripts/startup-scripts';

/** `payload`: the page's RSC payload, which postbuild moves out of the HTML (scripts/flight-payload.ts). */
export type AssetKind = 'js' | 'css' | 'font' | 'payload';
export type Asset = { kind: AssetKind; url: string; raw: number; brotli: number };
export type PageAssets = { assets: Asset[]; totals: Record<AssetKind, number> };

const FONT_EXT = /\.(woff2?|ttf|otf)$/i;

/** The attributes of each `<tag …>` in the HTML, names lower-cased. */
function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attrs = ''] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const map: Record<string, string> = {};
    for (const m of attrs.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      map[m[1]!.toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&');
    }
    found.push(map);
  }
  return found;
}

/**
 * The brotli size: the postbuild `.br` twin when there is one, woff2 as it is (brotli inside), else the file
 * compressed here (what the budgets count, even for the files under 1 KiB the server sends raw: `servedSize`).
 */
export function brotliSize(file: string): number {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  if (/\.woff2$/i.test(file)) return fs.statSync(file).size;
  const data = fs.readFileSync(file);
  return zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }).length;
}

/** The link types of a `<link>`'s rel, lower-cased. */
function rels(link: Record<string, string>): string[] {
  return (link.rel ?? '').toLowerCase().split(/\s+/);
}

/** Same-origin path of a reference, or null for other origins, data: URLs and fragments. */
function localPath(ref: string, base: string): string | null {
  if (!ref || ref.startsWith('data:') || ref.startsWith('#')) return null;
  const url = new URL(ref, `http://site${base}`);
  return url.host === 'site' ? decodeURIComponent(url.pathname) : null;
}

export function pageAssets(outDir: string, htmlFile: string): PageAssets {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const base = `/${htmlFile}`;
  const refs: { kind: AssetKind; url: string }[] = [];
  // Script elements and the startup loader's list; never `nomodule` polyfills, which browsers with ES
  // modules do not download.
  for (const url of startupScripts(html)) refs.push({ kind: 'js', url });
  const payload = startupPayload(html);
  if (payload) refs.push({ kind: 'payload', url: payload });
  for (const l of tags(html, 'link')) {
    const rel = rels(l);
    if (!l.href) continue;
    if (rel.includes('stylesheet')) refs.push({ kind: 'css', url: l.href });
    else if (rel.includes('modulepreload')) refs.push({ kind: 'js', url: l.href });
    else if (rel.includes('preload') && l.as === 'script') refs.push({ kind: 'js', url: l.href });
    else if (rel.includes('preload') && l.as === 'font') refs.push({ kind: 'font', url: l.href });
  }
  const seen = new Map<string, Asset>();
  const add = (kind: AssetKind, urlPath: string) => {
    if (seen.has(urlPath)) return;
    const file = path.join(outDir, urlPath);
    if (!fs.existsSync(file)) throw new Error(`${htmlFile} references ${urlPath}, which is not in ${outDir}`);
    seen.set(urlPath, { kind, url: urlPath, raw: fs.statSync(file).size, brotli: brotliSize(file) });
    if (kind === 'css') {
      const css = fs.readFileSync(file, 'utf8');
      for (const [, , ref = ''] of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
        const font = localPath(ref, urlPath);
        if (font && FONT_EXT.test(font)) add('font', font);
      }
    }
  };
  for (const { kind, url } of refs) {
    const p = localPath(url, base);
    if (p) add(kind, p);
  }
  const assets = [...seen.values()];
  const totals: Record<AssetKind, number> = { js: 0, css: 0, font: 0, payload: 0 };
  for (const a of assets) totals[a.kind] += a.brotli;
  return { assets, totals };
}

/**
 * The bytes our server sends a browser that accepts brotli: the postbuild `.br` twin where there is one,
 * else the file as it is (postbuild leaves files under 1 KiB uncompressed, and woff2 is brotli inside).
 */
export function servedSize(file: string): number {
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
}

/**
 * What a first visit to a page downloads, as served, without a browser: the HTML, the JavaScript, CSS
 * and fonts of `pageAssets`, and the icon the browser fetches for its tab (`<link rel="icon">`). The same
 * requests as a real load in bench/wire.ts, so the two figures agree to the byte on an unchanged build.
 */
export function pageWireBytes(outDir: string, htmlFile: string): number {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  let total = servedSize(path.join(outDir, htmlFile));
  for (const asset of pageAssets(outDir, htmlFile).assets) total += servedSize(path.join(outDir, asset.url));
  const icon = tags(html, 'link').find((l) => rels(l).includes('icon'));
  const iconPath = icon?.href ? localPath(icon.href, `/${htmlFile}`) : null;
  if (iconPath) total += servedSize(path.join(outDir, iconPath));
  return total;
}

/** A screen the budgets pick picture files for: Lighthouse's mobile (412 CSS px at 1.75×) and a desktop. */
export type Screen = { width: number; dpr: number };
export const SCREENS: Screen[] = [
  { width: 412, dpr: 1.75 },
  { width: 1280, dpr: 1 },
];

/** The CSS px a `sizes` length stands for: `Npx`, `Nvw` or `calc(Nvw - Mpx)`. */
function cssLength(length: string, viewport: number): number {
  const calc = length.match(/^calc\(\s*([\d.]+)vw\s*([+-])\s*([\d.]+)px\s*\)$/);
  if (calc) return (Number(calc[1]) / 100) * viewport + (calc[2] === '-' ? -1 : 1) * Number(calc[3]);
  const vw = length.match(/^([\d.]+)vw$/);
  if (vw) return (Number(vw[1]) / 100) * viewport;
  const px = length.match(/^([\d.]+)px$/);
  if (px) return Number(px[1]);
  throw new Error(`bench: cannot read the sizes length "${length}"`);
}

/** The slot width `sizes` gives at a viewport width (only `(min-width: Npx)` conditions, as the site writes them). */
export function slotWidth(sizes: string, viewport: number): number {
  for (const part of sizes.split(/,(?![^(]*\))/)) {
    const m = part.trim().match(/^(?:\(min-width:\s*(\d+)px\)\s+)?(.+)$/);
    if (!m) continue;
    if (m[1] && viewport < Number(m[1])) continue;
    return cssLength(m[2]!.trim(), viewport);
  }
  return viewport;
}

export type PageImage = { url: string; bytes: number; lazy: boolean };

/**
 * The pictures a page's HTML shows and, for each, the AVIF file a browser picks on the given screen (the
 * smallest candidate at least as wide as the slot times the pixel ratio, as Chromium does with an empty
 * cache), with its size. `lazy` pictures load only when scrolled near.
 */
export function pageImages(outDir: string, htmlFile: string, screen: Screen): PageImage[] {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const found: PageImage[] = [];
  for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/gi)) {
    const avif = tags(picture, 'source').find((s) => s.type === 'image/avif');
    const img = tags(picture, 'img')[0];
    if (!avif?.srcset || !img) continue;
    const candidates = avif.srcset
      .split(',')
      .map((c) => c.trim().split(/\s+/))
      .map(([url = '', w = '']) => ({ url, width: Number.parseInt(w, 10) }))
      .sort((a, b) => a.width - b.width);
    const needed = slotWidth(avif.sizes ?? '100vw', screen.width) * screen.dpr;
    const pick = candidates.find((c) => c.width >= needed) ?? candidates.at(-1)!;
    const file = localPath(pick.url, `/${htmlFile}`);
    if (!file) continue;
    found.push({ url: file, bytes: servedSize(path.join(outDir, file)), lazy: img.loading === 'lazy' });
  }
  return found;
}

/** The bytes of a page's pictures on the screen that needs the most: every one, or only the eager ones. */
export function pageImageBytes(outDir: string, htmlFile: string, { eagerOnly = false } = {}): number {
  return Math.max(
    ...SCREENS.map((screen) =>
      pageImages(outDir, htmlFile, screen)
        .filter((img) => !eagerOnly || !img.lazy)
        .reduce((sum, img) => sum + img.bytes, 0),
    ),
  );
}
