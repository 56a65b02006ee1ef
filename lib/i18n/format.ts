import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { pluralRo } from '@/lib/text';

/**
 * Dates, numbers and plurals in the page's language, through Intl (en-GB on English pages). Client-safe.
 */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** "2026-03-14" → "14 martie 2026" / "14 March 2026" */
export function formatDateIn(isoDate: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 1500 → "1.500" / "1,500" */
export function formatNumberIn(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * A count with its noun agreed: Romanian through pluralRo ("20 de articole"), other languages by their
 * Intl plural category ("1 article", "2 articles").
 */
export function plural(locale: Locale, count: number, one: string, many: string): string {
  if (locale === 'ro') return pluralRo(count, one, many);
  const category = new Intl.PluralRules(intlLocale[locale]).select(count);
  return `${formatNumberIn(count, locale)} ${category === 'one' ? one : many}`;
}
