import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The kit's font pairing (content/site.yaml's brand.fonts, lib/fonts.ts): app/fonts.ts imports
 * `@brand-fonts`, resolved here to that pairing's module, so only its faces reach the style sheet and the
 * preloads (next/font needs literal paths; one module per pairing in app/fonts/pairings/). The content check
 * has already refused an unknown name before `next build`; this only guards against a missing module.
 */
function brandFontsModule() {
  const fonts = parse(fs.readFileSync(new URL('./content/site.yaml', import.meta.url), 'utf8'))?.brand?.fonts;
  const file = `./app/fonts/pairings/${fonts}.ts`;
  if (typeof fonts !== 'string' || !/^[a-z]+$/.test(fonts) || !fs.existsSync(new URL(file, import.meta.url)))
    throw new Error(
      `content/site.yaml: brand.fonts „${fonts}” nu e o pereche de fonturi cunoscută (app/fonts/pairings/)`,
    );
  return file;
}

/**
 * The brand kit's colours for app/global-error.tsx, the one page without the site's style sheet, as
 * scripts/brand-assets.ts wrote them (`npm run build` and `npm run dev` run it first). Missing, the page
 * keeps the browser's own colours.
 */
function errorPageCss() {
  const file = path.join(process.cwd(), 'node_modules', '.cache', 'brand', 'error-page.css');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to its own HTML file in out/, deployable to any static host or CDN.
  output: 'export',
  // No image optimisation server exists in a static export.
  images: { unoptimized: true },
  // The build must never depend on the network (no Google Fonts, no telemetry round-trips).
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project (tsc --noEmit) as its first step; checking again inside
  // every build only doubles the time.
  typescript: { ignoreBuildErrors: true },
  // Two root layouts (app/(ro), app/(en)): the site-wide 404 is app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  turbopack: { resolveAlias: { '@brand-fonts': brandFontsModule() } },
  // Inlined at build where the code reads process.env.BRAND_ERROR_CSS.
  env: { BRAND_ERROR_CSS: errorPageCss() },
};

export default nextConfig;
