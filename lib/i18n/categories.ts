import { categoryLabels, type CategoryId } from '@/content/categories';
import { getDictionary } from '@/lib/i18n/dictionary';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** A category's name in the locale (Romanian from content/categories.ts, others from the UI dictionary). */
export function categoryLabel(id: CategoryId, locale: Locale): string {
  return locale === defaultLocale ? categoryLabels[id] : getDictionary(locale).categories[id];
}

export function categoryLabelsIn(locale: Locale): Record<CategoryId, string> {
  return locale === defaultLocale ? categoryLabels : getDictionary(locale).categories;
}
