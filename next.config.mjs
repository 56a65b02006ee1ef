import fs from 'node:fs';
import path from 'node:path';

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
  // Inlined at build where the code reads process.env.BRAND_ERROR_CSS.
  env: { BRAND_ERROR_CSS: errorPageCss() },
};

export default nextConfig;
