import localFont from 'next/font/local';

// The "minimal" pairing (lib/fonts.ts): chosen in content/site.yaml's brand.fonts, loaded through @brand-fonts
// (next.config.mjs). Literal options only: next/font reads them at build.
export const body = localFont({
  src: '../inter-var.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-text',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
});

// One static weight, declared for every weight a heading asks for, so no browser fakes a bolder one. No
// fallback list: app/globals.css follows it with the text face, for any character it does not draw.
export const display = localFont({
  src: '../manrope-500.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-heading',
});
