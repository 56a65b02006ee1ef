import localFont from 'next/font/local';

// The "clasic" pairing (lib/fonts.ts): Inter for headings and text, one file. Chosen in content/site.yaml's
// brand.fonts, loaded through @brand-fonts (next.config.mjs). Literal options only: next/font reads them at
// build. next/font preloads it and generates a metric-matched Arial fallback so the swap does not shift layout.
export const body = localFont({
  src: '../inter-var.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-text',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
});

/** The same face: --font-display falls back to --font-text (app/globals.css). */
export const display = body;
