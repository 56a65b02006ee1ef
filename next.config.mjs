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
};

export default nextConfig;
