import localFont from 'next/font/local';

// Inter, self-hosted and subset by scripts/subset-font.mjs (Latin + ă â î ș ț), one variable file.
// next/font preloads it and generates a metric-matched Arial fallback so the swap does not shift layout.
export const inter = localFont({
  src: './fonts/inter-var.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
});
