import type { Metadata, Viewport } from 'next';
import { fontClasses } from '@/app/fonts';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { JsonLd } from '@/components/seo/json-ld';
import { getDictionary } from '@/lib/i18n/dictionary';
import { ogLocale, type Locale } from '@/lib/i18n/locales';
import { feedAlternate } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';
import { THEME_COLORS } from '@/lib/theme';
import { businessJsonLd } from '@/lib/structured-data';

/** The metadata every page of a language starts from (each root layout exports it). */
export function layoutMetadata(locale: Locale): Metadata {
  const site = getDictionary(locale).site;
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: `${siteConfig.name} | ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
    description: locale === 'ro' ? siteConfig.description : site.description,
    authors: [{ name: siteConfig.owner.name }],
    openGraph: { locale: ogLocale[locale], siteName: siteConfig.name, type: 'website' },
    alternates: { types: feedAlternate(locale) },
    // One source image (app/icon.svg); the PNG renditions are generated from it at build time.
    icons: {
      icon: [{ url: '/icon.svg', type: 'image/svg+xml' }],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    },
  };
}

// One colour per system preference for pages without the head script; the script (lib/theme.ts) sets
// both to the chosen theme's.
export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
};

/**
 * The whole document of one language: `<html lang>` is static per root layout (app/(ro)/layout.tsx,
 * app/(en)/layout.tsx), so every exported page carries its language without a script.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    // The head script sets data-theme and data-theme-choice before React hydrates.
    <html lang={locale} className={fontClasses} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        <PageFrame locale={locale}>{children}</PageFrame>
        <JsonLd data={businessJsonLd(locale)} />
      </body>
    </html>
  );
}

/** What every page shows around its own content: the header, the main landmark, the footer (also the editor's preview). */
export function PageFrame({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <>
      <Header locale={locale} />
      <main id="continut" className="flex-1 pt-18">
        {children}
      </main>
      <Footer locale={locale} />
    </>
  );
}
