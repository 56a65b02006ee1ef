import { loadData } from '@/lib/data/load';
import type { DataOf } from '@/lib/data/schemas';
import { defaultLocale, localePath, type Locale } from '@/lib/i18n/locales';

/**
 * The site's identity, from content/site.yaml (the one file an owner edits to brand the site; its fields
 * and rules are in lib/data/schemas.ts). Every `{name}`, `{email}`, `{phone}` of the specification comes
 * from here. Texts (tagline, bio, opening-hours labels…) have English in content/site.en.yaml.
 */
export type SiteConfig = DataOf<'site'>;
export type Weekday = SiteConfig['hours'][number]['days'][number];
export type SocialLinks = SiteConfig['social'];

/** Deployment-specific overrides, read at build time. */
function fromEnv(config: SiteConfig): SiteConfig {
  const env = process.env;
  return {
    ...config,
    url: (env.SITE_URL || config.url).replace(/\/+$/, ''),
    email: env.SITE_EMAIL || config.email,
    bookingUrl: env.BOOKING_URL ?? config.bookingUrl,
    // The forms service reads the same variable (server/config.ts), so the notice and the deletion agree.
    leadRetentionMonths: positiveInt(env.LEAD_RETENTION_MONTHS) ?? config.leadRetentionMonths,
  };
}

function positiveInt(value: string | undefined): number | undefined {
  if (!value?.trim()) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`LEAD_RETENTION_MONTHS must be a whole number of months (at least 1), got "${value}"`);
  return n;
}

/** The site config in a language, with the deployment's environment overrides. */
export function siteConfigFor(locale: Locale = defaultLocale): SiteConfig {
  return fromEnv(loadData('site', locale));
}

export const siteConfig: SiteConfig = siteConfigFor();

/** Where "Programează o întâlnire" goes: the booking page, else the contact form with the subject set. */
export function bookingHref(config: SiteConfig = siteConfig): string {
  return config.bookingUrl || '/programare';
}

/**
 * Where a free-consultation call to action goes in `locale`: an external booking page when BOOKING_URL
 * (or content/site.yaml `bookingUrl`) names one, else the site's own booking page (/programare, /en/book).
 */
export function bookingHrefIn(locale: Locale): string {
  return siteConfigFor(locale).bookingUrl || localePath('/programare', locale);
}

/**
 * Who runs the site, as the law asks it to be shown (Law 365/2002 art. 5, GDPR art. 13): the fields the
 * owner filled in, never an empty "CUI ,". Without a legal name, the owner's own name.
 */
export function legalIdentity(config: SiteConfig = siteConfig) {
  const { legal } = config;
  const registration = [legal.cui && `CUI ${legal.cui}`, legal.tradeRegister && `Nr. Reg. Com. ${legal.tradeRegister}`].filter(
    (part): part is string => Boolean(part),
  );
  return {
    name: legal.legalName || config.owner.name,
    registration,
    address: legal.registeredAddress || null,
    /** "Name · CUI … · Nr. Reg. Com. … · address", for the footer. */
    line: [legal.legalName || config.owner.name, ...registration, legal.registeredAddress].filter(Boolean).join(' · '),
  };
}

/** The browser UI colour (theme-color, the manifest): the brand kit's primary (lib/brand.ts). */
export const THEME_COLOR = siteConfig.brand.primary;

export const BUILD_YEAR = new Date().getFullYear();
