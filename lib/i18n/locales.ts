/**
 * The site's languages. Romanian is the root language (no URL prefix); every other language lives under
 * `/<locale>/`. Content files follow one naming rule: `x.yaml` / `x.md` is Romanian, `x.en.yaml` /
 * `x.en.md` beside it is the English translation of the same entry.
 */
export const locales = ['ro', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ro';

/** BCP 47 tags for `Intl` formatting and `<html lang>`-adjacent metadata. */
export const intlLocale: Record<Locale, string> = { ro: 'ro-RO', en: 'en-GB' };
/** Open Graph locale codes. */
export const ogLocale: Record<Locale, string> = { ro: 'ro_RO', en: 'en_GB' };

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The URL prefix of a locale: '' for Romanian, '/en' for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * Fixed routes whose slug is a word of its own in English: the Romanian path and the English one without
 * its prefix (the booking page is /programare and /en/book).
 */
const TRANSLATED_SLUGS: [ro: string, en: string][] = [['/programare', '/book']];

/** A site path in the given locale: localePath('/about', 'en') === '/en/about', localePath('/', 'en') === '/en'. */
export function localePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  const slug = TRANSLATED_SLUGS.find(([ro]) => ro === path)?.[1] ?? path;
  return slug === '/' ? prefix : `${prefix}${slug}`;
}

/** The locale of a site path: '/en' and '/en/…' are English, everything else Romanian. */
export function pathLocale(path: string): Locale {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/** A site path without its locale prefix: '/en/about' → '/about', '/en' → '/'. */
export function unlocalizedPath(path: string): string {
  const prefix = localePrefix(pathLocale(path));
  if (!prefix) return path;
  const slug = path.slice(prefix.length) || '/';
  return TRANSLATED_SLUGS.find(([, en]) => en === slug)?.[0] ?? slug;
}

/** The other language of a two-language site. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'ro' ? 'en' : 'ro';
}
