import type { Metadata, Viewport } from 'next';
import { inter } from '@/app/fonts';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { JsonLd } from '@/components/seo/json-ld';
import { FEED_ALTERNATE } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';
import { THEME_COLORS } from '@/lib/theme';
import { businessJsonLd } from '@/lib/structured-data';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} | ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  authors: [{ name: siteConfig.owner.name }],
  openGraph: { locale: 'ro_RO', siteName: siteConfig.name, type: 'website' },
  alternates: { types: FEED_ALTERNATE },
  // One source image (app/icon.svg); the PNG renditions are generated from it at build time.
  icons: {
    icon: [{ url: '/icon.svg', type: 'image/svg+xml' }],
    apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
  },
};

// One colour per system preference for pages without the head script; the script (lib/theme.ts) sets
// both to the chosen theme's.
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The head script sets data-theme and data-theme-choice before React hydrates.
    <html lang="ro" className={inter.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        <Header />
        <main id="continut" className="flex-1 pt-18">
          {children}
        </main>
        <Footer />
        <JsonLd data={businessJsonLd()} />
      </body>
    </html>
  );
}
